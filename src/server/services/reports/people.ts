import { sql, type RawBuilder } from 'kysely';
import { readPayroll, readPayrollDays, type PayrollEmployeeLine } from '../payroll.js';
import { SALES_COLUMN } from './daily-sales.js';
import { netSales, salesBy, share, sumSales, type SalesFigures } from './sales.js';
import { columnChart, field, largestFirst, tableReport, text, type ReadColumn } from './types.js';

/** Hours with two decimals, as text: 8.5 → "8.50". */
export const hoursText = (hours: number) => hours.toFixed(2);

/** Cents per hour worked, half up; 0 without hours. */
export const perHour = (cents: number, hours: number) => (hours > 0 ? Math.round(cents / hours) : 0);

/**
 * The drawer a cash payment or paid out of a device at an instant goes to: of the device's drawers
 * open then (opened at or before it, not yet closed), the one of the check's server or of who took
 * the paid out, else the one opened last. A device may hold two drawers at once (or one left open
 * when the next opened): each amount counts in one drawer, never in both.
 */
const drawerOf = (
  storeId: string,
  device: RawBuilder<unknown>,
  at: RawBuilder<unknown>,
  employee: RawBuilder<unknown>,
) =>
  sql`select x.id from shift x
    where x.store_id = ${storeId} and x.device_id = ${device}
      and x.opened_at <= ${at} and (x.closed_at is null or ${at} < x.closed_at)
    order by x.employee_id = ${employee} desc, x.opened_at desc, x.id desc
    limit 1`;

/** A drawer's figures (the totals row: how many drawers, and no date, device or times). */
interface Drawer {
  date?: string;
  employee?: string;
  device?: string;
  opened?: string;
  closed?: string | null;
  starting: number;
  cash: number;
  paidOuts: number;
  adjustments: number;
  expected: number;
  closing: number | null;
  overShort: number | null;
}

const DRAWER_COLUMNS: readonly ReadColumn<Drawer>[] = [
  field('date', 'date'),
  field('employee', 'text'),
  field('device', 'text'),
  field('opened', 'datetime'),
  { key: 'closed', kind: 'datetime', read: (d) => (d.date === undefined ? null : (d.closed ?? '')) },
  field('startingBank', 'money', 'starting'),
  field('cashPayments', 'money', 'cash'),
  field('paidOuts', 'money'),
  field('adjustments', 'money'),
  field('expectedCash', 'money', 'expected'),
  field('closingBank', 'money', 'closing'),
  field('overShort', 'money'),
];

/**
 * Each cash drawer of the shifts of the range's working days. Its cash is what its device took in
 * cash (tendered less change) and paid out while the drawer was open, between the shift's opening and
 * its close (or since its opening while it is open), each amount in one drawer only (drawerOf), with
 * the drawer's adjustments: the expected cash is the starting bank plus that cash and the adjustments
 * less the paid outs, and the over/short the closing bank less the expected cash, once the drawer is
 * closed. The drawers' cash and paid outs add up to the payment and paid outs reports' when every
 * amount was taken while a drawer of its device was open.
 */
