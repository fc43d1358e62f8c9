import { orderTypeReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

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
  hand: handOf('order-type-report'),
});
