import { tipsReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'tips-report',
  order: 10,
  icon: 'VolunteerActivism',
  filters: ['order_type_id'],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'tips', label: 'reports.chart.tips', unit: 'money', column: 'tips' }],
  ...tipsReport,
  hand: handOf('tips-report'),
});
