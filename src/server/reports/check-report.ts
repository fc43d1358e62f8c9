import { checkReport } from '../services/reports/checks.js';
import { SALES_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'check-report',
  order: 1.5,
  icon: 'ReceiptLong',
  filters: SALES_FILTERS,
  compare: false,
  paged: true,
  chart: 'none',
  series: [],
  ...checkReport,
  hand: handOf('check-report'),
});
