import { AppError } from '../../core/errors.js';
import type { EntityModule } from './index.js';

const REQUIRED = 'validation.orderType.posDefaultRequired';
const refuse = (key: string) => new AppError('VALIDATION', key, {}, [{ field: 'pos_default', key }]);

/**
 * "A POS default order type is required" (SPEC §5): the store's first order type becomes the
 * default by itself, the default stays active, and it stops being the default only when another one
 * takes its place (choosing a new default releases the old one) — never by being switched off or deleted.
 */
const orderType: EntityModule = () => ({
  async beforeWrite(tx, scope, data, before) {
    const isDefault = data.pos_default === true;
    if (isDefault && data.status === 'inactive') throw refuse('validation.orderType.defaultInactive');
    if (isDefault) return {};
    if (before?.pos_default === true) throw refuse(REQUIRED);
    const other = await tx
      .selectFrom('order_type')
      .select('id')
      .where('store_id', '=', scope.storeId)
      .where('pos_default', '=', true)
      .limit(1)
      .executeTakeFirst();
    if (other) return {};
    if (data.status === 'inactive') throw refuse(REQUIRED);
    return { pos_default: true };
  },
  async beforeDelete(_tx, _scope, rows) {
    if (rows.some((row) => row.pos_default === true))
      throw new AppError('DELETE_GUARDED', 'errors.guard.posDefaultOrderType');
  },
});

export default orderType;
