import { rateSystemReport } from '../services/reports/tickets.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'rate-system-report',
  order: 20,
  icon: 'Checklist',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [
    { key: 'averageRating', label: 'reports.chart.averageRating', unit: 'number', column: 'averageRating' },
  ],
  ...rateSystemReport,
  hand: handOf('rate-system-report'),
});
