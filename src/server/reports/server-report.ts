import { serverReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

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
  hand: handOf('server-report'),
});
