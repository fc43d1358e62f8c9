import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { resourceByName } from '../../core/registry.js';
import { normalize, validateRecord } from '../../core/validation.js';
import type { Db } from '../db/database.js';

/**
 * A segment's conditions (schemas/segment.schema.json): the customers of a store they hold for, as
 * a query campaigns and the segments page both start from. Each condition left empty holds for
 * everyone; the customers who did not agree to marketing count only when the segment says so.
 */
export interface SegmentConditions {
  /** The channel of the customer's closed checks (pos_check.source): pos, olo, kiosk or mobile. */
  platform?: string | null;
  /** The customer's enrolment (creation) date, in the store's calendar, from and to (both included). */
  enrolled_from?: string | null;
  enrolled_to?: string | null;
  /** Order frequency: at least `min_orders` closed checks in the last `orders_days` business days. */
  min_orders?: number | null;
  orders_days?: number | null;
  /** Amount spent: closed checks' totals of at least `min_spent` in the last `spent_days` business days. */
  min_spent?: number | null;
  spent_days?: number | null;
  include_without_agreement?: boolean | null;
}

/** The segment's fields that are its conditions, in the schema's order. */
export const CONDITION_FIELDS = [
  'platform',
  'enrolled_from',
  'enrolled_to',
  'min_orders',
  'orders_days',
  'min_spent',
  'spent_days',
  'include_without_agreement',
] as const satisfies readonly (keyof SegmentConditions)[];

/**
 * The customers of the store that meet the conditions, as `customer as c` (select what you need:
 * `c.id`, a count). A check counts when it is closed, names the customer and, with a platform, came
 * from it; "the last N days" are the business days of the checks' working days, today's (the working
 * day in progress) included.
 * A platform alone asks each customer for one check of it (the index `pos_check_customer`). A count
 * or an amount over the last N days is one pass over those days' checks, grouped by customer (the
 * index `pos_check_customer_day`): the customers it keeps are looked up as a set, so the time follows
 * the days asked for, not the store's whole history.
 */
export function segmentCustomers(db: Db, storeId: string, c: SegmentConditions) {
  const zone = sql`(select s.time_zone from store s where s.id = ${storeId})`;
  // Today is the store's working day in progress (a check closed at 00:30 belongs to the evening
  // before); with none open, the business date now, by the store's day start.
  const dayStart = sql`coalesce((select si.business_day_start from store_info si where si.store_id = ${storeId}), '00:00')`;
  const today = sql`coalesce(
    (select o.business_date from working_day o where o.store_id = ${storeId} and o.status = 'open'),
    ((now() at time zone ${zone}) - ${dayStart}::interval)::date)`;
  /** The customers whose closed checks of the last `days` business days meet `having`. */
  const inLastDays = (days: number) => {
    let q = db
      .selectFrom('pos_check as k')
      .select('k.customer_id')
      .where('k.store_id', '=', storeId)
      .where('k.status', '=', 'closed')
      .where('k.customer_id', 'is not', null)
      // The days as an array, so that the checks are read through the index, day by day.
      .where(
        'k.working_day_id',
        '=',
        sql<string>`any(array(${db
          .selectFrom('working_day as w')
          .select('w.id')
          .where('w.store_id', '=', storeId)
          .where('w.business_date', '>', sql<string>`${today} - ${days}::int`)}))`,
      )
      .groupBy('k.customer_id');
    if (c.platform) q = q.where('k.source', '=', c.platform);
    return q;
  };
  let q = db.selectFrom('customer as c').where('c.store_id', '=', storeId);
  if (!c.include_without_agreement) q = q.where('c.marketing_agreement', '=', true);
  const enrolled = sql`(c.created_at at time zone ${zone})::date`;
  if (c.enrolled_from) q = q.where(enrolled, '>=', sql`${c.enrolled_from}::date`);
  if (c.enrolled_to) q = q.where(enrolled, '<=', sql`${c.enrolled_to}::date`);
  if (c.platform)
    q = q.where(({ exists }) =>
      exists(
        db
          .selectFrom('pos_check as k')
          .select(sql`1`.as('one'))
          .whereRef('k.store_id', '=', 'c.store_id')
          .whereRef('k.customer_id', '=', 'c.id')
          .where('k.status', '=', 'closed')
          .where('k.source', '=', c.platform!),
      ),
    );
  if (c.min_orders && c.orders_days) {
    const frequent = inLastDays(c.orders_days).having(({ fn }) => fn.countAll(), '>=', c.min_orders);
    q = q.where('c.id', 'in', frequent);
  }
  // Spending at least nothing holds for everyone, those without a check in the days included.
  if (c.min_spent !== null && c.min_spent !== undefined && c.min_spent > 0 && c.spent_days) {
    const spent = inLastDays(c.spent_days).having(sql`sum(k.total)`, '>=', Math.round(c.min_spent * 100));
    q = q.where('c.id', 'in', spent);
  }
  return q;
}

/**
 * The conditions as a segment's form would keep them, or the segment's validation errors (a date
 * range ending before it starts, a negative amount, a frequency without its days…), in the words of
 * the schema's messages.
 */
export function checkedConditions(given: SegmentConditions): SegmentConditions {
  const r = resourceByName('segment');
  const picked = Object.fromEntries(CONDITION_FIELDS.map((f) => [f, given[f]]));
  const data = normalize(r, picked);
  // The description is the record's, not a condition's: any will do to check the rest.
  const errors = validateRecord(r, { ...data, description: '-' });
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params, errors);
  return data as SegmentConditions;
}

/** How many customers of the store meet the conditions. */
export async function segmentCount(db: Db, storeId: string, c: SegmentConditions): Promise<number> {
  const row = await segmentCustomers(db, storeId, c)
    .select(({ fn }) => fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Some of the customers that meet the conditions, by name: who the segment reaches. */
export async function segmentSample(
  db: Db,
  storeId: string,
  c: SegmentConditions,
  limit: number,
): Promise<{ id: string; name: string; email: string | null }[]> {
  const rows = await segmentCustomers(db, storeId, c)
    .select(['c.id', 'c.name', 'c.email'])
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    email: (row.email as string) ?? null,
  }));
}
