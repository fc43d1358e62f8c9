import { paidOutsReport } from '../services/reports/records.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'paid-outs-report',
  order: 15,
  icon: 'Outbox',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...paidOutsReport,
  hand: handOf('paid-outs-report'),
});
