import { orderTypeReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { byServer, checkCells, net, share, t } from './hand/cells.js';
import { one } from './hand/compare.js';
import { salesBy } from './hand/statements.js';

export default defineReport({
  code: 'order-type-report',
  order: 7,
  icon: 'RoomService',
  filters: ['employee_id'],
  compare: false,
  paged: false,
  chart: 'pie',
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...orderTypeReport,
  hand: {
    statements: one(
      salesBy('order_type_id::text', '(array_agg(order_type_name order by business_date desc))[1]'),
    ),
    expected: byServer((r, whole) => [...checkCells(r), share(net(r), net(whole)), t(r.tax), t(r.total)]),
  },
});
