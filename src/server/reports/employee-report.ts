import { employeeReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'employee-report',
  order: 19,
  icon: 'Badge',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [
    { key: 'salesPerHour', label: 'reports.chart.salesPerHour', unit: 'money', column: 'salesPerHour' },
  ],
  ...employeeReport,
  hand: handOf('employee-report'),
});
