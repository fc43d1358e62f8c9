import { manualCcTransactionsReport } from '../services/reports/tickets.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'manual-cc-transactions-report',
  order: 22,
  icon: 'Payments',
  filters: [],
  compare: false,
  paged: true,
  chart: 'none',
  series: [],
  ...manualCcTransactionsReport,
  hand: handOf('manual-cc-transactions-report'),
});
