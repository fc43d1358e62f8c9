import { paymentReport } from '../services/reports/payments.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'payment-report',
  order: 8,
  icon: 'Payments',
  filters: ['payment_id'],
  compare: false,
  paged: false,
  chart: 'pie',
  series: [{ key: 'collected', label: 'reports.chart.collected', unit: 'money', column: 'collected' }],
  ...paymentReport,
  hand: handOf('payment-report'),
});
