import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { TurnGate } from './turns.js';

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
   * Runs a read of several statements (a report). Its statements keep its request's place in line
   * for a connection (turns.ts), on either database, so it waits for the line once, not once per
   * statement; the ones it sends at once run side by side on PostgreSQL's pool.
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
 *
 * Memory: PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which is touched in full
 * at start and never given back. PGlite's default (128 MB) is half what a server may hold, so they are
 * 32 MB: the pages beyond them are read from the operating system's file cache, a read call each
 * (16 MB cost a fifth of the mixed load's throughput over 100,000 menu items; 48 MB gained little).
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
  relaxedDurability: false,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/** Connections to PostgreSQL a server keeps. */
const POOL_SIZE = 10;

type Release = pg.PoolClient['release'];
const INNER = Symbol('release');

/**
 * The pool as Kysely and the job queue use it, its connections handed out in order of place in line
 * (turns.ts) rather than first asked, first served: the pool itself never has anyone waiting.
 */
function inTurns(pool: pg.Pool) {
  const gate = new TurnGate(POOL_SIZE);
  return {
    async connect(): Promise<pg.PoolClient> {
      const leave = await gate.enter();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        leave();
        throw error;
      }
      // The pool gives a client a release of its own at each checkout; ours wraps that one, never itself.
      const own = client.release as Release & { [INNER]?: Release };
      const release = own[INNER] ?? own;
      client.release = Object.assign(
        (err?: Error | boolean) => {
          leave();
          release(err);
        },
        { [INNER]: release },
      );
      return client;
    },
    async query(text: string, values?: unknown[]) {
      const leave = await gate.enter();
      try {
        return await pool.query(text, values);
      } finally {
        leave();
      }
    },
    end: () => pool.end(),
  };
}

// Numeric and bigint arrive as strings from node-postgres; the service converts per field kind.
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE });
    // PostgreSQL may close an idle connection (restart, fail-over, an administrator): the pool drops
    // it and the next query opens a new one. Without a listener the pool's 'error' event would end
    // the process.
    pool.on('error', () => {});
    const gated = inTurns(pool);
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: gated }) });
    return {
      db,
      kind: 'postgres',
      inOneTurn: (work) => work(db),
      executeSql: (text, values) => gated.query(text, values?.length ? values : undefined),
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
    inOneTurn: (work) => work(db),
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    close: () => db.destroy(),
  };
}
