import { sql } from 'kysely';
import { salesBy, share } from './sales.js';
import { text, type ReportModule } from './types.js';

/**
 * Discounts per business date: those given on items and those given on whole checks (a check's
 * discount less its live items' own), against the gross sales.
 */
export const discountReport: ReportModule = {
  columns: [
    { key: 'date', kind: 'date' },
    { key: 'checks', kind: 'count' },
    { key: 'grossSales', kind: 'money' },
    { key: 'itemDiscounts', kind: 'money' },
    { key: 'checkDiscounts', kind: 'money' },
    { key: 'discounts', kind: 'money' },
    { key: 'discountShare', kind: 'percent' },
  ],
  async run(db, q) {
    // Both at once: on PostgreSQL they run on two connections.
    const [days, { rows }] = await Promise.all([
      salesBy(db, q, 'date'),
      sql<{ date: string; discount: string }>`select
          to_char(business_date, 'YYYY-MM-DD') as date, sum(discount)::bigint as discount
        from report_item_day
        where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
        group by 1`.execute(db),
    ]);
    const onItems = new Map(rows.map((r) => [r.date, Number(r.discount)]));
    const cells = (checks: number, gross: number, items: number, all: number) => [
      text(checks),
      text(gross),
      text(items),
      text(all - items),
      text(all),
      share(all, gross),
    ];
    const sum = { checks: 0, gross: 0, items: 0, all: 0 };
    const out = days.map((d) => {
      const items = onItems.get(d.key) ?? 0;
      sum.checks += d.checks;
      sum.gross += d.subtotal;
      sum.items += items;
      sum.all += d.discount;
      return { cells: [d.key, ...cells(d.checks, d.subtotal, items, d.discount)] };
    });
    return {
      rows: out,
      totals: [null, ...cells(sum.checks, sum.gross, sum.items, sum.all)],
      chart: {
        labels: days.map((d) => d.key),
        series: [{ key: 'discounts', values: days.map((d) => d.discount) }],
      },
    };
  },
};
