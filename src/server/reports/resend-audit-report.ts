import { resendAuditReport } from '../services/reports/resends.js';
import { defineReport } from './define.js';
import { handOf } from './hand/index.js';

export default defineReport({
  code: 'resend-audit-report',
  order: 15.5,
  icon: 'History',
  filters: ['employee_id'],
  compare: false,
  paged: true,
  chart: 'bar',
  series: [{ key: 'resends', label: 'reports.chart.resends', unit: 'count' }],
  ...resendAuditReport,
  hand: handOf('resend-audit-report'),
});
