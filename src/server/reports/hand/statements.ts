import { many, one, type HandQuery, type HandParams } from './compare.js';

/** Rows of a paged report's first page. */
const PAGE = 50;

const SALES_SUMS = `sum(checks)::bigint as checks, sum(guests)::bigint as guests,
  sum(subtotal)::bigint as subtotal, sum(discount)::bigint as discount, sum(tax)::bigint as tax,
  sum(tip)::bigint as tip, sum(gratuity)::bigint as gratuity, sum(total)::bigint as total,
  sum(voided_checks)::bigint as voided_checks, sum(void_amount)::bigint as void_amount`;

const salesBy = (key: string, label: string) => `select ${key} as key, ${label} as label, ${SALES_SUMS}
  from report_sales_hour
  where store_id = $1 and business_date between $2::date and $3::date
  group by 1`;

/** Items' discounts are their own and their shares of their checks' own (check_discount). */
const ITEM_SUMS = `sum(r.quantity)::bigint as quantity, sum(r.gross)::bigint as gross,
  sum(r.discount + r.check_discount)::bigint as discount, sum(r.tax)::bigint as tax,
  sum(r.void_quantity)::bigint as void_quantity, sum(r.void_amount)::bigint as void_amount`;

/** Items sold by a level of the catalogue as it is filed now. */
const itemsBy = (
  key: string,
  label: string,
  extra = '',
) => `select ${key} as key, ${label} as label, ${ITEM_SUMS}
  from report_item_day r
  left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
  left join category c on c.store_id = m.store_id and c.id = m.category_id
  left join department d on d.store_id = c.store_id and d.id = c.department_id
  where r.store_id = $1 and r.business_date between $2::date and $3::date
  group by 1 ${extra}`;

const MENU_ITEMS = `select r.menu_item_id::text as key, (array_agg(r.name order by r.business_date desc))[1] as label,
    max(c.name) as category, ${ITEM_SUMS}
  from report_item_day r
  left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
  left join category c on c.store_id = m.store_id and c.id = m.category_id
  where r.store_id = $1 and r.business_date between $2::date and $3::date
  group by r.menu_item_id`;

const TICKETS = (manual: boolean) => {
  const where = manual
    ? `and p.payment_type in ('credit-card', 'debit-card')
      and lower(p.entry_type) in ('manual', 'keyed', 'manual entry', 'keyed entry')`
    : '';
  const pre = manual ? 'manual_' : '';
  return many(
    `select to_char(p.paid_at at time zone s.time_zone, 'YYYY-MM-DD HH24:MI') as paid_at,
      p.number::text as number, p.payment_name as payment, p.card_last_four as last_four, p.entry_type,
      p.auth_code, p.amount, p.tip, p.change
    from working_day w
    join store s on s.id = w.store_id
    cross join lateral (select c.number, p.*
      from pos_check c join check_payment p on p.store_id = c.store_id and p.check_id = c.id
      where c.store_id = w.store_id and c.working_day_id = w.id ${where} offset 0) p
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, p.paid_at, p.number, p.id
    limit ${PAGE}`,
    `select coalesce(sum(${pre}payments), 0) as n, coalesce(sum(${pre}amount), 0) as amount,
      coalesce(sum(${pre}tip), 0) as tip, coalesce(sum(${pre}change), 0) as change
    from report_payment_day
    where store_id = $1 and business_date between $2::date and $3::date`,
  );
};

/**
 * Another drawer of shift `s`'s device that was open at `at` and takes the amount before `s`: the
 * drawer of `employee` (the check's server, who took the paid out) first, then the one opened last.
 */
const betterDrawer = (at: string, employee: string) => `select 1 from shift x
  where x.store_id = s.store_id and x.device_id = s.device_id and x.id <> s.id
    and x.opened_at <= ${at} and (x.closed_at is null or ${at} < x.closed_at)
    and (x.employee_id = ${employee}, x.opened_at, x.id) > (s.employee_id = ${employee}, s.opened_at, s.id)`;

/** Worked milliseconds of a time card `c`: clock out less clock in less its breaks within the card. */
const CARD_WORKED = `case when c.clock_out > c.clock_in then
    round(extract(epoch from c.clock_out - c.clock_in) * 1000)
    - coalesce((select sum(round(extract(epoch from least(b.break_out, c.clock_out)
        - greatest(b.break_in, c.clock_in)) * 1000))
      from time_card_break b
      where b.store_id = c.store_id and b.time_card_id = c.id
        and least(b.break_out, c.clock_out) > greatest(b.break_in, c.clock_in)), 0)
  else 0 end`;

