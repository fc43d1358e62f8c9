/**
 * Closing the store's working day (SPEC §4): irreversible, refused while a shift is open, and every
 * employee still clocked in is clocked out at the close time. Checks still open are named, and the
 * close asks whether to close them as they are or leave them open into the next day
 * (close-day-checks.ts). Everything is checked before anything
 * is written, in one transaction that holds the open day's row, so two closes at once (two server
 * processes, a manager and the schedule) close it once.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { sameStore } from '../../db/joins.js';
import { refreshStatistics } from '../../db/statistics.js';
import type { StoreEvents } from '../../realtime/store-events.js';
import { closeOpenChecks, openChecksOf, type OpenCheck, type OpenChecksChoice } from './open-checks.js';
import { logEvent } from '../../services/events.js';

/** The system log's name for a working day. */
export const WORKING_DAY_ENTITY = 'working-day';

/** The refusals of a close (SPEC §8), as i18n keys. */
export const CLOSE_DAY_ERRORS = {
  noWorkingDays: 'closeDay.errors.noWorkingDays',
  noOpenDay: 'closeDay.errors.noOpenDay',
  openShifts: 'closeDay.errors.openShifts',
  openChecks: 'closeDay.errors.openChecks',
  clockOutImpossible: 'closeDay.errors.clockOutImpossible',
} as const;

/** Who closes: a signed-in user, or the store's automatic close at its set time. */
export type Closer = { userId: string; userName: string } | 'schedule';

export interface OpenShift {
  id: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  /** "First Last", as refusals name people. */
  employee: string;
  device: string;
  opened_at: string;
}

export interface ClockedIn {
  /** The time card's id. */
  id: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  employee: string;
  clock_in: string;
}

export interface OpenDay {
  id: string;
  business_date: string;
  opened_at: string;
  /** Checks recorded in the day so far, and the total of those not voided, in cents. */
  checks: number;
  sales: number;
  shifts: OpenShift[];
  clocked_in: ClockedIn[];
  /** The store's checks still open, this day's and those left open by earlier closes. */
  open_checks: OpenCheck[];
}

export interface CloseDayStatus {
  has_working_days: boolean;
  day: OpenDay | null;
}

