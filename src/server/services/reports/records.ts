import { sql, type RawBuilder } from 'kysely';
import { tableOf, type ReadColumn, type ReportModule, type ReportQuery } from './types.js';

/** A record as the query reads it, or the totals row (`totals`). */
type Row = { [field: string]: string | number | boolean | null | undefined; totals?: boolean };
/** A column read from the query's field of the same meaning. */
const field = (key: string, kind: ReadColumn<Row>['kind'], name = key): ReadColumn<Row> => ({
  key,
  kind,
  read: (r) => r[name] as string | number | null | undefined,
});
/** A text column whose empty fields are written empty, and left blank on the totals row. */
const optional = (key: string, name: string): ReadColumn<Row> => ({
  key,
  kind: 'text',
  read: (r) => (r.totals ? null : ((r[name] as string | null | undefined) ?? '')),
});

const REFUND_COLUMNS: readonly ReadColumn<Row>[] = [
  field('date', 'date'),
  // On the totals row, how many refunds.
  field('check', 'text', 'number'),
  field('payment', 'text'),
  field('employee', 'text'),
  field('reason', 'text'),
  field('refunds', 'money', 'amount'),
];

const PAID_OUT_COLUMNS: readonly ReadColumn<Row>[] = [
  field('date', 'date'),
  // On the totals row, how many paid outs.
  field('reason', 'text'),
  field('employee', 'text'),
  optional('approvedBy', 'approver'),
  optional('comment', 'comment'),
  field('amount', 'money'),
];

/** The totals row of a list of records: how many (under `key`) and their amount. */
const totalsOf = (rows: readonly Row[], key: string): Row => ({
  [key]: rows.length,
  amount: rows.reduce((s, r) => s + Number(r.amount), 0),
  totals: true,
});

/**
 * A report of records, one row each as `query` reads them, whose totals row counts them (under
 * `countKey`) and sums their amount.
 */
const recordList = (
  columns: readonly ReadColumn<Row>[],
  countKey: string,
  query: (q: ReportQuery) => RawBuilder<Row>,
): ReportModule => ({
  columns,
  async run(db, q) {
    const { rows } = await query(q).execute(db);
    return tableOf(columns, rows, totalsOf(rows, countKey), null);
  },
});

/**
 * Every refund of the range's checks, one row each (refunds are few, and their reasons and people
 * are not rolled up): the check's business date and number, the payment, who refunded and why.
 */
export const refundReport = recordList(
  REFUND_COLUMNS,
  'number',
  (q) => sql<Record<string, string | null>>`select to_char(w.business_date, 'YYYY-MM-DD') as date,
        c.number::text as number,
        (select p.payment_name from check_payment p
          where p.store_id = r.store_id and p.id = r.check_payment_id) as payment,
        coalesce(e.first_name || ' ' || e.last_name, '—') as employee, r.reason, r.amount::text as amount
      from working_day w
      join pos_check c on c.store_id = w.store_id and c.working_day_id = w.id
      join check_refund r on r.store_id = c.store_id and r.check_id = c.id
      left join employee e on e.store_id = r.store_id and e.id = r.employee_id
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date
      order by w.business_date, c.number, r.refunded_at`,
);

/** Every paid out of the range's working days: when, why, how much, who took it and who approved it. */
export const paidOutsReport = recordList(
  PAID_OUT_COLUMNS,
  'reason',
  (q) => sql<Record<string, string | null>>`select to_char(w.business_date, 'YYYY-MM-DD') as date,
        o.reason, coalesce(e.first_name || ' ' || e.last_name, '—') as employee,
        a.first_name || ' ' || a.last_name as approver, o.comment, o.amount::text as amount
      from working_day w
      join paid_out_record o on o.store_id = w.store_id and o.working_day_id = w.id
      left join employee e on e.store_id = o.store_id and e.id = o.employee_id
      left join employee a on a.store_id = o.store_id and a.id = o.approved_by
      where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date
      order by w.business_date, o.paid_at`,
);
