import { CLOSING, customerStatement, movementLabel, OPENING } from '../services/reports/accounts.js';
import { defineReport } from './define.js';
import { RANGE_END, RANGE_START } from './hand/accounts.js';
import { n } from './hand/cells.js';
import { many, type Cells } from './hand/compare.js';

export default defineReport({
  code: 'customer-statement',
  order: 15.7,
  icon: 'ReceiptLong',
  filters: ['customer_id'],
  compare: false,
  paged: false,
  chart: 'none',
  // Each row's balance is the one above plus its movement: the rows keep their order.
  unsortable: true,
  series: [],
  ...customerStatement,
  // With no customer chosen: every customer whose account moved in the range or owed at its start.
  hand: {
    statements: many(
      `select c.id, c.name, coalesce((select sum(m.amount) * 100 from house_account_movement m
        where m.store_id = c.store_id and m.customer_id = c.id and m.at < ${RANGE_START}), 0) as opening
      from customer c
      where c.store_id = $1 and (
        coalesce((select sum(m.amount) from house_account_movement m
          where m.store_id = c.store_id and m.customer_id = c.id and m.at < ${RANGE_START}), 0) <> 0
        or exists (select 1 from house_account_movement m where m.store_id = c.store_id and m.customer_id = c.id
          and m.at >= ${RANGE_START} and m.at < ${RANGE_END}))
      order by c.name, c.id`,
      `select m.customer_id,
        to_char(m.at at time zone (select time_zone from store where id = $1), 'YYYY-MM-DD HH24:MI') as at,
        m.kind, (select p.number::text from pos_check p where p.store_id = m.store_id and p.id = m.check_id) as number,
        m.reason, m.amount * 100 as amount
      from house_account_movement m
      where m.store_id = $1 and m.at >= ${RANGE_START} and m.at < ${RANGE_END}
      order by m.at, m.id`,
    ),
    expected: ([customers, moves]) => {
      const rows: Cells[] = [];
      let moved = 0;
      let closing = 0;
      for (const c of customers!) {
        let balance = n(c.opening);
        const name = c.name as string;
        rows.push([null, name, OPENING, '', '', null, String(balance)]);
        for (const m of moves!.filter((m) => m.customer_id === c.id)) {
          balance += n(m.amount);
          moved += n(m.amount);
          rows.push([
            m.at as string,
            name,
            movementLabel(m.kind as string),
            (m.number as string | null) ?? '',
            (m.reason as string | null) ?? '',
            String(n(m.amount)),
            String(balance),
          ]);
        }
        rows.push([null, name, CLOSING, '', '', null, String(balance)]);
        closing += balance;
      }
      return {
        rows,
        ordered: true,
        totals: rows.length ? [null, null, null, null, null, String(moved), String(closing)] : null,
      };
    },
  },
});
