import { drawerReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'drawer-report',
  order: 16,
  icon: 'Savings',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...drawerReport,
  hand: handOf('drawer-report'),
});
