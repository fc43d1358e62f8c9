import { dailySales } from '../services/reports/daily-sales.js';
import { SALES_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

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
  hand: handOf('daily-sales'),
});
