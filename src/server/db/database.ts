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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Numeric and bigint arrive as strings from node-postgres; the service converts per field kind.
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // PostgreSQL may close an idle connection (restart, fail-over, an administrator): the pool drops
    // it and the next query opens a new one. Without a listener the pool's 'error' event would end
    // the process.
    pool.on('error', () => {});
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = opts.dataDir;
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the `q` search with trigram indexes and unaccent lets it ignore accents, as on
  // PostgreSQL.
  const pglite = new PGlite(dir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  await pglite.waitReady;
  const db: Db = new Kysely({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
