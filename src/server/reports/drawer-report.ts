import { drawerReport } from '../services/reports/people.js';
import { defineReport } from './define.js';
import { n } from './hand/cells.js';
import { one, type Cells } from './hand/compare.js';
import { betterDrawer } from './hand/statements.js';

export default defineReport({
  code: 'drawer-report',
  order: 16,
  icon: 'Savings',
  filters: [],
  compare: false,
  paged: false,
  chart: 'none',
  series: [],
  ...drawerReport,
  hand: {
    statements: one(`select to_char(w.business_date, 'YYYY-MM-DD') as date,
      coalesce(e.first_name || ' ' || e.last_name, '—') as employee, coalesce(d.name, '—') as device,
      to_char(s.opened_at at time zone st.time_zone, 'YYYY-MM-DD HH24:MI') as opened,
      coalesce(to_char(s.closed_at at time zone st.time_zone, 'YYYY-MM-DD HH24:MI'), '') as closed,
      cd.starting_bank, cd.closing_bank,
      (select coalesce(sum(p.amount - p.change), 0) from check_payment p
        join pos_check c on c.store_id = p.store_id and c.id = p.check_id
        where p.store_id = s.store_id and c.device_id = s.device_id and p.payment_type = 'cash'
          and p.paid_at >= s.opened_at and (s.closed_at is null or p.paid_at < s.closed_at)
          and not exists (${betterDrawer('p.paid_at', 'c.server_id')})) as cash,
      (select coalesce(sum(o.amount), 0) from paid_out_record o
        where o.store_id = s.store_id and o.device_id = s.device_id
          and o.paid_at >= s.opened_at and (s.closed_at is null or o.paid_at < s.closed_at)
          and not exists (${betterDrawer('o.paid_at', 'o.employee_id')})) as paid_outs,
      (select coalesce(sum(a.amount), 0) from cash_drawer_adjustment a
        where a.store_id = cd.store_id and a.drawer_id = cd.id) as adjustments
    from working_day w
    join shift s on s.store_id = w.store_id and s.working_day_id = w.id
    join cash_drawer cd on cd.store_id = s.store_id and cd.shift_id = s.id
    join store st on st.id = s.store_id
    left join employee e on e.store_id = s.store_id and e.id = s.employee_id
    left join device d on d.store_id = s.store_id and d.id = s.device_id
    where w.store_id = $1 and w.business_date between $2::date and $3::date
    order by w.business_date, s.opened_at, s.id`),
    expected: ([rows]) => {
      const sums = [0, 0, 0, 0, 0, 0, 0];
      const out = rows!.map((r): Cells => {
        const expected = n(r.starting_bank) + n(r.cash) + n(r.adjustments) - n(r.paid_outs);
        const closing = r.closing_bank === null ? null : n(r.closing_bank);
        const overShort = closing === null ? null : closing - expected;
        const figures = [n(r.starting_bank), n(r.cash), n(r.paid_outs), n(r.adjustments), expected];
        figures.forEach((v, i) => (sums[i]! += v));
        sums[5]! += closing ?? 0;
        sums[6]! += overShort ?? 0;
        return [
          r.date as string,
          r.employee as string,
          r.device as string,
          r.opened as string,
          r.closed as string,
          ...figures.map(String),
          closing === null ? null : String(closing),
          overShort === null ? null : String(overShort),
        ];
      });
      return {
        rows: out,
        ordered: true,
        totals: [null, String(rows!.length), null, null, null, ...sums.map(String)],
      };
    },
  },
});
