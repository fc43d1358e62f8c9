import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registry, resourceByName } from '../../src/core/registry.js';
import { syncEntityTables } from '../../src/server/db/entity-tables.js';
import { searchColumns, searchCondition } from '../../src/server/services/listing.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * The search indexes take large imports: new entries gather in a small pending list merged in bulk,
 * rather than each finding its place in the index at once; a database whose indexes were made
 * otherwise is aligned at the next start.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer('pglite');
});
afterAll(() => server.close());

const options = async (name: string) => {
  const { rows } = await sql<{ options: string[] | null }>`
    select reloptions as options from pg_class where relname = ${name}`.execute(server.database.db);
  return rows[0]?.options ?? [];
};

describe('the search indexes', () => {
  test('gather new entries in a small pending list, and are aligned at start when made otherwise', async () => {
    expect(await options('customer_search')).toEqual(['fastupdate=on', 'gin_pending_list_limit=256']);
    await sql`alter index customer_search set (fastupdate = off)`.execute(server.database.db);
    await sql`alter index customer_search reset (gin_pending_list_limit)`.execute(server.database.db);
    expect(await options('customer_search')).toEqual(['fastupdate=off']);
    await syncEntityTables(server.database.db, registry);
    expect(await options('customer_search')).toEqual(['fastupdate=on', 'gin_pending_list_limit=256']);
  });

  test('of the customers are one on name, phone and e-mail together, which their search uses', async () => {
    const db = server.database.db;
    const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
      where tablename = 'customer' and indexname like '%search' order by 1`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(['customer_search']);
    const customer = resourceByName('customer');
    const plan = await db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const query = tx
        .selectFrom('customer')
        .select('id')
        .where((eb) => searchCondition(eb, searchColumns(customer), 'núñez')!)
        .compile();
      const explained = await sql
        .raw<{ 'QUERY PLAN': string }>(
          `explain ${query.sql.replace(/\$1/g, () => `'${String(query.parameters[0])}'`)}`,
        )
        .execute(tx);
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('customer_search');
  });
});
