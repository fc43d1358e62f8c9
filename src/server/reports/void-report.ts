import { voidReport } from '../services/reports/by-items.js';
import { ITEM_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'void-report',
  order: 13,
  icon: 'RemoveShoppingCart',
  filters: ITEM_FILTERS,
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'voids', label: 'reports.chart.voids', unit: 'money', column: 'voids' }],
  ...voidReport,
  hand: handOf('void-report'),
});
