import { departmentReport } from '../services/reports/by-items.js';
import { defineReport } from './define.js';
import { soldBy } from './hand/cells.js';
import { one } from './hand/compare.js';
import { itemsBy } from './hand/statements.js';

export default defineReport({
  code: 'department-report',
  order: 6,
  icon: 'Apartment',
  filters: [],
  compare: false,
  paged: false,
  chart: 'pie',
  series: [{ key: 'netSales', label: 'reports.chart.netSales', unit: 'money', column: 'netSales' }],
  ...departmentReport,
  hand: {
    statements: one(itemsBy('d.id::text', `coalesce(max(d.name), '—')`)),
    expected: soldBy(false),
  },
});
