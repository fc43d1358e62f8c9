import { checkReport } from '../services/reports/checks.js';
import { SALES_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { n, t } from './hand/cells.js';
import { many } from './hand/compare.js';
import { PAGE } from './hand/statements.js';

export default defineReport({
  code: 'check-report',
  order: 1.5,
  icon: 'ReceiptLong',
  filters: SALES_FILTERS,
  compare: false,
  paged: true,
  chart: 'none',
  series: [],
  ...checkReport,
  hand: {
    statements: many(
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
    expected: ([rows, totals]) => {
      const sums = totals![0]!;
      return {
        rows: rows!.map((r) => [
          r.number as string,
          r.date as string,
          r.opened as string,
          (r.closed as string | null) ?? '',
          r.order_type_name as string,
          r.server_name as string,
          `reports.checks.status.${r.status as string}`,
          ...['subtotal', 'discount', 'tax', 'tip', 'total', 'paid', 'refunded'].map((k) => t(r[k])),
        ]),
        ordered: true,
        totals: [
          t(sums!.checks),
          null,
          null,
          null,
          null,
          null,
          null,
          ...['subtotal', 'discount', 'tax', 'tip', 'total'].map((k) => t(sums![k])),
          t(sums.paid),
          t(sums.refunded),
        ],
        count: n(sums.checks),
      };
    },
  },
});
