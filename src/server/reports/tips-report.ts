import { tipsReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { n, net, serverSales, share, t } from './hand/cells.js';

export default defineReport({
  code: 'tips-report',
  order: 10,
  icon: 'VolunteerActivism',
  filters: ['order_type_id'],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'tips', label: 'reports.chart.tips', unit: 'money', column: 'tips' }],
  ...tipsReport,
  hand: serverSales((r) => [t(r.checks), String(net(r)), t(r.tip), t(r.gratuity), share(n(r.tip), net(r))]),
});
