import { dailyReportOlo } from '../services/reports/olo.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

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
  hand: handOf('daily-report-olo'),
});