export const drawerReport = tableReport(DRAWER_COLUMNS, async (db, q) => {
  const { rows } = await sql<{
    date: string;
    employee: string;
    device: string;
    opened: string;
    closed: string | null;
    starting: string;
    closing: string | null;
    cash: string;
    paid_outs: string;
    adjustments: string;
  }>`with d as (
      select s.id, s.device_id, s.employee_id, s.opened_at, s.closed_at, w.business_date,
        cd.id as drawer_id, cd.starting_bank, cd.closing_bank
      from working_day w
      join shift s on s.store_id = w.store_id and s.working_day_id = w.id
      join cash_drawer cd on cd.store_id = s.store_id and cd.shift_id = s.id
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date),
    -- Only amounts of the drawers' devices since the first of them opened can be theirs.
    cash as (
      select o.id, sum(p.amount - p.change) as cash
      from check_payment p
      join pos_check c on c.store_id = p.store_id and c.id = p.check_id
      cross join lateral (${drawerOf(q.storeId, sql`c.device_id`, sql`p.paid_at`, sql`c.server_id`)}) o
      where p.store_id = ${q.storeId} and p.payment_type = 'cash'
        and c.device_id in (select device_id from d) and p.paid_at >= (select min(opened_at) from d)
      group by o.id),
    outs as (
      select o.id, sum(r.amount) as paid_outs
      from paid_out_record r
      cross join lateral (${drawerOf(q.storeId, sql`r.device_id`, sql`r.paid_at`, sql`r.employee_id`)}) o
      where r.store_id = ${q.storeId}
        and r.device_id in (select device_id from d) and r.paid_at >= (select min(opened_at) from d)
      group by o.id)
    select to_char(d.business_date, 'YYYY-MM-DD') as date,
      coalesce(e.first_name || ' ' || e.last_name, '—') as employee, coalesce(v.name, '—') as device,
      to_char(d.opened_at at time zone st.time_zone, 'YYYY-MM-DD HH24:MI') as opened,
      to_char(d.closed_at at time zone st.time_zone, 'YYYY-MM-DD HH24:MI') as closed,
      d.starting_bank::text as starting, d.closing_bank::text as closing,
      coalesce(cash.cash, 0)::text as cash, coalesce(outs.paid_outs, 0)::text as paid_outs,
      (select coalesce(sum(a.amount), 0) from cash_drawer_adjustment a
        where a.store_id = ${q.storeId} and a.drawer_id = d.drawer_id)::text as adjustments
    from d
    join store st on st.id = ${q.storeId}
    left join employee e on e.store_id = ${q.storeId} and e.id = d.employee_id
    left join device v on v.store_id = ${q.storeId} and v.id = d.device_id
    left join cash on cash.id = d.id
    left join outs on outs.id = d.id
    order by d.business_date, d.opened_at, d.id`.execute(db);
  const drawers: Drawer[] = rows.map((r) => {
    const starting = Number(r.starting);
    const cash = Number(r.cash);
    const paidOuts = Number(r.paid_outs);
    const adjustments = Number(r.adjustments);
    const expected = starting + cash + adjustments - paidOuts;
    const closing = r.closing === null ? null : Number(r.closing);
    const overShort = closing === null ? null : closing - expected;
    return { ...r, starting, cash, paidOuts, adjustments, expected, closing, overShort };
  });
  const sum = (pick: (d: Drawer) => number | null) => drawers.reduce((t, d) => t + (pick(d) ?? 0), 0);
  const whole: Drawer = {
    employee: text(drawers.length),
    starting: sum((d) => d.starting),
    cash: sum((d) => d.cash),
    paidOuts: sum((d) => d.paidOuts),
    adjustments: sum((d) => d.adjustments),
    expected: sum((d) => d.expected),
    closing: sum((d) => d.closing),
    overShort: sum((d) => d.overShort),
  };
  return { rows: drawers, totals: whole };
});

/** A day's labour beside its net sales (the totals row has no date). */
interface LaborDay {
  date?: string;
  hours: number;
  cost: number;
  net: number;
}

const LABOR_COLUMNS: readonly ReadColumn<LaborDay>[] = [
  field('date', 'date'),
  { key: 'hoursWorked', kind: 'text', read: (d) => hoursText(d.hours), whole: 'sum' },
  field('laborCost', 'money', 'cost'),
  field('netSales', 'money', 'net'),
  {
    key: 'laborShare',
    kind: 'percent',
    read: (d) => share(d.cost, d.net),
    whole: { share: ['laborCost', 'netSales'] },
  },
];

/**
 * Labour per business date with time cards or sales: the hours worked (breaks excluded) and their
 * cost as the payroll of that single day computes it (the week's earlier days counting toward its
 * overtime), beside the day's net sales from the rollups and the cost as a share of them.
 */
