import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import {
  addDays,
  comparedRange,
  DATE_PRESETS,
  presetRange,
  previousRange,
  rangeDays,
  rangeError,
  type DatePreset,
  type DateRange,
} from '../../../core/reports.js';
import type { Db } from '../../db/database.js';
import { storeCalendar, type StoreCalendar } from '../../services/calendar.js';
import { laborReport } from '../../services/reports/people.js';
import { average, netSales, salesBy } from '../../services/reports/sales.js';
import { rateSystemReport } from '../../services/reports/tickets.js';
import { readSurveySettings } from '../survey/settings.js';
import type { ReportModule, ReportOutput, ReportQuery } from '../../services/reports/types.js';

/**
 * The dashboards (/dashboard/analytics and /dashboard/ecommerce): today and a chosen period at a
 * glance, read from the report rollups and from the reports' own queries (labour from the labor
 * report, ratings from the rate-system report), so that a figure here and in its report agree.
 */

/** The period when none is asked. */
export const DEFAULT_PRESET: DatePreset = 'thisWeek';
/** How many items each ratings list shows (SPEC §9: top 10 liked and disliked). */
export const RATED_ITEMS = 10;
/** The middle of the 1–5 scale: above it an item is liked, below it disliked. */
const NEUTRAL_RATING = 3;
/** The channel of online orders (SPEC §3 application codes). */
export const ONLINE_SOURCE = 'olo';

