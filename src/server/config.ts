import { resolve } from 'node:path';
import { parseNetworks, parsePorts, type PrinterRule } from './printing/allow.js';
import { QUERY_COST_LIMIT } from './graphql/cost.js';
import { parseSecretsKey } from './auth/secret-box.js';

export interface Config {
  port: number;
  host: string;
  /** PGlite folder, used when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl?: string;
  /** `demo` seeds Demo Bistro on an empty database; `none` starts empty. */
  seed: 'demo' | 'none';
  /** Days of made-up history (checks, time cards) the demo stores get on first start; 0 for none. */
  seedHistoryDays: number;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** How long after expiry a token can still be refreshed, in seconds (the console's idle time-out). */
  refreshGrace: number;
  /** The console signs out after this long without activity, in milliseconds. */
  idleTimeoutMs: number;
  /** Address of the console as users reach it, for links in e-mail, e.g. https://office.example.com. */
  publicUrl: string;
  /** SMTP server for the console's own e-mail, e.g. smtp://user:pass@mail.example.com:587. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * The key of the values kept encrypted (SMTP passwords), from `SECRETS_KEY` (32 bytes in base64);
   * without it, `<dataDir>/secrets.key` (auth/secret-box.ts).
   */
  secretsKey?: Buffer;
  /** Redis shared by several server processes for live sessions. */
  redisUrl?: string;
  /** External identity provider (OpenID Connect). */
  oidc?: { issuer: string; clientId: string };
  /** Answer GraphQL introspection (`__schema`, `__type`); off unless asked for, the console does not need it. */
  graphqlIntrospection: boolean;
  /**
   * Under maintenance (MAINTENANCE=on): the API answers 503 to everyone but support users, and the
   * console shows its maintenance page (see http/maintenance.ts).
   */
  maintenance: boolean;
  /**
   * A Nominatim-compatible search endpoint (GEOCODER_URL) the online ordering API asks to turn a
   * guest's typed address into places; none, and guests place their delivery point on the map.
   */
  geocoderUrl?: string;
  /** The most a GraphQL operation may cost (fields, records and reports it asks for); see graphql/cost.ts. */
  graphqlCostLimit: number;
  /** Requests a minute the online-ordering API answers one address (OLO_IP_LIMIT); more get 429. */
  oloIpLimit: number;
  /** Requests a minute the online-ordering API answers the guests of one store (OLO_STORE_LIMIT). */
  oloStoreLimit: number;
  /** Serve the built console from this folder. */
  webDir: string;
  logLevel: string;
  /** Where the server may send print jobs itself (PRINTER_NETWORKS, PRINTER_PORTS). */
  printers: PrinterRule;
  /**
   * `server` connects to the printer itself; `devices` queues the job for the store's devices, which
   * fetch it and print on their own network (a server in the cloud does not reach a restaurant's LAN).
   */
  printVia: 'server' | 'devices';
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

function historyDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 90;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 3650)
    throw new Error(`SEED_HISTORY_DAYS must be a whole number of days from 0 to 3650, not "${raw}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const printVia = env.PRINT_VIA || 'server';
  if (printVia !== 'server' && printVia !== 'devices')
    throw new Error(`PRINT_VIA must be "server" or "devices", not "${printVia}"`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    seedHistoryDays: historyDays(env.SEED_HISTORY_DAYS),
    tokenTtl: positive('TOKEN_TTL', env.TOKEN_TTL, 15 * 60),
    refreshGrace: positive('REFRESH_GRACE', env.REFRESH_GRACE, 3600),
    idleTimeoutMs: positive('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 3_600_000),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Comanda Office <no-reply@localhost>',
    secretsKey: env.SECRETS_KEY ? parseSecretsKey(env.SECRETS_KEY) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION === 'true',
    maintenance: ['on', 'true', '1'].includes((env.MAINTENANCE ?? '').trim().toLowerCase()),
    geocoderUrl: env.GEOCODER_URL?.trim() || undefined,
    graphqlCostLimit: positive('GRAPHQL_COST_LIMIT', env.GRAPHQL_COST_LIMIT, QUERY_COST_LIMIT),
    oloIpLimit: positive('OLO_IP_LIMIT', env.OLO_IP_LIMIT, 120),
    oloStoreLimit: positive('OLO_STORE_LIMIT', env.OLO_STORE_LIMIT, 2400),
    oidc: env.OIDC_ISSUER
      ? { issuer: env.OIDC_ISSUER.replace(/\/+$/, ''), clientId: env.OIDC_CLIENT_ID ?? 'comanda-office' }
      : undefined,
    webDir: resolve(env.WEB_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    printers: { networks: parseNetworks(env.PRINTER_NETWORKS), ports: parsePorts(env.PRINTER_PORTS) },
    printVia,
  };
}
