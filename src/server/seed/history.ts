import { sql } from 'kysely';
import {
  businessDate,
  checkTotals,
  itemGross,
  type CheckInput,
  type CheckItemInput,
  type KitchenResendInput,
} from '../../core/checks.js';
import { zonedWallTime } from '../../core/formats.js';
import type { Db } from '../db/database.js';
import { sameStore } from '../db/joins.js';
import { refreshStatistics } from '../db/statistics.js';
import { uuidv7 } from '../services/ids.js';
import { loadCatalog, type Catalog } from '../pos/catalog.js';
import { recordChecks } from '../pos/checks.js';
import { recordKitchenResends } from '../pos/kitchen-resends.js';
import { recordTimeCard } from '../pos/time-cards.js';
import { closeWorkingDay, openWorkingDay } from '../pos/working-day.js';

/**
 * A store's past, made up from a seed: working days with lunch and dinner peaks and busier
 * weekends, popular and less popular items, modifiers, voids, refunds, discounts, tips, cash and
 * cards, online orders, kitchen resends, and servers whose time cards cover their checks. Everything is written through the same
 * service functions the device API uses, one transaction per day.
 */
export interface HistoryOptions {
  days: number;
  /** Checks on an ordinary Thursday; other days scale from it. */
  perDay: number;
  seed: number;
  /** The business date after the last generated day (default: today in the store's zone). */
  until?: string;
  /** Called after each day is written. */
  onDay?: (date: string, checks: number) => void;
}

/** Mulberry32: a small, fast generator, the same numbers from the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(list: readonly T[], weights: readonly number[], sum: number) => {
    let r = next() * sum;
    for (let i = 0; i < list.length; i++) if ((r -= weights[i]!) <= 0) return list[i]!;
    return list[list.length - 1]!;
  };
  return { next, normal, int, pick, weighted };
}

/** Checks on each weekday (Sunday first) against a Thursday. */
export const WEEKDAY_FACTOR = [1.15, 0.8, 0.85, 0.9, 1, 1.3, 1.4];

/** Minutes after midnight a check opens: a lunch peak, a dinner peak and a few in between. */
function openingMinute(rnd: ReturnType<typeof random>): number {
  const r = rnd.next();
  const m =
    r < 0.45 ? 12.5 * 60 + rnd.normal() * 45 : r < 0.9 ? 19.25 * 60 + rnd.normal() * 65 : rnd.int(600, 1350);
  return Math.round(Math.min(22.5 * 60, Math.max(10 * 60, m)));
}

