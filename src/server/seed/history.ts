import { sql } from 'kysely';
import { businessDate } from '../../core/checks.js';
import type { Db } from '../db/database.js';
import { refreshStatistics } from '../db/statistics.js';
import { uuidv7 } from '../services/ids.js';
import { recordChecks } from '../pos/checks.js';
import { recordKitchenResends } from '../pos/kitchen-resends.js';
import { recordTimeCard } from '../pos/time-cards.js';
import { closeWorkingDay, openWorkingDay } from '../pos/working-day.js';
import { channelsOf, dayOf, zonedInstant } from './history-day.js';
import { guestsFor, guestsOf, type HistoryGiftCards } from './history-guests.js';
import { random } from './history-random.js';
import { settingOf } from './history-setting.js';

/**
 * A store's past, made up from a seed: working days with lunch and dinner peaks and busier
 * weekends, popular and less popular items, modifiers, voids, refunds, discounts, tips, cash and
 * cards, online orders, kitchen resends, and servers whose time cards cover their checks; with
 * `guests`, customers, coupons, gift cards and house accounts. Everything is written through the same
 * service functions the device API uses, one transaction per day.
 */
export interface HistoryOptions {
  days: number;
  /** Checks on an ordinary Thursday; other days scale from it. */
  perDay: number;
  seed: number;
  /** The business date after the last generated day (default: today in the store's zone, or yesterday before 02:00 there). */
  until?: string;
  /**
   * With it, some checks name a customer, redeem a coupon, or are paid with one of these gift cards or
   * on the customer's house account (history-guests.ts).
   */
  guests?: { giftCards?: HistoryGiftCards };
  /** Called after each day is written. */
  onDay?: (date: string, checks: number) => void;
}

/** The hour after which the day before is wholly past: its close (01:00) and every clock-out. */
const HISTORY_DAY_END = '02:00';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes `days` past working days for a store, ending the day before `until`. Does nothing for a
 * store without menu items, servers, a device, an order type or a cash payment.
 */
