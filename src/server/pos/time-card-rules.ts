/**
 * What a time card is checked against on the server (SPEC §5), the same for the office's writes and
 * the point of sale's records: its working day, when the store's day before that one closed, and the
 * employee's other cards around it. The rules themselves are `core/time-cards`' `timeCardErrors`.
 */
import { sql } from 'kysely';
import type { FieldError } from '../../core/validation.js';
import {
  timeCardErrors,
  type OtherCard,
  type TimeCardDraft,
  type WorkingDaySpan,
} from '../../core/time-cards.js';
import type { Db } from '../db/database.js';

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

/**
 * The employee's other cards a card within `span` could meet: those that cross the span, and every
 * card still clocked in (a clock out must come before its clock-in). Locked when `lock` is set.
 */
export async function otherCards(
  db: Db,
  storeId: string,
  employeeId: string,
  span: { from: number; to: number },
  exclude: string | null,
  lock: boolean,
): Promise<OtherCard[]> {
  let q = db
    .selectFrom('time_card')
    .select(['id', 'clock_in', 'clock_out'])
    .where('store_id', '=', storeId)
    .where('employee_id', '=', employeeId)
    .where((eb) =>
      eb.or([
        eb('clock_out', 'is', null),
        eb.and([
          eb('clock_in', '<', new Date(span.to).toISOString()),
          eb('clock_out', '>', new Date(span.from).toISOString()),
        ]),
      ]),
    );
  if (exclude) q = q.where('id', '!=', exclude);
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id as string,
    clock_in: iso(r.clock_in),
    clock_out: isoOrNull(r.clock_out),
  }));
}

/**
 * The span of time a card's neighbours are looked for in: its working day (from the close of the
 * day before it, when there is one) and its own times.
 */
export function spanOf(
  day: WorkingDaySpan | null,
  previousClose: number | null,
  draft: Partial<Pick<TimeCardDraft, 'clock_in' | 'clock_out'>>,
  now: number,
) {
  const times = [draft.clock_in, draft.clock_out]
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter((t) => !Number.isNaN(t));
  const opened = day ? Date.parse(day.opened_at) : now;
  const from = Math.min(previousClose ?? opened, opened, ...times);
  const to = Math.max(day ? (day.closed_at ? Date.parse(day.closed_at) : now) : now, ...times);
  return { from, to };
}

/**
 * When the store's working day before `day` closed: the latest close of another of its days, up to
 * `day`'s own close (every closed day when `day` is still open); null when there is none.
 */
export async function previousClose(db: Db, storeId: string, day: WorkingDaySpan): Promise<number | null> {
  let q = db
    .selectFrom('working_day')
    .select(sql<string | Date | null>`max(closed_at)`.as('at'))
    .where('store_id', '=', storeId)
    .where('id', '!=', day.id)
    .where('closed_at', 'is not', null);
  if (day.closed_at) q = q.where('closed_at', '<=', day.closed_at);
  const row = await q.executeTakeFirst();
  return row?.at ? Date.parse(iso(row.at)) : null;
}

/**
 * Every rule a card of `day` breaks, read inside the caller's transaction with the employee and their
 * other cards locked until it ends, so that two cards of one employee written at once are checked one
 * after the other (`exclude` is the card itself when it is rewritten).
 */
export async function cardErrors(
  tx: Db,
  storeId: string,
  day: WorkingDaySpan | null,
  draft: TimeCardDraft,
  exclude: string | null,
  now: number,
): Promise<FieldError[]> {
  if (draft.employee_id)
    await tx
      .selectFrom('employee')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', '=', draft.employee_id)
      .forUpdate()
      .execute();
  const before = day ? await previousClose(tx, storeId, day) : null;
  const others =
    draft.employee_id && day
      ? await otherCards(tx, storeId, draft.employee_id, spanOf(day, before, draft, now), exclude, true)
      : [];
  return timeCardErrors(draft, { now, day, previousClose: before, others });
}
