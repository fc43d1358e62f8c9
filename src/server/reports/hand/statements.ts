import { many } from './compare.js';

/*
 * Pieces of the hand-written SQL that several reports' `hand` statements share (their files hold
 * the statements themselves): the sums of the sales and item rollups, the tickets, the payroll days.
 */

/** Rows of a paged report's first page. */
export const PAGE = 50;

export const SALES_SUMS = `sum(checks)::bigint as checks, sum(guests)::bigint as guests,
  sum(subtotal)::bigint as subtotal, sum(discount)::bigint as discount, sum(tax)::bigint as tax,
  sum(tip)::bigint as tip, sum(gratuity)::bigint as gratuity, sum(delivery_fee)::bigint as delivery_fee,
  sum(total)::bigint as total,
  sum(voided_checks)::bigint as voided_checks, sum(void_amount)::bigint as void_amount`;

export const salesBy = (key: string, label: string) => `select ${key} as key, ${label} as label, ${SALES_SUMS}
  from report_sales_hour
  where store_id = $1 and business_date between $2::date and $3::date
  group by 1`;

/** The sales rollup by server, under the name each server's latest day gives. */
export const BY_SERVER = salesBy(
  'server_id::text',
  '(array_agg(server_name order by business_date desc))[1]',
);

/** Items' discounts are their own and their shares of their checks' own (check_discount). */
export const ITEM_SUMS = `sum(r.quantity)::bigint as quantity, sum(r.gross)::bigint as gross,
  sum(r.discount + r.check_discount)::bigint as discount, sum(r.tax)::bigint as tax,
  sum(r.void_quantity)::bigint as void_quantity, sum(r.void_amount)::bigint as void_amount`;

/** Items sold by a level of the catalogue as it is filed now. */
export const itemsBy = (
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

export const MENU_ITEMS = `select r.menu_item_id::text as key, (array_agg(r.name order by r.business_date desc))[1] as label,
    max(c.name) as category, ${ITEM_SUMS}
  from report_item_day r
  left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
  left join category c on c.store_id = m.store_id and c.id = m.category_id
  where r.store_id = $1 and r.business_date between $2::date and $3::date
  group by r.menu_item_id`;

export const TICKETS = (manual: boolean) => {
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
export const betterDrawer = (at: string, employee: string) => `select 1 from shift x
  where x.store_id = s.store_id and x.device_id = s.device_id and x.id <> s.id
    and x.opened_at <= ${at} and (x.closed_at is null or ${at} < x.closed_at)
    and (x.employee_id = ${employee}, x.opened_at, x.id) > (s.employee_id = ${employee}, s.opened_at, s.id)`;

/** Worked milliseconds of a time card `c`: clock out less clock in less its breaks within the card. */
export const CARD_WORKED = `case when c.clock_out > c.clock_in then
    round(extract(epoch from c.clock_out - c.clock_in) * 1000)
    - coalesce((select sum(round(extract(epoch from least(b.break_out, c.clock_out)
        - greatest(b.break_in, c.clock_in)) * 1000))
      from time_card_break b
      where b.store_id = c.store_id and b.time_card_id = c.id
        and least(b.break_out, c.clock_out) > greatest(b.break_in, c.clock_in)), 0)
  else 0 end`;

export const WEEKDAYS = `array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']`;
/** The first day of the pay week holding a date. */
export const weekOf = (date: string) =>
  `(${date} - ((extract(isodow from ${date})::int - array_position(${WEEKDAYS}, rule.week_start) + 7) % 7))`;

/**
 * The payroll rule of the store, each employee's rate, and each employee's worked time of each business
 * day from the first pay week of the range on, split into regular and overtime hours: daily overtime
 * beyond the daily limit, then weekly overtime on the regular hours a week gathers beyond its limit.
 */
export const PAYROLL_DAYS = `with rule as (
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
export const hourPay = (rate: string, ms: string) => `div(2 * ${rate} * ${ms} + 3600000, 7200000)`;
export const overtimePay = (rate: string, ms: string) =>
  `div(2 * ${rate} * ${ms} * rule.multiplier + 360000000, 720000000)`;

export const PAYROLL = `${PAYROLL_DAYS},
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
export const LABOR = `${PAYROLL_DAYS},
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
