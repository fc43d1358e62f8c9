import { dailyReportOlo } from '../services/reports/olo.js';
import { defineReport } from './define.js';
import { average, n, sumRows, t } from './hand/cells.js';
import { one, type Cells, type Row } from './hand/compare.js';

export default defineReport({
  code: 'daily-report-olo',
  order: 4,
  icon: 'Storefront',
  filters: [],
  compare: true,
  paged: false,
  chart: 'bar',
  page: { path: '/pages/daily-report-olo', module: 'online-ordering' },
  series: [{ key: 'onlineSales', label: 'reports.chart.onlineSales', unit: 'money', column: 'total' }],
  ...dailyReportOlo,
  hand: {
    statements: one(`select to_char(business_date, 'YYYY-MM-DD') as date, sum(checks)::bigint as orders,
      sum(subtotal)::bigint as subtotal, sum(discount)::bigint as discount, sum(tax)::bigint as tax,
      sum(tip)::bigint as tip, sum(total)::bigint as total
    from report_sales_hour
    where store_id = $1 and source = 'olo' and business_date between $2::date and $3::date
    group by business_date
    order by business_date`),
    expected: ([rows]) => {
      const keys = ['orders', 'subtotal', 'discount', 'tax', 'tip', 'total'];
      const cells = (r: Row): Cells => [
        ...keys.map((k) => t(r[k])),
        String(average(n(r.total), n(r.orders))),
      ];
      return {
        rows: rows!.map((r) => [r.date as string, ...cells(r)]),
        ordered: true,
        totals: [null, ...cells(sumRows(rows!, keys))],
      };
    },
  },
});