export const laborReport = tableReport(LABOR_COLUMNS, async (db, q) => {
  // The day's sales and the time cards are read at once.
  const byDate = salesBy(db, { ...q, filters: {} }, 'date');
  const labour = await readPayrollDays(
    db,
    q.storeId,
    q,
    byDate.then((days) => days.map((d) => d.key)),
  );
  const sales = new Map((await byDate).map((d) => [d.key, netSales(d)] as const));
  const days: LaborDay[] = [...labour].map(([date, day]) => ({
    date,
    hours: day.hours,
    cost: day.total,
    net: sales.get(date) ?? 0,
  }));
  const sum = (pick: (d: LaborDay) => number) => days.reduce((t, d) => t + pick(d), 0);
  const whole = {
    hours: Math.round(sum((d) => d.hours) * 100) / 100,
    cost: sum((d) => d.cost),
    net: sum((d) => d.net),
  };
  return { rows: days, totals: whole, chart: columnChart(LABOR_COLUMNS, days, (d) => d.date!, 'laborShare') };
});

/** An employee's payroll line (the totals line has no name). */
type PayLine = Partial<Pick<PayrollEmployeeLine, 'name'>> &
  Pick<
    PayrollEmployeeLine,
    'hours' | 'regular_hours' | 'overtime_hours' | 'regular_pay' | 'overtime_pay' | 'total'
  >;

const PAYROLL_COLUMNS: readonly ReadColumn<PayLine>[] = [
  field('employee', 'text', 'name'),
  { key: 'hoursWorked', kind: 'text', read: (l) => hoursText(l.hours), whole: 'sum' },
  { key: 'regularHours', kind: 'text', read: (l) => hoursText(l.regular_hours), whole: 'sum' },
  { key: 'overtimeHours', kind: 'text', read: (l) => hoursText(l.overtime_hours), whole: 'sum' },
  field('regularPay', 'money', 'regular_pay'),
  field('overtimePay', 'money', 'overtime_pay'),
  field('total', 'money'),
];

/** The payroll of the range per employee, as the compensation screen computes it. */
export const payrollReport = tableReport(PAYROLL_COLUMNS, async (db, q) => {
  const payroll = await readPayroll(db, q.storeId, { from: q.from, to: q.to });
  return { rows: payroll.employees, totals: payroll.totals };
});

/** A server's sales and hours worked (the totals row has no label). */
type ServerRow = SalesFigures & { label?: string; hours: number };

const EMPLOYEE_COLUMNS: readonly ReadColumn<ServerRow>[] = [
  field('server', 'text', 'label'),
  SALES_COLUMN.checks,
  SALES_COLUMN.guests,
  SALES_COLUMN.netSales,
  SALES_COLUMN.averageCheck,
  SALES_COLUMN.tips,
  SALES_COLUMN.voids,
  { key: 'hoursWorked', kind: 'text', read: (s) => hoursText(s.hours), whole: 'sum' },
  {
    key: 'salesPerHour',
    kind: 'money',
    read: (s) => perHour(netSales(s), s.hours),
    whole: { ratio: ['netSales', 'hoursWorked'] },
  },
];

/**
 * Each server's performance over the range: checks, guests, net sales and average check, tips and
 * voids from the sales rollup, the hours they worked (payroll of the range) and their net sales per
 * hour worked. Largest net sales first.
 */
export const employeeReport = tableReport(EMPLOYEE_COLUMNS, async (db, q) => {
  const [byServer, payroll] = await Promise.all([
    salesBy(db, { ...q, filters: {} }, 'server'),
    readPayroll(db, q.storeId, { from: q.from, to: q.to }),
  ]);
  const hoursOf = new Map(payroll.employees.map((l) => [l.employee_id, l.hours]));
  const servers = byServer
    .sort(largestFirst(netSales))
    .map((s) => ({ ...s, hours: hoursOf.get(s.key) ?? 0 }));
  const hours = servers.reduce((t, s) => t + s.hours, 0);
  return {
    rows: servers,
    totals: { ...sumSales(servers), hours: Math.round(hours * 100) / 100 },
    chart: columnChart(EMPLOYEE_COLUMNS, servers, (s) => s.label, 'salesPerHour'),
  };
});
