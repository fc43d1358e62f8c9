import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import es from '../../locales/es.json' with { type: 'json' };
import {
  activateDevice,
  checkLine,
  paidCheck,
  postDevice,
  recordCounts,
  storeRecords,
  type DeviceAnswer,
  type StoreRecords,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

const DEACTIVATED = 'Your device is deactivated, contact your reseller to know more.';
/** Test card numbers (they pass the card check digit); none may reach the database. */
const CARD = '4111111111111111';
const CARD_SPACED = '5500 0000 0000 0004';

type Body = Record<string, unknown>;

/** A store's records, with a manager and an employee who is not one (the first of each by first name). */
interface Store extends StoreRecords {
  manager: string;
  employee: string;
}

let serial = 0;
/** A new record id, as a device makes them (UUIDv7 layout). */
const newId = () => `01937a4e-0000-7000-8000-${String(++serial).padStart(12, '0')}`;

/*
 * The device API's time cards, paid outs and shifts against bad input: wrong types, missing and
 * unknown fields, another store's records, times that do not fit the working day, approvals, card
 * numbers, a deactivated device and a bad token. Each refusal is translated and writes nothing; a
 * retry of the same body answers the first answer.
 */
describeEachDb('device record input on %s', (kind) => {
  let server: TestServer;
  let bistro: Store;
  let taqueria: Store;
  let token: string;

  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

  async function storeOf(slug: string): Promise<Store> {
    const records = await storeRecords(server, slug);
    const { employees } = records;
    return {
      ...records,
      manager: (employees.find((e) => e.manager) ?? employees[0])!.id,
      employee: (employees.find((e) => !e.manager) ?? employees[0])!.id,
    };
  }

  const post = (path: string, body: unknown, bearer: string | undefined = token) =>
    postDevice(server, path, bearer, body);
  const activate = (code: string) => activateDevice(server, code);
  const count = (storeId?: string) => recordCounts(server, storeId);

  /** Posts a bad body: refused with `status`, the message translated, `fields` named, nothing written. */
  async function refused(
    path: string,
    body: unknown,
    status: number,
    expected: { key?: string; message?: string | RegExp; fields?: string[] },
    bearer?: string,
  ): Promise<DeviceAnswer> {
    const before = await count();
    const res = await post(path, body, bearer ?? token);
    expect(res.status, `${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(status);
    expect(typeof res.body.message).toBe('string');
    // Translated: never a bare key.
    expect(res.body.message as string).not.toMatch(/^[a-zA-Z]+\.[a-zA-Z.]+$/);
    if (expected.key) expect(JSON.stringify(res.body)).toContain(expected.key);
    if (expected.message) expect(JSON.stringify(res.body)).toMatch(expected.message);
    if (expected.fields) {
      const fields = ((res.body.errors ?? []) as { field: string; message: string }[]).map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(expected.fields));
      for (const e of (res.body.errors ?? []) as { message: string }[])
        expect(e.message).not.toMatch(/^[a-z]+\./i);
    }
    expect(await count()).toEqual(before);
    return res;
  }

  const timeCard = (over: Body = {}): Body => ({
    id: newId(),
    employee_id: bistro.employee,
    clock_in: minutesAgo(90),
    clock_out: minutesAgo(20),
    breaks: [{ break_in: minutesAgo(60), break_out: minutesAgo(50) }],
    ...over,
  });
  const paidOut = (over: Body = {}): Body => ({
    id: newId(),
    paid_out_id: bistro.paidOut,
    amount: 1250,
    employee_id: bistro.employee,
    comment: 'Ice for the bar',
    paid_at: minutesAgo(15),
    ...over,
  });
  const shift = (over: Body = {}): Body => ({
    id: newId(),
    employee_id: bistro.employee,
    opened_at: minutesAgo(80),
    starting_bank: 15000,
    ...over,
  });

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeOf('demo-bistro');
    taqueria = await storeOf('demo-taqueria');
    token = await activate(bistro.devices[0]!.code);
    // The store's working day is opened by a first record, an hour and a half ago.
    expect((await post('/api/devices/shifts', shift({ opened_at: minutesAgo(95) }))).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses wrong types, missing fields and unknown fields on every record, naming the field', async () => {
    const cases: [string, Body, string[]][] = [
      ['/api/devices/time-cards', timeCard({ employee_id: 42 }), ['employee_id']],
      ['/api/devices/time-cards', timeCard({ clock_in: 'this morning' }), ['clock_in']],
      ['/api/devices/time-cards', timeCard({ breaks: { break_in: minutesAgo(60) } }), ['breaks']],
      ['/api/devices/time-cards', { id: newId(), employee_id: bistro.employee }, ['clock_in']],
      ['/api/devices/time-cards', timeCard({ overtime: true }), ['overtime']],
      [
        '/api/devices/time-cards',
        timeCard({ breaks: [{ break_in: minutesAgo(60) }] }),
        ['breaks.0.break_out'],
      ],
      // A number sent as text is not taken for a number.
      ['/api/devices/paid-outs', paidOut({ amount: '1250' }), ['amount']],
      ['/api/devices/paid-outs', paidOut({ amount: 12.5 }), ['amount']],
      ['/api/devices/paid-outs', paidOut({ amount: 0 }), ['amount']],
      ['/api/devices/paid-outs', paidOut({ approved_by: null }), ['approved_by']],
      ['/api/devices/paid-outs', { ...paidOut(), paid_out_id: undefined }, ['paid_out_id']],
      ['/api/devices/paid-outs', paidOut({ receipt: 'yes' }), ['receipt']],
      ['/api/devices/shifts', shift({ starting_bank: '150.00' }), ['starting_bank']],
      ['/api/devices/shifts', shift({ starting_bank: -1 }), ['starting_bank']],
      ['/api/devices/shifts', shift({ opened_at: 1_700_000_000_000 }), ['opened_at']],
      [
        '/api/devices/shifts',
        { id: newId(), employee_id: bistro.employee, opened_at: minutesAgo(5) },
        ['starting_bank'],
      ],
      [
        '/api/devices/shifts',
        shift({ adjustments: [{ amount: 0, reason: 'Nothing', at: minutesAgo(5) }] }),
        ['adjustments.0.amount'],
      ],
      [
        '/api/devices/shifts',
        shift({ adjustments: [{ amount: 500, reason: 'Float', at: minutesAgo(5), by: 'me' }] }),
        ['adjustments.0.by'],
      ],
      ['/api/devices/shifts', shift({ drawer: 2 }), ['drawer']],
    ];
    for (const [path, body, fields] of cases)
      await refused(path, body, 400, {
        key: 'deviceApi.errors.invalid',
        message: 'Invalid data: the record is not valid.',
        fields,
      });
    // Missing and unknown fields say so in words.
    const missing = await refused(
      '/api/devices/time-cards',
      { id: newId(), employee_id: bistro.employee },
      400,
      {},
    );
    expect(JSON.stringify(missing.body)).toContain('The clock_in is required');
    const unknown = await refused('/api/devices/paid-outs', paidOut({ receipt: 'yes' }), 400, {});
    expect(JSON.stringify(unknown.body)).toContain('The field receipt is not known');
    // Not JSON at all.
    await refused('/api/devices/paid-outs', '{"id": ', 400, {});
  });

  it('says the limit a value is out of, in English and Spanish', async () => {
    const esT = makeTranslate(es as Phrases);
    const check = (over: Body) => ({ ...paidCheck(bistro, 90), ...over });
    const line = checkLine(bistro.items[0]!, 1);
    const cases: [string, Body, string, string][] = [
      [
        '/api/devices/checks',
        check({ items: [{ ...line, quantity: 0 }] }),
        'items.0.quantity',
        'The items.0.quantity must be a whole number from 1 to 9999.',
      ],
      [
        '/api/devices/checks',
        check({ items: Array.from({ length: 501 }, () => line) }),
        'items',
        'The items must have from 1 to 500 entries.',
      ],
      [
        '/api/devices/checks',
        check({ number: 1_000_000 }),
        'number',
        'The number must be a whole number from 1 to 999999.',
      ],
      [
        '/api/devices/checks',
        check({ table_name: 'T'.repeat(41) }),
        'table_name',
        'The table_name must be from 1 to 40 characters long.',
      ],
      [
        '/api/devices/checks',
        check({ status: 'paid' }),
        'status',
        'The status must be one of open, closed, voided.',
      ],
      [
        '/api/devices/paid-outs',
        paidOut({ amount: 0 }),
        'amount',
        'The amount must be a whole number from 1 to 100000000.',
      ],
      [
        '/api/devices/shifts',
        shift({ adjustments: [{ amount: 0, reason: 'Nothing', at: minutesAgo(5) }] }),
        'adjustments.0.amount',
        'The adjustments.0.amount must not be zero.',
      ],
      [
        '/api/devices/time-cards',
        timeCard({ clock_in: 'this morning' }),
        'clock_in',
        'The clock_in must be a date and time in ISO 8601 with its offset, such as 2026-01-31T18:30:00Z.',
      ],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await refused(path, body, 400, { fields: [field] });
      const error = (res.body.errors as { field: string; key: string; message: string }[]).find(
        (e) => e.field === field,
      )!;
      expect(error.message).toBe(message);
      // The same limit in Spanish, from the key and its parameters.
      const params = (res.body.errors as { field: string; params?: Record<string, string> }[]).find(
        (e) => e.field === field,
      )?.params;
      const spanish = esT(error.key, params ?? { field });
      expect(spanish).not.toBe(error.key);
      for (const n of message.match(/\d{2,}/g) ?? []) expect(spanish).toContain(n);
    }
  });

  it("refuses another store's employee or paid out", async () => {
    const fields = (...f: string[]) => ({ key: 'deviceApi.errors.unknownEmployee', fields: f });
    await refused(
      '/api/devices/time-cards',
      timeCard({ employee_id: taqueria.employee }),
      400,
      fields('employee_id'),
    );
    await refused(
      '/api/devices/shifts',
      shift({ employee_id: taqueria.manager }),
      400,
      fields('employee_id'),
    );
    await refused(
      '/api/devices/paid-outs',
      paidOut({ employee_id: taqueria.employee }),
      400,
      fields('employee_id'),
    );
    await refused('/api/devices/paid-outs', paidOut({ paid_out_id: taqueria.paidOut }), 400, {
      key: 'deviceApi.errors.unknownPaidOut',
      message: 'This paid out does not exist in the store.',
      fields: ['paid_out_id'],
    });
    // An id of nothing at all reads the same.
    await refused('/api/devices/paid-outs', paidOut({ paid_out_id: newId() }), 400, {
      fields: ['paid_out_id'],
    });
  });

  it('refuses a clock out that is not after the clock in, and times in the future', async () => {
    const message = 'The clock out must be greater than the clock in.';
    await refused('/api/devices/time-cards', timeCard({ clock_out: minutesAgo(90) }), 400, {
      message,
      fields: ['clock_out'],
    });
    await refused('/api/devices/time-cards', timeCard({ clock_out: minutesAgo(100), breaks: [] }), 400, {
      message,
      fields: ['clock_out'],
    });
    await refused(
      '/api/devices/time-cards',
      timeCard({ clock_in: new Date(Date.now() + 600_000).toISOString(), clock_out: undefined, breaks: [] }),
      400,
      {
        key: 'timeCards.errors.clockInFuture',
        fields: ['clock_in'],
      },
    );
    await refused(
      '/api/devices/time-cards',
      timeCard({ breaks: [{ break_in: minutesAgo(50), break_out: minutesAgo(60) }] }),
      400,
      { key: 'timeCards.errors.breakOrder' },
    );
    await refused(
      '/api/devices/time-cards',
      timeCard({ breaks: [{ break_in: minutesAgo(100), break_out: minutesAgo(60) }] }),
      400,
      { key: 'timeCards.errors.breakOutsideCard' },
    );
    await refused('/api/devices/shifts', shift({ closed_at: minutesAgo(90), closing_bank: 100 }), 400, {
      key: 'deviceApi.errors.closedBeforeOpened',
      fields: ['closed_at'],
    });
    await refused('/api/devices/shifts', shift({ closed_at: minutesAgo(5) }), 400, {
      key: 'deviceApi.errors.closingBankRequired',
      fields: ['closing_bank'],
    });
  });

  it('refuses a paid out that needs a manager without one, and takes it with a manager', async () => {
    expect(bistro.approvalPaidOut).toBeDefined();
    const body = paidOut({ paid_out_id: bistro.approvalPaidOut });
    await refused('/api/devices/paid-outs', body, 400, {
      key: 'deviceApi.errors.managerApproval',
      message: 'This needs the approval of a manager.',
      fields: ['approved_by'],
    });
    // Approved by someone who is not a manager.
    await refused('/api/devices/paid-outs', { ...body, approved_by: bistro.employee }, 400, {
      key: 'deviceApi.errors.managerApproval',
    });
    const before = await count(bistro.id);
    const res = await post('/api/devices/paid-outs', { ...body, approved_by: bistro.manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await count(bistro.id)).paid_out_record).toBe(before.paid_out_record! + 1);
  });

  it('refuses a full card number anywhere in a record, and keeps none', async () => {
    const key = { message: /card numbers are stored masked/ };
    await refused('/api/devices/paid-outs', paidOut({ comment: `Card ${CARD} refund` }), 400, key);
    await refused('/api/devices/paid-outs', paidOut({ comment: CARD_SPACED }), 400, key);
    await refused(
      '/api/devices/shifts',
      shift({ adjustments: [{ amount: -500, reason: `Refund to ${CARD_SPACED}`, at: minutesAgo(5) }] }),
      400,
      key,
    );
    // Even in a field that is not known, and in a body that is otherwise wrong.
    await refused('/api/devices/time-cards', timeCard({ card: CARD }), 400, key);
    await refused('/api/devices/time-cards', { note: CARD }, 400, key);

    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'jsonb', 'character varying')`.execute(
      server.database.db,
    );
    expect(columns.length).toBeGreaterThan(50);
    for (const { table_name, column_name } of columns) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)}::text like ${`%${CARD}%`} or ${sql.ref(column_name)}::text like ${`%${CARD_SPACED}%`}`.execute(
        server.database.db,
      );
      expect(Number(rows[0]!.n), `${table_name}.${column_name}`).toBe(0);
    }
  });

  it('answers a retry of the same body with the first answer, writing once', async () => {
    const bodies: [string, Body][] = [
      ['/api/devices/time-cards', timeCard()],
      ['/api/devices/paid-outs', paidOut()],
      [
        '/api/devices/shifts',
        shift({ adjustments: [{ amount: 2000, reason: 'Float', at: minutesAgo(30) }] }),
      ],
    ];
    for (const [path, body] of bodies) {
      const before = await count(bistro.id);
      // The first try gives up before the answer comes; the device does not know whether it was written.
      await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(1),
      }).catch(() => undefined);
      const first = await post(path, body);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const written = await count(bistro.id);
      // Keys in another order: the same body.
      const retry = await post(path, Object.fromEntries(Object.entries(body).reverse()));
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      // Two retries at once.
      const [a, b] = await Promise.all([post(path, body), post(path, body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toEqual(first.body);
      expect(b.body).toEqual(first.body);
      const after = await count(bistro.id);
      expect(after).toEqual(written);
      const added = Object.keys(after).filter((t) => after[t] !== before[t]);
      expect(added.length).toBeGreaterThan(0);
      // A new record sent twice at once (a retry while the first is still on its way): one is written.
      // (Another employee's card: the employee's own would overlap the first.)
      const twice = path.endsWith('time-cards')
        ? { ...body, id: newId(), employee_id: bistro.manager }
        : { ...body, id: newId() };
      const beforeTwice = await count(bistro.id);
      const [x, y] = await Promise.all([post(path, twice), post(path, twice)]);
      expect([x.status, y.status], JSON.stringify([x.body, y.body])).toEqual([200, 200]);
      expect(y.body).toEqual(x.body);
      const afterTwice = await count(bistro.id);
      expect(afterTwice.time_card! + afterTwice.paid_out_record! + afterTwice.shift!).toBe(
        beforeTwice.time_card! + beforeTwice.paid_out_record! + beforeTwice.shift! + 1,
      );
      // Another body under the same id is refused.
      const changed = path.endsWith('paid-outs')
        ? { ...body, amount: 999 }
        : { ...body, employee_id: bistro.manager };
      await refused(path, changed, 409, {});
    }
  });

  it('refuses a bad token and a deactivated device on every record, writing nothing', async () => {
    const paths: [string, () => Body][] = [
      ['/api/devices/time-cards', () => timeCard()],
      ['/api/devices/paid-outs', () => paidOut()],
      ['/api/devices/shifts', () => shift()],
    ];
    const other = bistro.devices[1]!;
    const otherToken = await activate(other.code);
    for (const [path, body] of paths) {
      const none = await refused(path, body(), 401, { message: 'Token invalid' }, '');
      expect(none.body.message).toBe('Token invalid');
      await refused(path, body(), 401, { message: 'Token invalid' }, `${token.slice(0, -4)}AAAA`);
      await refused(path, body(), 401, { message: 'Token invalid' }, 'not.a.token');
    }
    await server.database.db
      .updateTable('device')
      .set({ status: 'inactive' })
      .where('store_id', '=', bistro.id)
      .where('id', '=', other.id)
      .execute();
    for (const [path, body] of paths) {
      const res = await refused(path, body(), 403, { key: 'errors.device.deactivated' }, otherToken);
      expect(res.body.message).toBe(DEACTIVATED);
    }
  });

  it('refuses a time card across two working days', async () => {
    const db = server.database.db;
    // Clocked in during the open working day, which then closes without that clock-out (by an
    // employee with no card yet: the others have one over that time).
    const employee = bistro.employees.find((e) => e.id !== bistro.employee && e.id !== bistro.manager)!.id;
    const timeCard = (over: Body = {}): Body => ({
      id: newId(),
      employee_id: employee,
      clock_in: minutesAgo(90),
      clock_out: minutesAgo(20),
      breaks: [],
      ...over,
    });
    const card = timeCard({ clock_in: minutesAgo(70), clock_out: undefined, breaks: [] });
    expect((await post('/api/devices/time-cards', card)).status).toBe(200);
    const closedAt = minutesAgo(40);
    await db
      .updateTable('working_day')
      .set({ status: 'closed', closed_at: closedAt })
      .where('store_id', '=', bistro.id)
      .where('status', '=', 'open')
      .execute();
    // The next working day opens with a shift.
    expect((await post('/api/devices/shifts', shift({ opened_at: minutesAgo(30) }))).status).toBe(200);

    // The clock-out comes after the first day closed.
    await refused('/api/devices/time-cards', { ...card, clock_out: minutesAgo(10) }, 400, {
      key: 'timeCards.errors.clockOutOutsideDay',
      message: 'The clock out must be within the working day.',
      fields: ['clock_out'],
    });
    // A new card clocked in on the closed day and out on the open one.
    await refused(
      '/api/devices/time-cards',
      timeCard({ clock_in: minutesAgo(60), clock_out: minutesAgo(5), breaks: [] }),
      400,
      {
        key: 'timeCards.errors.clockInOutsideDay',
        message: 'The clock in must be within the working day.',
        fields: ['clock_in'],
      },
    );
    // Within the day, both sides: taken.
    expect((await post('/api/devices/time-cards', { ...card, clock_out: minutesAgo(45) })).status).toBe(200);
    expect(
      (
        await post(
          '/api/devices/time-cards',
          timeCard({ clock_in: minutesAgo(25), clock_out: minutesAgo(5), breaks: [] }),
        )
      ).status,
    ).toBe(200);
  });
});
