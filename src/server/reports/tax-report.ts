import { taxReport } from '../services/reports/payments.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'tax-report',
  order: 9,
  icon: 'Percent',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...taxReport,
  hand: handOf('tax-report'),
});
