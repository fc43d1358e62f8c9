import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { EntityModule } from './index.js';

/**
 * A loyalty plan's rule the schema cannot state: a store has one active plan at most, the one its
 * customers earn under. Saving a second one active is refused, naming the plan that is; two saves at
 * once meet on a lock of the store's plans.
 */
const loyaltyPlan: EntityModule = () => ({
  async beforeWrite(tx, scope, data, before) {
    if (data.status !== 'active') return {};
    await sql`select pg_advisory_xact_lock(hashtext('loyalty_plan'), hashtext(${scope.storeId}))`.execute(tx);
    const other = await tx
      .selectFrom('loyalty_plan')
      .select('name')
      .where('store_id', '=', scope.storeId)
      .where('status', '=', 'active')
      .$if(!!before, (q) => q.where('id', '!=', before!.id as string))
      .executeTakeFirst();
    if (other) {
      const params = { name: String(other.name) };
      throw new AppError('VALIDATION', 'errors.loyaltyPlan.oneActive', params, [
        { field: 'status', key: 'errors.loyaltyPlan.oneActive', params },
      ]);
    }
    return {};
  },
});

export default loyaltyPlan;