const WEEKDAYS = `array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']`;
/** The first day of the pay week holding a date. */
const weekOf = (date: string) =>
  `(${date} - ((extract(isodow from ${date})::int - array_position(${WEEKDAYS}, rule.week_start) + 7) % 7))`;

/**
 * The payroll rule of the store, each employee's rate, and each employee's worked time of each business
 * day from the first pay week of the range on, split into regular and overtime hours: daily overtime
 * beyond the daily limit, then weekly overtime on the regular hours a week gathers beyond its limit.
 */
const PAYROLL_DAYS = `with rule as (
    select coalesce(i.overtime_daily_hours, 8) as daily_hours,
      coalesce(i.overtime_weekly_hours, 40) as weekly_hours,
      round(coalesce(i.overtime_multiplier, 1.5) * 100) as multiplier,
      coalesce(i.week_start, 'monday') as week_start,
      round(coalesce(i.daily_rate, 0) * 100) as daily_rate,
      round(coalesce(i.daily_hour_rate, 0) * 100) as daily_hour_rate,
      round(coalesce(i.weekly_hour_rate, 0) * 100) as weekly_hour_rate,
      coalesce(i.name_format, 'firstname-lastname') as name_format
    from (select 1) one left join store_info i on i.store_id = $1),
  pay as (
    select e.id, e.status, e.first_name, e.last_name, e.salary_type = 'salary' as salaried,
      e.pay_period = 'daily' as daily, nullif(e.hired_date, '')::date as hired,
      nullif(e.termination_date, '')::date as terminated,
      case when coalesce(e.salary, 0) > 0 then round(e.salary * 100)
        when e.salary_type = 'salary' then case when e.pay_period = 'daily' then rule.daily_rate else 0 end
        when e.pay_period = 'daily' then rule.daily_hour_rate
        else rule.weekly_hour_rate end as rate
    from employee e, rule
    where e.store_id = $1),
  worked as (
    select c.employee_id, w.business_date as day, sum(${CARD_WORKED}) as ms,
      count(*) filter (where c.clock_out is null) as open_cards
    from time_card c
    join working_day w on w.store_id = c.store_id and w.id = c.working_day_id, rule
    where c.store_id = $1 and w.business_date between ${weekOf('$2::date')} and $3::date
    group by c.employee_id, w.business_date),
  daily as (
    select w.*, ${weekOf('w.day')} as week,
      w.ms - case when rule.daily_hours > 0
        then greatest(0, w.ms - round(rule.daily_hours * 3600) * 1000) else 0 end as after_daily
    from worked w, rule),
  cumulated as (
    select d.*, sum(d.after_daily) over (partition by d.employee_id, d.week order by d.day) as cum
    from daily d),
  days as (
    select k.employee_id, k.day, k.ms, k.open_cards,
      case when p.salaried then k.ms
        when rule.weekly_hours > 0 then
          least(round(rule.weekly_hours * 3600) * 1000, k.cum)
          - least(round(rule.weekly_hours * 3600) * 1000, k.cum - k.after_daily)
        else k.after_daily end as regular
    from cumulated k join pay p on p.id = k.employee_id, rule)`;

/** Cents of ms at a rate per hour, half up. */
const hourPay = (rate: string, ms: string) => `div(2 * ${rate} * ${ms} + 3600000, 7200000)`;
const overtimePay = (rate: string, ms: string) =>
  `div(2 * ${rate} * ${ms} * rule.multiplier + 360000000, 720000000)`;