/** The instant of a local date and minute in a time zone. */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, mo - 1, d, 0, minute);
  const offset = (at: number) => {
    const w = zonedWallTime(new Date(at), timeZone)!;
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - at;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface MenuItem {
  id: string;
  price: number;
  taxRate: number;
  modifiers: { id: string; price: number }[];
}

interface Setting {
  catalog: Catalog;
  menu: MenuItem[];
  popularity: number[];
  popularitySum: number;
  servers: string[];
  /** A manager approves voids that need it; without one, only voids that need no approval happen. */
  manager: string | undefined;
  deviceId: string;
  numberBlock: number;
  orderTypes: string[];
  /** Order types online ordering takes (their `olo` flag), else every one. */
  oloOrderTypes: string[];
  cash: string;
  cards: string[];
  voidReasons: { id: string; managerApproval: boolean }[];
}

async function settingOf(db: Db, storeId: string, seed: number): Promise<Setting | null> {
  const catalog = await loadCatalog(db, storeId);
  const of = (table: string) => db.selectFrom(table).where('store_id', '=', storeId);
  /** The store's active rows of a table, in the order of their ids. */
  const active = (table: string, columns: string[]) =>
    of(table).select(columns).where('status', '=', 'active').orderBy('id').execute();
  const items = await active('menu_item', ['id', 'prices', 'tax_id']);
  const taxes = await of('tax').select(['id', 'rate', 'is_default']).execute();
  const defaultTax = taxes.find((t) => t.is_default);
  const rate = new Map(taxes.map((t) => [t.id as string, Number(t.rate)]));
  const links = await db
    .selectFrom('menu_item_modifier_group_ids as g')
    .innerJoin('modifier_group_modifier_item_ids as m', (j) =>
      j.onRef('m.store_id', '=', 'g.store_id').onRef('m.owner_id', '=', 'g.target_id'),
    )
    .innerJoin('modifier_item as mi', sameStore('mi', 'm', 'target_id'))
    .select(['g.owner_id as item', 'mi.id as modifier', 'mi.price as price'])
    .where('g.store_id', '=', storeId)
    .orderBy('g.owner_id')
    .orderBy('mi.id')
    .execute();
  const employees = await active('employee', ['id', 'manager', 'time_card_only']);
  // The device with the largest sequential block takes the orders: numbers are unique in a working day.
  const devices = await of('device')
    .select(['id', 'number_block'])
    .where('status', '=', 'active')
    .orderBy('number_block', 'desc')
    .orderBy('name')
    .execute();
  const orderTypes = await active('order_type', ['id', 'olo']);
  const payments = await active('payment', ['id', 'type']);
  const voids = await active('void_reason', ['id', 'manager_approval']);
  const servers = employees.filter((e) => !e.time_card_only).map((e) => e.id as string);
  const cash = payments.find((p) => p.type === 'cash');
  const cards = payments
    .filter((p) => p.type === 'credit-card' || p.type === 'debit-card')
    .map((p) => p.id as string);
  if (!items.length || !servers.length || !devices.length || !orderTypes.length || !cash) return null;
  const menu: MenuItem[] = items.map((i) => ({
    id: i.id as string,
    price: Math.round(Number((i.prices as { price: number }[])[0]!.price) * 100),
    taxRate: rate.get((i.tax_id as string) ?? '') ?? Number(defaultTax?.rate ?? 0),
    modifiers: links
      .filter((l) => l.item === i.id)
      .map((l) => ({ id: l.modifier as string, price: Math.round(Number(l.price ?? 0) * 100) })),
  }));
  // Popularity: a few favourites and a long tail, in an order of the seed's choosing.
  const rnd = random(seed ^ 0x5eed);
  const rank = menu.map((_, i) => i).sort(() => rnd.next() - 0.5);
  const popularity = menu.map((_, i) => 1 / Math.pow(rank.indexOf(i) + 1, 0.9));
  return {
    catalog,
    menu,
    popularity,
    popularitySum: popularity.reduce((a, b) => a + b, 0),
    servers,
    manager: employees.find((e) => e.manager)?.id as string | undefined,
    deviceId: devices[0]!.id as string,
    numberBlock: Number(devices[0]!.number_block),
    orderTypes: orderTypes.map((o) => o.id as string),
    oloOrderTypes: (orderTypes.some((o) => o.olo === true)
      ? orderTypes.filter((o) => o.olo === true)
      : orderTypes
    ).map((o) => o.id as string),
    cash: cash.id as string,
    cards: cards.length ? cards : [cash.id as string],
    voidReasons: voids
      .map((v) => ({ id: v.id as string, managerApproval: v.manager_approval === true }))
      .filter((v) => !v.managerApproval || employees.some((e) => e.manager)),
  };
}

/** The day's checks, each complete with totals and payments, and the servers' working hours. */
function dayOf(s: Setting, date: string, perDay: number, rnd: ReturnType<typeof random>, zone: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const count = Math.max(1, Math.round(perDay * WEEKDAY_FACTOR[weekday]! * (0.9 + rnd.next() * 0.2)));
  // Servers: the lunch team and the dinner team, a third on the busiest days.
  const team = [...s.servers].sort(() => rnd.next() - 0.5);
  const lunch = team[0]!;
  const dinner = team[1 % team.length]!;
  const swing = count > perDay * 1.2 && team.length > 2 ? team[2]! : undefined;
  const at = (minute: number) => zonedInstant(date, minute, zone);
  const checks: CheckInput[] = [];
  const minutes = Array.from({ length: count }, () => openingMinute(rnd)).sort((a, b) => a - b);
  const worked = new Map<string, { first: number; last: number }>();
  minutes.forEach((minute, n) => {
    const candidates = [minute < 16 * 60 ? lunch : dinner, ...(swing && minute >= 11 * 60 ? [swing] : [])];
    const server = rnd.pick(candidates);
    const guests = rnd.weighted([1, 2, 2, 3, 4, 5, 6, 8], [3, 5, 3, 2, 3, 1, 1, 0.3], 18.3);
    const lines = Math.max(1, Math.round(guests * (0.9 + rnd.next() * 0.8)));
    const items: CheckItemInput[] = [];
    for (let i = 0; i < lines; i++) {
      const m = rnd.weighted(s.menu, s.popularity, s.popularitySum);
      const quantity = rnd.next() < 0.12 ? 2 : 1;
      const modifiers =
        m.modifiers.length && rnd.next() < 0.35
          ? [{ modifier_item_id: rnd.pick(m.modifiers).id, quantity: 1, price: 0 }]
          : [];
      for (const mod of modifiers) mod.price = m.modifiers.find((x) => x.id === mod.modifier_item_id)!.price;
      const item: CheckItemInput = {
        menu_item_id: m.id,
        quantity,
        unit_price: m.price,
        modifiers,
        discount: 0,
        tax: 0,
      };
      const gross = itemGross(item);
      if (rnd.next() < 0.05) item.discount = Math.round(gross * 0.1);
      item.tax = Math.round(((gross - item.discount) * m.taxRate) / 100);
      if (s.voidReasons.length && rnd.next() < 0.03) {
        const reason = rnd.pick(s.voidReasons);
        item.void = {
          reason_id: reason.id,
          ...(reason.managerApproval && s.manager ? { approved_by: s.manager } : {}),
        };
      }
      items.push(item);
    }
    const duration = guests >= 3 ? rnd.int(40, 95) : rnd.int(15, 60);
    const closeMinute = minute + duration;
    const voided = rnd.next() < 0.01 || items.every((i) => i.void);
    const gratuity = guests >= 6 ? 1 : 0;
    const check: CheckInput = {
      number: (n % s.numberBlock) + 1,
      order_type_id: rnd.pick(s.orderTypes),
      table_name: guests > 1 ? `T${rnd.int(1, 20)}` : undefined,
      server_id: server,
      guests,
      opened_at: at(minute).toISOString(),
      closed_at: at(closeMinute).toISOString(),
      status: voided ? 'voided' : 'closed',
      items,
      discount: 0,
      gratuity: 0,
      subtotal: 0,
      tax: 0,
      total: 0,
      payments: [],
      refunds: [],
      ratings: [],
    };
    if (!check.table_name) delete check.table_name;
    const base = checkTotals(check);
    if (!voided) {
      if (gratuity) check.gratuity = Math.round(base.subtotal * 0.18);
      const totals = checkTotals(check);
      check.subtotal = totals.subtotal;
      check.tax = totals.tax;
      check.total = totals.total;
      const paidAt = check.closed_at!;
      if (totals.total > 0) {
        if (rnd.next() < 0.35) {
          const tendered = Math.ceil(totals.total / 500) * 500 + (rnd.next() < 0.4 ? 1000 : 0);
          check.payments.push({
            payment_id: s.cash,
            amount: tendered,
            tip: rnd.next() < 0.4 ? rnd.int(1, 5) * 100 : 0,
            change: tendered - totals.total,
            paid_at: paidAt,
          });
        } else {
          const tip = gratuity ? 0 : Math.round(totals.subtotal * (0.15 + rnd.next() * 0.07));
          const last = String(rnd.int(0, 9999)).padStart(4, '0');
          check.payments.push({
            payment_id: rnd.pick(s.cards),
            amount: totals.total,
            tip,
            change: 0,
            card_number: `************${last}`,
            account_type: rnd.pick(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']),
            entry_type: rnd.pick(['chip', 'chip', 'contactless', 'swiped', 'manual']),
            auth_code: rnd.int(100000, 999999).toString(36).toUpperCase(),
            approval_code: String(rnd.int(0, 999999)).padStart(6, '0'),
            terminal_number: 'T-01',
            transaction_id: `TX-${date.replace(/-/g, '')}-${n + 1}`,
            authorized_amount: totals.total + tip,
            expiration: `${String(rnd.int(1, 12)).padStart(2, '0')}/${rnd.int(27, 31)}`,
            paid_at: paidAt,
          });
          if (rnd.next() < 0.01)
            check.refunds.push({
              payment: 0,
              amount: Math.max(1, Math.round(totals.total * 0.3)),
              reason: 'Customer complaint',
              employee_id: s.manager ?? server,
              refunded_at: at(closeMinute + 5).toISOString(),
            });
        }
      }
      if (rnd.next() < 0.08) {
        const rated = rnd.pick(items);
        check.ratings.push({
          menu_item_id: rated.menu_item_id,
          rating: rnd.weighted([5, 4, 3, 2, 1], [50, 30, 10, 6, 4], 100),
          rated_at: at(closeMinute + 30).toISOString(),
        });
      }
    } else {
      check.payments = [];
    }
    checks.push(check);
    const w = worked.get(server) ?? { first: minute, last: closeMinute };
    worked.set(server, { first: Math.min(w.first, minute), last: Math.max(w.last, closeMinute) });
  });
  return { checks, worked };
}

/** Share of the checks that come from online ordering, and of the checks with a kitchen resend. */
const ONLINE_SHARE = 0.12;
const RESEND_SHARE = 1 / 60;
const RESEND_REASONS = ['Wrong temperature', 'Dropped', 'Missing item', 'Customer request', 'Late ticket'];

/**
 * Online orders and kitchen resends of a day, drawn from their own stream of the seed so that the rest
 * of the history reads the same: about one check in eight comes from online ordering (on an order
 * type it takes, no table), and about one in sixty has one of its lines resent by its server.
 */
function channelsOf(s: Setting, checks: CheckInput[], rnd: ReturnType<typeof random>) {
  const resends: { check: number; line: number; input: Omit<KitchenResendInput, 'check_id'> }[] = [];
  checks.forEach((check, n) => {
    if (rnd.next() < ONLINE_SHARE) {
      check.source = 'olo';
      check.order_type_id = rnd.pick(s.oloOrderTypes);
      delete check.table_name;
    }
    if (check.status === 'voided' || rnd.next() >= RESEND_SHARE) return;
    const live = check.items.flatMap((item, i) => (item.void ? [] : [i]));
    if (!live.length) return;
    const index = rnd.pick(live);
    const opened = Date.parse(check.opened_at);
    const closed = Date.parse(check.closed_at ?? check.opened_at);
    const resentAt = opened + Math.floor(rnd.next() * Math.max(1, closed - opened));
    resends.push({
      check: n,
      line: index + 1,
      input: {
        id: uuidv7(resentAt),
        employee_id: check.server_id,
        quantity: check.items[index]!.quantity,
        reason: rnd.pick(RESEND_REASONS),
        resent_at: new Date(resentAt).toISOString(),
      },
    });
  });
  return resends;
}

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
  const until = options.until ?? businessDate(new Date(), zone);
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
  const scope = { storeId, deviceId: setting.deviceId };
  let written = 0;
  for (let d = options.days; d >= 1; d--) {
    const date = addDays(until, -d);
    const { checks, worked } = dayOf(setting, date, options.perDay, rnd, zone);
    const resends = channelsOf(setting, checks, channels);
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
