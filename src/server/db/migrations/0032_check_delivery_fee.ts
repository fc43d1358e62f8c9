import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * A check's delivery fee in a column of its own, beside its gratuity: part of the check's total
 * (subtotal − discount + tax + gratuity + delivery fee), added up by the sales rollup. Online orders
 * kept their delivery fee in the gratuity before: it moves to the new column, on the checks and on
 * the online channel's rollup rows (the rollup is keyed by channel, and no online order had any
 * other gratuity), so that every total still adds up.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table pos_check add column delivery_fee integer not null default 0
    check (delivery_fee >= 0)`.execute(db);
  await sql`alter table report_sales_hour add column delivery_fee bigint not null default 0`.execute(db);
  await sql`update pos_check set delivery_fee = gratuity, gratuity = 0
    where source = 'olo' and gratuity <> 0`.execute(db);
  await sql`update report_sales_hour set delivery_fee = gratuity, gratuity = 0
    where source = 'olo' and gratuity <> 0`.execute(db);
}
