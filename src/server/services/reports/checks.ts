import { sql } from 'kysely';
import { text, type ReportModule } from './types.js';

/** The i18n key of a check's status, as the check report's status cells carry it. */
export const checkStatusLabel = (status: string) => `reports.checks.status.${status}`;

/**
 * Every check of the range, one row each (SPEC §2 check-report), read from the raw check rows so that
 * a row can open its ticket: number, business date, local opening and closing time, order type,
 * server, status and amounts; what its payments collected (less change) and what was refunded.
 * Totals add every check; the count of checks stands in the number column.
 */
export const checkReport: ReportModule = {
  columns: [
    { key: 'check', kind: 'text' },
    { key: 'date', kind: 'date' },
    { key: 'opened', kind: 'text' },
    { key: 'closed', kind: 'text' },
    { key: 'orderType', kind: 'text' },
    { key: 'server', kind: 'text' },
    { key: 'status', kind: 'label' },
    { key: 'subtotal', kind: 'money' },
    { key: 'discounts', kind: 'money' },
    { key: 'tax', kind: 'money' },
    { key: 'tips', kind: 'money' },
    { key: 'total', kind: 'money' },
    { key: 'paid', kind: 'money' },
    { key: 'refunds', kind: 'money' },
  ],
  async run(db, q) {
    const employee = q.filters.employee_id ? sql`and c.server_id = ${q.filters.employee_id}` : sql``;
    const orderType = q.filters.order_type_id ? sql`and c.order_type_id = ${q.filters.order_type_id}` : sql``;
    const { rows } = await sql<Record<string, string | null>>`select c.id, c.number::text as number,
        to_char(w.business_date, 'YYYY-MM-DD') as date,
        to_char(c.opened_at at time zone s.time_zone, 'HH24:MI') as opened,
        to_char(c.closed_at at time zone s.time_zone, 'HH24:MI') as closed,
        c.order_type_name, c.server_name, c.status,
        c.subtotal::text as subtotal, c.discount::text as discount, c.tax::text as tax, c.tip::text as tip,
        c.total::text as total,
        (select coalesce(sum(p.amount - p.change), 0) from check_payment p
          where p.store_id = c.store_id and p.check_id = c.id)::text as paid,
        (select coalesce(sum(r.amount), 0) from check_refund r
          where r.store_id = c.store_id and r.check_id = c.id)::text as refunded
      from working_day w
      join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
      join store s on s.id = c.store_id
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date
        ${employee} ${orderType}
      order by w.business_date, c.opened_at, c.number`.execute(db);
    const money = ['subtotal', 'discount', 'tax', 'tip', 'total', 'paid', 'refunded'] as const;
    const sums = money.map((k) => rows.reduce((s, r) => s + Number(r[k]), 0));
    return {
      rows: rows.map((r) => ({
        id: r.id,
        cells: [
          r.number,
          r.date,
          r.opened,
          r.closed ?? '',
          r.order_type_name,
          r.server_name,
          checkStatusLabel(r.status!),
          ...money.map((k) => r[k]),
        ].map((v) => v ?? null),
      })),
      totals: [text(rows.length), null, null, null, null, null, null, ...sums.map(text)],
      chart: null,
    };
  },
};
