import { SALES_FILTERS } from '../services/reports/filters.js';
import { hourlyReport } from '../services/reports/hourly-report.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

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
  hand: handOf('hourly-report'),
});
