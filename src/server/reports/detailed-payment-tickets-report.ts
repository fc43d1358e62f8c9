import { detailedPaymentTicketsReport } from '../services/reports/tickets.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

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
  hand: handOf('detailed-payment-tickets-report'),
});
