import { tipsReport } from '../services/reports/by-sales.js';
import { defineReport } from './define.js';
import { byServer, n, net, share, t } from './hand/cells.js';
import { one } from './hand/compare.js';
import { salesBy } from './hand/statements.js';

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
  hand: {
    statements: one(salesBy('server_id::text', '(array_agg(server_name order by business_date desc))[1]')),
    expected: byServer((r) => [
      t(r.checks),
      String(net(r)),
      t(r.tip),
      t(r.gratuity),
      share(n(r.tip), net(r)),
    ]),
  },
});
