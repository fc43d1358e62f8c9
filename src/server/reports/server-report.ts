import { serverReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { checkCells, serverSales, t } from './hand/cells.js';

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
  hand: serverSales((r) => [
    ...checkCells(r),
    t(r.tax),
    t(r.tip),
    t(r.gratuity),
    t(r.total),
    t(r.void_amount),
  ]),
});
