import { sql, type RawBuilder } from 'kysely';
import type { ReportFilter } from '../../../core/report-def.js';

export const SALES_FILTERS: readonly ReportFilter[] = ['employee_id', 'order_type_id'];
export const ITEM_FILTERS: readonly ReportFilter[] = ['category_id', 'department_id'];

/**
 * Where each filter's choices come from: a table of the store, named by these columns, and which of
 * its rows when not all (customers: those with a house account, enabled or that ever moved).
 * `searched`: too many to send whole (a store may have 100,000 customers), so the console searches
 * them on the server (reportFilterSearch) as the user types, instead of receiving them all.
 */
export const FILTER_SOURCES: Record<
  ReportFilter,
  { table: string; name: readonly string[]; where?: RawBuilder<boolean>; searched?: boolean }
> = {
  employee_id: { table: 'employee', name: ['first_name', 'last_name'] },
  order_type_id: { table: 'order_type', name: ['name'] },
  payment_id: { table: 'payment', name: ['name'] },
  category_id: { table: 'category', name: ['name'] },
  department_id: { table: 'department', name: ['name'] },
  customer_id: {
    table: 'customer',
    name: ['name'],
    searched: true,
    where: sql<boolean>`(house_account_enabled or exists (select 1 from house_account_movement m
      where m.store_id = customer.store_id and m.customer_id = customer.id))`,
  },
};
