import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { configFromEnv, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { POSTGRES_URL } from './parts.js';
import { copyDatabase, copyDataDir, templateFor, type Template } from './templates.js';

// Whether PostgreSQL answers is asked once by the global setup (tests/helpers/optional.ts).
export { POSTGRES_URL, postgresAnswers as postgresReachable } from './parts.js';

/** A fresh PostgreSQL database for one test file: empty, or a copy of a template. */
export async function freshPostgresDatabase(
  template?: Template,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `comanda_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  if (template) await copyDatabase(template, name);
  else {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

/** A real server on a free port, on a new database of the given kind, seeded like a first start. */
export async function startServer(
  kind: DbKind = 'pglite',
  overrides: Partial<Config> = {},
  options: AppOptions = {},
  /** Sees every statement the server sends (counting them), as a Kysely plugin. */
  spy?: KyselyPlugin,
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-'));
  const settings: Config = {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    seed: 'demo',
    // No made-up history unless a test asks for it: the demo stores start in a second.
    seedHistoryDays: 0,
    tokenTtl: 3600,
    webDir: resolve('dist'),
    logLevel: 'silent',
    ...overrides,
  };
  // The run's copy of a first start with the demo stores, unless the test chose another seed, the
  // database, its folder or its features (a first start of its own is then what it tests).
  const own = ['seed', 'seedHistoryDays', 'databaseUrl', 'dataDir', 'secretsKey'].some((k) => k in overrides);
  const template = own || options.featureRoots ? undefined : await templateFor(kind, settings);
  if (template) copyDataDir(template, dir);
  const pgdb = kind === 'postgres' ? await freshPostgresDatabase(template) : undefined;
  const config: Config = {
    ...settings,
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : pgdb?.url,
  };
  const opened = await openDatabase(config);
  const database = spy ? { ...opened, db: opened.db.withPlugin(spy) } : opened;
  const app = await buildApp(config, database, options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url: address,
    async close() {
      await app.close();
      await database.close();
      await pgdb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const DEMO = { email: 'admin@demo.test', password: 'demo-owner-1' };

/** Signs in over HTTP and returns a GraphQL caller with the token. */
export async function signIn(server: TestServer, creds = DEMO) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  const token = body.data.accessToken;
  return {
    token,
    async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
      const r = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await r.json()) as {
        data: T | null;
        errors?: {
          message: string;
          extensions: { code: string; key: string; errors?: { field: string; key: string }[] };
        }[];
      };
    },
  };
}
