import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registry } from '../../src/core/registry.js';
import { syncEntityTables } from '../../src/server/db/entity-tables.js';
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
    expect(await options('customer_email_search')).toEqual(['fastupdate=on', 'gin_pending_list_limit=256']);
    await sql`alter index customer_email_search set (fastupdate = off)`.execute(server.database.db);
    await sql`alter index customer_email_search reset (gin_pending_list_limit)`.execute(server.database.db);
    expect(await options('customer_email_search')).toEqual(['fastupdate=off']);
    await syncEntityTables(server.database.db, registry);
    expect(await options('customer_email_search')).toEqual(['fastupdate=on', 'gin_pending_list_limit=256']);
  });
});
