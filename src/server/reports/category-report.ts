import { categoryReport } from '../services/reports/by-items.js';
import { defineReport } from './define.js';
import { soldByLevel } from './hand/cells.js';

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
  hand: soldByLevel('c'),
});