const PAYROLL = `${PAYROLL_DAYS},
  line as (
    select p.id, p.status, p.first_name, p.last_name, p.salaried, p.daily, p.rate, p.hired, p.terminated,
      coalesce(sum(d.ms) filter (where d.day >= $2::date and d.ms > 0), 0) as worked,
      coalesce(sum(d.regular) filter (where d.day >= $2::date and d.ms > 0), 0) as regular,
      coalesce(sum(d.ms - d.regular) filter (where d.day >= $2::date and d.ms > 0), 0) as overtime,
      count(d.day) filter (where d.day >= $2::date and d.ms > 0) as days,
      coalesce(sum(d.open_cards) filter (where d.day >= $2::date), 0) as open_cards
    from pay p left join days d on d.employee_id = p.id
    group by p.id, p.status, p.first_name, p.last_name, p.salaried, p.daily, p.rate, p.hired, p.terminated)
  select case when rule.name_format = 'lastname-firstname' then l.last_name || ', ' || l.first_name
      else l.first_name || ' ' || l.last_name end as name,
    l.worked, l.regular, l.overtime,
    case when not l.salaried then ${hourPay('l.rate', 'l.regular')}
      when l.daily then l.rate * l.days
      else div(2 * l.rate * greatest(0, least(coalesce(l.terminated, $3::date), $3::date)
        - greatest(coalesce(l.hired, $2::date), $2::date) + 1) + 7, 14) end as regular_pay,
    case when l.salaried then 0 else ${overtimePay('l.rate', 'l.overtime')} end as overtime_pay
  from line l, rule
  where l.status = 'active' or l.worked > 0 or l.open_cards > 0
  order by l.last_name, l.first_name, l.id`;

/** Labour of each business date with sales or time cards: worked time and the pay of that day alone. */
const LABOR = `${PAYROLL_DAYS},
  dates as (
    select business_date as day from report_sales_hour
    where store_id = $1 and business_date between $2::date and $3::date
    union
    select w.business_date from working_day w
    join time_card c on c.store_id = w.store_id and c.working_day_id = w.id
    where w.store_id = $1 and w.business_date between $2::date and $3::date),
  sales as (
    select business_date as day, sum(subtotal - discount) as net from report_sales_hour
    where store_id = $1 and business_date between $2::date and $3::date
    group by business_date),
  cost as (
    select t.day, greatest(coalesce(d.ms, 0), 0) as ms,
      case when not p.salaried then case when coalesce(d.ms, 0) > 0
          then ${hourPay('p.rate', 'd.regular')} + ${overtimePay('p.rate', '(d.ms - d.regular)')} else 0 end
        when p.daily then case when coalesce(d.ms, 0) > 0 then p.rate else 0 end
        when (p.hired is null or p.hired <= t.day) and (p.terminated is null or p.terminated >= t.day)
          then div(2 * p.rate + 7, 14)
        else 0 end as pay
    from dates t cross join pay p
    left join days d on d.employee_id = p.id and d.day = t.day
    cross join rule
    where p.status = 'active' or coalesce(d.ms, 0) > 0 or coalesce(d.open_cards, 0) > 0)
  select to_char(t.day, 'YYYY-MM-DD') as date, coalesce(sum(k.ms), 0) as worked,
    coalesce(sum(k.pay), 0) as cost, coalesce(max(s.net), 0) as net
  from dates t
  left join cost k on k.day = t.day
  left join sales s on s.day = t.day
  group by t.day
  order by t.day`;

