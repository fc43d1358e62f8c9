import type { Db } from '../db/database.js';
import type { DeviceScope } from './records.js';

/** The device a token speaks for, as the store keeps it (its name and status); undefined once deleted. */
export async function scopeDevice(db: Db, scope: DeviceScope) {
  return db
    .selectFrom('device')
    .select(['name', 'status'])
    .where('store_id', '=', scope.storeId)
    .where('id', '=', scope.deviceId)
    .executeTakeFirst();
}
