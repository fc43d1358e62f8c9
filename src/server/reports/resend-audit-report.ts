import { resendAuditReport } from '../services/reports/resends.js';
import { defineReport } from './define.js';
import { n, t } from './hand/cells.js';
import { many } from './hand/compare.js';
import { PAGE } from './hand/statements.js';

export default defineReport({
  code: 'resend-audit-report',
  order: 15.5,
  icon: 'History',
  filters: ['employee_id'],
  compare: false,
  paged: true,
  chart: 'bar',
  series: [{ key: 'resends', label: 'reports.chart.resends', unit: 'count' }],
  ...resendAuditReport,
  hand: {
    statements: many(
      `select to_char(r.resent_at at time zone s.time_zone, 'YYYY-MM-DD HH24:MI') as resent_at,
      c.number::text as number, i.name as item, r.quantity, r.employee_name as employee,
      coalesce(r.reason, '') as reason
    from kitchen_resend r
    join store s on s.id = r.store_id
    join pos_check c on c.store_id = r.store_id and c.id = r.check_id
    left join check_item i on i.store_id = r.store_id and i.id = r.check_item_id
    where r.store_id = $1 and r.business_date between $2::date and $3::date
    order by r.resent_at desc, r.id desc
    limit ${PAGE}`,
      `select count(*) as n, coalesce(sum(quantity), 0) as quantity
    from kitchen_resend
    where store_id = $1 and business_date between $2::date and $3::date`,
    ),
    expected: ([rows, totals]) => ({
      rows: rows!.map((r) => [
        r.resent_at as string,
        r.number as string,
        (r.item as string | null) ?? 'reports.resend-audit-report.wholeCheck',
        t(r.quantity),
        r.employee as string,
        r.reason as string,
      ]),
      ordered: true,
      totals: [null, t(totals![0]!.n), null, t(totals![0]!.quantity), null, null],
      count: n(totals![0]!.n),
    }),
  },
});
