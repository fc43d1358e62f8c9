import { payrollReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'payroll-report',
  order: 18,
  icon: 'People',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...payrollReport,
  hand: handOf('payroll-report'),
});
