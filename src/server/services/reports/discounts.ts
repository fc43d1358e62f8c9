import { sql } from 'kysely';
import { share } from './sales.js';
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
    // One statement: the day's sales from the sales rollup beside its item discounts from the item rollup.
    const { rows: days } = await sql<{
      date: string;
      checks: string;
      gross: string;
      discount: string;
      items: string;
    }>`with s as (
        select business_date, sum(checks)::bigint as checks, sum(subtotal)::bigint as gross,
          sum(discount)::bigint as discount
        from report_sales_hour
        where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
        group by business_date),
      i as (
        select business_date, sum(discount)::bigint as discount
        from report_item_day
        where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
        group by business_date)
      select to_char(s.business_date, 'YYYY-MM-DD') as date, s.checks, s.gross, s.discount,
        coalesce(i.discount, 0) as items
      from s left join i on i.business_date = s.business_date
      order by s.business_date`.execute(db);
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
      const [checks, gross, items, all] = [d.checks, d.gross, d.items, d.discount].map(Number) as [
        number,
        number,
        number,
        number,
      ];
      sum.checks += checks;
      sum.gross += gross;
      sum.items += items;
      sum.all += all;
      return { cells: [d.date, ...cells(checks, gross, items, all)] };
    });
    return {
      rows: out,
      totals: [null, ...cells(sum.checks, sum.gross, sum.items, sum.all)],
      chart: {
        labels: days.map((d) => d.date),
        series: [{ key: 'discounts', values: days.map((d) => Number(d.discount)) }],
      },
    };
  },
};
