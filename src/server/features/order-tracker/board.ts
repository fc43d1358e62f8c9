import { zonedWallTime } from '../../../core/formats.js';
import { trackerOpenAt, type OrderTrackerSettings, type TrackerStatus } from '../../../core/order-tracker.js';
import type { Db } from '../../db/database.js';
import { readMedia } from '../../services/media.js';
import { readOrderMonitor, type MonitorCheck } from '../order-monitor/service.js';
import { readTrackerSettings } from './settings.js';

/**
 * What the public order tracker screen shows of a store, and nothing else: its tracker's look, whether
 * it is open now, and the numbers of its orders in each column. No name, total, table or server.
 */
export interface TrackerBoard {
  settings: Omit<OrderTrackerSettings, 'image_id'> & { image_url: string | null };
  open: boolean;
  orders: Record<TrackerStatus, number[]>;
}

/** A store found by its public slug: its id and time zone. */
export async function storeBySlug(db: Db, slug: string): Promise<{ id: string; zone: string } | null> {
  const row = await db
    .selectFrom('store')
    .select(['id', 'time_zone'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? { id: row.id as string, zone: row.time_zone as string } : null;
}

/** The path of a store's tracker screen. */
export async function trackerPath(db: Db, storeId: string): Promise<string> {
  const row = await db.selectFrom('store').select('slug').where('id', '=', storeId).executeTakeFirstOrThrow();
  return `/order/${encodeURIComponent(String(row.slug))}/tracker`;
}

/**
 * The column a check of the monitor goes in. An online order goes by its progress: received and
 * preparing are being prepared, ready is ready, completed and cancelled leave the board. Any other
 * check by its own status: open is being prepared, closed is ready, voided none.
 */
export function trackerStatusOf(check: Pick<MonitorCheck, 'status' | 'online_status'>): TrackerStatus | null {
  if (check.online_status) {
    if (check.online_status === 'received' || check.online_status === 'preparing') return 'preparing';
    return check.online_status === 'ready' ? 'ready' : null;
  }
  if (check.status === 'open') return 'preparing';
  if (check.status === 'closed') return 'ready';
  return null;
}

/** When a ready check became ready: an online order when it was marked so, another when it closed. */
const readySince = (c: MonitorCheck) => String((c.online_status ? c.marked_ready_at : c.closed_at) ?? '');

/** Where the screen reads the tracker's image: its slug, and the image's hash so a new one is a new address. */
export const trackerImageUrl = (slug: string, hash: string) =>
  `/api/public/order-tracker/${encodeURIComponent(slug)}/image?v=${hash.slice(0, 16)}`;

/**
 * The board of the store with this slug at `now`, or null when there is none. Its orders are the
 * order monitor's (its window of hours, its statuses), only while the tracker is open: preparing
 * oldest first, ready latest first; a column not shown stays empty.
 */
export async function readTrackerBoard(db: Db, slug: string, now = new Date()): Promise<TrackerBoard | null> {
  const store = await storeBySlug(db, slug);
  if (!store) return null;
  const { image_id, ...look } = await readTrackerSettings(db, store.id);
  const image = image_id ? await readMedia(db, store.id, image_id) : null;
  const wall = zonedWallTime(now, store.zone);
  const weekday = wall ? (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7 : -1;
  const open = wall !== null && trackerOpenAt(look, weekday, wall.hour, wall.minute);
  const orders: TrackerBoard['orders'] = { preparing: [], ready: [] };
  if (open) {
    const monitor = await readOrderMonitor(db, store.id, null, true, now);
    const shown = new Set(look.columns.filter((c) => c.shown).map((c) => c.status));
    const oldestFirst = [...monitor.checks].reverse();
    for (const c of oldestFirst) {
      const status = trackerStatusOf(c);
      if (status === 'preparing' && shown.has(status)) orders.preparing.push(c.number);
    }
    const ready = monitor.checks
      .filter((c) => trackerStatusOf(c) === 'ready' && shown.has('ready'))
      .sort((a, b) => readySince(b).localeCompare(readySince(a)));
    orders.ready = ready.map((c) => c.number);
  }
  return {
    settings: { ...look, image_url: image ? trackerImageUrl(slug, image.hash) : null },
    open,
    orders,
  };
}
