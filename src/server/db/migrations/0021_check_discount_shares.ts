import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Each live line's share of its check's own discount (spreadCheckDiscount), in the item rollup: the
 * item, category, department and tax reports then count the same net sales as the summary.
 *
 * Every store's rollups are then counted again from the raw rows with the new column (and, on a
 * database older than the rollups, for the first time), as the rollups stood at this migration: the
 * statements are this migration's own, so that a later change to the live rollups never changes
 * what it does. A later migration that changes the rollups counts them again itself.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table report_item_day add column check_discount bigint not null default 0`.execute(db);
  for (const table of ['report_sales_hour', 'report_item_day', 'report_payment_day', 'report_rating_day'])
    await sql`delete from ${sql.table(table)} where store_id in (select store_id from pos_check)`.execute(db);
  await sql`with c as (
      select c.*, w.business_date, extract(hour from c.opened_at at time zone s.time_zone)::int as hour
      from pos_check c
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      join store s on s.id = c.store_id),
    v as (
      select i.store_id, i.check_id, sum(i.quantity) as q,
        sum(i.quantity * (i.unit_price + i.modifiers_total)) as a
      from check_item i join c on c.store_id = i.store_id and c.id = i.check_id
      where i.void_reason_id is not null or c.status = 'voided'
      group by i.store_id, i.check_id),
    pd as (
      select store_id, check_id, sum(amount - change) as paid from check_payment group by store_id, check_id),
    rf as (select store_id, check_id, sum(amount) as refunded from check_refund group by store_id, check_id)
    insert into report_sales_hour (store_id, business_date, hour, order_type_id, server_id, source,
      order_type_name, server_name, checks, open_checks, guests, subtotal, discount, tax, tip, gratuity,
      total, voided_checks, void_quantity, void_amount, paid, refunded)
    select c.store_id, c.business_date, c.hour, c.order_type_id, c.server_id, c.source,
      (array_agg(c.order_type_name order by c.opened_at desc))[1],
      (array_agg(c.server_name order by c.opened_at desc))[1],
      count(*) filter (where c.status <> 'voided'), count(*) filter (where c.status = 'open'),
      coalesce(sum(c.guests) filter (where c.status <> 'voided'), 0),
      sum(c.subtotal), sum(c.discount), sum(c.tax), sum(c.tip), sum(c.gratuity), sum(c.total),
      count(*) filter (where c.status = 'voided'), coalesce(sum(v.q), 0), coalesce(sum(v.a), 0),
      coalesce(sum(pd.paid), 0), coalesce(sum(rf.refunded), 0)
    from c
    left join v on v.store_id = c.store_id and v.check_id = c.id
    left join pd on pd.store_id = c.store_id and pd.check_id = c.id
    left join rf on rf.store_id = c.store_id and rf.check_id = c.id
    group by c.store_id, c.business_date, c.hour, c.order_type_id, c.server_id, c.source`.execute(db);
  // A live line's share is rounded down in proportion to its amount after its own discount (p); what
  // the rounding leaves goes to the line of the largest amount, the first one on a tie (s).
  await sql`with x as (
      select i.store_id, w.business_date, i.check_id, i.menu_item_id, i.name, i.line, c.opened_at,
        i.quantity, i.discount, i.tax, i.quantity * (i.unit_price + i.modifiers_total) as gross,
        (i.void_reason_id is not null or c.status = 'voided') as voided, c.discount as check_total
      from check_item i
      join pos_check c on c.store_id = i.store_id and c.id = i.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id),
    p as (
      select x.store_id, x.check_id, x.line, x.check_total - sum(x.discount) over k as own,
        case when sum(x.gross - x.discount) over k > 0
          then (x.check_total - sum(x.discount) over k) * (x.gross - x.discount) / sum(x.gross - x.discount) over k
          else 0 end as part,
        row_number() over (partition by x.store_id, x.check_id order by x.gross - x.discount desc, x.line) as rank
      from x where not x.voided
      window k as (partition by x.store_id, x.check_id)),
    s as (
      select p.store_id, p.check_id, p.line, p.part + case when p.rank = 1
        then p.own - sum(p.part) over (partition by p.store_id, p.check_id) else 0 end as share
      from p)
    insert into report_item_day (store_id, business_date, menu_item_id, name, quantity, gross,
      discount, check_discount, tax, void_quantity, void_amount)
    select x.store_id, x.business_date, x.menu_item_id,
      (array_agg(x.name order by x.opened_at desc, x.line desc))[1],
      coalesce(sum(x.quantity) filter (where not x.voided), 0),
      coalesce(sum(x.gross) filter (where not x.voided), 0),
      coalesce(sum(x.discount) filter (where not x.voided), 0),
      coalesce(sum(s.share) filter (where not x.voided), 0),
      coalesce(sum(x.tax) filter (where not x.voided), 0),
      coalesce(sum(x.quantity) filter (where x.voided), 0),
      coalesce(sum(x.gross) filter (where x.voided), 0)
    from x left join s on s.store_id = x.store_id and s.check_id = x.check_id and s.line = x.line
    group by x.store_id, x.business_date, x.menu_item_id`.execute(db);
  // A card typed in by hand: a credit or debit card whose entry type says so.
  const manual = sql`p.payment_type in ('credit-card', 'debit-card')
    and lower(p.entry_type) in ('manual', 'keyed', 'manual entry', 'keyed entry')`;
  await sql`with p as (
      select w.business_date, p.*, c.opened_at
      from check_payment p
      join pos_check c on c.store_id = p.store_id and c.id = p.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id),
    r as (
      select store_id, check_payment_id, count(*) as n, sum(amount) as amount
      from check_refund group by store_id, check_payment_id)
    insert into report_payment_day (store_id, business_date, payment_id, payment_name, payment_type,
      payments, amount, tip, change, refunds, refund_amount,
      manual_payments, manual_amount, manual_tip, manual_change)
    select p.store_id, p.business_date, p.payment_id,
      (array_agg(p.payment_name order by p.opened_at desc))[1],
      (array_agg(p.payment_type order by p.opened_at desc))[1],
      count(*), sum(p.amount), sum(p.tip), sum(p.change),
      coalesce(sum(r.n), 0), coalesce(sum(r.amount), 0),
      count(*) filter (where ${manual}),
      coalesce(sum(p.amount) filter (where ${manual}), 0),
      coalesce(sum(p.tip) filter (where ${manual}), 0),
      coalesce(sum(p.change) filter (where ${manual}), 0)
    from p left join r on r.store_id = p.store_id and r.check_payment_id = p.id
    group by p.store_id, p.business_date, p.payment_id`.execute(db);
  await sql`insert into report_rating_day (store_id, business_date, menu_item_id, ratings, points, likes,
      dislikes)
    select r.store_id, w.business_date, r.menu_item_id, count(*), sum(r.rating),
      count(*) filter (where r.rating >= 4), count(*) filter (where r.rating <= 2)
    from item_rating r
    join pos_check c on c.store_id = r.store_id and c.id = r.check_id
    join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
    group by r.store_id, w.business_date, r.menu_item_id`.execute(db);
}
