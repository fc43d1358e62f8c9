import { paymentReport } from '../services/reports/payments.js';
import { defineReport } from './define.js';
import { n, sumRows } from './hand/cells.js';
import { one, type Cells, type Row } from './hand/compare.js';

export default defineReport({
  code: 'payment-report',
  order: 8,
  icon: 'Payments',
  filters: ['payment_id'],
  compare: false,
  paged: false,
  chart: 'pie',
  series: [{ key: 'collected', label: 'reports.chart.collected', unit: 'money', column: 'collected' }],
  ...paymentReport,
  hand: {
    statements: one(`select (array_agg(payment_name order by business_date desc))[1] as name,
      (array_agg(payment_type order by business_date desc))[1] as type,
      sum(payments)::bigint as payments, sum(amount)::bigint as amount, sum(change)::bigint as change,
      sum(tip)::bigint as tip, sum(refunds)::bigint as refunds, sum(refund_amount)::bigint as refund_amount
    from report_payment_day
    where store_id = $1 and business_date between $2::date and $3::date
    group by payment_id`),
    expected: ([rows]) => {
      const keys = ['payments', 'amount', 'change', 'tip', 'refunds', 'refund_amount'];
      const cells = (r: Row): Cells =>
        [
          n(r.payments),
          n(r.amount),
          n(r.change),
          n(r.amount) - n(r.change),
          n(r.tip),
          n(r.refunds),
          n(r.refund_amount),
          n(r.amount) - n(r.change) - n(r.refund_amount),
        ].map(String);
      return {
        rows: rows!.map((r) => [r.name as string, r.type as string, ...cells(r)]),
        ordered: false,
        totals: [null, null, ...cells(sumRows(rows!, keys))],
      };
    },
  },
});
