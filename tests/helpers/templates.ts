/**
 * Databases made once per test run and copied for each test server: migrating, building the entity
 * tables and seeding the demo stores takes seconds, copying the result (a folder for the embedded
 * database, `create database … template` on PostgreSQL) a fraction of one. A copy starts exactly as a
 * fresh database would after its first start; the server then starts on it as on any second start.
 *
 * The first test file that needs a kind of database makes it, under a lock the others wait on; the
 * run's global setup names the folder (COMANDA_TEST_TEMPLATES) and removes it, and the PostgreSQL
 * templates, at the end. Without that folder every server seeds its own database.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { POSTGRES_URL } from './parts.js';

export const TEMPLATES_ENV = 'COMANDA_TEST_TEMPLATES';
/** Template databases on PostgreSQL start with this and the run's id. */
export const TEMPLATE_DB_PREFIX = 'comanda_tpl_';

/** The demo stores' zones: their seed reads today's date there (coupons, happy hour from today). */
const SEED_ZONES = ['America/New_York', 'America/Mexico_City'];

export interface Template {
  /** The data folder of the first start (the embedded database, the secrets key). */
  dataDir: string;
  /** The PostgreSQL database to copy, for that kind. */
  database?: string;
}

const today = () =>
  SEED_ZONES.map((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())).join('_');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The first start of a kind of database with the demo stores (as `config` seeds them), made now if no
 * test file made it yet; undefined outside a run with the templates folder. A template is of one day:
 * the seed's "today" is the stores' own.
 */
export async function templateFor(
  kind: 'pglite' | 'postgres',
  config: Config,
): Promise<Template | undefined> {
  const root = process.env[TEMPLATES_ENV];
  if (!root) return undefined;
  const name = `${kind}-${today()}`.replace(/[^a-z0-9_]/gi, '_');
  const ready = join(root, `${name}.json`);
  const lock = join(root, `${name}.lock`);
  const failed = join(root, `${name}.failed`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as Template;
    if (existsSync(failed)) return undefined;
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // Another test file is making it.
      if (Date.now() > deadline) return undefined;
      await sleep(200);
    }
  }
  try {
    const template = await makeTemplate(root, name, kind, config);
    writeFileSync(`${ready}.part`, JSON.stringify(template));
    renameSync(`${ready}.part`, ready);
    return template;
  } catch (e) {
    // The others make their own database rather than wait (the lock stays: no file tries again).
    writeFileSync(failed, String(e));
    throw e;
  }
}

async function makeTemplate(
  root: string,
  name: string,
  kind: 'pglite' | 'postgres',
  config: Config,
): Promise<Template> {
  const dataDir = join(root, name);
  const building = `${dataDir}.building`;
  rmSync(building, { recursive: true, force: true });
  let database: string | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    database = `${TEMPLATE_DB_PREFIX}${root.replace(/.*[^0-9a-z]/i, '')}_${name}`.toLowerCase().slice(0, 63);
    await admin(`create database ${database}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const first: Config = { ...config, dataDir: building, databaseUrl, secretsKey: undefined };
  const opened = await openDatabase(first);
  try {
    const app = await buildApp(first, opened);
    // Ready: what starts with the server (the job queue's tables) is made too.
    await app.ready();
    await app.close();
  } finally {
    await opened.close();
  }
  renameSync(building, dataDir);
  return { dataDir, database };
}

/** Runs one statement on the server's maintenance database. */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new data folder with the template's contents. */
export function copyDataDir(template: Template, dataDir: string): void {
  cpSync(template.dataDir, dataDir, { recursive: true });
}

/** A new PostgreSQL database copied from the template; a copy made at the same moment may ask again. */
export async function copyDatabase(template: Template, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(`create database ${name} template ${template.database}`);
      return;
    } catch (e) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
      await sleep(100 + Math.random() * 200);
    }
  }
}

/** Ends the run's templates: their folder and their PostgreSQL databases. */
export async function removeTemplates(root: string, postgres: boolean): Promise<void> {
  rmSync(root, { recursive: true, force: true });
  if (!postgres) return;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const runId = root.replace(/.*[^0-9a-z]/i, '').toLowerCase();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEMPLATE_DB_PREFIX}${runId}\\_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
