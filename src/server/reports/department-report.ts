import { departmentReport } from '../services/reports/by-items.js';
import { defineReport } from './define.js';
import { soldByLevel } from './hand/cells.js';

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
  hand: soldByLevel('d'),
});
