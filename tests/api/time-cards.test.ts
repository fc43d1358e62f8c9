import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { addDays, businessDateOf, zonedInstant } from '../../src/core/time-cards.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };

const ZONE = 'America/New_York';
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const READER = { email: 'tc.reader@demo.test', password: 'tc-reader-1', pin: '80462' };
const esT = makeTranslate(es as Phrases);
const enT = makeTranslate(en as Phrases);

const CARD = `id employee_id first_name last_name working_day_id business_date working_day_status
  clock_in clock_out worked_minutes hours breaks { break_in break_out minutes }`;
const CREATE = `mutation ($employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String,
  $breaks: [TimeCardBreakInput!]) { createTimeCard(employee_id: $employee_id, business_date: $business_date,
  clock_in: $clock_in, clock_out: $clock_out, breaks: $breaks) { ${CARD} } }`;
const UPDATE = `mutation ($id: ID!, $employee_id: ID, $business_date: String, $clock_in: String,
  $clock_out: String, $breaks: [TimeCardBreakInput!]) { updateTimeCard(id: $id, employee_id: $employee_id,
  business_date: $business_date, clock_in: $clock_in, clock_out: $clock_out, breaks: $breaks) { ${CARD} } }`;
const DELETE = 'mutation ($id: ID!) { deleteTimeCard(id: $id) }';
const CREATE_DAY = `mutation ($d: String!) { createWorkingDay(business_date: $d) {
  id business_date status opened_at closed_at } }`;
const LIST = `query ($from: String!, $to: String!, $employee_id: ID) {
  timeCards(from: $from, to: $to, employee_id: $employee_id) { cards { ${CARD} }
  totals { employee_id first_name last_name cards worked_minutes hours } worked_minutes hours time_zone } }`;

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
interface Card {
  id: string;
  employee_id: string;
  first_name: string;
  business_date: string;
  working_day_status: string;
  clock_in: string;
  clock_out: string | null;
  worked_minutes: number;
  hours: number;
  breaks: { break_in: string; break_out: string; minutes: number }[];
}

