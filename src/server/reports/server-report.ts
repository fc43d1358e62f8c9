import { serverReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { byServer, checkCells, t } from './hand/cells.js';
import { one } from './hand/compare.js';
import { salesBy } from './hand/statements.js';

export default defineReport({
  code: 'server-report',
  order: 11,
  icon: 'Badge',
  filters: ['order_type_id'],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...serverReport,
  hand: {
    statements: one(salesBy('server_id::text', '(array_agg(server_name order by business_date desc))[1]')),
    expected: byServer((r) => [
      ...checkCells(r),
      t(r.tax),
      t(r.tip),
      t(r.gratuity),
      t(r.total),
      t(r.void_amount),
    ]),
  },
});
