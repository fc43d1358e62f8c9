import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * `q` ignores accents ("creme brulee" finds "Crème Brûlée"). unaccent() itself is only STABLE (its
 * dictionary could change), so it cannot be indexed: office_unaccent() names the dictionary and is
 * declared IMMUTABLE, and the trigram indexes of entity-tables.ts are built on it. Its body names
 * the extension's schema because index expressions are also evaluated with an empty search_path
 * (restores, autovacuum); that schema is read, as a managed server may have installed unaccent
 * elsewhere than in public before us.
 */
export async function up(db: Db): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = `"${rows[0]!.schema.replace(/"/g, '""')}"`;
  const body = `select ${schema}.unaccent('${schema.replace(/'/g, "''")}.unaccent'::regdictionary, $1)`;
  await sql
    .raw(
      `create or replace function office_unaccent(text) returns text
        language sql immutable parallel safe strict as $fn$ ${body} $fn$`,
    )
    .execute(db);
}
