import { menuItemReport } from '../services/reports/by-items.js';
import { ITEM_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { soldBy } from './hand/cells.js';
import { one } from './hand/compare.js';
import { MENU_ITEMS } from './hand/statements.js';

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
  hand: {
    statements: one(MENU_ITEMS),
    expected: soldBy(true),
  },
});
