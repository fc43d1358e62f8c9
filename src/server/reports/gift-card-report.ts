import { cardLabel, giftCardReport, stateLabel } from '../services/reports/accounts.js';
import { defineReport } from './define.js';
import { RANGE_END, RANGE_START } from './hand/accounts.js';
import { n } from './hand/cells.js';
import { one } from './hand/compare.js';

const moved = (kind: string) => `coalesce((select sum(t.amount) * 100 from gift_card_transaction t
  where t.store_id = g.store_id and t.gift_card_id = g.id and t.kind = '${kind}'
    and t.at >= ${RANGE_START} and t.at < ${RANGE_END}), 0)`;

/** The card's state when the range ended: its last change before, or else its first one. */
const stateThen = `coalesce(
  (select h.state from gift_card_state h where h.store_id = g.store_id and h.gift_card_id = g.id
    and h.at < ${RANGE_END} order by h.at desc, h.id desc limit 1),
  (select h.state from gift_card_state h where h.store_id = g.store_id and h.gift_card_id = g.id
    order by h.at, h.id limit 1))`;

export default defineReport({
  code: 'gift-card-report',
  order: 15.8,
  icon: 'CardGiftcard',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...giftCardReport,
  hand: {
    statements:
      one(`select g.last_four, ${stateThen} as state, ${moved('sale')} as sold, ${moved('reload')} as reloaded,
      ${moved('redemption')} as redeemed, ${moved('adjustment')} as adjusted,
      (select sum(t.amount) * 100 from gift_card_transaction t
        where t.store_id = g.store_id and t.gift_card_id = g.id and t.at < ${RANGE_END}) as balance
    from gift_card g
    where g.store_id = $1 and exists (select 1 from gift_card_transaction t
      where t.store_id = g.store_id and t.gift_card_id = g.id and t.at < ${RANGE_END})
    order by g.last_four, g.id`),
    expected: ([rows]) => {
      const figures = rows!.map((r) => {
        const balance = n(r.balance);
        return [
          n(r.sold),
          n(r.reloaded),
          -n(r.redeemed),
          n(r.adjusted),
          balance,
          r.state === 'activated' ? balance : 0,
        ];
      });
      return {
        rows: rows!.map((r, i) => [
          cardLabel(r.last_four as string),
          stateLabel(r.state as string),
          ...figures[i]!.map(String),
        ]),
        ordered: true,
        totals: [
          null,
          null,
          ...[0, 1, 2, 3, 4, 5].map((k) => String(figures.reduce((s, f) => s + f[k]!, 0))),
        ],
      };
    },
  },
});
