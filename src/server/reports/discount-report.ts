import { discountReport } from '../services/reports/discounts.js';
import { defineReport } from './define.js';
import { n, share, sumRows } from './hand/cells.js';
import { one, type Cells, type Row } from './hand/compare.js';

export default defineReport({
  code: 'discount-report',
  order: 12,
  icon: 'LocalOffer',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'discounts', label: 'reports.chart.discounts', unit: 'money', column: 'discounts' }],
  ...discountReport,
  hand: {
    statements: one(`with s as (
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
    expected: ([rows]) => {
      const cells = (checks: number, gross: number, items: number, all: number): Cells => [
        String(checks),
        String(gross),
        String(items),
        String(all - items),
        String(all),
        share(all, gross),
      ];
      const of = (r: Row) => cells(n(r.checks), n(r.gross), n(r.item_discount), n(r.discount));
      return {
        rows: rows!.map((r) => [r.date as string, ...of(r)]),
        ordered: true,
        totals: [null, ...of(sumRows(rows!, ['checks', 'gross', 'item_discount', 'discount']))],
      };
    },
  },
});
