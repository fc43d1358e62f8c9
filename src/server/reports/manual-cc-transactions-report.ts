import { manualCcTransactionsReport } from '../services/reports/tickets.js';
import { defineReport } from './define.js';
import { tickets } from './hand/cells.js';
import { TICKETS } from './hand/statements.js';

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
  hand: {
    statements: TICKETS(true),
    expected: tickets,
  },
});
