import { employeeReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { checkCells, hoursOf, hoursText, n, net, SALES_KEYS, sumRows, t } from './hand/cells.js';
import { many, type Cells, type Row } from './hand/compare.js';
import { BY_SERVER, CARD_WORKED } from './hand/statements.js';

export default defineReport({
  code: 'employee-report',
  order: 19,
  icon: 'Badge',
  filters: [],
  compare: false,
  paged: false,
  chart: 'bar',
  series: [
    { key: 'salesPerHour', label: 'reports.chart.salesPerHour', unit: 'money', column: 'salesPerHour' },
  ],
  ...employeeReport,
  hand: {
    statements: many(
      BY_SERVER,
      `select c.employee_id::text as employee_id, sum(${CARD_WORKED}) as worked
    from time_card c
    join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
    join employee e on e.store_id = c.store_id and e.id = c.employee_id
    where c.store_id = $1 and w.business_date between $2::date and $3::date and c.clock_out is not null
    group by c.employee_id`,
    ),
    expected: ([servers, cards]) => {
      const workedOf = new Map(cards!.map((c) => [c.employee_id as string, n(c.worked)]));
      // A server's sales figures and hours worked, on its row or the totals row.
      const cells = (s: Row, h: number): Cells => [
        ...checkCells(s),
        t(s.tip),
        t(s.void_amount),
        hoursText(h),
        String(h > 0 ? Math.round(net(s) / h) : 0),
      ];
      let hours = 0;
      const rows = servers!.map((s): Cells => {
        const h = hoursOf(workedOf.get(s.key as string) ?? 0);
        hours += h;
        return [s.label as string, ...cells(s, h)];
      });
      hours = Math.round(hours * 100) / 100;
      return {
        rows,
        ordered: false,
        totals: [null, ...cells(sumRows(servers!, SALES_KEYS), hours)],
      };
    },
  },
});
