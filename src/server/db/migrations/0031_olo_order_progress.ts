import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * An online order's progress, kept with the order: received when placed, then preparing, ready and
 * completed as the office marks it (or completed when the POS closes its check), cancelled when its
 * check is voided; and when each step happened. Orders placed before read as their check read then:
 * open is preparing, closed is completed, voided is cancelled.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table olo_order
    add column status text not null default 'received'
      check (status in ('received', 'preparing', 'ready', 'completed', 'cancelled')),
    add column preparing_at timestamptz,
    add column marked_ready_at timestamptz,
    add column completed_at timestamptz,
    add column cancelled_at timestamptz`.execute(db);
  await sql`update olo_order o set
      status = case c.status when 'open' then 'preparing' when 'closed' then 'completed' else 'cancelled' end,
      preparing_at = case when c.status = 'open' then o.created_at end,
      completed_at = case when c.status = 'closed' then coalesce(c.closed_at, o.created_at) end,
      cancelled_at = case when c.status = 'voided' then coalesce(c.closed_at, o.created_at) end
    from pos_check c
    where c.store_id = o.store_id and c.id = o.check_id`.execute(db);
}
