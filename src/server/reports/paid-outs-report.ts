import { paidOutsReport } from '../services/reports/records.js';
import { defineReport } from './define.js';
import { sumOf, t } from './hand/cells.js';
import { one } from './hand/compare.js';

export default defineReport({
  code: 'paid-outs-report',
  order: 15,
  icon: 'Outbox',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...paidOutsReport,
  hand: {
    statements: one(`select to_char(w.business_date, 'YYYY-MM-DD') as date, o.reason,
      coalesce(e.first_name || ' ' || e.last_name, '—') as employee,
      coalesce(a.first_name || ' ' || a.last_name, '') as approver, coalesce(o.comment, '') as comment, o.amount
    from working_day w
    join paid_out_record o on o.store_id = w.store_id and o.working_day_id = w.id
    left join employee e on e.store_id = o.store_id and e.id = o.employee_id
    left join employee a on a.store_id = o.store_id and a.id = o.approved_by
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, o.paid_at`),
    expected: ([rows]) => ({
      rows: rows!.map((r) => [
        r.date as string,
        (r.reason as string | null) ?? null,
        r.employee as string,
        r.approver as string,
        r.comment as string,
        t(r.amount),
      ]),
      ordered: true,
      totals: [null, String(rows!.length), null, null, null, String(sumOf(rows!, 'amount'))],
    }),
  },
});
