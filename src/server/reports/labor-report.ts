import { laborReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { hoursOf, hoursText, n, share, t } from './hand/cells.js';
import { one, type Cells } from './hand/compare.js';
import { LABOR } from './hand/statements.js';

export default defineReport({
  code: 'labor-report',
  order: 17,
  icon: 'Insights',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'laborShare', label: 'reports.chart.laborShare', unit: 'percent', column: 'laborShare' }],
  ...laborReport,
  hand: {
    statements: one(LABOR),
    expected: ([rows]) => {
      let hours = 0;
      let cost = 0;
      let netSales = 0;
      const out = rows!.map((r): Cells => {
        const h = hoursOf(n(r.worked));
        hours += h;
        cost += n(r.cost);
        netSales += n(r.net);
        return [r.date as string, hoursText(h), t(r.cost), t(r.net), share(n(r.cost), n(r.net))];
      });
      return {
        rows: out,
        ordered: true,
        totals: [
          null,
          hoursText(Math.round(hours * 100) / 100),
          String(cost),
          String(netSales),
          share(cost, netSales),
        ],
      };
    },
  },
});
