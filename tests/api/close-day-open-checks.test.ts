import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import { recomputeRollups, ROLLUP_TABLES, type RollupTable } from '../../src/server/pos/rollups/index.js';
import { paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1) console.warn('PostgreSQL is not reachable: its open check close tests are skipped');

const MINUTE = 60_000;
type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Answer = { check: { id: string; working_day_id: string; status: string; total: number } };
interface OpenCheckRow {
  number: number;
  device: string;
  server: string;
  total: number;
  business_date: string;
}

const STATUS = `{ closeDayStatus { day { id business_date sales
  open_checks { number device server total business_date } } } }`;
const CLOSE = `mutation ($id: ID, $checks: OpenChecksChoice) { closeDay(working_day_id: $id, open_checks: $checks) {
  id closed_at open_checks { number } open_checks_choice } }`;

/*
 * Closing Demo Bistro's day while checks are open: the close names them and asks; left open, they
 * are closed later by the device in the next day; closed as they are, they take the close time. The
 * tests run in order and share the store.
 */
describe.each(kinds)('close day with open checks on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let bistro: DeviceStore;

  async function record(body: unknown): Promise<Answer> {
    const res = await postDevice(server, '/api/devices/checks', bistro.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Answer;
  }
  const openCheck = (number: number, minutesAgo: number): CheckInput =>
    paidCheck(bistro, number, {
      status: 'open',
      closed_at: undefined,
      payments: [],
      opened_at: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    });
  async function status() {
    const res = await owner<{
      closeDayStatus: {
        day: { id: string; business_date: string; sales: number; open_checks: OpenCheckRow[] };
      };
    }>(STATUS);
    expect(res.errors).toBeUndefined();
    return res.data!.closeDayStatus.day;
  }
  const close = (id: string, checks?: string) =>
    owner<{ closeDay: Record<string, unknown> }>(CLOSE, { id, checks });
  async function rollupsMatchTheRows() {
    const read = async () => {
      const out: Record<string, string[]> = {};
      for (const table of Object.keys(ROLLUP_TABLES) as RollupTable[]) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
          where store_id = ${bistro.id}`.execute(server.database.db);
        out[table] = rows
          .filter((r) => ROLLUP_TABLES[table].sums.some((s) => Number(r[s]) !== 0))
          .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))))
          .sort();
      }
      return out;
    };
    const kept = await read();
    await recomputeRollups(server.database.db, bistro.id);
    expect(await read()).toEqual(kept);
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    bistro = await storeWithDevice(server, 'demo-bistro');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names the open checks and refuses a close that does not say what to do with them', async () => {
    const open = openCheck(401, 60);
    await record(open);
    const paid = await record(paidCheck(bistro, 402));
    const day = await status();
    expect(day.open_checks).toEqual([
      {
        number: 401,
        device: bistro.device.name,
        server: bistro.employees[0]!.name,
        total: open.total,
        business_date: day.business_date,
      },
    ]);
    const refused = await close(day.id);
    expect(refused.errors?.[0]?.extensions.key).toBe('closeDay.errors.openChecks');
    expect(refused.errors?.[0]?.message).toContain('401');
    expect((await status()).id).toBe(day.id);
    expect(paid.check.status).toBe('closed');
  });

  it('leaves them open into the next day, where the device closes them', async () => {
    const first = await status();
    const res = await close(first.id, 'leave_open');
    expect(res.errors).toBeUndefined();
    expect(res.data!.closeDay).toMatchObject({
      open_checks: [{ number: 401 }],
      open_checks_choice: 'leave_open',
    });

    // The next day opens with another check; the close of that day would ask about 401 again.
    await record(paidCheck(bistro, 1, { opened_at: new Date(Date.now() - 10 * MINUTE).toISOString() }));
    const next = await status();
    expect(next.id).not.toBe(first.id);
    expect(next.open_checks).toEqual([
      expect.objectContaining({ number: 401, business_date: first.business_date }),
    ]);

    const opened = (
      await server.database.db
        .selectFrom('pos_check')
        .select('opened_at')
        .where('store_id', '=', bistro.id)
        .where('number', '=', 401)
        .executeTakeFirstOrThrow()
    ).opened_at as string | Date;
    const closing = paidCheck(bistro, 401, { opened_at: new Date(opened).toISOString() });
    const closed = await record(closing);
    expect(closed.check).toMatchObject({ status: 'closed', working_day_id: next.id });
    const after = await status();
    expect(after.open_checks).toEqual([]);
    expect(after.sales).toBe(next.sales + closing.total);
    await rollupsMatchTheRows();
  });

  it('closes them as they are at the close time, and a late retry is answered so', async () => {
    const open = openCheck(402, 30);
    const first = await record(open);
    const day = await status();
    const res = await close(day.id, 'close');
    expect(res.errors).toBeUndefined();
    expect(res.data!.closeDay).toMatchObject({ open_checks: [{ number: 402 }], open_checks_choice: 'close' });
    const row = await server.database.db
      .selectFrom('pos_check')
      .select(['status', 'closed_at'])
      .where('store_id', '=', bistro.id)
      .where('id', '=', first.check.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect(new Date(row.closed_at as string).toISOString()).toBe(res.data!.closeDay.closed_at);
    const retry = await record(open);
    expect(retry.check).toMatchObject({ id: first.check.id, status: 'closed' });
    await rollupsMatchTheRows();
  });
});
