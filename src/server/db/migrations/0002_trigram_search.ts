import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Trigram indexes let `q` (ILIKE '%word%') search a large menu without reading every row.
 */
export async function up(db: Db): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
}