export async function generateHistory(db: Db, storeId: string, options: HistoryOptions): Promise<number> {
  const setting = await settingOf(db, storeId, options.seed);
  if (!setting || options.days <= 0) return 0;
  const open = await db
    .selectFrom('working_day')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  // The past is written before today's working day: an open day is the store's own, left alone.
  if (open) throw new Error('The store has an open working day: close it before generating history.');
  const zone = setting.catalog.timeZone;
  // A generated day closes at 01:00 the morning after, and its last time cards end before that: until
  // 02:00 in the store's zone, yesterday is not over yet, so the history ends the day before it.
  const until = options.until ?? businessDate(new Date(), zone, HISTORY_DAY_END);
  // The past is written oldest first, each day after the last one closed: it cannot go under history
  // the store already has.
  const latest = await sql<{ date: string | null }>`select to_char(max(business_date), 'YYYY-MM-DD') as date
    from working_day where store_id = ${storeId}`.execute(db);
  const first = addDays(until, -options.days);
  const had = latest.rows[0]?.date ?? null;
  if (had && had >= first)
    throw new Error(
      `The store already has working days up to ${had}: history is generated into a store without ` +
        `any from ${first} on (a first start with SEED_HISTORY_DAYS=0 leaves the demo stores without history).`,
    );
  const rnd = random(options.seed);
  const channels = random(options.seed ^ 0x0c4a);
  const guestStream = random(options.seed ^ 0x6e57);
  const guests = options.guests
    ? await guestsOf(db, storeId, setting.catalog, options.guests.giftCards)
    : undefined;
  const scope = { storeId, deviceId: setting.deviceId };
  let written = 0;
  for (let d = options.days; d >= 1; d--) {
    const date = addDays(until, -d);
    const { checks, worked } = dayOf(setting, date, options.perDay, rnd, zone);
    const resends = channelsOf(setting, checks, channels);
    if (guests) guestsFor(guests, checks, guestStream);
    if (checks.length > setting.numberBlock)
      throw new Error(
        `${checks.length} checks in a day need a device whose sequential number block is at least that`,
      );
    await db.transaction().execute(async (tx) => {
      // The day before was closed; this one opens in the morning and closes at night.
      await closeWorkingDay(tx, storeId, zonedInstant(date, 8 * 60, zone));
      await openWorkingDay(tx, storeId, zonedInstant(date, 9 * 60, zone), zone);
      const answers = await recordChecks(
        tx,
        scope,
        checks.map((input) => ({ input })),
        setting.catalog,
      );
      if (resends.length) {
        const checkIds = resends.map((r) => answers[r.check]!.check.id);
        const lines = await tx
          .selectFrom('check_item')
          .select(['id', 'check_id', 'line'])
          .where('store_id', '=', storeId)
          .where('check_id', 'in', checkIds)
          .execute();
        const itemOf = new Map(
          lines.map((l) => [`${l.check_id as string}:${Number(l.line)}`, l.id as string]),
        );
        await recordKitchenResends(
          tx,
          scope,
          resends.map((r, k) => ({
            input: {
              ...r.input,
              check_id: checkIds[k]!,
              check_item_id: itemOf.get(`${checkIds[k]!}:${r.line}`)!,
            },
          })),
          setting.catalog,
        );
      }
      for (const [employee, w] of [...worked].sort(([a], [b]) => a.localeCompare(b))) {
        const clockIn = w.first - 30 - rnd.int(0, 15);
        const clockOut = w.last + 15 + rnd.int(0, 20);
        const breaks =
          clockOut - clockIn > 6 * 60
            ? [
                {
                  break_in: zonedInstant(date, clockIn + 240, zone),
                  break_out: zonedInstant(date, clockIn + 270, zone),
                },
              ]
            : [];
        await recordTimeCard(
          tx,
          scope,
          {
            id: uuidv7(zonedInstant(date, clockIn, zone).getTime()),
            employee_id: employee,
            clock_in: zonedInstant(date, clockIn, zone).toISOString(),
            clock_out: zonedInstant(date, clockOut, zone).toISOString(),
            breaks: breaks.map((b) => ({
              break_in: b.break_in.toISOString(),
              break_out: b.break_out.toISOString(),
            })),
          },
          setting.catalog,
        );
      }
      await closeWorkingDay(tx, storeId, zonedInstant(date, 24 * 60 + 60, zone));
    });
    written += checks.length;
    options.onDay?.(date, checks.length);
  }
  return written;
}

/**
 * What `npm run seed:history` runs: the store of a slug, its device with the largest sequential
 * block raised when a busy day would not fit in it, and then its history. The seconds are those of
 * the generation alone.
 */
export async function seedStoreHistory(
  db: Db,
  slug: string,
  options: HistoryOptions & { log?: (message: string) => void },
): Promise<{ storeId: string; checks: number; seconds: number }> {
  const store = await db
    .selectFrom('store')
    .select('id')
    .where(({ fn }) => fn('lower', ['slug']), '=', slug.toLowerCase())
    .executeTakeFirst();
  if (!store) throw new Error(`No store with the slug "${slug}"`);
  const storeId = store.id as string;
  // A busy day (Saturday, 1.4 times a Thursday, and some) must fit in one device's number block.
  const needed = Math.ceil(options.perDay * 1.6);
  const device = await db
    .selectFrom('device')
    .select(['id', 'name', 'number_block'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('number_block', 'desc')
    .orderBy('name')
    .executeTakeFirst();
  if (device && Number(device.number_block) < needed) {
    await db
      .updateTable('device')
      .set({ number_block: 999999 })
      .where('store_id', '=', storeId)
      .where('id', '=', device.id as string)
      .execute();
    options.log?.(
      `${device.name}: sequential number block raised to 999999 for ${options.perDay} checks a day`,
    );
  }
  const started = performance.now();
  const checks = await generateHistory(db, storeId, options);
  const seconds = (performance.now() - started) / 1000;
  await refreshStatistics(db);
  return { storeId, checks, seconds };
}