export interface PeriodArgs {
  preset?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The period asked: two dates, else a preset (This Week when none), from the store's today. */
export function periodOf(
  args: PeriodArgs,
  { today, weekStart }: StoreCalendar,
): { preset: DatePreset | null; range: DateRange; previous: DateRange } {
  if (args.from || args.to) {
    const range = { from: args.from ?? '', to: args.to ?? '' };
    const bad = rangeError(range);
    if (bad) throw new AppError('VALIDATION', bad);
    return { preset: null, range, previous: comparedRange(range, null) };
  }
  const preset = (args.preset ?? DEFAULT_PRESET) as DatePreset;
  if (!DATE_PRESETS.includes(preset)) throw new AppError('VALIDATION', 'dashboard.errors.unknownPreset');
  const range = presetRange(preset, today, weekStart);
  return { preset, range, previous: comparedRange(range, preset) };
}

const query = (storeId: string, range: DateRange): ReportQuery => ({ storeId, ...range, filters: {} });

/** A cell of a report's totals row, by its column's key, as a number. */
function total(module: ReportModule, out: ReportOutput, key: string): number {
  return Number(out.totals?.[module.columns.findIndex((c) => c.key === key)] ?? 0);
}

export interface DashboardFigures extends DateRange {
  /** Cents. */
  netSales: number;
  checks: number;
  averageTicket: number;
  guests: number;
  /** Cents, as the labor report counts it. */
  laborCost: number;
  /** Labour cost in percent of net sales, two decimals; null without sales. */
  laborShare: number | null;
}

async function figures(db: Db, storeId: string, range: DateRange): Promise<DashboardFigures> {
  const q = query(storeId, range);
  const [sales] = await salesBy(db, q, null);
  const net = netSales(sales!);
  const labor = await laborReport.run(db, q);
  const laborCost = total(laborReport, labor, 'laborCost');
  return {
    ...range,
    netSales: net,
    checks: sales!.checks,
    averageTicket: average(net, sales!.checks),
    guests: sales!.guests,
    laborCost,
    laborShare: net ? Math.round((laborCost / net) * 10000) / 100 : null,
  };
}

/** Net sales per local hour 0–23 of a range, every hour present. */
async function salesByHour(db: Db, storeId: string, range: DateRange): Promise<number[]> {
  const found = new Map((await salesBy(db, query(storeId, range), 'hour')).map((h) => [h.key, netSales(h)]));
  return Array.from({ length: 24 }, (_, h) => found.get(String(h)) ?? 0);
}

export interface RatedItem {
  menuItem: string;
  ratings: number;
  average: number;
}

/**
 * The period's most liked and most disliked items, each with at least `minRatings` ratings (the
 * survey settings' "minimum likes to display").
 */
async function ratedItems(db: Db, storeId: string, range: DateRange, minRatings: number) {
  const out = await rateSystemReport.run(db, query(storeId, range));
  const at = (key: string) => rateSystemReport.columns.findIndex((c) => c.key === key);
  const [name, ratings, avg] = [at('menuItem'), at('ratings'), at('averageRating')];
  const items: RatedItem[] = out.rows
    .map((r) => ({
      menuItem: r.cells[name] ?? '',
      ratings: Number(r.cells[ratings]),
      average: Number(r.cells[avg]),
    }))
    .filter((x) => x.ratings >= minRatings);
  // The report lists the best average first (more ratings first among equals).
  const liked = items.filter((x) => x.average > NEUTRAL_RATING).slice(0, RATED_ITEMS);
  const disliked = items
    .filter((x) => x.average < NEUTRAL_RATING)
    .sort((a, b) => a.average - b.average || b.ratings - a.ratings || a.menuItem.localeCompare(b.menuItem))
    .slice(0, RATED_ITEMS);
  return { liked, disliked };
}

/** /dashboard/analytics: today beside yesterday, the period beside the one before, by hour, and the ratings. */
export async function readDashboard(db: Db, storeId: string, args: PeriodArgs, now = new Date()) {
  const calendar = await storeCalendar(db, storeId, now);
  const { today } = calendar;
  const { preset, range, previous: before } = periodOf(args, calendar);
  const day = { from: today, to: today };
  const minRatings = (await readSurveySettings(db, storeId)).min_likes;
  // One query after the other: the embedded database serves one at a time anyway.
  const [todayFigures, yesterday, period, previous] = [
    await figures(db, storeId, day),
    await figures(db, storeId, previousRange(day)),
    await figures(db, storeId, range),
    await figures(db, storeId, before),
  ];
  const [todayHours, periodHours, previousHours] = [
    await salesByHour(db, storeId, day),
    await salesByHour(db, storeId, range),
    await salesByHour(db, storeId, before),
  ];
  return {
    preset,
    today: todayFigures,
    yesterday,
    period,
    previous,
    hours: todayHours.map((t, hour) => ({
      hour,
      today: t,
      period: periodHours[hour]!,
      previous: previousHours[hour]!,
    })),
    minRatings,
    ...(await ratedItems(db, storeId, range, minRatings)),
  };
}

export interface OnlineFigures {
  orders: number;
  /** Net sales, cents. */
  sales: number;
  averageTicket: number;
}

/** Online orders (source `olo`) of a range from the sales rollup, as one row or grouped. */
async function onlineBy(
  db: Db,
  storeId: string,
  range: DateRange,
  by: 'date' | 'hour' | 'order_type' | null,
): Promise<(OnlineFigures & { key: string; label: string })[]> {
  const [key, label] =
    by === 'date'
      ? [sql`to_char(business_date, 'YYYY-MM-DD')`, sql`''`]
      : by === 'hour'
        ? [sql`hour::text`, sql`''`]
        : by === 'order_type'
          ? [sql`order_type_id::text`, sql`(array_agg(order_type_name order by business_date desc))[1]`]
          : [sql`''`, sql`''`];
  const { rows } = await sql<{ key: string; label: string; orders: string; sales: string }>`select
      ${key} as key, ${label} as label,
      coalesce(sum(checks), 0)::bigint as orders, coalesce(sum(subtotal - discount), 0)::bigint as sales
    from report_sales_hour
    where store_id = ${storeId} and source = ${ONLINE_SOURCE}
      and business_date between ${range.from}::date and ${range.to}::date
    ${by ? sql`group by 1` : sql``}`.execute(db);
  return rows.map((r) => {
    const orders = Number(r.orders);
    const sales = Number(r.sales);
    return { key: r.key, label: r.label ?? '', orders, sales, averageTicket: average(sales, orders) };
  });
}

async function onlineFigures(db: Db, storeId: string, range: DateRange) {
  const [row] = await onlineBy(db, storeId, range, null);
  return { ...range, orders: row!.orders, sales: row!.sales, averageTicket: row!.averageTicket };
}

const zero = { orders: 0, sales: 0, averageTicket: 0 };

/** Every date of a range, first to last. */
function datesOf(range: DateRange): string[] {
  return Array.from({ length: rangeDays(range) }, (_, i) => addDays(range.from, i));
}

/** /dashboard/ecommerce: online orders today and in the period, by day, by hour and by order type. */
export async function readOnlineDashboard(db: Db, storeId: string, args: PeriodArgs, now = new Date()) {
  const calendar = await storeCalendar(db, storeId, now);
  const { today } = calendar;
  const { preset, range, previous: before } = periodOf(args, calendar);
  const day = { from: today, to: today };
  const strip = ({ orders, sales, averageTicket }: OnlineFigures) => ({ orders, sales, averageTicket });
  const days = new Map((await onlineBy(db, storeId, range, 'date')).map((d) => [d.key, strip(d)]));
  const hours = new Map((await onlineBy(db, storeId, range, 'hour')).map((h) => [h.key, strip(h)]));
  const orderTypes = (await onlineBy(db, storeId, range, 'order_type')).sort(
    (a, b) => b.sales - a.sales || a.label.localeCompare(b.label),
  );
  return {
    preset,
    today: await onlineFigures(db, storeId, day),
    yesterday: await onlineFigures(db, storeId, previousRange(day)),
    period: await onlineFigures(db, storeId, range),
    previous: await onlineFigures(db, storeId, before),
    days: datesOf(range).map((date) => ({ date, ...(days.get(date) ?? zero) })),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, ...(hours.get(String(hour)) ?? zero) })),
    orderTypes: orderTypes.map((t) => ({ orderType: t.label, ...strip(t) })),
  };
}

/** A store's day beside the other stores': money in cents, in its own currency. */
export interface StoreGlance {
  id: string;
  name: string;
  currencySymbol: string;
  today: DashboardFigures;
  yesterday: DashboardFigures;
}

/**
 * Today against yesterday in each of the stores given, each by its own calendar (its business date
 * in its time zone): net sales, checks, average ticket and labour, as the dashboard counts them.
 */
export async function readStoresGlance(
  db: Db,
  stores: readonly { id: string; name: string }[],
  now = new Date(),
): Promise<StoreGlance[]> {
  const out: StoreGlance[] = [];
  // One store after the other: the embedded database serves one query at a time anyway.
  for (const store of stores) {
    const { today } = await storeCalendar(db, store.id, now);
    const day = { from: today, to: today };
    const info = await db
      .selectFrom('store_info')
      .select('currency_symbol')
      .where('store_id', '=', store.id)
      .executeTakeFirst();
    out.push({
      ...store,
      currencySymbol: (info?.currency_symbol as string | null) ?? '$',
      today: await figures(db, store.id, day),
      yesterday: await figures(db, store.id, previousRange(day)),
    });
  }
  return out;
}
