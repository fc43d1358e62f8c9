import { dailySales } from '../services/reports/daily-sales.js';
import { SALES_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { SALES_KEYS, salesCells, sumRows } from './hand/cells.js';
import { one } from './hand/compare.js';
import { salesBy } from './hand/statements.js';

export default defineReport({
  code: 'daily-sales',
  order: 2,
  icon: 'EventAvailable',
  filters: SALES_FILTERS,
  compare: true,
  paged: false,
  chart: 'bar',
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...dailySales,
  hand: {
    statements: one(`${salesBy(`to_char(business_date, 'YYYY-MM-DD')`, `''`)} order by 1`),
    expected: ([rows]) => ({
      rows: rows!.map((r) => [r.key as string, ...salesCells(r)]),
      ordered: true,
      totals: [null, ...salesCells(sumRows(rows!, SALES_KEYS))],
    }),
  },
});
