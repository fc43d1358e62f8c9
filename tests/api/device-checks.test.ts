import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import {
  activateDevice,
  checkLine,
  paidCheck,
  postDevice,
  RECORD_TABLES,
  recordCounts,
  storeRecords,
  type StoreRecords,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

const DEACTIVATED = 'Your device is deactivated, contact your reseller to know more.';
/** A test card number (it passes the card check digit); it must never reach the database. */
const CARD = '4111111111111111';

/*
 * The device API over HTTP: a device of Demo Bistro activates and records checks, time cards, paid
 * outs and shifts; bad records are refused with nothing written; Demo Taqueria's device sees nothing
 * of Demo Bistro.
 */
describeEachDb('device checks on %s', (kind) => {
  let server: TestServer;
  let bistro: StoreRecords;
  let taqueria: StoreRecords;
  let token: string;
  let otherToken: string;

  const post = (path: string, body: unknown, bearer?: string) => postDevice(server, path, bearer, body);
  const activate = (code: string) => post('/api/devices/activate', { installation_code: code });
  const count = (storeId: string) => recordCounts(server, storeId);

  /** A paid, closed check of two items (one with a modifier) for Demo Bistro, paid by card with a tip. */
  function goodCheck(number: number, overrides: Partial<CheckInput> = {}): CheckInput {
    const check = paidCheck(bistro, number, {
      table_name: 'T4',
      items: [
        checkLine(bistro.items[0]!, 2, {
          modifiers: [{ modifier_item_id: bistro.modifier.id, quantity: 1, price: bistro.modifier.price }],
          tax: 150,
        }),
        checkLine(bistro.items[1]!, 1, { discount: 100, tax: 80 }),
      ],
      ...overrides,
    });
    if (!overrides.payments)
      check.payments = [
        {
          payment_id: bistro.card,
          amount: check.total,
          tip: 300,
          change: 0,
          card_number: '************1111',
          account_type: 'VISA',
          entry_type: 'chip',
          auth_code: 'A1B2C3',
          approval_code: '004211',
          terminal_number: 'T-01',
          transaction_id: 'TX-778812',
          authorized_amount: check.total + 300,
          expiration: '12/29',
          paid_at: check.closed_at!,
        },
      ];
    return check;
  }

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeRecords(server, 'demo-bistro');
    taqueria = await storeRecords(server, 'demo-taqueria');
    token = await activateDevice(server, bistro.devices[0]!.code);
    otherToken = await activateDevice(server, bistro.devices[1]!.code);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('activates a device with its installation code and gives a device token', async () => {
    const res = await activate(` ${bistro.devices[0]!.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.device).toMatchObject({ id: bistro.devices[0]!.id, store_id: bistro.id });
    expect(typeof res.body.token).toBe('string');
    expect((await activate('NOPE-NOPE-NOPE')).status).toBe(404);
  });

  it('does not take a device token for the office API, nor an office token for the device API', async () => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(401);
    const noToken = await post('/api/devices/checks', goodCheck(900));
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toBe('Token invalid');
  });

  it('records a check with its totals, opening the working day, and answers a retry with the first answer', async () => {
    const before = await count(bistro.id);
    const check = goodCheck(1);
    const first = await post('/api/devices/checks', check, token);
    expect(first.status).toBe(200);
    const answer = first.body.check as Record<string, unknown>;
    expect(answer).toMatchObject({ number: 1, status: 'closed', total: check.total, tip: 300 });
    expect(answer.business_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = await count(bistro.id);
    expect(after.pos_check).toBe(before.pos_check! + 1);
    expect(after.check_item).toBe(before.check_item! + 2);
    expect(after.check_item_modifier).toBe(before.check_item_modifier! + 1);
    expect(after.check_payment).toBe(before.check_payment! + 1);
    expect(after.working_day).toBe(Math.max(before.working_day!, 1));

    // The same body again, keys in another order: the same answer, nothing written.
    const reordered = Object.fromEntries(Object.entries(check).reverse());
    const retry = await post('/api/devices/checks', reordered, token);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await count(bistro.id)).toEqual(after);

    const row = await server.database.db
      .selectFrom('check_payment')
      .select([
        'card_last_four',
        'auth_code',
        'approval_code',
        'terminal_number',
        'transaction_id',
        'expiration',
      ])
      .where('store_id', '=', bistro.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      card_last_four: '1111',
      auth_code: 'A1B2C3',
      approval_code: '004211',
      terminal_number: 'T-01',
      transaction_id: 'TX-778812',
      expiration: '12/29',
    });
  });

  it('refuses every bad check with nothing written', async () => {
    const before = await count(bistro.id);
    const refused = async (body: unknown, status: number, key: string, bearer = token) => {
      const res = await post('/api/devices/checks', body, bearer);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(key);
      return res;
    };
    const base = goodCheck(2);
    await refused({ ...base, total: base.total + 1 }, 400, 'deviceApi.errors.totalsMismatch');
    await refused({ ...base, subtotal: base.subtotal - 5 }, 400, 'deviceApi.errors.totalsMismatch');
    await refused(
      { ...base, payments: [{ ...base.payments[0]!, amount: base.total + 500 }] },
      400,
      'deviceApi.errors.overpaid',
    );
    await refused(
      { ...base, payments: [{ ...base.payments[0]!, amount: base.total + 500, change: 500 }] },
      400,
      'deviceApi.errors.changeCashOnly',
    );
    await refused(
      { ...base, payments: [{ ...base.payments[0]!, amount: base.total - 1 }] },
      400,
      'deviceApi.errors.underpaid',
    );
    await refused(
      { ...base, order_type_id: taqueria.orderType.id },
      400,
      'deviceApi.errors.unknownOrderType',
    );
    await refused({ ...base, server_id: taqueria.employees[0]!.id }, 400, 'deviceApi.errors.unknownEmployee');
    await refused(
      { ...base, items: [{ ...base.items[0]!, menu_item_id: taqueria.items[0]!.id }, base.items[1]] },
      400,
      'deviceApi.errors.unknownMenuItem',
    );
    await refused({ ...base, items: [] }, 400, 'deviceApi.errors.invalid');
    await refused({ ...base, opened_at: 'yesterday' }, 400, 'deviceApi.errors.invalid');
    // Number 1 is Front counter's check of this working day: another device may not use it.
    const taken = await refused(goodCheck(1), 409, 'deviceApi.errors.numberTaken', otherToken);
    expect(taken.body.message).toBe(
      'Synchronization error: check number 1 was already used in this working day by another device.',
    );
    // The same number from the same device with another body.
    await refused(goodCheck(1, { guests: 5 }), 409, 'deviceApi.errors.numberChanged');
    expect(await count(bistro.id)).toEqual(before);
  });

  it('records cash with change, and refuses a full card number anywhere, keeping none', async () => {
    const before = await count(bistro.id);
    const cash = goodCheck(3);
    cash.payments = [
      { payment_id: bistro.cash, amount: cash.total + 1000, tip: 0, change: 1000, paid_at: cash.closed_at! },
    ];
    expect((await post('/api/devices/checks', cash, token)).status).toBe(200);
    const mid = await count(bistro.id);
    expect(mid.pos_check).toBe(before.pos_check! + 1);

    const withCard = (where: 'card' | 'table' | 'spaced') => {
      const c = goodCheck(4);
      if (where === 'card') c.payments[0]!.card_number = CARD;
      if (where === 'spaced') c.payments[0]!.transaction_id = '4111 1111 1111 1111';
      if (where === 'table') c.table_name = CARD;
      return c;
    };
    for (const where of ['card', 'table', 'spaced'] as const) {
      const res = await post('/api/devices/checks', withCard(where), token);
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toContain('card numbers are stored masked');
    }
    expect(await count(bistro.id)).toEqual(mid);

    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'jsonb', 'character varying')
        and table_name in (${sql.join(RECORD_TABLES)})`.execute(server.database.db);
    expect(columns.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)}::text like ${`%${CARD}%`} or ${sql.ref(column_name)}::text like '%1111 1111%'`.execute(
        server.database.db,
      );
      expect(Number(rows[0]!.n), `${table_name}.${column_name}`).toBe(0);
    }
  });

  it('records time cards, paid outs and shifts, idempotently', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const cardId = '01937a4e-0000-7000-8000-00000000c001';
    const clockIn = { id: cardId, employee_id: bistro.employees[0]!.id, clock_in: at(240) };
    const first = await post('/api/devices/time-cards', clockIn, token);
    expect(first.status).toBe(200);
    expect((await post('/api/devices/time-cards', clockIn, token)).body).toEqual(first.body);
    const out = {
      ...clockIn,
      clock_out: at(10),
      breaks: [{ break_in: at(120), break_out: at(100) }],
    };
    const closed = await post('/api/devices/time-cards', out, token);
    expect(closed.status).toBe(200);
    expect((closed.body.time_card as { clock_out: string }).clock_out).toBe(out.clock_out);
    const bad = await post(
      '/api/devices/time-cards',
      { ...out, id: '01937a4e-0000-7000-8000-00000000c002', clock_out: at(300) },
      token,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The clock out must be greater than the clock in.');

    const paidOut = {
      id: '01937a4e-0000-7000-8000-00000000d001',
      paid_out_id: bistro.paidOut,
      amount: 2500,
      employee_id: bistro.employees[0]!.id,
      paid_at: at(30),
    };
    const po = await post('/api/devices/paid-outs', paidOut, token);
    expect(po.status).toBe(200);
    expect((await post('/api/devices/paid-outs', paidOut, token)).body).toEqual(po.body);
    expect((await post('/api/devices/paid-outs', { ...paidOut, amount: 2600 }, token)).status).toBe(409);

    const shift = {
      id: '01937a4e-0000-7000-8000-00000000e001',
      employee_id: bistro.employees[0]!.id,
      opened_at: at(230),
      starting_bank: 20000,
    };
    expect((await post('/api/devices/shifts', shift, token)).body).toMatchObject({
      shift: { status: 'open' },
    });
    const closedShift = {
      ...shift,
      closed_at: at(5),
      closing_bank: 31250,
      adjustments: [{ amount: -2500, reason: 'Paid out', at: at(30) }],
    };
    expect((await post('/api/devices/shifts', closedShift, token)).body).toMatchObject({
      shift: { status: 'closed' },
    });
    const drawer = await server.database.db
      .selectFrom('cash_drawer')
      .select(['starting_bank', 'closing_bank'])
      .where('store_id', '=', bistro.id)
      .where('shift_id', '=', shift.id)
      .executeTakeFirstOrThrow();
    expect(drawer).toEqual({ starting_bank: 20000, closing_bank: 31250 });
  });

  it("keeps each store's records apart", async () => {
    const tq = (await activate(taqueria.devices[0]!.code)).body.token as string;
    // Demo Bistro's employee, order type and items do not exist for Demo Taqueria's device.
    const res = await post('/api/devices/checks', goodCheck(7), tq);
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['order_type_id', 'server_id', 'items.0.menu_item_id']));
    expect(await count(taqueria.id)).toEqual(Object.fromEntries(RECORD_TABLES.map((t) => [t, 0])));
  });

  it('refuses a deactivated device with the wording of the specification', async () => {
    const device = bistro.devices[1]!;
    await server.database.db
      .updateTable('device')
      .set({ status: 'inactive' })
      .where('store_id', '=', bistro.id)
      .where('id', '=', device.id)
      .execute();
    const byToken = await post('/api/devices/checks', goodCheck(8), otherToken);
    expect(byToken.status).toBe(403);
    expect(byToken.body.message).toBe(DEACTIVATED);
    const byCode = await activate(device.code);
    expect(byCode.status).toBe(403);
    expect(byCode.body.message).toBe(DEACTIVATED);
  });
});
