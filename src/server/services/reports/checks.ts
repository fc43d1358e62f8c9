import { sql } from 'kysely';
import { pageLimit, pageOf, pageOrder } from './paged.js';
import { cellsOf, field, type ReadColumn, type ReportModule } from './types.js';

/** The i18n key of a check's status, as the check report's status cells carry it. */
export const checkStatusLabel = (status: string) => `reports.checks.status.${status}`;

/** A check's row as read (with its id), or the totals of the range (none): text as the statement gives it. */
type CheckLine = Partial<Record<string, string | null>>;
const isCheck = (r: CheckLine) => r.id !== undefined;

const CHECK_COLUMNS: readonly ReadColumn<CheckLine>[] = [
  field('check', 'text', 'number'),
  field('date', 'date'),
  field('opened', 'time'),
  { key: 'closed', kind: 'time', read: (r) => (isCheck(r) ? (r.closed ?? '') : null) },
  field('orderType', 'text', 'order_type_name'),
  field('server', 'text', 'server_name'),
  { key: 'status', kind: 'label', read: (r) => (isCheck(r) ? checkStatusLabel(r.status!) : null) },
  field('subtotal', 'money'),
  field('discounts', 'money', 'discount'),
  field('tax', 'money'),
  field('tips', 'money', 'tip'),
  field('total', 'money'),
  field('paid', 'money'),
  field('refunds', 'money', 'refunded'),
];

/**
 * Every check of the range, one row each (SPEC §2 check-report), read from the raw check rows so that
 * a row can open its ticket: number, business date, local opening and closing time, order type,
 * server, status and amounts; what its payments collected (less change) and what was refunded.
 * Totals add every check; the count of checks stands in the number column.
 */
export const checkReport: ReportModule = {
  columns: CHECK_COLUMNS,
  async run(db, q) {
    const page = pageOf(q);
    const employee = q.filters.employee_id ? sql`and c.server_id = ${q.filters.employee_id}` : sql``;
    const orderType = q.filters.order_type_id ? sql`and c.order_type_id = ${q.filters.order_type_id}` : sql``;
    const range = sql`from working_day w
      join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date
        ${employee} ${orderType}`;
    const paid = sql`(select coalesce(sum(p.amount - p.change), 0) from check_payment p
      where p.store_id = c.store_id and p.check_id = c.id)`;
    const refunded = sql`(select coalesce(sum(r.amount), 0) from check_refund r
      where r.store_id = c.store_id and r.check_id = c.id)`;
    // Sorting by a column sorts by what it stands for: the number, the date and time, the amount.
    const sorts = [
      sql`c.number`,
      sql`w.business_date`,
      sql`c.opened_at`,
      sql`c.closed_at`,
      sql`c.order_type_name`,
      sql`c.server_name`,
      sql`c.status`,
      sql`c.subtotal`,
      sql`c.discount`,
      sql`c.tax`,
      sql`c.tip`,
      sql`c.total`,
      paid,
      refunded,
    ];
    // The page's checks first, then what their payments and refunds add up to: the sums are read for
    // the rows shown only.
    const { rows } = await sql<Record<string, string | null>>`select c.id, c.number::text as number,
        to_char(pg.business_date, 'YYYY-MM-DD') as date,
        to_char(c.opened_at at time zone s.time_zone, 'HH24:MI') as opened,
        to_char(c.closed_at at time zone s.time_zone, 'HH24:MI') as closed,
        c.order_type_name, c.server_name, c.status,
        c.subtotal::text as subtotal, c.discount::text as discount, c.tax::text as tax, c.tip::text as tip,
        c.total::text as total, ${paid}::text as paid, ${refunded}::text as refunded
      from (select pg_rows.*, row_number() over () as position
        from (select c.id, w.business_date ${range}
          ${pageOrder(page, sorts, sql`w.business_date, c.opened_at, c.number, c.id`)} ${pageLimit(page)}) pg_rows) pg
      join pos_check c on c.store_id = ${q.storeId} and c.id = pg.id
      join store s on s.id = c.store_id
      order by pg.position`.execute(db);
    // The totals of every check of the range, from the sales rollup: its sums cover voided checks as
    // their rows do (a voided check's amounts are zero, its tip stays).
    const rollupEmployee = q.filters.employee_id ? sql`and server_id = ${q.filters.employee_id}` : sql``;
    const rollupOrderType = q.filters.order_type_id
      ? sql`and order_type_id = ${q.filters.order_type_id}`
      : sql``;
    const [sums] = (
      await sql<Record<string, string>>`select coalesce(sum(checks + voided_checks), 0)::text as checks,
          coalesce(sum(subtotal), 0)::text as subtotal, coalesce(sum(discount), 0)::text as discount,
          coalesce(sum(tax), 0)::text as tax, coalesce(sum(tip), 0)::text as tip,
          coalesce(sum(total), 0)::text as total, coalesce(sum(paid), 0)::text as paid,
          coalesce(sum(refunded), 0)::text as refunded
        from report_sales_hour
        where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
          ${rollupEmployee} ${rollupOrderType}`.execute(db)
    ).rows;
    const { checks, ...amounts } = sums!;
    return {
      rows: rows.map((r) => ({ id: r.id, cells: cellsOf(CHECK_COLUMNS, r) })),
      totals: cellsOf(CHECK_COLUMNS, { number: checks, ...amounts }),
      chart: null,
      count: Number(sums!.checks),
    };
  },
};
