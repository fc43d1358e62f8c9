import { AppError } from '../../core/errors.js';
import { grantorHolds } from '../../core/grants.js';
import { guardDeleteNamed } from '../services/item-checks.js';
import type { Scope } from '../services/items.js';
import type { EntityModule } from './index.js';

const MODULE = 'customers-office';
const HOUSE_ACCOUNT_FIELDS = ['house_account_enabled', 'house_account_limit'] as const;

/** Whether the caller holds a code of Customers; the system itself (seeding) holds them all. */
const holds = (scope: Scope, permission: string) =>
  !scope.grantor || grantorHolds(scope.grantor, { module: MODULE, permission });

const refused = (key: string) => new AppError('597-1', key);

/**
 * A customer's rules the schema cannot state (SPEC §6 action permissions): adding needs Add
 * customers, editing Edit customers, and changing the house account (its switch or its limit) House
 * account. The marketing agreement's time and place (the office, or `import` for a file's line) are
 * set when it turns on, cleared when it turns off.
 */
const customer: EntityModule = () => ({
  async beforeWrite(_tx, scope, data, before) {
    if (!before && !holds(scope, 'add-customers')) throw refused('errors.customer.noAddRight');
    if (before && !holds(scope, 'edit-customers')) throw refused('errors.customer.noEditRight');
    const touchesAccount = HOUSE_ACCOUNT_FIELDS.some((f) =>
      before
        ? f in data && Number(data[f]) !== Number(before[f])
        : f === 'house_account_enabled'
          ? data[f] === true
          : Number(data[f] ?? 0) !== 0,
    );
    if (touchesAccount && !holds(scope, 'house-account'))
      throw refused('errors.customer.noHouseAccountRight');
    if (!('marketing_agreement' in data)) return {};
    const agreed = data.marketing_agreement === true;
    if (agreed === !!before?.marketing_agreement) return {};
    return agreed
      ? {
          marketing_agreement_at: new Date().toISOString(),
          marketing_agreement_source: scope.via ?? 'office',
        }
      : { marketing_agreement_at: null, marketing_agreement_source: null };
  },
  /** A customer whose house account or loyalty points moved keeps his history: he is not deleted. */
  async beforeDelete(tx, scope, rows) {
    const house = { table: 'house_account_movement', key: 'errors.customer.hasMovements' };
    const points = { table: 'loyalty_movement', key: 'errors.customer.hasLoyaltyPoints' };
    for (const guard of [house, points])
      await guardDeleteNamed(tx, scope, rows, { ...guard, column: 'customer_id' });
  },
});

export default customer;
