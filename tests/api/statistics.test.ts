import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TABLES } from '../../src/server/db/statistics.js';
import { closeDay } from '../../src/server/features/close-day/service.js';
import { paidCheck, postDevice, storeWithDevice } from '../helpers/devices.js';
import { poll } from '../helpers/suite.js';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * The embedded database has no autovacuum: unless the server refreshes the planner's statistics, a
 * table of a million checks still counts as never analyzed and a year's report picks a plan that
 * reads every row. Closing a working day refreshes them.
 */
describe('planner statistics on the embedded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.close());

  /** When each business table was last analyzed, by anyone. */
  const analyzed = async () => {
    const { rows } = await sql<{ relname: string; analyzed: number }>`select relname,
        (coalesce(last_analyze, last_autoanalyze) is not null)::int as analyzed
      from pg_stat_user_tables where relname in (${sql.join([...BUSINESS_TABLES])})`.execute(
      server.database.db,
    );
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.analyzed)]));
  };

  it('analyzes the business tables once a working day closes', async () => {
    const store = await storeWithDevice(server, 'demo-bistro');
    const before = await analyzed();
    expect(before.pos_check).toBe(0);
    for (let number = 1; number <= 3; number++) {
      const res = await postDevice(server, '/api/devices/checks', store.token, paidCheck(store, number));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await closeDay(server.database.db, store.id, { at: new Date(), by: 'schedule' });
    await poll(async () => Object.values(await analyzed()).every((v) => v === 1)).toBe(true);
    expect(Object.keys(await analyzed()).sort()).toEqual([...BUSINESS_TABLES].sort());
    // The planner now knows how many checks there are.
    const { rows } = await sql<{ n: string }>`select reltuples::int::text as n from pg_class
      where relname = 'pos_check'`.execute(server.database.db);
    expect(Number(rows[0]!.n)).toBe(3);
  });
});
