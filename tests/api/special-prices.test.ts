import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localMoment } from '../../src/core/promotions.js';
import { weekdayOf, type HourRange, type Schedule, type Weekday } from '../../src/core/schedule.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Data = Record<string, unknown>;

const PRICE_READER = { email: 'price.reader@demo.test', password: 'price-reader-1', pin: '80461' };
const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * A zone in which it is now about noon, so that "today" in the store cannot turn into tomorrow while
 * the file runs, and records can be made that run right now. `Etc/GMT-3` is UTC+3 (POSIX signs).
 */
function noonZone(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const allDay = (...days: Weekday[]): HourRange[] =>
  days.map((day) => ({ day, start: '00:00', end: '24:00' }));
const hours = (day: Weekday, start: string, end: string): HourRange[] => [{ day, start, end }];

const SP_FIELDS = 'id description item_ids execution_date value price_type status';
const CREATE_SP = `mutation ($description: String, $item_ids: [ID!], $schedule: ScheduleInput, $execution_date: String,
  $price_type: String, $value: Float, $frequency: String, $status: String) {
  createSpecialPrice(description: $description, item_ids: $item_ids, schedule: $schedule,
    execution_date: $execution_date, price_type: $price_type, value: $value, frequency: $frequency,
    status: $status) { ${SP_FIELDS} } }`;
const UPDATE_SP = `mutation ($id: ID!, $item_ids: [ID!], $schedule: ScheduleInput, $execution_date: String,
  $value: Float, $status: String) {
  updateSpecialPrice(id: $id, item_ids: $item_ids, schedule: $schedule, execution_date: $execution_date,
    value: $value, status: $status) { ${SP_FIELDS} } }`;
const AV_FIELDS = 'id description item_ids execution_date status';
const CREATE_AV = `mutation ($description: String, $item_ids: [ID!], $schedule: ScheduleInput, $execution_date: String,
  $status: String) {
  createItemAvailability(description: $description, item_ids: $item_ids, schedule: $schedule,
    execution_date: $execution_date, status: $status) { ${AV_FIELDS} } }`;
const UPDATE_AV = `mutation ($id: ID!, $item_ids: [ID!], $schedule: ScheduleInput, $execution_date: String,
  $status: String) {
  updateItemAvailability(id: $id, item_ids: $item_ids, schedule: $schedule, execution_date: $execution_date,
    status: $status) { ${AV_FIELDS} } }`;
const PRICE = `query ($item: ID!, $at: String) {
  effectivePrice(item_id: $item, at: $at) { price base_price special_price_id at } }`;
const AVAILABLE = `query ($item: ID!, $at: String) { isAvailable(item_id: $item, at: $at) }`;

interface Item {
  id: string;
  prices: { price: number }[];
}
interface EffectivePrice {
  price: number | null;
  base_price: number | null;
  special_price_id: string | null;
  at: string;
}

/*
 * The rules of special prices and item availability over HTTP (SPEC §4, §5, §8), on a store whose
 * time zone puts it at about noon: every refusal with its code, the overlap message naming the day,
 * edits during an active cycle taking effect the next day, and the queries that read the rules.
 */
describeEachDb('special prices and item availability on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let items: Item[];
  let zone: string;
  let today: string;
  const day = (n: number) => addDays(today, n);
  const weekday = (n: number) => weekdayOf(day(n));
  /** The same wall-clock time as now, `n` days later (the zone has no daylight saving). */
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  let nextItem = 0;
  /** A menu item no other test uses, so that no record of another test meets it. */
  const freshItem = () => items[nextItem++]!;

  const ok = async <T = Data>(query: string, variables: Data, gql: Gql = owner): Promise<T> => {
    const res = await gql<Record<string, T>>(query, variables);
    expect(res.errors).toBeUndefined();
    return Object.values(res.data!)[0]!;
  };
  const refused = async (query: string, variables: Data, gql: Gql = owner) => {
    const res = await gql(query, variables);
    expect(res.data).toBeNull();
    return res.errors![0]! as { message: string; extensions: Data & { code: string; key: string } };
  };
  const special = (over: Data) =>
    ({
      description: `Special ${nextItem}-${Math.random().toString(36).slice(2, 6)}`,
      execution_date: day(1),
      price_type: 'fixed',
      value: 5,
      ...over,
    }) as Data;
  const availability = (over: Data) =>
    ({
      description: `Window ${nextItem}-${Math.random().toString(36).slice(2, 6)}`,
      execution_date: day(1),
      ...over,
    }) as Data;
  const price = (item: Item, at?: string) => ok<EffectivePrice>(PRICE, { item: item.id, at });
  const available = (item: Item, at?: string) => ok<boolean>(AVAILABLE, { item: item.id, at });

  beforeAll(async () => {
    server = await startServer(kind);
    zone = noonZone();
    await sql`update store set time_zone = ${zone} where slug = 'demo-bistro'`.execute(server.database.db);
    today = localMoment(new Date(), zone).date;
    ({ gql: owner } = await signIn(server));
    const menu = await owner<{
      allMenuItems: Item[];
      allSpecialPrices: { item_ids: string[] }[];
      allItemAvailabilities: { item_ids: string[] }[];
    }>(`{ allMenuItems(perPage: 100) { id prices { price } }
      allSpecialPrices(perPage: 100) { item_ids } allItemAvailabilities(perPage: 100) { item_ids } }`);
    expect(menu.errors).toBeUndefined();
    // The demo's own happy hour and breakfast window keep to their items.
    const { allSpecialPrices, allItemAvailabilities } = menu.data!;
    const taken = new Set([...allSpecialPrices, ...allItemAvailabilities].flatMap((x) => x.item_ids));
    items = menu.data!.allMenuItems.filter((i) => i.prices.length > 0 && !taken.has(i.id));
  });
  afterAll(() => server?.close());

  describe('special prices', () => {
    it('refuses an execution date before today in the store’s zone, as a validation error', async () => {
      const item = freshItem();
      const schedule: Schedule = { from: day(-1), to: day(30), hours: allDay(weekday(0)) };
      const err = await refused(
        CREATE_SP,
        special({ item_ids: [item.id], schedule, execution_date: day(-1) }),
      );
      expect(err).toMatchObject({
        message: 'The execution date cannot be earlier than today',
        extensions: { code: 'VALIDATION', key: 'validation.executionDatePast' },
      });
      // Today is fine, as long as today has hours.
      await ok(CREATE_SP, special({ item_ids: [item.id], schedule, execution_date: day(0) }));
    });

    it('lets a special price executed today wait for its first day with hours', async () => {
      const item = freshItem();
      const schedule: Schedule = { from: day(0), to: day(30), hours: allDay(weekday(1)) };
      await ok(CREATE_SP, special({ item_ids: [item.id], schedule, execution_date: day(0) }));
      expect(await price(item)).toMatchObject({ special_price_id: null });
      expect(await price(item, inDays(1))).toMatchObject({ price: 5 });
    });

    it('refuses overlapping dates (529-3) and hours (530-3) on create, 531-3 and 532-3 on update', async () => {
      const item = freshItem();
      const other = freshItem();
      const d = weekday(2);
      const first = await ok<Data>(
        CREATE_SP,
        special({
          description: 'Lunch deal',
          item_ids: [item.id, other.id],
          schedule: { from: day(1), to: day(30), hours: hours(d, '11:00', '14:00') },
        }),
      );
      const message = `The dates and hours overlap the special price “Lunch deal” on ${DAY_NAMES[d]} for the same items`;
      // Each runs on dates the other does not: moving the dates would part them.
      const partial = await refused(
        CREATE_SP,
        special({
          item_ids: [item.id],
          schedule: { from: day(20), to: day(60), hours: hours(d, '13:00', '15:00') },
        }),
      );
      expect(partial).toMatchObject({
        message,
        extensions: {
          code: '529-3',
          key: 'errors.specialPrice.overlap',
          params: { day: d, other: 'Lunch deal' },
        },
      });
      // Within the first one's dates only the hours can part them.
      const nested = await refused(
        CREATE_SP,
        special({
          item_ids: [other.id],
          schedule: { from: day(5), to: day(12), hours: hours(d, '13:59', '15:00') },
        }),
      );
      expect(nested).toMatchObject({ message, extensions: { code: '530-3' } });
      // Hours that only touch do not overlap; neither do other items.
      const after = await ok<Data>(
        CREATE_SP,
        special({
          item_ids: [item.id],
          schedule: { from: day(1), to: day(30), hours: hours(d, '14:00', '16:00') },
        }),
      );
      await ok(
        CREATE_SP,
        special({
          item_ids: [freshItem().id],
          schedule: { from: day(1), to: day(30), hours: hours(d, '11:00', '14:00') },
        }),
      );

      const update = (schedule: Schedule) => refused(UPDATE_SP, { id: after.id, schedule });
      expect(await update({ from: day(1), to: day(30), hours: hours(d, '12:00', '16:00') })).toMatchObject({
        message,
        extensions: { code: '532-3', params: { day: d } },
      });
      expect(await update({ from: day(25), to: day(40), hours: hours(d, '12:00', '16:00') })).toMatchObject({
        message,
        extensions: { code: '531-3' },
      });
      // An inactive special price stands aside, until it is switched back on.
      await ok(UPDATE_SP, { id: first.id, status: 'inactive' });
      await ok(UPDATE_SP, {
        id: after.id,
        schedule: { from: day(1), to: day(30), hours: hours(d, '12:00', '16:00') },
      });
      expect(await refused(UPDATE_SP, { id: first.id, status: 'active' })).toMatchObject({
        extensions: { code: '532-3', params: { other: (after as { description: string }).description } },
      });
    });

    it('answers the price now and at another instant, in the store’s zone', async () => {
      const item = freshItem();
      const base = item.prices[0]!.price;
      const sp = await ok<{ id: string }>(
        CREATE_SP,
        special({
          item_ids: [item.id],
          execution_date: day(0),
          price_type: 'percent',
          value: 10,
          schedule: { from: day(0), to: day(30), hours: allDay(weekday(0), weekday(1)) },
        }),
      );
      const now = await price(item);
      expect(now).toMatchObject({
        base_price: base,
        special_price_id: sp.id,
        price: Math.round((Math.round(base * 100) * 9) / 10) / 100,
      });
      expect(now.at.slice(0, 10)).toBe(today);
      // The day after tomorrow has no hours.
      expect(await price(item, inDays(2))).toMatchObject({ price: base, special_price_id: null });
      const at = await price(item, '2000-01-03T12:00:00Z');
      expect(at).toMatchObject({ price: base, at: localMoment(new Date('2000-01-03T12:00:00Z'), zone).iso });
    });

    it('keeps the terms of a running special price until the end of today: edits take effect tomorrow', async () => {
      const [item, swapped] = [freshItem(), freshItem()];
      const schedule: Schedule = { from: day(0), to: day(30), hours: allDay(weekday(0), weekday(1)) };
      const sp = await ok<{ id: string }>(
        CREATE_SP,
        special({ item_ids: [item.id], execution_date: day(0), price_type: 'fixed', value: 4, schedule }),
      );
      expect((await price(item)).price).toBe(4);
      await ok(UPDATE_SP, { id: sp.id, value: 3 });
      expect((await price(item)).price).toBe(4);
      expect((await price(item, inDays(1))).price).toBe(3);
      const kept = await sql<{
        valid_through: string;
        snapshot: unknown;
      }>`select valid_through::text, snapshot
        from promotion_version where record_id = ${sp.id}`.execute(server.database.db);
      expect(kept.rows).toEqual([{ valid_through: today, snapshot: expect.objectContaining({ value: 4 }) }]);

      // A second edit the same day leaves today's terms as they were; its items follow the same rule.
      await ok(UPDATE_SP, { id: sp.id, value: 2, item_ids: [swapped.id] });
      expect(await price(item)).toMatchObject({ price: 4, special_price_id: sp.id });
      expect(await price(swapped)).toMatchObject({ special_price_id: null });
      expect(await price(item, inDays(1))).toMatchObject({ special_price_id: null });
      expect(await price(swapped, inDays(1))).toMatchObject({ price: 2, special_price_id: sp.id });

      // Switching it off takes effect at once.
      await ok(UPDATE_SP, { id: sp.id, status: 'inactive' });
      expect(await price(item)).toMatchObject({ special_price_id: null });
    });

    it('refuses an edit of a running special price that has no day left to take effect on', async () => {
      const item = freshItem();
      const sp = await ok<{ id: string }>(
        CREATE_SP,
        special({
          item_ids: [item.id],
          execution_date: day(0),
          schedule: { from: day(0), to: day(30), hours: allDay(weekday(0)) },
        }),
      );
      const err = await refused(UPDATE_SP, {
        id: sp.id,
        schedule: { from: day(0), to: day(0), hours: allDay(weekday(0)) },
      });
      expect(err.extensions).toMatchObject({ code: 'VALIDATION', key: 'errors.specialPrice.editFailed' });
    });

    it('edits a special price that is not running at once', async () => {
      const item = freshItem();
      const sp = await ok<{ id: string }>(
        CREATE_SP,
        special({ item_ids: [item.id], schedule: { from: day(1), to: day(30), hours: allDay(weekday(1)) } }),
      );
      await ok(UPDATE_SP, { id: sp.id, value: 1 });
      expect((await price(item, inDays(1))).price).toBe(1);
      const kept = await sql`select 1 from promotion_version where record_id = ${sp.id}`.execute(
        server.database.db,
      );
      expect(kept.rows).toHaveLength(0);
    });
  });

  describe('item availability', () => {
    it('refuses an execution date before today: 521-3 on create, 567-2 on update', async () => {
      const item = freshItem();
      const schedule: Schedule = { from: day(0), to: day(30), hours: allDay(weekday(2)) };
      const create = await refused(
        CREATE_AV,
        availability({ item_ids: [item.id], schedule, execution_date: day(-1) }),
      );
      expect(create).toMatchObject({
        message: 'The execution date cannot be earlier than today',
        extensions: { code: '521-3', key: 'validation.executionDatePast' },
      });
      const made = await ok<{ id: string }>(CREATE_AV, availability({ item_ids: [item.id], schedule }));
      const update = await refused(UPDATE_AV, { id: made.id, execution_date: day(-3) });
      expect(update.extensions).toMatchObject({ code: '567-2', key: 'validation.executionDatePast' });
    });

    it('refuses to start today when today has no hours (568-2), naming the day', async () => {
      const item = freshItem();
      const schedule: Schedule = { from: day(0), to: day(30), hours: allDay(weekday(3)) };
      const err = await refused(
        CREATE_AV,
        availability({ item_ids: [item.id], schedule, execution_date: day(0) }),
      );
      expect(err).toMatchObject({
        message: `Today (${DAY_NAMES[weekday(0)]}) is not configured in the schedule: add its hours or choose a later execution date`,
        extensions: { code: '568-2', params: { day: weekday(0) } },
      });
      // Starting tomorrow, it may wait for its day.
      const made = await ok<{ id: string }>(CREATE_AV, availability({ item_ids: [item.id], schedule }));
      expect((await refused(UPDATE_AV, { id: made.id, execution_date: day(0) })).extensions.code).toBe(
        '568-2',
      );
    });

    it('refuses overlaps: 523-3 and 524-3 on create, 525-3 and 526-3 on update, 527-3 on switching on', async () => {
      const item = freshItem();
      const d = weekday(3);
      await ok(
        CREATE_AV,
        availability({
          description: 'Breakfast',
          item_ids: [item.id],
          schedule: { from: day(1), to: day(30), hours: hours(d, '07:00', '11:00') },
        }),
      );
      const message = `The dates and hours overlap the availability “Breakfast” on ${DAY_NAMES[d]} for the same items`;
      const create = (schedule: Schedule, status?: string) =>
        refused(CREATE_AV, availability({ item_ids: [item.id], schedule, status }));
      expect(await create({ from: day(10), to: day(40), hours: hours(d, '10:00', '12:00') })).toMatchObject({
        message,
        extensions: {
          code: '523-3',
          key: 'errors.availability.overlap',
          params: { day: d, other: 'Breakfast' },
        },
      });
      expect(await create({ from: day(1), to: day(30), hours: hours(d, '06:00', '07:30') })).toMatchObject({
        message,
        extensions: { code: '524-3' },
      });

      const lunch = await ok<{ id: string }>(
        CREATE_AV,
        availability({
          item_ids: [item.id],
          schedule: { from: day(1), to: day(30), hours: hours(d, '12:00', '15:00') },
        }),
      );
      const update = (schedule: Schedule) => refused(UPDATE_AV, { id: lunch.id, schedule });
      expect(await update({ from: day(20), to: day(50), hours: hours(d, '10:30', '15:00') })).toMatchObject({
        message,
        extensions: { code: '525-3' },
      });
      expect(await update({ from: day(2), to: day(9), hours: hours(d, '10:30', '15:00') })).toMatchObject({
        message,
        extensions: { code: '526-3' },
      });

      // An inactive one may overlap; switching it on may not.
      const brunch = await ok<{ id: string }>(
        CREATE_AV,
        availability({
          item_ids: [item.id],
          status: 'inactive',
          schedule: { from: day(1), to: day(30), hours: hours(d, '09:00', '13:00') },
        }),
      );
      expect(await refused(UPDATE_AV, { id: brunch.id, status: 'active' })).toMatchObject({
        message,
        extensions: { code: '527-3' },
      });
    });

    it('offers a listed item only inside its windows, and an unlisted one always', async () => {
      const [item, free] = [freshItem(), freshItem()];
      await ok(
        CREATE_AV,
        availability({
          item_ids: [item.id],
          execution_date: day(0),
          schedule: { from: day(0), to: day(30), hours: allDay(weekday(0)) },
        }),
      );
      expect(await available(item)).toBe(true);
      expect(await available(item, inDays(1))).toBe(false);
      expect(await available(free)).toBe(true);
      expect(await available(free, inDays(1))).toBe(true);
    });

    it('keeps a running window until the end of today, and refuses an edit with no day left (522-3)', async () => {
      const item = freshItem();
      const window = await ok<{ id: string }>(
        CREATE_AV,
        availability({
          item_ids: [item.id],
          execution_date: day(0),
          schedule: { from: day(0), to: day(30), hours: allDay(weekday(0)) },
        }),
      );
      const failed = await refused(UPDATE_AV, {
        id: window.id,
        schedule: { from: day(0), to: day(0), hours: allDay(weekday(0)) },
      });
      expect(failed.extensions).toMatchObject({ code: '522-3', key: 'errors.availability.editFailed' });

      // Moved to tomorrow's weekday: the item stays offered today, and tomorrow follows the new hours.
      await ok(UPDATE_AV, {
        id: window.id,
        schedule: { from: day(0), to: day(30), hours: allDay(weekday(1)) },
      });
      expect(await available(item)).toBe(true);
      expect(await available(item, inDays(1))).toBe(true);
      expect(await available(item, inDays(2))).toBe(false);
      // Deleting it lifts every restriction, and forgets the kept version.
      await ok(`mutation ($id: ID!) { deleteItemAvailability(id: $id) { id } }`, { id: window.id });
      expect(await available(item, inDays(2))).toBe(true);
      const kept = await sql`select 1 from promotion_version where record_id = ${window.id}`.execute(
        server.database.db,
      );
      expect(kept.rows).toHaveLength(0);
    });
  });

  describe('the queries', () => {
    it('refuse an unknown item and an instant without its offset', async () => {
      const missing = await refused(PRICE, { item: '00000000-0000-7000-8000-000000000000' });
      expect(missing.extensions.code).toBe('NOT_FOUND');
      expect((await refused(AVAILABLE, { item: 'not-an-id' })).extensions.code).toBe('NOT_FOUND');
      const local = await refused(PRICE, { item: items[0]!.id, at: '2026-03-02T18:00' });
      expect(local.extensions).toMatchObject({ code: 'BAD_REQUEST', key: 'errors.invalidInstant' });
    });

    it('are refused without the menu-items permission', async () => {
      const job = await owner<{ createJob: { id: string } }>(
        'mutation ($m: [JobModulesInput!]) { createJob(name: "Price reader", modules: $m) { id } }',
        { m: [{ code: 'menu-items', status: true, permissions: [{ code: 'special-price', status: true }] }] },
      );
      expect(job.errors).toBeUndefined();
      const employee = await owner(
        `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
          createEmployee(first_name: "Pia", last_name: "Reader", email: $email, password: $password,
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
        { job: job.data!.createJob.id, ...PRICE_READER },
      );
      expect(employee.errors).toBeUndefined();
      const { gql: reader } = await signIn(server, PRICE_READER);
      // The job opens special prices, not the menu items page the queries belong to.
      expect((await reader('{ allSpecialPrices(perPage: 1) { id } }')).errors).toBeUndefined();
      for (const query of [PRICE, AVAILABLE])
        expect(await refused(query, { item: items[0]!.id }, reader)).toMatchObject({
          message: 'You are not authorized!',
          extensions: { code: '597-1' },
        });
    });
  });
});
