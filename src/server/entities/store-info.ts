import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { EntityModule } from './index.js';

/**
 * Store info is the store's own record: before its first save it shows what the store was opened
 * with; its slug is unique across every store (not only within one); and the store's name, slug,
 * zone and currency, which sign-in and store selection read, follow each save.
 */
const storeInfo: EntityModule = () => ({
  async initial(db, scope) {
    const store = await db
      .selectFrom('store')
      .select(['name', 'slug', 'time_zone', 'currency_symbol'])
      .where('id', '=', scope.storeId)
      .executeTakeFirstOrThrow();
    return {
      business_name: store.name,
      slug: store.slug,
      time_zone: store.time_zone,
      currency_symbol: store.currency_symbol,
    };
  },
  async beforeWrite(tx, scope, data) {
    const slug = String(data.slug);
    const clash = await tx
      .selectFrom('store')
      .select('id')
      .where(sql`lower(slug)`, '=', slug.toLowerCase())
      .where('id', '!=', scope.storeId)
      .executeTakeFirst();
    if (clash)
      throw new AppError('DUPLICATE', 'errors.storeSlugTaken', { field: 'slug' }, [
        { field: 'slug', key: 'errors.storeSlugTaken' },
      ]);
    await tx
      .updateTable('store')
      .set({
        name: data.business_name as string,
        slug,
        time_zone: data.time_zone as string,
        currency_symbol: data.currency_symbol as string,
      })
      .where('id', '=', scope.storeId)
      .execute();
    return {};
  },
});

export default storeInfo;
