import { sql } from 'kysely';
import { average, netSales, salesBy } from './sales.js';
import { cellsOf, type ReadColumn, type ReportModule, type ReportRow } from './types.js';

/** A figure of the summary: what it is (an i18n key, or a payment type's name) and its value. */
interface Figure {
  metric: string;
  value: number;
}

const SUMMARY_COLUMNS: readonly ReadColumn<Figure>[] = [
  { key: 'metric', kind: 'label', read: (f) => f.metric },
  { key: 'value', kind: 'value', read: (f) => f.value },
];

/**
 * The range at a glance: net sales, checks, guests, average check, discounts, tax, tips, gratuities,
 * voids and refunds, then what each payment type took in (tendered less change).
 */
export const summary: ReportModule = {
  columns: SUMMARY_COLUMNS,
  async run(db, q) {
    // Both statements at once: on PostgreSQL they run side by side on the pool.
    const [[sales], { rows: payments }] = await Promise.all([
      salesBy(db, q, null),
      sql<{
        name: string;
        collected: string;
        refunds: string;
      }>`select (array_agg(payment_name order by business_date desc))[1] as name,
        sum(amount - change)::bigint as collected, sum(refund_amount)::bigint as refunds
      from report_payment_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
      group by payment_id order by 2 desc, 1`.execute(db),
    ]);
    const s = sales!;
    const refunds = payments.reduce((sum, p) => sum + Number(p.refunds), 0);
    const metric = (key: string, value: number, unit: 'money' | 'count' = 'money'): ReportRow => ({
      cells: cellsOf(SUMMARY_COLUMNS, { metric: `reports.metrics.${key}`, value }),
      unit,
    });
    const rows: ReportRow[] = [
      metric('netSales', netSales(s)),
      metric('grossSales', s.subtotal),
      metric('discounts', s.discount),
      metric('checks', s.checks, 'count'),
      metric('guests', s.guests, 'count'),
      metric('averageCheck', average(netSales(s), s.checks)),
      metric('tax', s.tax),
      metric('tips', s.tip),
      metric('gratuities', s.gratuity),
      metric('deliveryFees', s.delivery_fee),
      metric('total', s.total),
      metric('voids', s.void_amount),
      metric('voidedChecks', s.voided_checks, 'count'),
      metric('refunds', refunds),
      ...payments.map((p) => ({
        cells: cellsOf(SUMMARY_COLUMNS, { metric: p.name, value: Number(p.collected) }),
        unit: 'money' as const,
        group: 'payments',
      })),
    ];
    return {
      rows,
      totals: null,
      chart: {
        labels: payments.map((p) => p.name),
        series: [{ key: 'collected', values: payments.map((p) => Number(p.collected)) }],
      },
    };
  },
};
