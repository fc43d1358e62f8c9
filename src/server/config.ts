import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PGlite folder, used when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl?: string;
  /** `demo` seeds Demo Bistro on an empty database; `none` starts empty. */
  seed: 'demo' | 'none';
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** Serve the built console from this folder. */
  webDir: string;
  logLevel: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    tokenTtl: Number(env.TOKEN_TTL ?? 8 * 3600),
    webDir: resolve(env.WEB_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
