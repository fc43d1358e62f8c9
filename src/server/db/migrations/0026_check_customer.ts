import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * A check may name its customer: the office finds a customer's checks by it, newest first. The
 * customer is kept by id (customers are an entity whose table the schemas make after the migrations).
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table pos_check add column customer_id uuid`.execute(db);
  await sql`create index pos_check_customer on pos_check (store_id, customer_id, opened_at desc, id desc)
    where customer_id is not null`.execute(db);
}
