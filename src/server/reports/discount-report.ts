import { discountReport } from '../services/reports/discounts.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'discount-report',
  order: 12,
  icon: 'LocalOffer',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'discounts', label: 'reports.chart.discounts', unit: 'money', column: 'discounts' }],
  ...discountReport,
  hand: handOf('discount-report'),
});
