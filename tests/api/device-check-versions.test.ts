import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import { closeDay } from '../../src/server/features/close-day/service.js';
import { recomputeRollups, ROLLUP_TABLES, type RollupTable } from '../../src/server/pos/rollups/index.js';
import { checkLine, paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { postgresReachable, startServer, type DbKind, type TestServer } from '../helpers/server.js';

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1)
  console.warn('PostgreSQL is not reachable: its device check version tests are skipped');

const MINUTE = 60_000;
type Answer = { check: Record<string, unknown> & { id: string; working_day_id: string; total: number } };

/*
 * A device's check is known by the device and its own identity for it, whatever working day a retry
 * lands in; concurrent retries get the first answer; an open check is later replaced by its closing,
 * and reports count it once. Demo Bistro's first device; the tests run in order and share the store.
 */
describe.each(kinds)('device check identity and versions on %s', (kind) => {
  let server: TestServer;
  let bistro: DeviceStore;
  let other: DeviceStore;

  const post = (body: unknown, token = bistro.token) =>
    postDevice(server, '/api/devices/checks', token, body);
  async function record(body: unknown, token = bistro.token): Promise<Answer> {
    const res = await post(body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Answer;
  }
  const closeTheDay = () => closeDay(server.database.db, bistro.id, { at: new Date(), by: 'schedule' });

  /** Rows of a check number of the store, with their working day. */
  const rowsOf = (number: number) =>
    server.database.db
      .selectFrom('pos_check')
      .select(['id', 'working_day_id', 'status', 'total'])
      .where('store_id', '=', bistro.id)
      .where('number', '=', number)
      .execute();

  /** Every rollup row of the store that counts something, sorted, as the reports read them. */
  async function rollups() {
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
  }

  /** An open check: its lines, nothing paid, no closing time. */
  const openCheck = (number: number, overrides: Partial<CheckInput> & { id?: string } = {}) =>
    paidCheck(bistro, number, {
      status: 'open',
      closed_at: undefined,
      payments: [],
      opened_at: new Date(Date.now() - 30 * MINUTE).toISOString(),
      ...overrides,
    });

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    other = await storeWithDevice(server, 'demo-bistro', bistro.devices[1]!.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('continues the next number after the highest the device used in the working day', async () => {
    for (const n of [101, 250, 503]) await record(paidCheck(bistro, n));
    const res = await fetch(`${server.url}/api/devices/next-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ installation_code: bistro.device.code }),
    });
    expect(await res.json()).toEqual({ number: 504 });
    const again = await fetch(`${server.url}/api/devices/next-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ installation_code: bistro.device.code }),
    });
    expect(await again.json()).toEqual({ number: 505 });
  });

  it('answers a retry after the day closed with the first answer, also when the new day reused its number', async () => {
    const first = paidCheck(bistro, 201);
    const chosen = { ...paidCheck(bistro, 202), id: '01937a4e-0000-7000-8000-00000000c202' };
    const answers = [await record(first), await record(chosen)];
    await closeTheDay();

    // The new day: the device starts its numbers again, and 201 is another check now.
    const reused = await record(
      paidCheck(bistro, 201, { opened_at: new Date(Date.now() - 5 * MINUTE).toISOString() }),
    );
    expect(reused.check.working_day_id).not.toBe(answers[0]!.check.working_day_id);
    expect(await record(first)).toEqual(answers[0]);
    expect(await record(chosen)).toEqual(answers[1]);

    expect(await rowsOf(201)).toHaveLength(2);
    expect(await rowsOf(202)).toHaveLength(1);
    const sales = await sql<{ total: string }>`select coalesce(sum(total), 0) as total from pos_check c
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${bistro.id} and w.status = 'open'`.execute(server.database.db);
    expect(Number(sales.rows[0]!.total)).toBe(reused.check.total);
  });

  it('answers identical retries sent at once with the first answer, writing each check once', async () => {
    const bodies = Array.from({ length: 10 }, (_, i) => paidCheck(bistro, 601 + i));
    const results = await Promise.all(bodies.flatMap((b) => Array.from({ length: 8 }, () => post(b))));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    bodies.forEach((b, i) => {
      const mine = results.slice(i * 8, i * 8 + 8).map((r) => r.body);
      for (const answer of mine) expect(answer).toEqual(mine[0]);
      expect((mine[0] as Answer).check.number).toBe(b.number);
    });
    for (const b of bodies) expect(await rowsOf(b.number)).toHaveLength(1);
  });

  it('records an open check and later its closing as one check, counted once with its latest version', async () => {
    const before = await rollups();
    const id = '01937a4e-0000-7000-8000-00000000c301';
    const opened = openCheck(301, { id } as Partial<CheckInput>);
    const open = await record(opened);
    expect(open.check).toMatchObject({ status: 'open', version: 1 });
    // The kitchen is asked again for its first line while the check is open.
    const [line] = await server.database.db
      .selectFrom('check_item')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('check_id', '=', open.check.id)
      .orderBy('line')
      .execute();
    const resend = await postDevice(server, '/api/devices/kitchen-resends', bistro.token, {
      id: '01937a4e-0000-7000-8000-00000000e301',
      check_id: open.check.id,
      check_item_id: line!.id,
      employee_id: bistro.employees[0]!.id,
      resent_at: new Date().toISOString(),
    });
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);

    const closing = {
      ...paidCheck(bistro, 301, {
        opened_at: opened.opened_at,
        items: [...opened.items, checkLine(bistro.items[2]!, 1)],
      }),
      id,
      version: 2,
    };
    const closed = await record(closing);
    expect(closed.check).toMatchObject({ id: open.check.id, status: 'closed', version: 2 });
    expect(closed.check.total).toBeGreaterThan(open.check.total);
    // The open body again, a late retry: the check stays closed and the answer says so.
    expect(await record(opened)).toEqual(closed);
    expect(await record({ ...opened, version: 2 })).toEqual(closed);

    expect(await rowsOf(301)).toEqual([
      expect.objectContaining({ id: open.check.id, status: 'closed', total: closed.check.total }),
    ]);
    const { rows: lines } = await sql<{ n: string }>`select count(*) as n from check_item
      where store_id = ${bistro.id} and check_id = ${open.check.id}`.execute(server.database.db);
    expect(Number(lines[0]!.n)).toBe(closing.items.length);
    const kept = await server.database.db
      .selectFrom('kitchen_resend')
      .select('check_item_id')
      .where('store_id', '=', bistro.id)
      .execute();
    expect(kept).toEqual([{ check_item_id: line!.id }]);

    // The rollups hold the check once, closed: what counting every row again gives.
    const after = await rollups();
    expect(after).not.toEqual(before);
    await recomputeRollups(server.database.db, bistro.id);
    expect(await rollups()).toEqual(after);
  });

  it('takes the closing of an open check from a device that sends no id nor version', async () => {
    const opened = openCheck(302);
    const open = await record(opened);
    const closed = await record(paidCheck(bistro, 302, { opened_at: opened.opened_at }));
    expect(closed.check).toMatchObject({ id: open.check.id, status: 'closed' });
    expect(await record(opened)).toEqual(closed);
    // Another body at the same version is answered as a retry: the check stays as it is.
    const changed = await post(paidCheck(bistro, 302, { opened_at: opened.opened_at, guests: 5 }));
    expect(changed).toMatchObject({ status: 200, body: closed });
    // Another check under the same number in the day is refused, naming who has it.
    const clash = await post(
      paidCheck(bistro, 302, { opened_at: new Date(Date.now() - 10 * MINUTE).toISOString() }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.key).toBe('deviceApi.errors.numberChanged');
    const taken = await post(paidCheck(bistro, 302), other.token);
    expect(taken.status).toBe(409);
    expect(taken.body.key).toBe('deviceApi.errors.numberTaken');
    const snapshot = await rollups();
    await recomputeRollups(server.database.db, bistro.id);
    expect(await rollups()).toEqual(snapshot);
  });
});
