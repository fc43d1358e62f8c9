import { taxReport } from '../services/reports/payments.js';
import { defineReport } from './define.js';
import { sumOf, t } from './hand/cells.js';
import { one } from './hand/compare.js';

export default defineReport({
  code: 'tax-report',
  order: 9,
  icon: 'Percent',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...taxReport,
  hand: {
    statements: one(`select coalesce(t.name, '—') as name, t.rate,
      sum(r.gross - r.discount - r.check_discount)::bigint as taxable,
      sum(r.tax)::bigint as tax
    from report_item_day r
    left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
    left join tax t on t.store_id = r.store_id
      and t.id = coalesce(m.tax_id, (select id from tax where store_id = $1 and is_default limit 1))
    where r.store_id = $1 and r.business_date between $2::date and $3::date
    group by t.id, t.name, t.rate
    order by 4 desc`),
    expected: ([rows]) => ({
      rows: rows!.map((r) => [r.name as string, r.rate === null ? null : t(r.rate), t(r.taxable), t(r.tax)]),
      ordered: false,
      totals: [null, null, String(sumOf(rows!, 'taxable')), String(sumOf(rows!, 'tax'))],
    }),
  },
});
