/**
 * Time cards in the office (SPEC §5): the cards of a date range with worked hours and totals, the
 * working days they belong to; the manager's writes are in writes.ts.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Schedule } from '../../../core/schedule.js';
import {
  addDays,
  hoursOf,
  isBusinessDate,
  openingOn,
  workedMinutes,
  type OtherCard,
  type TimeCardBreakDraft,
  type WorkingDaySpan,
} from '../../../core/time-cards.js';
import type { Db } from '../../db/database.js';
import { sameStore } from '../../db/joins.js';
import { isUuid } from '../../services/ids.js';
import { otherCards, previousClose, spanOf } from '../../pos/time-card-rules.js';
import { inWorkingDays } from '../../pos/working-day.js';

/** The longest range one list reads: a year. */
export const MAX_RANGE_DAYS = 366;

export interface TimeCardInput {
  employee_id: string | null;
  business_date: string | null;
  clock_in: string | null;
  clock_out: string | null;
  breaks?: TimeCardBreakDraft[] | null;
}

export interface CardRow {
  id: string;
  employee_id: string;
  first_name: string | null;
  last_name: string | null;
  working_day_id: string;
  business_date: string;
  working_day_status: 'open' | 'closed';
  clock_in: string;
  clock_out: string | null;
}

export const KEY = 'timeCards.errors';
const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

export const fieldError = (code: 'VALIDATION' | 'NOT_FOUND', field: string, key: string) =>
  new AppError(code, `${KEY}.${key}`, {}, [{ field, key: `${KEY}.${key}` }]);
const unknownEmployee = () => fieldError('NOT_FOUND', 'employee_id', 'unknownEmployee');
export const unknownCard = () => new AppError('NOT_FOUND', `${KEY}.unknownCard`);

