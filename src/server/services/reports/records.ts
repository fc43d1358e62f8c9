import { sql } from 'kysely';
import { text, type ReportModule } from './types.js';

/**
 * Every refund of the range's checks, one row each (refunds are few, and their reasons and people
 * are not rolled up): the check's business date and number, the payment, who refunded and why.
 */
export const refundReport: ReportModule = {
  columns: [
    { key: 'date', kind: 'date' },
    { key: 'check', kind: 'text' },
    { key: 'payment', kind: 'text' },
    { key: 'employee', kind: 'text' },
    { key: 'reason', kind: 'text' },
    { key: 'refunds', kind: 'money' },
  ],
  async run(db, q) {
    const { rows } = await sql<
      Record<string, string | null>
    >`select to_char(w.business_date, 'YYYY-MM-DD') as date,
        c.number::text as number,
        (select p.payment_name from check_payment p
          where p.store_id = r.store_id and p.id = r.check_payment_id) as payment,
        coalesce(e.first_name || ' ' || e.last_name, '—') as employee, r.reason, r.amount::text as amount
      from working_day w
      join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
      join check_refund r on r.store_id = c.store_id and r.check_id = c.id
      left join employee e on e.store_id = r.store_id and e.id = r.employee_id
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date
      order by w.business_date, c.number, r.refunded_at`.execute(db);
    const total = rows.reduce((s, r) => s + Number(r.amount), 0);
    return {
      rows: rows.map((r) => ({
        cells: [r.date, r.number, r.payment, r.employee, r.reason, r.amount].map((v) => v ?? null),
      })),
      totals: [null, text(rows.length), null, null, null, text(total)],
      chart: null,
    };
  },
};

/** Every paid out of the range's working days: when, why, how much, who took it and who approved it. */
export const paidOutsReport: ReportModule = {
  columns: [
    { key: 'date', kind: 'date' },
    { key: 'reason', kind: 'text' },
    { key: 'employee', kind: 'text' },
    { key: 'approvedBy', kind: 'text' },
    { key: 'comment', kind: 'text' },
    { key: 'amount', kind: 'money' },
  ],
  async run(db, q) {
    const { rows } = await sql<
      Record<string, string | null>
    >`select to_char(w.business_date, 'YYYY-MM-DD') as date,
        o.reason, coalesce(e.first_name || ' ' || e.last_name, '—') as employee,
        a.first_name || ' ' || a.last_name as approver, o.comment, o.amount::text as amount
      from working_day w
      join paid_out_record o on o.store_id = w.store_id and o.working_day_id = w.id
      left join employee e on e.store_id = o.store_id and e.id = o.employee_id
      left join employee a on a.store_id = o.store_id and a.id = o.approved_by
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date
      order by w.business_date, o.paid_at`.execute(db);
    const total = rows.reduce((s, r) => s + Number(r.amount), 0);
    return {
      rows: rows.map((r) => ({
        cells: [r.date, r.reason, r.employee, r.approver ?? '', r.comment ?? '', r.amount].map(
          (v) => v ?? null,
        ),
      })),
      totals: [null, text(rows.length), null, null, null, text(total)],
      chart: null,
    };
  },
};
