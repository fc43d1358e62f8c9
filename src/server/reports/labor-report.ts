import { laborReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'labor-report',
  order: 17,
  icon: 'Insights',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'laborShare', label: 'reports.chart.laborShare', unit: 'percent', column: 'laborShare' }],
  ...laborReport,
  hand: handOf('labor-report'),
});