/** The store's clock: its zone and opening hours. */
export async function storeClock(
  db: Db,
  storeId: string,
): Promise<{ timeZone: string; hours: Schedule | null; dayStart: string }> {
  const store = await db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const info = await db
    .selectFrom('store_info')
    .select(['opening_hours', 'business_day_start'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const raw = info?.opening_hours;
  const hours = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Schedule | null | undefined;
  return {
    timeZone: store.time_zone as string,
    hours: hours ?? null,
    dayStart: (info?.business_day_start as string | null | undefined) ?? '00:00',
  };
}

/** A range of business dates, checked: both dates real, in order, at most a year apart. */
function checkRange(from: string, to: string): void {
  if (!isBusinessDate(from)) throw fieldError('VALIDATION', 'from', 'dateInvalid');
  if (!isBusinessDate(to)) throw fieldError('VALIDATION', 'to', 'dateInvalid');
  if (from > to) throw fieldError('VALIDATION', 'to', 'rangeOrder');
  if (addDays(from, MAX_RANGE_DAYS - 1) < to)
    throw new AppError('VALIDATION', `${KEY}.rangeTooLong`, { days: MAX_RANGE_DAYS }, [
      { field: 'to', key: `${KEY}.rangeTooLong`, params: { days: MAX_RANGE_DAYS } },
    ]);
}

const DAY_COLUMNS = [
  'id',
  sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'),
  'status',
  'opened_at',
  'closed_at',
] as const;

const toDay = (r: Record<string, unknown>): WorkingDaySpan => ({
  id: r.id as string,
  business_date: r.business_date as string,
  status: r.status as 'open' | 'closed',
  opened_at: iso(r.opened_at),
  closed_at: isoOrNull(r.closed_at),
});

export async function daysBetween(
  db: Db,
  storeId: string,
  from: string,
  to: string,
): Promise<WorkingDaySpan[]> {
  const rows = await db
    .selectFrom('working_day')
    .select([...DAY_COLUMNS])
    .where('store_id', '=', storeId)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .orderBy('business_date')
    .orderBy('opened_at')
    .execute();
  return rows.map(toDay);
}

/** The working days of a range of business dates, oldest first. */
export async function listWorkingDays(db: Db, storeId: string, from: string, to: string) {
  checkRange(from, to);
  return daysBetween(db, storeId, from, to);
}

export async function breaksOf(db: Db, storeId: string, cardIds: string[]) {
  const byCard = new Map<string, { id: string; break_in: string; break_out: string }[]>();
  if (!cardIds.length) return byCard;
  const rows = await db
    .selectFrom('time_card_break')
    .select(['id', 'time_card_id', 'break_in', 'break_out'])
    .where('store_id', '=', storeId)
    .where('time_card_id', 'in', cardIds)
    .orderBy('break_in')
    .execute();
  for (const r of rows) {
    const list = byCard.get(r.time_card_id as string) ?? [];
    list.push({ id: r.id as string, break_in: iso(r.break_in), break_out: iso(r.break_out) });
    byCard.set(r.time_card_id as string, list);
  }
  return byCard;
}

export function cardsQuery(db: Db, storeId: string) {
  return inWorkingDays(db, 'time_card', 'tc', 'wd')
    .leftJoin('employee as e', sameStore('e', 'tc', 'employee_id'))
    .select([
      'tc.id',
      'tc.employee_id',
      'e.first_name',
      'e.last_name',
      'tc.working_day_id',
      'wd.status as working_day_status',
      'tc.clock_in',
      'tc.clock_out',
    ])
    .where('tc.store_id', '=', storeId);
}

/** A card as the API answers it: its times, breaks and worked time. */
export function shapeCard(
  r: CardRow,
  breaks: { id: string; break_in: string; break_out: string }[],
  now: number,
) {
  const card = { clock_in: iso(r.clock_in), clock_out: isoOrNull(r.clock_out), breaks };
  const worked = workedMinutes(card, now);
  return {
    id: r.id,
    employee_id: r.employee_id,
    first_name: r.first_name ?? '',
    last_name: r.last_name ?? '',
    working_day_id: r.working_day_id,
    business_date: r.business_date,
    working_day_status: r.working_day_status,
    ...card,
    breaks: breaks.map((b) => ({
      ...b,
      minutes: Math.round((Date.parse(b.break_out) - Date.parse(b.break_in)) / 60_000),
    })),
    worked_minutes: worked,
    hours: hoursOf(worked),
  };
}

export async function employeeInStore(db: Db, storeId: string, id: string, lock: boolean) {
  if (!isUuid(id)) throw unknownEmployee();
  let q = db
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name'])
    .where('store_id', '=', storeId)
    .where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw unknownEmployee();
  return row;
}

/** The store's employees, by name: whom a card can be entered for. */
export async function listEmployees(db: Db, storeId: string) {
  return db
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name', 'status'])
    .where('store_id', '=', storeId)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/**
 * The cards of a range of business dates (inclusive), by date and clock-in, each with its worked
 * time (a card still clocked in counts to now), with totals per employee and overall.
 */
export async function listTimeCards(
  db: Db,
  storeId: string,
  args: { from: string; to: string; employee_id?: string | null },
  now = Date.now(),
) {
  checkRange(args.from, args.to);
  if (args.employee_id) await employeeInStore(db, storeId, args.employee_id, false);
  let q = cardsQuery(db, storeId)
    .where('wd.business_date', '>=', args.from)
    .where('wd.business_date', '<=', args.to);
  if (args.employee_id) q = q.where('tc.employee_id', '=', args.employee_id);
  const rows = (await q
    .orderBy('wd.business_date')
    .orderBy('tc.clock_in')
    .orderBy('tc.id')
    .execute()) as CardRow[];
  const breaks = await breaksOf(
    db,
    storeId,
    rows.map((r) => r.id),
  );
  const cards = rows.map((r) => shapeCard(r, breaks.get(r.id) ?? [], now));
  const totals = new Map<
    string,
    { employee_id: string; first_name: string; last_name: string; cards: number; worked_minutes: number }
  >();
  for (const c of cards) {
    const t = totals.get(c.employee_id) ?? {
      employee_id: c.employee_id,
      first_name: c.first_name,
      last_name: c.last_name,
      cards: 0,
      worked_minutes: 0,
    };
    t.cards += 1;
    t.worked_minutes += c.worked_minutes;
    totals.set(c.employee_id, t);
  }
  const worked = cards.reduce((sum, c) => sum + c.worked_minutes, 0);
  const { timeZone } = await storeClock(db, storeId);
  return {
    cards,
    totals: [...totals.values()]
      .sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`))
      .map((t) => ({ ...t, hours: hoursOf(t.worked_minutes) })),
    worked_minutes: worked,
    hours: hoursOf(worked),
    time_zone: timeZone,
    now: new Date(now).toISOString(),
  };
}

/**
 * What the form checks a card against before sending it: the date's working day, the store's opening
 * time that day, the employee's cards around it, now and the store's zone — the server checks the
 * same again when the card is saved.
 */
export async function timeCardContext(
  db: Db,
  storeId: string,
  args: { business_date: string; employee_id?: string | null; exclude_id?: string | null },
  now = Date.now(),
) {
  if (!isBusinessDate(args.business_date)) throw fieldError('VALIDATION', 'business_date', 'dateInvalid');
  const { timeZone, hours } = await storeClock(db, storeId);
  const days = await Promise.all(
    (await daysBetween(db, storeId, args.business_date, args.business_date)).map(async (d) => {
      const before = await previousClose(db, storeId, d);
      return { ...d, previous_close: before === null ? null : new Date(before).toISOString() };
    }),
  );
  const opening = openingOn(hours, args.business_date, timeZone);
  let others: OtherCard[] = [];
  if (args.employee_id) {
    await employeeInStore(db, storeId, args.employee_id, false);
    const spans = days.map((d) => spanOf(d, d.previous_close ? Date.parse(d.previous_close) : null, {}, now));
    others = await otherCards(
      db,
      storeId,
      args.employee_id,
      { from: Math.min(...spans.map((s) => s.from), now), to: Math.max(...spans.map((s) => s.to), now) },
      args.exclude_id && isUuid(args.exclude_id) ? args.exclude_id : null,
      false,
    );
  }
  return {
    working_days: days,
    opening_at: opening ? new Date(opening.at).toISOString() : null,
    opening_hour: opening?.hour ?? null,
    cards: others,
    time_zone: timeZone,
    now: new Date(now).toISOString(),
  };
}
