import { categoryReport } from '../services/reports/by-items.js';
import { defineReport } from './define.js';
import { soldBy } from './hand/cells.js';
import { one } from './hand/compare.js';
import { itemsBy } from './hand/statements.js';

export default defineReport({
  code: 'category-report',
  order: 4,
  icon: 'Category',
  filters: ['department_id'],
  compare: false,
  paged: false,
  chart: 'pie',
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...categoryReport,
  hand: {
    statements: one(itemsBy('c.id::text', `coalesce(max(c.name), '—')`)),
    expected: soldBy(false),
  },
});
