import { summary } from '../services/reports/summary.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'summary',
  order: 1,
  icon: 'Insights',
  filters: [],
  compare: true,
  paged: false,
  chart: 'pie',
  series: [{ key: 'collected', label: 'reports.chart.collected', unit: 'money', column: 'value' }],
  ...summary,
  hand: handOf('summary'),
});