export interface ClosedDay {
  id: string;
  business_date: string;
  opened_at: string;
  closed_at: string;
  /** The time cards clocked out by the close, at its time. */
  clocked_out: (ClockedIn & { clock_out: string })[];
  /** The checks that were open, and what the close did with them. */
  open_checks: OpenCheck[];
  open_checks_choice: OpenChecksChoice | null;
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const fullName = (first: unknown, last: unknown) => `${String(first ?? '')} ${String(last ?? '')}`.trim();
/** The people a refusal names, each once, in the order of the list. */
const namesOf = (people: { employee: string }[]) => [...new Set(people.map((p) => p.employee))].join(', ');

interface DayRow {
  id: string;
  business_date: string;
  opened_at: string;
}

async function openDayRow(db: Db, storeId: string, lock: boolean): Promise<DayRow | null> {
  let query = db
    .selectFrom('working_day')
    .select(['id', sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'), 'opened_at'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'open');
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? { id: row.id as string, business_date: row.business_date, opened_at: iso(row.opened_at) }
    : null;
}

async function hasWorkingDays(db: Db, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('working_day')
    .select('id')
    .where('store_id', '=', storeId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** A row of the day (a shift, a time card) with its employee, as refusals name them. */
const personOf = (r: Record<string, unknown>) => ({
  id: r.id as string,
  employee_id: r.employee_id as string,
  first_name: String(r.first_name ?? ''),
  last_name: String(r.last_name ?? ''),
  employee: fullName(r.first_name, r.last_name),
});

/**
 * The day's rows of a table (as `x`) not yet ended (`end` is null), with their employee (as `e`),
 * earliest `start` first: the shifts still open, the time cards without a clock-out.
 */
const unendedOf = (
  db: Db,
  table: 'shift' | 'time_card',
  storeId: string,
  dayId: string,
  start: string,
  end: string,
) =>
  db
    .selectFrom(`${table} as x`)
    .leftJoin('employee as e', sameStore('e', 'x', 'employee_id'))
    .where('x.store_id', '=', storeId)
    .where('x.working_day_id', '=', dayId)
    .where(`x.${end}`, 'is', null)
    .orderBy(`x.${start}`)
    .orderBy('x.id');

/** The day's shifts still open, with their employee and device, oldest first. */
async function openShiftsOf(db: Db, storeId: string, dayId: string): Promise<OpenShift[]> {
  const rows = await unendedOf(db, 'shift', storeId, dayId, 'opened_at', 'closed_at')
    .leftJoin('device as d', sameStore('d', 'x', 'device_id'))
    .select(['x.id', 'x.employee_id', 'x.opened_at', 'e.first_name', 'e.last_name', 'd.name as device'])
    .execute();
  return rows.map((r) => ({
    ...personOf(r),
    device: String(r.device ?? ''),
    opened_at: iso(r.opened_at),
  }));
}

/** The day's time cards without a clock-out, with the latest end of their breaks, earliest clock-in first. */
async function clockedInOf(
  db: Db,
  storeId: string,
  dayId: string,
): Promise<(ClockedIn & { breaks_end: string | null })[]> {
  const rows = await unendedOf(db, 'time_card', storeId, dayId, 'clock_in', 'clock_out')
    .select([
      'x.id',
      'x.employee_id',
      'x.clock_in',
      'e.first_name',
      'e.last_name',
      sql<string | null>`(select max(b.break_out) from time_card_break b
        where b.store_id = x.store_id and b.time_card_id = x.id)`.as('breaks_end'),
    ])
    .execute();
  return rows.map((r) => ({
    ...personOf(r),
    clock_in: iso(r.clock_in),
    breaks_end: r.breaks_end ? iso(r.breaks_end) : null,
  }));
}

/** The store's open working day as the close day page shows it, or none; and whether it ever had one. */
export async function closeDayStatus(db: Db, storeId: string): Promise<CloseDayStatus> {
  const day = await openDayRow(db, storeId, false);
  if (!day) return { has_working_days: await hasWorkingDays(db, storeId), day: null };
  const [totals, shifts, clockedIn, openChecks] = await Promise.all([
    db
      .selectFrom('pos_check')
      .select([
        sql<string>`count(*)`.as('checks'),
        sql<string>`coalesce(sum(case when status <> 'voided' then total else 0 end), 0)`.as('sales'),
      ])
      .where('store_id', '=', storeId)
      .where('working_day_id', '=', day.id)
      .executeTakeFirstOrThrow(),
    openShiftsOf(db, storeId, day.id),
    clockedInOf(db, storeId, day.id),
    openChecksOf(db, storeId),
  ]);
  return {
    has_working_days: true,
    day: {
      ...day,
      checks: Number(totals.checks),
      sales: Number(totals.sales),
      shifts,
      clocked_in: clockedIn.map(({ breaks_end: _end, ...card }) => card),
      open_checks: openChecks,
    },
  };
}

/**
 * Closes the store's open working day at `at`: refused when the store never had a working day, when
 * none is open (or, with `workingDayId`, when that one is no longer the open one), while a shift is
 * open, and when an employee clocked in cannot be clocked out at `at` (clocked in, or on a break
 * that ends, after it), and while checks are open unless `openChecks` says what to do with them (the
 * automatic close, which cannot ask, leaves them open). Otherwise every clocked-in employee is
 * clocked out at `at`, open checks are closed or left open as chosen, and the day is closed, in one
 * transaction; the system log records it and the store's open consoles are told.
 */
export async function closeDay(
  db: Db,
  storeId: string,
  options: {
    at: Date;
    by: Closer;
    workingDayId?: string;
    openChecks?: OpenChecksChoice;
    storeEvents?: StoreEvents;
  },
): Promise<ClosedDay> {
  const { at, by } = options;
  const closedAt = at.toISOString();
  const closed = await db.transaction().execute(async (tx) => {
    const day = await openDayRow(tx, storeId, true);
    if (!day) {
      if (!(await hasWorkingDays(tx, storeId)))
        throw new AppError('BAD_REQUEST', CLOSE_DAY_ERRORS.noWorkingDays);
      throw new AppError('BAD_REQUEST', CLOSE_DAY_ERRORS.noOpenDay);
    }
    if (options.workingDayId && options.workingDayId !== day.id)
      throw new AppError('BAD_REQUEST', CLOSE_DAY_ERRORS.noOpenDay);
    const shifts = await openShiftsOf(tx, storeId, day.id);
    if (shifts.length)
      throw new AppError('BAD_REQUEST', CLOSE_DAY_ERRORS.openShifts, { names: namesOf(shifts) });
    const cards = await clockedInOf(tx, storeId, day.id);
    const stuck = cards.filter(
      (c) =>
        Date.parse(c.clock_in) >= at.getTime() ||
        (c.breaks_end !== null && Date.parse(c.breaks_end) > at.getTime()),
    );
    if (stuck.length)
      throw new AppError('BAD_REQUEST', CLOSE_DAY_ERRORS.clockOutImpossible, { names: namesOf(stuck) });
    const openChecks = await openChecksOf(tx, storeId);
    const choice = openChecks.length
      ? (options.openChecks ?? (by === 'schedule' ? 'leave_open' : null))
      : null;
    if (openChecks.length && !choice)
      throw new AppError('BAD_REQUEST', CLOSE_DAY_ERRORS.openChecks, {
        numbers: openChecks.map((c) => c.number).join(', '),
      });
    if (choice === 'close') await closeOpenChecks(tx, storeId, openChecks, closedAt);
    if (cards.length)
      await tx
        .updateTable('time_card')
        .set({ clock_out: closedAt })
        .where('store_id', '=', storeId)
        .where('working_day_id', '=', day.id)
        .where(
          'id',
          'in',
          cards.map((c) => c.id),
        )
        .where('clock_out', 'is', null)
        .execute();
    await tx
      .updateTable('working_day')
      .set({ status: 'closed', closed_at: closedAt })
      .where('store_id', '=', storeId)
      .where('id', '=', day.id)
      .execute();
    const clockedOut = cards.map(({ breaks_end: _end, ...card }) => ({ ...card, clock_out: closedAt }));
    const entry = {
      storeId,
      entity: WORKING_DAY_ENTITY,
      recordId: day.id,
      action: 'update',
      before: { business_date: day.business_date, status: 'open' },
      after: {
        business_date: day.business_date,
        status: 'closed',
        closed_at: closedAt,
        automatic: by === 'schedule',
        clocked_out: clockedOut.map((c) => c.employee),
        ...(choice && { open_checks: { choice, numbers: openChecks.map((c) => c.number) } }),
      },
    };
    // An automatic close has no user: the log shows it as the system's.
    await logEvent(tx, by === 'schedule' ? entry : { ...entry, userId: by.userId, userName: by.userName });
    return {
      ...day,
      closed_at: closedAt,
      clocked_out: clockedOut,
      open_checks: openChecks,
      open_checks_choice: choice,
    };
  });
  options.storeEvents?.emit(storeId, 'dayClosed', {
    id: closed.id,
    business_date: closed.business_date,
    closed_at: closed.closed_at,
    automatic: by === 'schedule',
  });
  // A day's records are in: the planner's statistics follow them (the answer does not wait).
  refreshStatistics(db).catch(() => {});
  return closed;
}
