import { menuItemReport } from '../services/reports/by-items.js';
import { ITEM_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'menu-item-report',
  order: 5,
  icon: 'RestaurantMenu',
  filters: ITEM_FILTERS,
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...menuItemReport,
  hand: handOf('menu-item-report'),
});
