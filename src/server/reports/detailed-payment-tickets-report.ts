import { detailedPaymentTicketsReport } from '../services/reports/tickets.js';
import { defineReport } from './define.js';
import { tickets } from './hand/cells.js';
import { TICKETS } from './hand/statements.js';

export default defineReport({
  code: 'detailed-payment-tickets-report',
  order: 21,
  icon: 'ReceiptLong',
  filters: [],
  compare: false,
  paged: true,
  chart: 'none',
  series: [],
  ...detailedPaymentTicketsReport,
  hand: {
    statements: TICKETS(false),
    expected: tickets,
  },
});
