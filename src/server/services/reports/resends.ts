import { sql } from 'kysely';
import { pageLimit, pageOf, pageOrder, type SortedColumn } from './paged.js';
import { cellsOf, type ReportModule } from './types.js';

/** The item cell of a resend of a whole check (an i18n key; item names are written as they are). */
export const WHOLE_CHECK = 'reports.resend-audit-report.wholeCheck';

/** A resend as the query reads it, or the totals row (how many resends under `number`, their quantity). */
interface Resend {
  resent_at?: string;
  number: string | number;
  item?: string | null;
  quantity: string | number;
  employee?: string;
  reason?: string | null;
  totals?: boolean;
}

/** The columns, each with its sort; `joined` ones are sorted only once the resends are joined to their checks and items. */
const COLUMNS: readonly (SortedColumn<Resend> & { joined?: boolean })[] = [
  { key: 'resentAt', kind: 'datetime', read: (r) => r.resent_at, sort: sql`r.resent_at` },
  { key: 'check', kind: 'text', read: (r) => r.number, sort: sql`c.number`, joined: true },
  {
    key: 'item',
    kind: 'label',
    read: (r) => (r.totals ? null : (r.item ?? WHOLE_CHECK)),
    sort: sql`i.name`,
    joined: true,
  },
  { key: 'quantity', kind: 'count', read: (r) => r.quantity, sort: sql`r.quantity` },
  { key: 'employee', kind: 'text', read: (r) => r.employee, sort: sql`r.employee_name` },
  { key: 'reason', kind: 'text', read: (r) => (r.totals ? null : (r.reason ?? '')), sort: sql`r.reason` },
];

/**
 * Every kitchen resend of the range's business dates, newest first: when (in the store's time zone),
 * the check, the item resent (or the whole check), how many, who and why; with the employee filter.
 * The chart counts the resends of each employee; the totals count the resends and their quantity.
 */
export const resendAuditReport: ReportModule = {
  columns: COLUMNS,
  async run(db, q) {
    const page = pageOf(q);
    const employee = q.filters.employee_id ? sql`and r.employee_id = ${q.filters.employee_id}` : sql``;
    const range = sql`r.store_id = ${q.storeId} and r.business_date between ${q.from}::date and ${q.to}::date
      ${employee}`;
    const order = pageOrder(
      page,
      COLUMNS.map((c) => c.sort),
      sql`r.resent_at desc, r.id desc`,
    );
    // Sorted on the resend's own columns, the page is cut from the resends first and only its rows
    // are joined to their checks and items; sorted on the check or the item, everything is joined.
    const ownSort = !page.sort || !COLUMNS[page.sort.column]?.joined;
    const resends = ownSort
      ? sql`(select * from kitchen_resend r where ${range} ${order} ${pageLimit(page)}) r`
      : sql`kitchen_resend r`;
    // The page, and the chart and totals over the whole range, are read at once.
    const [{ rows }, { rows: people }] = await Promise.all([
      sql<{
        resent_at: string;
        number: string;
        item: string | null;
        quantity: string;
        employee: string;
        reason: string | null;
      }>`select to_char(r.resent_at at time zone s.time_zone, 'YYYY-MM-DD HH24:MI') as resent_at,
        c.number::text as number, i.name as item, r.quantity::text as quantity,
        r.employee_name as employee, r.reason
      from ${resends}
      join store s on s.id = r.store_id
      join pos_check c on c.store_id = r.store_id and c.id = r.check_id
      left join check_item i on i.store_id = r.store_id and i.id = r.check_item_id
      ${ownSort ? sql`${order}` : sql`where ${range} ${order} ${pageLimit(page)}`}`.execute(db),
      sql<{ employee: string; resends: string; quantity: string }>`select
        r.employee_name as employee, count(*)::text as resends, sum(r.quantity)::text as quantity
      from kitchen_resend r where ${range}
      group by r.employee_name order by count(*) desc, r.employee_name`.execute(db),
    ]);
    const count = people.reduce((s, p) => s + Number(p.resends), 0);
    return {
      rows: rows.map((r) => ({ cells: cellsOf(COLUMNS, r) })),
      totals: cellsOf(COLUMNS, {
        number: count,
        quantity: people.reduce((s, p) => s + Number(p.quantity), 0),
        totals: true,
      }),
      chart: {
        labels: people.map((p) => p.employee),
        series: [{ key: 'resends', values: people.map((p) => Number(p.resends)) }],
      },
      count,
    };
  },
};
