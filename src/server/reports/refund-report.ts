import { refundReport } from '../services/reports/records.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'refund-report',
  order: 14,
  icon: 'ReceiptLong',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...refundReport,
  hand: handOf('refund-report'),
});
