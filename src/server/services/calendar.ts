import { businessDate } from '../../core/checks.js';
import { WEEKDAYS, type Weekday } from '../../core/schedule.js';
import type { Db } from '../db/database.js';

/** The store's calendar now: its business date (its time zone, the hour its day starts) and first weekday. */
export interface StoreCalendar {
  today: string;
  weekStart: Weekday;
}

export async function storeCalendar(db: Db, storeId: string, now = new Date()): Promise<StoreCalendar> {
  const row = await db
    .selectFrom('store')
    .leftJoin('store_info', 'store_info.store_id', 'store.id')
    .select([
      'store.time_zone as time_zone',
      'store_info.business_day_start as day_start',
      'store_info.week_start as week_start',
    ])
    .where('store.id', '=', storeId)
    .executeTakeFirstOrThrow();
  const weekStart = (WEEKDAYS as readonly unknown[]).includes(row.week_start)
    ? (row.week_start as Weekday)
    : 'monday';
  return {
    today: businessDate(now, row.time_zone as string, (row.day_start as string | null) ?? '00:00'),
    weekStart,
  };
}