describeEachDb('time cards on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let bistroId: string;
  let marco: string;
  let carla: string;
  let taqueriaEmployee: string;
  /** A past business date of Demo Bistro (three days ago on its clock), and a time on it. */
  const today = businessDateOf(Date.now(), ZONE);
  const past = addDays(today, -3);
  const at = (hhmm: string, date = past) => new Date(zonedInstant(date, hhmm, ZONE)).toISOString();

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of ['working_day', 'time_card', 'time_card_break', 'system_log']) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
        where store_id = ${bistroId}`.execute(server.database.db);
      out[table] = Number(rows[0]!.n);
    }
    return out;
  };

  /** Sends a write that must be refused: answers the error, and checks that nothing was written. */
  async function refused(query: string, variables: Record<string, unknown>, gql = owner) {
    const before = await counts();
    const res = await gql(query, variables);
    expect(res.errors, JSON.stringify(res.data)).toBeDefined();
    expect(await counts()).toEqual(before);
    return res.errors![0]!;
  }

  const card = (over: Record<string, unknown> = {}) => ({
    employee_id: marco,
    business_date: past,
    clock_in: at('09:00'),
    clock_out: at('17:00'),
    breaks: [{ break_in: at('12:00'), break_out: at('12:30') }],
    ...over,
  });

  async function create(over: Record<string, unknown> = {}): Promise<Card> {
    const res = await owner<{ createTimeCard: Card }>(CREATE, card(over));
    expect(res.errors).toBeUndefined();
    return res.data!.createTimeCard;
  }

  async function list(from = past, to = past, employee_id?: string) {
    const res = await owner<{
      timeCards: {
        cards: Card[];
        totals: { employee_id: string; cards: number; worked_minutes: number; hours: number }[];
        worked_minutes: number;
        hours: number;
        time_zone: string;
      };
    }>(LIST, { from, to, employee_id });
    expect(res.errors).toBeUndefined();
    return res.data!.timeCards;
  }

  async function device(path: string, body: unknown, token?: string) {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    server = await startServer(kind);
    owner = (await signIn(server)).gql;
    const db = server.database.db;
    const store = async (slug: string) =>
      (await db.selectFrom('store').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
        .id as string;
    bistroId = await store('demo-bistro');
    const employee = async (storeId: string, first: string) =>
      (
        await db
          .selectFrom('employee')
          .select('id')
          .where('store_id', '=', storeId)
          .where('first_name', '=', first)
          .executeTakeFirstOrThrow()
      ).id as string;
    marco = await employee(bistroId, 'Marco');
    carla = await employee(bistroId, 'Carla');
    taqueriaEmployee = (
      await db
        .selectFrom('employee')
        .select('id')
        .where('store_id', '=', await store('demo-taqueria'))
        .executeTakeFirstOrThrow()
    ).id as string;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses a card for a date without a working day, saying to create the working day first', async () => {
    const error = await refused(CREATE, card());
    expect(error.message).toBe('The selected date has no working day: create the working day first.');
    expect(error.extensions.errors).toContainEqual({
      field: 'business_date',
      key: 'timeCards.errors.noWorkingDay',
    });
  });

  it('creates a closed working day for a past date, from the opening time to the end of that day', async () => {
    for (const date of [today, addDays(today, 2)]) {
      const error = await refused(CREATE_DAY, { d: date });
      expect(error.message).toBe('A working day can only be created for a past date.');
    }
    expect((await refused(CREATE_DAY, { d: '2026-02-31' })).message).toBe('The date is not valid.');
    const res = await owner<{ createWorkingDay: Record<string, string> }>(CREATE_DAY, { d: past });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createWorkingDay).toMatchObject({
      business_date: past,
      status: 'closed',
      // Demo Bistro opens at 07:00 every day.
      opened_at: at('07:00'),
      closed_at: at('00:00', addDays(past, 1)),
    });
    const again = await refused(CREATE_DAY, { d: past });
    expect(again.message).toBe('The selected date already has a working day.');
    const days = await owner<{ workingDays: { business_date: string; status: string }[] }>(
      'query ($f: String!, $t: String!) { workingDays(from: $f, to: $t) { business_date status } }',
      { f: addDays(past, -1), t: past },
    );
    expect(days.data!.workingDays).toEqual([{ business_date: past, status: 'closed' }]);
  });

  it('creates a card with its breaks, and lists it with the worked hours and totals', async () => {
    const before = await counts();
    const created = await create();
    expect(created).toMatchObject({
      employee_id: marco,
      first_name: 'Marco',
      business_date: past,
      working_day_status: 'closed',
      clock_in: at('09:00'),
      clock_out: at('17:00'),
      worked_minutes: 450,
      hours: 7.5,
      breaks: [{ break_in: at('12:00'), break_out: at('12:30'), minutes: 30 }],
    });
    expect(await counts()).toEqual({
      ...before,
      time_card: before.time_card! + 1,
      time_card_break: before.time_card_break! + 1,
      system_log: before.system_log! + 1,
    });
    await create({ employee_id: carla, clock_in: at('10:00'), clock_out: at('14:15'), breaks: [] });
    const listed = await list(addDays(past, -2), past);
    expect(listed.cards.map((c) => [c.first_name, c.clock_in])).toEqual([
      ['Marco', at('09:00')],
      ['Carla', at('10:00')],
    ]);
    expect(listed.totals).toEqual([
      expect.objectContaining({ employee_id: carla, cards: 1, worked_minutes: 255, hours: 4.25 }),
      expect.objectContaining({ employee_id: marco, cards: 1, worked_minutes: 450, hours: 7.5 }),
    ]);
    expect([listed.worked_minutes, listed.hours, listed.time_zone]).toEqual([705, 11.75, ZONE]);
    expect((await list(past, past, carla)).cards.map((c) => c.first_name)).toEqual(['Carla']);
    const log = await server.database.db
      .selectFrom('system_log')
      .select(['entity', 'action', 'record_id'])
      .where('store_id', '=', bistroId)
      .where('record_id', '=', created.id)
      .execute();
    expect(log).toEqual([{ entity: 'time-card', action: 'create', record_id: created.id }]);
  });

  it('refuses each broken rule with its message at its field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ clock_out: at('08:30') }, 'clock_out', 'The clock out must be greater than the clock in.'],
      [{ clock_in: null }, 'clock_in', 'The clock in is required'],
      [{ employee_id: null }, 'employee_id', 'The employee is required'],
      [
        { clock_in: new Date(Date.now() + 3_600_000).toISOString(), clock_out: null, breaks: [] },
        'clock_in',
        'The clock in must be less than the current time.',
      ],
      [
        { clock_in: at('18:00'), clock_out: at('01:00', addDays(past, 1)), breaks: [] },
        'clock_out',
        'The clock out must be within the working day.',
      ],
      [{ clock_out: null, breaks: [] }, 'clock_out', 'The clock out is required: the working day is closed.'],
      [
        { employee_id: marco, clock_in: at('16:00'), clock_out: at('20:00'), breaks: [] },
        'clock_in',
        'This time card overlaps another time card of the employee.',
      ],
      [
        {
          employee_id: carla,
          clock_in: at('15:00'),
          clock_out: at('20:00'),
          breaks: [
            { break_in: at('16:00'), break_out: at('17:00') },
            { break_in: at('16:30'), break_out: at('17:30') },
          ],
        },
        'breaks.1.break_in',
        'Breaks must not overlap.',
      ],
      [
        { employee_id: carla, clock_in: at('15:00'), breaks: [{ break_in: at('16:00'), break_out: null }] },
        'breaks.0.break_out',
        'The break out is required',
      ],
      [
        {
          employee_id: carla,
          clock_in: at('15:00'),
          breaks: [{ break_in: at('16:30'), break_out: at('16:00') }],
        },
        'breaks.0.break_out',
        'The break in must be before the break out.',
      ],
      [
        {
          employee_id: carla,
          clock_in: at('15:00'),
          breaks: [{ break_in: at('14:00'), break_out: at('15:30') }],
        },
        'breaks.0.break_in',
        'The break must be within the clock in and the clock out.',
      ],
      [
        {
          employee_id: carla,
          clock_in: at('15:00'),
          clock_out: at('14:00'),
          breaks: [{ break_in: at('16:00'), break_out: at('16:30') }],
        },
        'breaks',
        'Enter the clock in and the clock out before the breaks.',
      ],
      [{ employee_id: taqueriaEmployee }, 'employee_id', 'This employee does not exist in the store.'],
    ];
    for (const [over, field, message] of cases) {
      const error = await refused(CREATE, card(over));
      const errors = (error.extensions.errors ?? []) as {
        field: string;
        key: string;
        params?: Record<string, string>;
      }[];
      const atField = errors.find((e) => e.field === field);
      expect(atField && enT(atField.key, atField.params), message).toBe(message);
      // The message of the refusal is its first broken rule's.
      expect(error.message, message).toBe(enT(errors[0]!.key, errors[0]!.params));
    }
    expect(esT('timeCards.errors.clockOutAfterIn')).toBe('La salida debe ser mayor que la entrada.');
  });

  it('edits and deletes a card of a closed working day', async () => {
    const [mine] = (await list(past, past, marco)).cards;
    const res = await owner<{ updateTimeCard: Card }>(UPDATE, {
      ...card(),
      id: mine!.id,
      clock_out: at('18:00'),
      breaks: [],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTimeCard).toMatchObject({
      clock_out: at('18:00'),
      worked_minutes: 540,
      breaks: [],
    });
    // Its own times do not count as an overlap; the rules still hold on an edit.
    const bad = await refused(UPDATE, { ...card(), id: mine!.id, clock_out: at('08:00') });
    expect(bad.message).toBe('The clock out must be greater than the clock in.');

    const extra = await create({ clock_in: at('19:00'), clock_out: at('20:00'), breaks: [] });
    const deleted = await owner<{ deleteTimeCard: string }>(DELETE, { id: extra.id });
    expect(deleted.data!.deleteTimeCard).toBe(extra.id);
    expect((await list(past, past, marco)).cards.map((c) => c.id)).toEqual([mine!.id]);
  });

  it('shows a device-recorded card, and refuses to edit or delete it while its working day is open', async () => {
    const db = server.database.db;
    const code = (
      await db
        .selectFrom('device')
        .select('installation_code')
        .where('store_id', '=', bistroId)
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).installation_code as string;
    const token = (await device('/api/devices/activate', { installation_code: code })).body.token as string;
    const clockIn = new Date(Date.now() - 90 * 60_000).toISOString();
    const recorded = await device(
      '/api/devices/time-cards',
      { id: '01937a4e-0000-7000-8000-0000000ac001', employee_id: carla, clock_in: clockIn },
      token,
    );
    expect(recorded.status).toBe(200);
    const date = businessDateOf(Date.parse(clockIn), ZONE);
    const listed = await list(date, date, carla);
    const open = listed.cards.find((c) => c.id === '01937a4e-0000-7000-8000-0000000ac001')!;
    expect(open).toMatchObject({ clock_in: clockIn, clock_out: null, working_day_status: 'open' });
    // Still clocked in: it counts to now.
    expect(open.worked_minutes).toBeGreaterThanOrEqual(89);

    const edit = await refused(UPDATE, {
      id: open.id,
      employee_id: carla,
      business_date: date,
      clock_in: clockIn,
      clock_out: new Date(Date.now() - 60_000).toISOString(),
      breaks: [],
    });
    expect(edit.message).toBe('Failed to edit time card, Working day is open');
    expect(esT(edit.extensions.key)).toBe(
      'No se pudo editar la tarjeta de tiempo, el día laboral está abierto',
    );
    const del = await refused(DELETE, { id: open.id });
    expect(del.message).toBe('Failed to delete time card, Working day is open');
    expect(esT(del.extensions.key)).toBe(
      'No se pudo eliminar la tarjeta de tiempo, el día laboral está abierto',
    );

    // A clock out after the clock-in of the employee's open card is refused.
    const clash = await refused(CREATE, {
      employee_id: carla,
      business_date: date,
      clock_in: clockIn,
      clock_out: new Date(Date.now() - 30 * 60_000).toISOString(),
      breaks: [],
    });
    expect(clash.message).toBe(
      "The clock out must be less than the clock in of the employee's open time card.",
    );
    const clockOutFuture = await refused(CREATE, {
      employee_id: marco,
      business_date: date,
      clock_in: clockIn,
      clock_out: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(clockOutFuture.message).toBe('The clock out must be less than the current time.');
    // A card can be added to the open day, still clocked in.
    const added = await owner<{ createTimeCard: Card }>(CREATE, {
      employee_id: marco,
      business_date: date,
      clock_in: new Date(Date.now() - 60 * 60_000).toISOString(),
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.createTimeCard).toMatchObject({ clock_out: null, working_day_status: 'open' });
  });

  it("refuses another store's cards and employees, and keeps each store's list to itself", async () => {
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const [mine] = (await list(past, past, marco)).cards;
    const before = await counts();
    for (const [query, variables] of [
      [UPDATE, { ...card(), id: mine!.id }],
      [DELETE, { id: mine!.id }],
      [DELETE, { id: 'not-an-id' }],
    ] as const) {
      const res = await owner2(query, variables);
      expect(res.errors![0]!.extensions.code).toBe('NOT_FOUND');
    }
    const theirs = await owner2<{ timeCards: { cards: unknown[] } }>(LIST, { from: past, to: past });
    expect(theirs.data!.timeCards.cards).toEqual([]);
    const byOther = await owner2(LIST, { from: past, to: past, employee_id: marco });
    expect(byOther.errors![0]!.message).toBe('This employee does not exist in the store.');
    expect(await counts()).toEqual(before);
    expect((await list(past, past, marco)).cards).toHaveLength(1);
  });

  it('lets a manager in, and refuses every operation to a job without the time cards permission', async () => {
    const { gql: manager } = await signIn(server, MANAGER);
    expect((await manager(LIST, { from: past, to: past })).errors).toBeUndefined();
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Close day only", modules: $m) { id } }',
      { m: [{ code: 'employees-office', status: true, permissions: [{ code: 'close-day', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Tess", last_name: "Reader", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...READER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, READER);
    const [mine] = (await list(past, past, marco)).cards;
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { from: past, to: past }],
      ['query ($f: String!) { workingDays(from: $f, to: $f) { id } }', { f: past }],
      ['{ timeCardEmployees { id } }', {}],
      ['query ($d: String!) { timeCardContext(business_date: $d) { now } }', { d: past }],
      [CREATE_DAY, { d: addDays(past, -1) }],
      [CREATE, card({ clock_in: at('19:00'), clock_out: at('20:00'), breaks: [] })],
      [UPDATE, { ...card(), id: mine!.id }],
      [DELETE, { id: mine!.id }],
    ];
    for (const [query, variables] of calls) {
      const error = await refused(query, variables, reader);
      expect(error).toMatchObject({ message: 'You are not authorized!', extensions: { code: '597-1' } });
    }
  });
});
