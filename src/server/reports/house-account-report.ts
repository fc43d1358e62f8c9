import { houseAccountReport } from '../services/reports/accounts.js';
import { defineReport } from './define.js';
import { RANGE_END, RANGE_START } from './hand/accounts.js';
import { n } from './hand/cells.js';
import { one } from './hand/compare.js';

const moved = (where: string) => `coalesce((select sum(m.amount) * 100 from house_account_movement m
  where m.store_id = c.store_id and m.customer_id = c.id and ${where}), 0)`;

export default defineReport({
  code: 'house-account-report',
  order: 15.6,
  icon: 'AccountBalance',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...houseAccountReport,
  hand: {
    statements: one(`select c.name,
      ${moved(`m.at < ${RANGE_START}`)} as opening,
      ${moved(`m.kind = 'charge' and m.at >= ${RANGE_START} and m.at < ${RANGE_END}`)} as charges,
      ${moved(`m.kind = 'payment' and m.at >= ${RANGE_START} and m.at < ${RANGE_END}`)} as payments,
      ${moved(`m.kind = 'adjustment' and m.at >= ${RANGE_START} and m.at < ${RANGE_END}`)} as adjustments
    from customer c
    where c.store_id = $1 and (c.house_account_enabled or exists (select 1 from house_account_movement m
      where m.store_id = c.store_id and m.customer_id = c.id and m.at < ${RANGE_END}))
    order by c.name, c.id`),
    expected: ([rows]) => {
      const cells = rows!.map((r) => {
        const figures = [n(r.opening), n(r.charges), -n(r.payments), n(r.adjustments)];
        return {
          name: r.name as string,
          figures: [...figures, figures[0]! + figures[1]! - figures[2]! + figures[3]!],
        };
      });
      const totals = [0, 1, 2, 3, 4].map((i) => String(cells.reduce((s, c) => s + c.figures[i]!, 0)));
      return {
        rows: cells.map((c) => [c.name, ...c.figures.map(String)]),
        ordered: true,
        totals: [null, ...totals],
      };
    },
  },
});
