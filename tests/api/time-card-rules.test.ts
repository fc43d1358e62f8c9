import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/time-cards.js';
import {
  moveToAfternoon,
  postDevice,
  storeWithDevice,
  type DeviceAnswer,
  type DeviceStore,
} from '../helpers/devices.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1) console.warn('PostgreSQL is not reachable: its time card rule tests are skipped');

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const CARD = 'id business_date working_day_status clock_in clock_out breaks { break_in break_out }';
const CREATE = `mutation ($employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String,
  $breaks: [TimeCardBreakInput!]) { createTimeCard(employee_id: $employee_id, business_date: $business_date,
  clock_in: $clock_in, clock_out: $clock_out, breaks: $breaks) { ${CARD} } }`;
const UPDATE = `mutation ($id: ID!, $employee_id: ID, $business_date: String, $clock_in: String,
  $clock_out: String, $breaks: [TimeCardBreakInput!]) { updateTimeCard(id: $id, employee_id: $employee_id,
  business_date: $business_date, clock_in: $clock_in, clock_out: $clock_out, breaks: $breaks) { ${CARD} } }`;
const LIST = `query ($from: String!, $to: String!) { timeCards(from: $from, to: $to) { cards { ${CARD} } } }`;
const CLOSE = 'mutation { closeDay { id closed_at } }';
/** Every day of the week from 15:00: in an afternoon zone, the last hours are before the store opens. */
const LATE_HOURS = {
  hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
    day,
    start: '15:00',
    end: '23:00',
  })),
};

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
interface Card {
  id: string;
  business_date: string;
  working_day_status: string;
  clock_in: string;
  clock_out: string | null;
  breaks: { break_in: string; break_out: string }[];
}
interface Times {
  clock_in: number;
  clock_out?: number;
  breaks?: [number, number][];
}

let serial = 0;
/** A new record id, as a device makes them (UUIDv7 layout). */
const newId = () => `01937a4e-0000-7000-8000-${String(++serial).padStart(12, '0')}`;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/*
 * One rule set for time cards: the point of sale and the office give the same verdict on the same
 * card, and a card the point of sale recorded (before the store opens, before its working day's first
 * record) can be corrected in the office.
 */
