import { recomputeSalesHours } from '../pos/rollups/index.js';
import type { EntityModule } from './index.js';

/**
 * Payroll settings: a change of payment accountability (the employee who started a check or the one
 * who closed it) counts the sales rollup again in the same transaction, so that the server, tips and
 * employee reports credit every check, past ones included, the new way from the save on.
 */
const payrollSettings: EntityModule = () => ({
  async beforeWrite(tx, scope, data, before) {
    const now = data.payment_accountability === 'closed' ? 'closed' : 'started';
    const was = before?.payment_accountability === 'closed' ? 'closed' : 'started';
    if (data.payment_accountability !== undefined && now !== was)
      await recomputeSalesHours(tx, scope.storeId, now);
    return {};
  },
});

export default payrollSettings;
