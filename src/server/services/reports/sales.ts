import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { SALES_FIGURES } from '../../db/sales-figures.js';
import { numbersOf, sumOf, type ReportQuery } from './types.js';

/** Sales figures of report_sales_hour, in cents and counts. */
export interface SalesFigures {
  checks: number;
  guests: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip: number;
  gratuity: number;
  delivery_fee: number;
  total: number;
  voided_checks: number;
  void_quantity: number;
  void_amount: number;
}

export const SALES_FIELDS = SALES_FIGURES satisfies readonly (keyof SalesFigures)[];

export const netSales = (f: SalesFigures) => f.subtotal - f.discount;
/** Net sales per check, to the cent (half up); 0 without checks. */
export const average = (amount: number, count: number) => (count ? Math.round(amount / count) : 0);

/**
 * The sales of a range, by business date, by local hour or as one row, with the employee and order
 * type filters applied. Grouping by hour sums every date's hour h into one row: a local hour that a
 * daylight-saving change repeats is counted once, as its checks' hour.
 */
export async function salesBy(
  db: Db,
  q: ReportQuery,
  by: 'date' | 'hour' | 'order_type' | 'server' | null,
): Promise<(SalesFigures & { key: string; label: string })[]> {
  // By date, the rows are grouped on the date itself and only each group's date is written as text.
  const [key, label, group] =
    by === 'date'
      ? [
          sql`to_char(business_date, 'YYYY-MM-DD')`,
          sql`''`,
          sql`group by business_date order by business_date`,
        ]
      : by === 'hour'
        ? [sql`hour`, sql`''`, sql`group by 1 order by 1`]
        : by === 'order_type'
          ? [
              sql`order_type_id::text`,
              sql`(array_agg(order_type_name order by business_date desc))[1]`,
              sql`group by 1 order by 2, 1`,
            ]
          : by === 'server'
            ? [
                sql`server_id::text`,
                sql`(array_agg(server_name order by business_date desc))[1]`,
                sql`group by 1 order by 2, 1`,
              ]
            : [sql`''`, sql`''`, sql``];
  const sums = sql.join(
    SALES_FIELDS.map((f) => sql`coalesce(sum(${sql.ref(f)}), 0)::bigint as ${sql.ref(f)}`),
  );
  const employee = q.filters.employee_id ? sql`and server_id = ${q.filters.employee_id}` : sql``;
  const orderType = q.filters.order_type_id ? sql`and order_type_id = ${q.filters.order_type_id}` : sql``;
  const { rows } = await sql<Record<string, unknown>>`select ${key} as key, ${label} as label, ${sums}
    from report_sales_hour
    where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
    ${employee} ${orderType} ${group}`.execute(db);
  return rows.map((r) => ({
    key: String(r.key),
    label: (r.label as string | null) ?? '',
    ...numbersOf(SALES_FIELDS, r),
  }));
}

/** A share of a whole in percent, two decimals, as text; '0' of nothing. */
export const share = (part: number, whole: number) =>
  whole ? (Math.round((part / whole) * 10000) / 100).toFixed(2) : '0.00';

/** Every figure summed. */
export const sumSales = (rows: readonly SalesFigures[]): SalesFigures => sumOf(SALES_FIELDS, rows);
