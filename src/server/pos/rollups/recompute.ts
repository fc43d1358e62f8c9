import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { MANUAL_CARD_SQL } from '../../services/reports/tickets.js';
import { credited, paymentAccountability } from './project.js';
import { ROLLUP_TABLES } from './tables.js';

/**
 * Rebuilds the rollups of a store from the raw rows, for business dates in [from, to] (every date
 * when a bound is left out). Hours are taken in the store's present time zone.
 */
export async function recomputeRollups(db: Db, storeId: string, from?: string, to?: string): Promise<void> {
  const lo = from ?? null;
  const hi = to ?? null;
  const inRange = sql`w.store_id = ${storeId}
    and (${lo}::date is null or w.business_date >= ${lo}::date)
    and (${hi}::date is null or w.business_date <= ${hi}::date)`;
  const run = async (tx: Db) => {
    for (const table of Object.keys(ROLLUP_TABLES))
      await sql`delete from ${sql.table(table)} where store_id = ${storeId}
        and (${lo}::date is null or business_date >= ${lo}::date)
        and (${hi}::date is null or business_date <= ${hi}::date)`.execute(tx);
    await insertSalesHours(tx, storeId, inRange);
    // The live lines' shares of their checks' own discounts as spreadCheckDiscount works them out:
    // each rounded down in proportion to the line's amount after its own discount (p), and what the
    // rounding leaves on the line of the largest amount, the first one on a tie (s).
    await sql`with x as (
        select w.business_date, i.check_id, i.menu_item_id, i.name, i.line, c.opened_at, i.quantity,
          i.discount, i.tax, i.quantity * (i.unit_price + i.modifiers_total) as gross,
          (i.void_reason_id is not null or c.status = 'voided') as voided, c.discount as check_total
        from check_item i
        join pos_check c on c.store_id = i.store_id and c.id = i.check_id
        join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
        where i.store_id = ${storeId} and ${inRange}),
      p as (
        select x.check_id, x.line, x.check_total - sum(x.discount) over c as own,
          case when sum(x.gross - x.discount) over c > 0
            then (x.check_total - sum(x.discount) over c) * (x.gross - x.discount) / sum(x.gross - x.discount) over c
            else 0 end as part,
          row_number() over (partition by x.check_id order by x.gross - x.discount desc, x.line) as rank
        from x where not x.voided
        window c as (partition by x.check_id)),
      s as (
        select p.check_id, p.line,
          p.part + case when p.rank = 1 then p.own - sum(p.part) over (partition by p.check_id) else 0 end as share
        from p)
      insert into report_item_day (store_id, business_date, menu_item_id, name, quantity, gross,
        discount, check_discount, tax, void_quantity, void_amount)
      select ${storeId}, x.business_date, x.menu_item_id,
        (array_agg(x.name order by x.opened_at desc, x.line desc))[1],
        coalesce(sum(x.quantity) filter (where not x.voided), 0),
        coalesce(sum(x.gross) filter (where not x.voided), 0),
        coalesce(sum(x.discount) filter (where not x.voided), 0),
        coalesce(sum(s.share) filter (where not x.voided), 0),
        coalesce(sum(x.tax) filter (where not x.voided), 0),
        coalesce(sum(x.quantity) filter (where x.voided), 0),
        coalesce(sum(x.gross) filter (where x.voided), 0)
      from x left join s on s.check_id = x.check_id and s.line = x.line
      group by x.business_date, x.menu_item_id`.execute(tx);
    await sql`with p as (
        select w.business_date, p.*, c.opened_at
        from check_payment p
        join pos_check c on c.store_id = p.store_id and c.id = p.check_id
        join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
        where p.store_id = ${storeId} and ${inRange}),
      r as (
        select r.check_payment_id, count(*) as n, sum(r.amount) as amount
        from check_refund r join p on p.id = r.check_payment_id
        where r.store_id = ${storeId} group by r.check_payment_id)
      insert into report_payment_day (store_id, business_date, payment_id, payment_name, payment_type,
        payments, amount, tip, change, refunds, refund_amount,
        manual_payments, manual_amount, manual_tip, manual_change)
      select ${storeId}, p.business_date, p.payment_id,
        (array_agg(p.payment_name order by p.opened_at desc))[1],
        (array_agg(p.payment_type order by p.opened_at desc))[1],
        count(*), sum(p.amount), sum(p.tip), sum(p.change),
        coalesce(sum(r.n), 0), coalesce(sum(r.amount), 0),
        count(*) filter (where ${MANUAL_CARD_SQL}),
        coalesce(sum(p.amount) filter (where ${MANUAL_CARD_SQL}), 0),
        coalesce(sum(p.tip) filter (where ${MANUAL_CARD_SQL}), 0),
        coalesce(sum(p.change) filter (where ${MANUAL_CARD_SQL}), 0)
      from p left join r on r.check_payment_id = p.id
      group by p.business_date, p.payment_id`.execute(tx);
    await sql`insert into report_rating_day (store_id, business_date, menu_item_id, ratings, points, likes,
        dislikes)
      select ${storeId}, w.business_date, r.menu_item_id, count(*), sum(r.rating),
        count(*) filter (where r.rating >= 4), count(*) filter (where r.rating <= 2)
      from item_rating r
      join pos_check c on c.store_id = r.store_id and c.id = r.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where r.store_id = ${storeId} and ${inRange}
      group by w.business_date, r.menu_item_id`.execute(tx);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

/**
 * The sales rollup's rows of the checks `inRange` (a condition on pos_check c and working_day w), each
 * check credited as the store's payment accountability says (see paymentAccountability).
 */
async function insertSalesHours(
  tx: Db,
  storeId: string,
  inRange: RawBuilder<unknown>,
  accountability?: 'started' | 'closed',
): Promise<void> {
  const byCloser = (accountability ?? (await paymentAccountability(tx, storeId))) === 'closed';
  await sql`with c as (
      select c.*, w.business_date,
        extract(hour from c.opened_at at time zone s.time_zone)::int as hour,
        ${credited(byCloser, 'id')}
          as credit_id,
        ${credited(byCloser, 'name')}
          as credit_name
      from pos_check c
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      join store s on s.id = c.store_id
      where ${inRange}),
    v as (
      select i.check_id, sum(i.quantity) as q, sum(i.quantity * (i.unit_price + i.modifiers_total)) as a
      from check_item i join c on c.id = i.check_id
      where i.store_id = ${storeId} and (i.void_reason_id is not null or c.status = 'voided')
      group by i.check_id),
    pd as (
      select p.check_id, sum(p.amount - p.change) as paid
      from check_payment p join c on c.id = p.check_id
      where p.store_id = ${storeId} group by p.check_id),
    rf as (
      select r.check_id, sum(r.amount) as refunded
      from check_refund r join c on c.id = r.check_id
      where r.store_id = ${storeId} group by r.check_id)
    insert into report_sales_hour (store_id, business_date, hour, order_type_id, server_id, source,
      order_type_name, server_name, checks, open_checks, guests, subtotal, discount, tax, tip, gratuity,
      delivery_fee, total, voided_checks, void_quantity, void_amount, paid, refunded)
    select ${storeId}, c.business_date, c.hour, c.order_type_id, c.credit_id, c.source,
      (array_agg(c.order_type_name order by c.opened_at desc))[1],
      (array_agg(c.credit_name order by c.opened_at desc))[1],
      count(*) filter (where c.status <> 'voided'), count(*) filter (where c.status = 'open'),
      coalesce(sum(c.guests) filter (where c.status <> 'voided'), 0),
      sum(c.subtotal), sum(c.discount), sum(c.tax), sum(c.tip), sum(c.gratuity),
      sum(c.delivery_fee), sum(c.total),
      count(*) filter (where c.status = 'voided'), coalesce(sum(v.q), 0), coalesce(sum(v.a), 0),
      coalesce(sum(pd.paid), 0), coalesce(sum(rf.refunded), 0)
    from c left join v on v.check_id = c.id left join pd on pd.check_id = c.id left join rf on rf.check_id = c.id
    group by c.business_date, c.hour, c.order_type_id, c.credit_id, c.source`.execute(tx);
}

/**
 * Counts the store's sales rollup again, every date, inside the caller's transaction, crediting each
 * check as `accountability` says: what a change of the store's payment accountability does (before its
 * row is written), so that every report credits each check the new way at once.
 */
export async function recomputeSalesHours(
  tx: Db,
  storeId: string,
  accountability: 'started' | 'closed',
): Promise<void> {
  await sql`delete from report_sales_hour where store_id = ${storeId}`.execute(tx);
  await insertSalesHours(tx, storeId, sql`w.store_id = ${storeId}`, accountability);
}
