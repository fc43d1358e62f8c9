import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';

// Entity tables are described by the registry at run time, so queries over them are untyped here;
// the generic service is the only place that builds them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

/**
 * The advisory lock that start-up work takes on PostgreSQL (migrations, the demo seed, the job
 * queue's install), so that several processes starting at once on one database do it one at a time.
 */
export const START_LOCK = 7310001;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a read of several statements in one turn. The embedded database answers one statement at a
   * time anyway: on one connection the work waits its turn in a busy line once, not once per
   * statement. PostgreSQL's pool runs the statements it is sent at once side by side, so there the
   * work gets the pool.
   */
  inOneTurn<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Raw SQL as the job queue sends it (pg-boss's `db` option): with values, one statement; without,
   * possibly several (its migrations, in a transaction of their own). On the embedded database it
   * takes its turn on the one connection like any query, so it never lands inside another's transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/**
 * How the embedded database is opened, by the server and by backups alike. pg_trgm backs the `q`
 * search with trigram indexes and unaccent lets it ignore accents, as on PostgreSQL.
 *
 * Durability: on a folder, PGlite writes its files with plain write(2) calls as PostgreSQL does
 * (Emscripten's NODEFS passes each write straight to the file), and a commit returns only once its
 * WAL is written (`synchronous_commit` is on), so a commit the server has answered survives the
 * process being killed (SIGKILL, out of memory): the next start replays the WAL. PGlite runs
 * PostgreSQL with fsync off and NODEFS ignores fsync anyway, so a power loss or an operating system
 * crash may lose the last commits; that is what PostgreSQL is for. `relaxedDurability: false` (the
 * default, stated here on purpose) keeps every query waiting for PGlite's own sync to its storage
 * before it answers; on a folder that sync has nothing left to do.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, unaccent }, relaxedDurability: false };

// Numeric and bigint arrive as strings from node-postgres; the service converts per field kind.
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // PostgreSQL may close an idle connection (restart, fail-over, an administrator): the pool drops
    // it and the next query opens a new one. Without a listener the pool's 'error' event would end
    // the process.
    pool.on('error', () => {});
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      inOneTurn: (work) => work(db),
      executeSql: (text, values) => pool.query(text, values?.length ? values : undefined),
      close: () => db.destroy(),
    };
  }
  const dir = opts.dataDir;
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir ?? 'memory://', PGLITE_OPTIONS);
  await pglite.waitReady;
  const db: Db = new Kysely({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    inOneTurn: (work) => db.connection().execute(work),
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    close: () => db.destroy(),
  };
}