/** Per report code: the statements a person would write by hand to get the same answer. */
export const HAND_SQL: Record<string, (p: HandParams) => HandQuery[]> = {
  summary: many(
    `select ${SALES_SUMS}
    from report_sales_hour
    where store_id = $1 and business_date between $2::date and $3::date`,
    `select (array_agg(payment_name order by business_date desc))[1] as name,
      sum(amount - change)::bigint as collected, sum(refund_amount)::bigint as refunds
    from report_payment_day
    where store_id = $1 and business_date between $2::date and $3::date
    group by payment_id`,
  ),
  'check-report': many(
    `select c.number::text as number, to_char(w.business_date, 'YYYY-MM-DD') as date,
      to_char(c.opened_at at time zone s.time_zone, 'HH24:MI') as opened,
      to_char(c.closed_at at time zone s.time_zone, 'HH24:MI') as closed,
      c.order_type_name, c.server_name, c.status, c.subtotal, c.discount, c.tax, c.tip, c.total,
      (select coalesce(sum(p.amount - p.change), 0) from check_payment p
        where p.store_id = c.store_id and p.check_id = c.id) as paid,
      (select coalesce(sum(r.amount), 0) from check_refund r
        where r.store_id = c.store_id and r.check_id = c.id) as refunded
    from working_day w
    join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
    join store s on s.id = w.store_id
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, c.opened_at, c.number, c.id
    limit ${PAGE}`,
    `select coalesce(sum(checks + voided_checks), 0) as checks, coalesce(sum(subtotal), 0) as subtotal,
      coalesce(sum(discount), 0) as discount, coalesce(sum(tax), 0) as tax, coalesce(sum(tip), 0) as tip,
      coalesce(sum(total), 0) as total, coalesce(sum(paid), 0) as paid, coalesce(sum(refunded), 0) as refunded
    from report_sales_hour
    where store_id = $1 and business_date between $2::date and $3::date`,
  ),
  'daily-sales': one(`${salesBy(`to_char(business_date, 'YYYY-MM-DD')`, `''`)} order by 1`),
  'hourly-report':
    one(`select h.hour::text as key, ${SALES_SUMS.replace(/sum\((\w+)\)/g, 'coalesce(sum(r.$1), 0)')}
    from generate_series(0, 23) h(hour)
    left join report_sales_hour r
      on r.store_id = $1 and r.business_date between $2::date and $3::date and r.hour = h.hour
    group by h.hour
    order by h.hour`),
  'category-report': one(itemsBy('c.id::text', `coalesce(max(c.name), '—')`)),
  'menu-item-report': one(MENU_ITEMS),
  'department-report': one(itemsBy('d.id::text', `coalesce(max(d.name), '—')`)),
  'order-type-report': one(
    salesBy('order_type_id::text', '(array_agg(order_type_name order by business_date desc))[1]'),
  ),
  'payment-report': one(`select (array_agg(payment_name order by business_date desc))[1] as name,
      (array_agg(payment_type order by business_date desc))[1] as type,
      sum(payments)::bigint as payments, sum(amount)::bigint as amount, sum(change)::bigint as change,
      sum(tip)::bigint as tip, sum(refunds)::bigint as refunds, sum(refund_amount)::bigint as refund_amount
    from report_payment_day
    where store_id = $1 and business_date between $2::date and $3::date
    group by payment_id`),
  'tax-report': one(`select coalesce(t.name, '—') as name, t.rate,
      sum(r.gross - r.discount - r.check_discount)::bigint as taxable,
      sum(r.tax)::bigint as tax
    from report_item_day r
    left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
    left join tax t on t.store_id = r.store_id
      and t.id = coalesce(m.tax_id, (select id from tax where store_id = $1 and is_default limit 1))
    where r.store_id = $1 and r.business_date between $2::date and $3::date
    group by t.id, t.name, t.rate
    order by 4 desc`),
  'tips-report': one(salesBy('server_id::text', '(array_agg(server_name order by business_date desc))[1]')),
  'server-report': one(salesBy('server_id::text', '(array_agg(server_name order by business_date desc))[1]')),
  'discount-report': one(`with s as (
      select business_date, sum(checks)::bigint as checks, sum(subtotal)::bigint as gross,
        sum(discount)::bigint as discount
      from report_sales_hour
      where store_id = $1 and business_date between $2::date and $3::date
      group by business_date),
    i as (
      select business_date, sum(discount)::bigint as discount
      from report_item_day
      where store_id = $1 and business_date between $2::date and $3::date
      group by business_date)
    select to_char(s.business_date, 'YYYY-MM-DD') as date, s.checks, s.gross,
      coalesce(i.discount, 0) as item_discount, s.discount
    from s left join i on i.business_date = s.business_date
    order by s.business_date`),
  'void-report': one(`${MENU_ITEMS} having sum(r.void_quantity) > 0 order by sum(r.void_amount) desc`),
  'refund-report': one(`select to_char(w.business_date, 'YYYY-MM-DD') as date, c.number::text as number,
      p.payment_name as payment, coalesce(e.first_name || ' ' || e.last_name, '—') as employee, r.reason,
      r.amount
    from working_day w
    join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
    join check_refund r on r.store_id = c.store_id and r.check_id = c.id
    join check_payment p on p.store_id = r.store_id and p.id = r.check_payment_id
    left join employee e on e.store_id = r.store_id and e.id = r.employee_id
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, c.number, r.refunded_at`),
  'paid-outs-report': one(`select to_char(w.business_date, 'YYYY-MM-DD') as date, o.reason,
      coalesce(e.first_name || ' ' || e.last_name, '—') as employee,
      coalesce(a.first_name || ' ' || a.last_name, '') as approver, coalesce(o.comment, '') as comment, o.amount
    from working_day w
    join paid_out_record o on o.store_id = w.store_id and o.working_day_id = w.id
    left join employee e on e.store_id = o.store_id and e.id = o.employee_id
    left join employee a on a.store_id = o.store_id and a.id = o.approved_by
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, o.paid_at`),
  'drawer-report': one(`select to_char(w.business_date, 'YYYY-MM-DD') as date,
      coalesce(e.first_name || ' ' || e.last_name, '—') as employee, coalesce(d.name, '—') as device,
      to_char(s.opened_at at time zone st.time_zone, 'YYYY-MM-DD HH24:MI') as opened,
      coalesce(to_char(s.closed_at at time zone st.time_zone, 'YYYY-MM-DD HH24:MI'), '') as closed,
      cd.starting_bank, cd.closing_bank,
      (select coalesce(sum(p.amount - p.change), 0) from check_payment p
        join pos_check c on c.store_id = p.store_id and c.id = p.check_id
        where p.store_id = s.store_id and c.device_id = s.device_id and p.payment_type = 'cash'
          and p.paid_at >= s.opened_at and (s.closed_at is null or p.paid_at < s.closed_at)
          and not exists (${betterDrawer('p.paid_at', 'c.server_id')})) as cash,
      (select coalesce(sum(o.amount), 0) from paid_out_record o
        where o.store_id = s.store_id and o.device_id = s.device_id
          and o.paid_at >= s.opened_at and (s.closed_at is null or o.paid_at < s.closed_at)
          and not exists (${betterDrawer('o.paid_at', 'o.employee_id')})) as paid_outs,
      (select coalesce(sum(a.amount), 0) from cash_drawer_adjustment a
        where a.store_id = cd.store_id and a.drawer_id = cd.id) as adjustments
    from working_day w
    join shift s on s.store_id = w.store_id and s.working_day_id = w.id
    join cash_drawer cd on cd.store_id = s.store_id and cd.shift_id = s.id
    join store st on st.id = s.store_id
    left join employee e on e.store_id = s.store_id and e.id = s.employee_id
    left join device d on d.store_id = s.store_id and d.id = s.device_id
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, s.opened_at, s.id`),
  'labor-report': one(LABOR),
  'payroll-report': one(PAYROLL),
  'employee-report': many(
    salesBy('server_id::text', '(array_agg(server_name order by business_date desc))[1]'),
    `select c.employee_id::text as employee_id, sum(${CARD_WORKED}) as worked
    from time_card c
    join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
    join employee e on e.store_id = c.store_id and e.id = c.employee_id
    where c.store_id = $1 and w.business_date between $2::date and $3::date and c.clock_out is not null
    group by c.employee_id`,
  ),
  'rate-system-report': one(`select coalesce(m.name, (select i.name from check_item i
        where i.store_id = $1 and i.menu_item_id = r.menu_item_id order by i.id desc limit 1), '—') as name,
      sum(r.ratings) as ratings, sum(r.points) as points, sum(r.likes) as likes, sum(r.dislikes) as dislikes
    from report_rating_day r
    left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
    where r.store_id = $1 and r.business_date between $2::date and $3::date
    group by r.menu_item_id, m.name`),
  'detailed-payment-tickets-report': TICKETS(false),
  'manual-cc-transactions-report': TICKETS(true),
  'resend-audit-report': many(
    `select to_char(r.resent_at at time zone s.time_zone, 'YYYY-MM-DD HH24:MI') as resent_at,
      c.number::text as number, i.name as item, r.quantity, r.employee_name as employee,
      coalesce(r.reason, '') as reason
    from kitchen_resend r
    join store s on s.id = r.store_id
    join pos_check c on c.store_id = r.store_id and c.id = r.check_id
    left join check_item i on i.store_id = r.store_id and i.id = r.check_item_id
    where r.store_id = $1 and r.business_date between $2::date and $3::date
    order by r.resent_at desc, r.id desc
    limit ${PAGE}`,
    `select count(*) as n, coalesce(sum(quantity), 0) as quantity
    from kitchen_resend
    where store_id = $1 and business_date between $2::date and $3::date`,
  ),
  'daily-report-olo': one(`select to_char(business_date, 'YYYY-MM-DD') as date, sum(checks)::bigint as orders,
      sum(subtotal)::bigint as subtotal, sum(discount)::bigint as discount, sum(tax)::bigint as tax,
      sum(tip)::bigint as tip, sum(total)::bigint as total
    from report_sales_hour
    where store_id = $1 and source = 'olo' and business_date between $2::date and $3::date
    group by business_date
    order by business_date`),
};