describe.each(kinds)('the same time card rules for devices and the office on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A store in a zone where it is early afternoon, opening at 15:00, with a device and the office. */
  async function store(slug: string, creds?: { email: string; password: string }) {
    const records = await storeWithDevice(server, slug);
    await moveToAfternoon(server, records);
    const { gql } = await signIn(server, creds);
    const hours = await gql(
      'mutation ($id: ID!, $h: ScheduleInput) { updateStoreInfo(id: $id, opening_hours: $h) { id } }',
      { id: records.id, h: LATE_HOURS },
    );
    expect(hours.errors).toBeUndefined();
    return { records, gql };
  }

  const device = (s: DeviceStore, body: unknown) =>
    postDevice(server, '/api/devices/time-cards', s.token, body);
  const employee = (s: DeviceStore, first: string) => s.employees.find((e) => e.firstName === first)!.id;

  it('lets the office edit a card the device recorded before the store opened and before its day opened', async () => {
    const { records: bistro, gql } = await store('demo-bistro');
    const carla = employee(bistro, 'Carla');
    const marco = employee(bistro, 'Marco');
    // Carla's clock-in is the day's first record; Marco's, sent later, is from before it. Both are
    // before the 15:00 opening.
    const first = { id: newId(), employee_id: carla, clock_in: ago(120), clock_out: ago(60), breaks: [] };
    expect((await device(bistro, first)).status).toBe(200);
    const early = { id: newId(), employee_id: marco, clock_in: ago(180), breaks: [] };
    expect((await device(bistro, early)).status).toBe(200);
    const out = { ...early, clock_out: ago(150) };
    expect((await device(bistro, out)).status).toBe(200);
    const closed = await gql(CLOSE);
    expect(closed.errors).toBeUndefined();

    const date = (
      await server.database.db
        .selectFrom('working_day')
        .select((eb) => eb.fn<string>('to_char', ['business_date', eb.val('YYYY-MM-DD')]).as('d'))
        .where('store_id', '=', bistro.id)
        .executeTakeFirstOrThrow()
    ).d;
    // Only the clock-out changes.
    const edited = await gql<{ updateTimeCard: Card }>(UPDATE, {
      id: early.id,
      employee_id: marco,
      business_date: date,
      clock_in: early.clock_in,
      clock_out: ago(140),
      breaks: [],
    });
    expect(edited.errors, JSON.stringify(edited.errors)).toBeUndefined();
    expect(edited.data!.updateTimeCard).toMatchObject({
      clock_in: early.clock_in,
      working_day_status: 'closed',
    });
    // Carla's gets a break.
    const breaks = [{ break_in: ago(100), break_out: ago(90) }];
    const withBreak = await gql<{ updateTimeCard: Card }>(UPDATE, {
      ...first,
      id: first.id,
      business_date: date,
      breaks,
    });
    expect(withBreak.errors, JSON.stringify(withBreak.errors)).toBeUndefined();

    const listed = await gql<{ timeCards: { cards: Card[] } }>(LIST, { from: date, to: date });
    const byId = new Map(listed.data!.timeCards.cards.map((c) => [c.id, c]));
    expect(byId.get(early.id)!.clock_out).toBe(edited.data!.updateTimeCard.clock_out);
    expect(Date.parse(byId.get(early.id)!.clock_out!)).toBeGreaterThan(Date.parse(out.clock_out));
    expect(byId.get(first.id)!.breaks).toEqual(breaks);
  });

  it('gives the same verdict on the device and in the office for each card', async () => {
    const { records: taqueria, gql } = await store('demo-taqueria', OWNER_2);
    const tomas = employee(taqueria, 'Tomás');
    const db = server.database.db;
    // The day before closed 400 minutes ago; a shift 300 minutes ago opened today's working day.
    const shift = await postDevice(server, '/api/devices/shifts', taqueria.token, {
      id: newId(),
      employee_id: tomas,
      opened_at: ago(300),
      starting_bank: 10000,
    });
    expect(shift.status, JSON.stringify(shift.body)).toBe(200);
    const open = await db
      .selectFrom('working_day')
      .select(['id', (eb) => eb.fn<string>('to_char', ['business_date', eb.val('YYYY-MM-DD')]).as('d')])
      .where('store_id', '=', taqueria.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const date = open.d;
    await db
      .insertInto('working_day')
      .values({
        store_id: taqueria.id,
        id: newId(),
        business_date: addDays(date, -1),
        opened_at: ago(24 * 60),
        closed_at: ago(400),
        status: 'closed',
      })
      .execute();
    // Tomás's card the others may meet.
    const fixture = { id: newId(), employee_id: tomas, clock_in: ago(240), clock_out: ago(200), breaks: [] };
    expect((await device(taqueria, fixture)).status).toBe(200);

    const body = (t: Times) => ({
      employee_id: tomas,
      clock_in: ago(t.clock_in),
      ...(t.clock_out === undefined ? {} : { clock_out: ago(t.clock_out) }),
      breaks: (t.breaks ?? []).map(([from, to]) => ({ break_in: ago(from), break_out: ago(to) })),
    });
    const remove = async (id: string) => {
      await db
        .deleteFrom('time_card_break')
        .where('store_id', '=', taqueria.id)
        .where('time_card_id', '=', id)
        .execute();
      await db.deleteFrom('time_card').where('store_id', '=', taqueria.id).where('id', '=', id).execute();
    };
    /** The device's verdict: taken, or the broken rules as field:key; a taken card is removed again. */
    const onDevice = async (t: Times) => {
      const id = newId();
      const res: DeviceAnswer = await device(taqueria, { id, ...body(t) });
      if (res.status === 200) {
        await remove(id);
        return [];
      }
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return ((res.body.errors ?? []) as { field: string; key: string }[]).map((e) => `${e.field}:${e.key}`);
    };
    const inOffice = async (office: Gql, t: Times) => {
      const res = await office<{ createTimeCard: Card }>(CREATE, {
        ...body(t),
        clock_out: t.clock_out === undefined ? null : ago(t.clock_out),
        business_date: date,
      });
      if (!res.errors) {
        await remove(res.data!.createTimeCard.id);
        return [];
      }
      return ((res.errors[0]!.extensions.errors ?? []) as { field: string; key: string }[]).map(
        (e) => `${e.field}:${e.key}`,
      );
    };

    const rules: [string, Times, string[]][] = [
      ['before the store opens and before the day opened', { clock_in: 350, clock_out: 330 }, []],
      ['within the day, with a break', { clock_in: 180, clock_out: 120, breaks: [[150, 140]] }, []],
      ['still clocked in', { clock_in: 100 }, []],
      ['clock out before the clock in', { clock_in: 100, clock_out: 110 }, ['clock_out:clockOutAfterIn']],
      ['clock in in the future', { clock_in: -10 }, ['clock_in:clockInFuture']],
      ['clock out in the future', { clock_in: 100, clock_out: -10 }, ['clock_out:clockOutFuture']],
      [
        'clock in before the day before closed',
        { clock_in: 420, clock_out: 380 },
        ['clock_in:clockInOutsideDay'],
      ],
      ['over another card of the employee', { clock_in: 250, clock_out: 210 }, ['clock_in:overlap']],
      [
        'a break outside the card',
        { clock_in: 180, clock_out: 120, breaks: [[190, 170]] },
        ['breaks.0.break_in:breakOutsideCard'],
      ],
      [
        'breaks over each other',
        {
          clock_in: 180,
          clock_out: 120,
          breaks: [
            [170, 150],
            [160, 140],
          ],
        },
        ['breaks.1.break_in:breaksOverlap'],
      ],
      [
        'a break that ends before it starts',
        { clock_in: 180, clock_out: 120, breaks: [[150, 160]] },
        ['breaks.0.break_out:breakOrder'],
      ],
      ['a break on a card still clocked in', { clock_in: 100, breaks: [[90, 80]] }, []],
      [
        'a break running past now',
        { clock_in: 100, breaks: [[90, -5]] },
        ['breaks.0.break_in:breakOutsideCard'],
      ],
      [
        'a break on a card clocked out before it clocked in',
        { clock_in: 100, clock_out: 110, breaks: [[90, 80]] },
        ['clock_out:clockOutAfterIn', 'breaks:clockTimesFirst'],
      ],
    ];
    for (const [name, times, expected] of rules) {
      const keys = expected.map((k) => k.replace(':', ':timeCards.errors.'));
      expect(await onDevice(times), `device: ${name}`).toEqual(keys);
      expect(await inOffice(gql, times), `office: ${name}`).toEqual(keys);
    }
  });
});
