import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { numbersOf, sumOf, type ReportQuery } from './types.js';

export interface ItemFigures {
  key: string;
  label: string;
  /** The menu item's category, for the menu item report. */
  category: string;
  quantity: number;
  gross: number;
  /** The lines' own discounts. */
  discount: number;
  /** The lines' shares of their checks' own discounts (spreadCheckDiscount). */
  check_discount: number;
  tax: number;
  void_quantity: number;
  void_amount: number;
}

const FIELDS = [
  'quantity',
  'gross',
  'discount',
  'check_discount',
  'tax',
  'void_quantity',
  'void_amount',
] as const;

/** Words for an item without a category or department (deleted since it was sold). */
export const NONE = '—';

/**
 * The items sold in a range (report_item_day), by menu item, category or department as they are
 * filed now, with the category and department filters.
 */
export async function itemsBy(
  db: Db,
  q: ReportQuery,
  by: 'item' | 'category' | 'department',
): Promise<ItemFigures[]> {
  // The department is joined only where it is the key: its filter reads the category's own column.
  const byDepartment = by === 'department';
  // The key and label of the grouped form (by category or department).
  const [key, label] = byDepartment
    ? [sql`d.id::text`, sql`max(d.name)`]
    : [sql`c.id::text`, sql`max(c.name)`];
  const inner = sql.join(FIELDS.map((f) => sql`sum(${sql.ref(f)}) as ${sql.ref(f)}`));
  const sums = sql.join(
    FIELDS.map((f) => sql`coalesce(sum(${sql.ref(`r.${f}`)}), 0)::bigint as ${sql.ref(f)}`),
  );
  const category = q.filters.category_id ? sql`and m.category_id = ${q.filters.category_id}` : sql``;
  const department = q.filters.department_id ? sql`and c.department_id = ${q.filters.department_id}` : sql``;
  // By menu item, one grouping: each item's days with its category beside them.
  // By category or department, the range is summed per menu item first: the catalogue is then joined
  // to a few rows, not to every day's.
  const { rows } = await (
    by === 'item'
      ? sql<Record<string, unknown>>`select r.menu_item_id::text as key,
      (array_agg(r.name order by r.business_date desc))[1] as label, max(c.name) as category, ${sums}
    from report_item_day r
    left join menu_item m on m.store_id = r.store_id and m.id = r.menu_item_id
    left join category c on c.store_id = m.store_id and c.id = m.category_id
    where r.store_id = ${q.storeId} and r.business_date between ${q.from}::date and ${q.to}::date
      ${category} ${department}
    group by r.menu_item_id`
      : sql<Record<string, unknown>>`with r as (
      select menu_item_id, (array_agg(name order by business_date desc))[1] as name, ${inner}
      from report_item_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
      group by menu_item_id)
    select ${key} as key, ${label} as label, max(c.name) as category, ${sums}
    from r
    left join menu_item m on m.store_id = ${q.storeId} and m.id = r.menu_item_id
    left join category c on c.store_id = m.store_id and c.id = m.category_id
    ${byDepartment ? sql`left join department d on d.store_id = c.store_id and d.id = c.department_id` : sql``}
    where true ${category} ${department}
    group by 1`
  ).execute(db);
  return rows.map((r) => ({
    key: (r.key as string | null) ?? '',
    label: (r.label as string | null) ?? NONE,
    category: (r.category as string | null) ?? NONE,
    ...numbersOf(FIELDS, r),
  }));
}

/** Every discount on the lines: their own and their shares of their checks'. */
export const itemDiscount = (f: Pick<ItemFigures, 'discount' | 'check_discount'>) =>
  f.discount + f.check_discount;
/** Net sales of lines, the same as their checks' (gross less every discount). */
export const itemNet = (f: Pick<ItemFigures, 'gross' | 'discount' | 'check_discount'>) =>
  f.gross - itemDiscount(f);

export const sumItems = (rows: readonly ItemFigures[]): Omit<ItemFigures, 'key' | 'label' | 'category'> =>
  sumOf(FIELDS, rows);
