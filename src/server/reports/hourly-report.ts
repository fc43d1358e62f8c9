import { SALES_FILTERS } from '../services/reports/filters.js';
import { hourlyReport } from '../services/reports/hourly-report.js';
import { defineReport } from './define.js';
import { SALES_KEYS, salesCells, sumRows } from './hand/cells.js';
import { one } from './hand/compare.js';
import { SALES_SUMS } from './hand/statements.js';

export default defineReport({
  code: 'hourly-report',
  order: 3,
  icon: 'AccessTime',
  filters: SALES_FILTERS,
  compare: true,
  paged: false,
  chart: 'bar',
  chartPrevious: true,
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...hourlyReport,
  hand: {
    statements:
      one(`select h.hour::text as key, ${SALES_SUMS.replace(/sum\((\w+)\)/g, 'coalesce(sum(r.$1), 0)')}
    from generate_series(0, 23) h(hour)
    left join report_sales_hour r
      on r.store_id = $1 and r.business_date between $2::date and $3::date and r.hour = h.hour
    group by h.hour
    order by h.hour`),
    expected: ([rows]) => ({
      rows: rows!.map((r) => [r.key as string, ...salesCells(r)]),
      ordered: true,
      totals: [null, ...salesCells(sumRows(rows!, SALES_KEYS))],
    }),
  },
});
