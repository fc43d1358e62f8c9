import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import type { Scope } from '../services/items.js';
import type { EntityModule } from './index.js';

const REQUIRED = 'errors.customerDisplayAd.defaultRequired';

/** Writes of the store's ads that touch the default take turns: the last one to commit holds it. */
const lockStore = (tx: Db, scope: Scope) =>
  sql`select id from store where id = ${scope.storeId} for update`.execute(tx);

/**
 * "Only one default" (SPEC §3 ad): the store's first ad becomes the default by itself; making
 * another ad the default releases the previous one (the generic single-default rule does, and again
 * here under the store's lock, so two ads made default at once leave exactly one); the default stops
 * being it only when another takes its place, and deleting it hands it to the first remaining ad by name.
 */
const customerDisplayAd: EntityModule = () => ({
  async beforeWrite(tx, scope, data, before) {
    const id = before?.id as string | undefined;
    if (data.is_default !== true && before?.is_default === true)
      throw new AppError('VALIDATION', REQUIRED, {}, [{ field: 'is_default', key: REQUIRED }]);
    await lockStore(tx, scope);
    const others = tx
      .updateTable('customer_display_ad')
      .where('store_id', '=', scope.storeId)
      .where('is_default', '=', true)
      .$if(!!id, (q) => q.where('id', '!=', id!));
    if (data.is_default === true) {
      await others.set({ is_default: false }).execute();
      return {};
    }
    const holder = await tx
      .selectFrom('customer_display_ad')
      .select('id')
      .where('store_id', '=', scope.storeId)
      .where('is_default', '=', true)
      .$if(!!id, (q) => q.where('id', '!=', id!))
      .limit(1)
      .executeTakeFirst();
    return holder ? {} : { is_default: true };
  },
  async beforeDelete(tx, scope, rows) {
    if (!rows.some((row) => row.is_default === true)) return;
    await lockStore(tx, scope);
    const next = await tx
      .selectFrom('customer_display_ad')
      .select('id')
      .where('store_id', '=', scope.storeId)
      .where(
        'id',
        'not in',
        rows.map((row) => row.id as string),
      )
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (next)
      await tx
        .updateTable('customer_display_ad')
        .set({ is_default: true })
        .where('store_id', '=', scope.storeId)
        .where('id', '=', next.id as string)
        .execute();
  },
});

export default customerDisplayAd;
