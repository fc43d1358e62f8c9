import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeWorkingDay } from '../../src/server/pos/index.js';
import { recomputeRollups } from '../../src/server/pos/rollups/index.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import {
  activateDevice,
  paidCheck,
  postDevice,
  storeRecords,
  type StoreRecords,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const RESENDS = '/api/devices/kitchen-resends';

interface RecordedCheck {
  id: string;
  working_day_id: string;
  business_date: string;
  items: { id: string; line: number; quantity: number }[];
}

/*
 * The channel of a check and the kitchen resends, over the device API: a check says where the order
 * came from (the POS when it does not say), and a device records a check or one of its lines sent to
 * the kitchen again — once, whatever the retries, in the check's working day, and only for a check and
 * line of its own store.
 */
describeEachDb('check sources and kitchen resends on %s', (kind) => {
  let server: TestServer;
  let bistro: StoreRecords;
  let taqueria: StoreRecords;
  let token: string;
  let taqueriaToken: string;
  let number = 100;

  const post = (path: string, body: unknown, bearer = token) => postDevice(server, path, bearer, body);
  const db = () => server.database.db;

  /** Posts a paid check of Demo Bistro (or another store) and reads back its id, day and lines. */
  async function recordCheck(
    overrides: Record<string, unknown> = {},
    store = bistro,
    bearer = token,
  ): Promise<RecordedCheck> {
    const res = await post('/api/devices/checks', { ...paidCheck(store, ++number), ...overrides }, bearer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const check = res.body.check as RecordedCheck;
    const items = await db()
      .selectFrom('check_item')
      .select(['id', 'line', 'quantity'])
      .where('store_id', '=', store.id)
      .where('check_id', '=', check.id)
      .orderBy('line')
      .execute();
    return {
      ...check,
      items: items.map((i) => ({ id: i.id as string, line: Number(i.line), quantity: Number(i.quantity) })),
    };
  }

  const resendRows = (storeId = bistro.id) =>
    db()
      .selectFrom('kitchen_resend')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('resent_at')
      .execute();

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeRecords(server, 'demo-bistro');
    taqueria = await storeRecords(server, 'demo-taqueria');
    token = await activateDevice(server, bistro.devices[0]!.code);
    taqueriaToken = await activateDevice(server, taqueria.devices[0]!.code);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the channel a check came from, the POS when it is not said', async () => {
    const online = await recordCheck({ source: 'olo', table_name: undefined });
    const plain = await recordCheck();
    const kiosk = await recordCheck({ source: 'kiosk' });
    const { rows } = await sql<{ id: string; source: string }>`select id, source from pos_check
      where store_id = ${bistro.id} and id in (${online.id}, ${plain.id}, ${kiosk.id})`.execute(db());
    const source = Object.fromEntries(rows.map((r) => [r.id, r.source]));
    expect(source).toEqual({ [online.id]: 'olo', [plain.id]: 'pos', [kiosk.id]: 'kiosk' });
    // The sales rollup keeps the channels apart.
    const { rows: sales } = await sql<{ source: string; checks: string }>`select source, sum(checks) as checks
      from report_sales_hour where store_id = ${bistro.id} group by source order by source`.execute(db());
    expect(sales.map((r) => [r.source, Number(r.checks)])).toEqual([
      ['kiosk', 1],
      ['olo', 1],
      ['pos', 1],
    ]);
  });

  it('voids an online check in the office without touching the POS check of the same hour', async () => {
    // An hour of its own: no other check of these tests opened then.
    const opened = new Date(Date.now() - 5 * 3600_000);
    opened.setUTCMinutes(5, 0, 0);
    const same = {
      opened_at: opened.toISOString(),
      closed_at: new Date(opened.getTime() + 600_000).toISOString(),
    };
    const online = await recordCheck({ ...same, source: 'olo' });
    const counter = await recordCheck(same);
    const owner = (await signIn(server)).gql;
    const res = await owner(
      `mutation ($id: ID!, $reason: ID!) { voidCheck(check_id: $id, void_reason_id: $reason) { status } }`,
      { id: online.id, reason: bistro.voidReason },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const rows = async () =>
      (
        await sql<{ source: string; checks: number; voided: number; total: number }>`select h.source,
            h.checks::int as checks, h.voided_checks::int as voided, h.total::int as total
          from report_sales_hour h join pos_check c on c.store_id = h.store_id and c.id = ${counter.id}
          join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
          join store s on s.id = c.store_id
          where h.store_id = ${bistro.id} and h.business_date = w.business_date
            and h.hour = extract(hour from c.opened_at at time zone s.time_zone)::int
            and h.order_type_id = c.order_type_id and h.server_id = c.server_id
          order by h.source`.execute(db())
      ).rows;
    const kept = await rows();
    expect(kept).toEqual([
      { source: 'olo', checks: 0, voided: 1, total: 0 },
      { source: 'pos', checks: 1, voided: 0, total: paidCheck(bistro, 1).total },
    ]);
    await recomputeRollups(db(), bistro.id);
    expect(await rows()).toEqual(kept);
  });

  it('refuses a channel it does not know, saying which ones it takes, and writes nothing', async () => {
    const before = await db().selectFrom('pos_check').select(db().fn.countAll().as('n')).executeTakeFirst();
    for (const source of ['web', 'OLO', '', 3]) {
      const res = await post('/api/devices/checks', { ...paidCheck(bistro, ++number), source });
      expect(res.status).toBe(400);
      const errors = res.body.errors as { field: string; key: string; message: string }[];
      expect(
        errors.find((e) => e.field === 'source'),
        JSON.stringify(res.body),
      ).toMatchObject({
        key: typeof source === 'string' ? 'deviceApi.errors.source' : 'validation.type',
      });
      if (typeof source === 'string')
        expect(errors.find((e) => e.field === 'source')!.message).toBe(
          'The source must be one of pos, olo, kiosk or mobile.',
        );
    }
    const after = await db().selectFrom('pos_check').select(db().fn.countAll().as('n')).executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('records a line resent by an employee, once whatever the retries', async () => {
    const check = await recordCheck();
    const line = check.items[0]!;
    const body = {
      id: uuidv7(),
      check_id: check.id,
      check_item_id: line.id,
      employee_id: bistro.employees[1]!.id,
      reason: 'Wrong temperature',
      resent_at: new Date().toISOString(),
    };
    const first = await post(RESENDS, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.kitchen_resend).toEqual({
      id: body.id,
      check_id: check.id,
      check_item_id: line.id,
      working_day_id: check.working_day_id,
      business_date: check.business_date,
      // The line's quantity when the device does not say how many.
      quantity: line.quantity,
    });
    // The same body again, in another key order: the same answer, one row.
    const again = await post(RESENDS, Object.fromEntries(Object.entries(body).reverse()));
    expect(again).toEqual(first);
    const rows = (await resendRows()).filter((r) => r.id === body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      check_id: check.id,
      check_item_id: line.id,
      employee_id: bistro.employees[1]!.id,
      employee_name: bistro.employees[1]!.name,
      quantity: line.quantity,
      reason: 'Wrong temperature',
    });
    // The same id with other contents is refused, and the row stays as it was.
    const changed = await post(RESENDS, { ...body, reason: 'Dropped' });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      key: 'deviceApi.errors.recordChanged',
      message: 'This record was already sent with other contents.',
    });
    expect((await resendRows()).find((r) => r.id === body.id)!.reason).toBe('Wrong temperature');
  });

  it('records a whole check resent, without a line, once even when sent twice at the same time', async () => {
    const check = await recordCheck();
    const body = {
      id: uuidv7(),
      check_id: check.id,
      employee_id: bistro.employees[0]!.id,
      resent_at: new Date().toISOString(),
    };
    const [a, b] = await Promise.all([post(RESENDS, body), post(RESENDS, body)]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b).toEqual(a);
    expect(a.body.kitchen_resend).toMatchObject({ check_item_id: null, quantity: 1 });
    const rows = (await resendRows()).filter((r) => r.id === body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.check_item_id).toBeNull();
    expect(rows[0]!.reason).toBeNull();
  });

  it('refuses an unknown check, a line of another check, another store and bad values, writing nothing', async () => {
    const check = await recordCheck();
    const other = await recordCheck();
    const foreign = await recordCheck({}, taqueria, taqueriaToken);
    const count = async () => (await resendRows()).length;
    const before = await count();
    const base = {
      check_id: check.id,
      check_item_id: check.items[0]!.id,
      employee_id: bistro.employees[0]!.id,
      resent_at: new Date().toISOString(),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ check_id: uuidv7() }, 'check_id', 'deviceApi.errors.unknownCheck'],
      [{ check_item_id: other.items[0]!.id }, 'check_item_id', 'deviceApi.errors.unknownCheckLine'],
      // Demo Taqueria's check and line are unknown to Demo Bistro's device.
      [{ check_id: foreign.id, check_item_id: undefined }, 'check_id', 'deviceApi.errors.unknownCheck'],
      [{ check_item_id: foreign.items[0]!.id }, 'check_item_id', 'deviceApi.errors.unknownCheckLine'],
      [{ employee_id: taqueria.employees[0]!.id }, 'employee_id', 'deviceApi.errors.unknownEmployee'],
      [{ quantity: check.items[0]!.quantity + 1 }, 'quantity', 'deviceApi.errors.resendQuantity'],
      [
        { resent_at: new Date(Date.now() - 2 * 3600_000).toISOString() },
        'resent_at',
        'deviceApi.errors.resentBeforeOpened',
      ],
      [{ resent_at: 'yesterday' }, 'resent_at', 'deviceApi.errors.instant'],
      [{ quantity: 0 }, 'quantity', 'deviceApi.errors.range'],
      [{ quantity: '1' }, 'quantity', 'validation.type'],
      [{ check_id: undefined }, 'check_id', 'validation.required'],
      [{ table: 'T4' }, 'table', 'validation.unknownField'],
    ];
    for (const [change, field, key] of cases) {
      const res = await post(RESENDS, { ...base, id: uuidv7(), ...change });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.key).toBe('deviceApi.errors.invalid');
      const errors = res.body.errors as { field: string; key: string; message: string }[];
      expect(errors, field).toContainEqual(expect.objectContaining({ field, key }));
      for (const e of errors) expect(e.message, e.key).not.toBe(e.key);
    }
    // Without a device token, nothing is read.
    const anonymous = await postDevice(server, RESENDS, undefined, { ...base, id: uuidv7() });
    expect(anonymous.status).toBe(401);
    expect(await count()).toBe(before);
    expect((await resendRows(taqueria.id)).length).toBe(0);
  });

  it("counts a resend in its check's working day, even once that day is closed", async () => {
    const check = await recordCheck();
    await db()
      .transaction()
      .execute((tx) => closeWorkingDay(tx, bistro.id, new Date()));
    // The next check opens a new working day.
    const next = await recordCheck();
    expect(next.working_day_id).not.toBe(check.working_day_id);
    const res = await post(RESENDS, {
      id: uuidv7(),
      check_id: check.id,
      check_item_id: check.items[1]!.id,
      employee_id: bistro.employees[0]!.id,
      quantity: 1,
      reason: 'Missing item',
      resent_at: new Date().toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kitchen_resend).toMatchObject({
      working_day_id: check.working_day_id,
      business_date: check.business_date,
      quantity: 1,
    });
    const { rows } = await sql<{ day: string; bd: string }>`select w.id as day,
        to_char(r.business_date, 'YYYY-MM-DD') as bd
      from kitchen_resend r join working_day w on w.store_id = r.store_id and w.id = r.working_day_id
      where r.store_id = ${bistro.id} and r.check_id = ${check.id}`.execute(db());
    expect(rows).toEqual([{ day: check.working_day_id, bd: check.business_date }]);
  });
});
