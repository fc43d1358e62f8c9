import { summary } from '../services/reports/summary.js';
import { sideBySide } from './consolidate.js';
import { defineReport } from './define.js';
import { average, n, net, sumOf, t } from './hand/cells.js';
import { many, type Cells } from './hand/compare.js';
import { SALES_SUMS } from './hand/statements.js';

export default defineReport({
  code: 'summary',
  order: 1,
  icon: 'Insights',
  filters: [],
  compare: true,
  paged: false,
  chart: 'pie',
  series: [{ key: 'collected', label: 'reports.chart.collected', unit: 'money', column: 'value' }],
  ...summary,
  // A column per store and one of all of them; the average check of all is their net sales by their checks.
  consolidate: sideBySide({
    'reports.metrics.averageCheck': ['reports.metrics.netSales', 'reports.metrics.checks'],
  }),
  hand: {
    statements: many(
      `select ${SALES_SUMS}
    from report_sales_hour
    where store_id = $1 and business_date between $2::date and $3::date`,
      `select (array_agg(payment_name order by business_date desc))[1] as name,
      sum(amount - change)::bigint as collected, sum(refund_amount)::bigint as refunds
    from report_payment_day
    where store_id = $1 and business_date between $2::date and $3::date
    group by payment_id`,
    ),
    expected: ([sales, payments]) => {
      const s = sales![0];
      const netSales = net(s!);
      const metric = (key: string, value: number): Cells => [`reports.metrics.${key}`, String(value)];
      return {
        rows: [
          metric('netSales', netSales),
          metric('grossSales', n(s!.subtotal)),
          metric('discounts', n(s!.discount)),
          metric('checks', n(s!.checks)),
          metric('guests', n(s!.guests)),
          metric('averageCheck', average(netSales, n(s!.checks))),
          metric('tax', n(s!.tax)),
          metric('tips', n(s!.tip)),
          metric('gratuities', n(s!.gratuity)),
          metric('deliveryFees', n(s!.delivery_fee)),
          metric('total', n(s!.total)),
          metric('voids', n(s!.void_amount)),
          metric('voidedChecks', n(s!.voided_checks)),
          metric('refunds', sumOf(payments!, 'refunds')),
          ...payments!.map((p) => [p.name as string, t(p.collected)]),
        ],
        ordered: false,
        totals: null,
      };
    },
  },
});
