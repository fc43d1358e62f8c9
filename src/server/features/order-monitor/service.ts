import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { OnlineStatus } from '../../../core/online-orders.js';
import type { Db } from '../../db/database.js';
import { onlineStatusOf } from './online-orders.js';

/** The hours the monitor may look back (the device setting's own range, schemas/device.schema.json). */
export const MONITOR_HOURS = { min: 1, max: 72, fallback: 5 } as const;

/** A check as the order monitor shows it; money in integer cents. */
export interface MonitorCheck {
  id: string;
  number: number;
  opened_at: string;
  closed_at: string | null;
  status: string;
  order_type_id: string;
  order_type_name: string;
  table_name: string | null;
  server_name: string;
  /** The channel it came from: pos, olo, kiosk or mobile. */
  source: string;
  guests: number;
  /** Units of the items not voided. */
  item_count: number;
  total: number;
  /** What the payments leave in the store: amounts less change. */
  paid: number;
  /** An order placed online: its progress (received, preparing, ready, completed, cancelled); else null. */
  online_status: OnlineStatus | null;
  /** When an online order was marked ready, ISO; null otherwise. */
  marked_ready_at: string | null;
  /** An online delivery order's guest: name, phone and address as written, for the driver; null otherwise. */
  guest_name: string | null;
  guest_phone: string | null;
  delivery_address: string | null;
}

export interface OrderMonitor {
  /** The hours looked back, as asked or the store's default. */
  hours: number;
  /** The store's default: its master device's setting, else 5 (SPEC §9). */
  default_hours: number;
  /** The start of the window, ISO. */
  since: string;
  checks: MonitorCheck[];
  /** Online orders of the window left out: the caller may not see online orders. */
  online_hidden: number;
}

/** The store's default window: the master device's "maximum hours shown in monitor", else 5. */
export async function defaultMonitorHours(db: Db, storeId: string): Promise<number> {
  const master = await db
    .selectFrom('device')
    .select('monitor_hours')
    .where('store_id', '=', storeId)
    .where('master', '=', true)
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('name')
    .executeTakeFirst();
  const hours = Number(master?.monitor_hours);
  return Number.isInteger(hours) && hours >= MONITOR_HOURS.min && hours <= MONITOR_HOURS.max
    ? hours
    : MONITOR_HOURS.fallback;
}

/**
 * The store's checks opened in the last `hours` (the store's default when not given), newest first.
 * One range read of the `pos_check_opened` index; items and payments are summed per check through
 * their own (store, check) indexes, so the cost follows the window, not the store's whole history.
 */
export async function readOrderMonitor(
  db: Db,
  storeId: string,
  hours: number | null | undefined,
  /** Whether the caller may see online orders ("access OLO orders"); without, they are counted only. */
  online: boolean,
  now = new Date(),
): Promise<OrderMonitor> {
  if (
    hours !== null &&
    hours !== undefined &&
    (!Number.isInteger(hours) || hours < MONITOR_HOURS.min || hours > MONITOR_HOURS.max)
  )
    throw new AppError(
      'VALIDATION',
      'orderMonitor.errors.hours',
      { min: MONITOR_HOURS.min, max: MONITOR_HOURS.max },
      [
        {
          field: 'hours',
          key: 'orderMonitor.errors.hours',
          params: { min: MONITOR_HOURS.min, max: MONITOR_HOURS.max },
        },
      ],
    );
  const defaultHours = await defaultMonitorHours(db, storeId);
  const used = hours ?? defaultHours;
  const since = new Date(now.getTime() - used * 3600_000).toISOString();
  const { rows } = await sql<Record<string, unknown>>`
    select c.id, c.number, c.opened_at, c.closed_at, c.status, c.order_type_id, c.order_type_name,
      c.table_name, c.server_name, c.source, c.guests, c.total, o.status as online_status, o.marked_ready_at,
      o.name as guest_name, o.phone as guest_phone, o.address as delivery_address,
      coalesce((select sum(i.quantity) from check_item i
        where i.store_id = c.store_id and i.check_id = c.id and i.void_reason_id is null), 0) as item_count,
      coalesce((select sum(p.amount - p.change) from check_payment p
        where p.store_id = c.store_id and p.check_id = c.id), 0) as paid
    from pos_check c
    left join olo_order o on o.store_id = c.store_id and o.check_id = c.id
    where c.store_id = ${storeId} and c.opened_at >= ${since}
    order by c.opened_at desc, c.number desc`.execute(db);
  const seen = online ? rows : rows.filter((r) => r.source !== 'olo');
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
  return {
    hours: used,
    default_hours: defaultHours,
    since,
    online_hidden: rows.length - seen.length,
    checks: seen.map((r) => ({
      id: r.id as string,
      number: Number(r.number),
      opened_at: iso(r.opened_at),
      closed_at: r.closed_at === null || r.closed_at === undefined ? null : iso(r.closed_at),
      status: r.status as string,
      order_type_id: r.order_type_id as string,
      order_type_name: r.order_type_name as string,
      table_name: (r.table_name as string | null) ?? null,
      server_name: r.server_name as string,
      source: r.source as string,
      guests: Number(r.guests),
      item_count: Number(r.item_count),
      total: Number(r.total),
      paid: Number(r.paid),
      // An order placed online (a check a device merely calls online has no progress of its own).
      online_status: r.online_status ? onlineStatusOf(r.online_status, r.status) : null,
      marked_ready_at: r.marked_ready_at ? iso(r.marked_ready_at) : null,
      guest_name: (r.guest_name as string | null) ?? null,
      guest_phone: (r.guest_phone as string | null) ?? null,
      delivery_address: (r.delivery_address as string | null) ?? null,
    })),
  };
}
