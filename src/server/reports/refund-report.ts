import { refundReport } from '../services/reports/records.js';
import { defineReport } from './define.js';
import { sumOf, t } from './hand/cells.js';
import { one } from './hand/compare.js';

export default defineReport({
  code: 'refund-report',
  order: 14,
  icon: 'ReceiptLong',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...refundReport,
  hand: {
    statements: one(`select to_char(w.business_date, 'YYYY-MM-DD') as date, c.number::text as number,
      p.payment_name as payment, coalesce(e.first_name || ' ' || e.last_name, '—') as employee, r.reason,
      r.amount
    from working_day w
    join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
    join check_refund r on r.store_id = c.store_id and r.check_id = c.id
    join check_payment p on p.store_id = r.store_id and p.id = r.check_payment_id
    left join employee e on e.store_id = r.store_id and e.id = r.employee_id
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, c.number, r.refunded_at`),
    expected: ([rows]) => ({
      rows: rows!.map((r) => [
        r.date as string,
        r.number as string,
        r.payment as string,
        r.employee as string,
        (r.reason as string | null) ?? null,
        t(r.amount),
      ]),
      ordered: true,
      totals: [null, String(rows!.length), null, null, null, String(sumOf(rows!, 'amount'))],
    }),
  },
});
