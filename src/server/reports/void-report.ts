import { voidReport } from '../services/reports/by-items.js';
import { ITEM_FILTERS } from '../services/reports/filters.js';
import { defineReport } from './define.js';
import { sumOf, t } from './hand/cells.js';
import { one } from './hand/compare.js';
import { MENU_ITEMS } from './hand/statements.js';

export default defineReport({
  code: 'void-report',
  order: 13,
  icon: 'RemoveShoppingCart',
  filters: ITEM_FILTERS,
  compare: false,
  paged: false,
  chart: 'bar',
  series: [{ key: 'voids', label: 'reports.chart.voids', unit: 'money', column: 'voids' }],
  ...voidReport,
  hand: {
    statements: one(`${MENU_ITEMS} having sum(r.void_quantity) > 0 order by sum(r.void_amount) desc`),
    expected: ([rows]) => ({
      rows: rows!.map((r) => [
        r.label as string,
        (r.category as string | null) ?? '—',
        t(r.void_quantity),
        t(r.void_amount),
      ]),
      ordered: false,
      totals: [null, null, String(sumOf(rows!, 'void_quantity')), String(sumOf(rows!, 'void_amount'))],
    }),
  },
});
