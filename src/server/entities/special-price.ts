import { promotionHooks, SPECIAL_PRICE } from '../services/promotions.js';
import type { EntityModule } from './index.js';

/**
 * A special price's rules (SPEC §4, §5), with these codes (SPEC §8 names four for special prices):
 * - 529-3: its date ranges overlap another active special price of the same items (create);
 * - 530-3: its hours overlap one on a day, within dates one holds whole (create);
 * - 531-3, 532-3: the same two on update, and on switching an inactive special price back on;
 * - an execution date before today, or an edit of a running price that has no day left to take
 *   effect on: `VALIDATION`, as no code of its own exists for them.
 * "Today must be configured" is an availability rule here (568-2): a special price executed today
 * whose hours start on a later weekday simply waits for them (the demo's Monday-to-Friday happy hour,
 * seeded with today's execution date, must start on a weekend too).
 * An edit while it runs keeps today's terms in force until the end of the day (services/promotions.ts).
 */
const specialPrice: EntityModule = () =>
  promotionHooks(SPECIAL_PRICE, {
    pastOnCreate: 'VALIDATION',
    pastOnUpdate: 'VALIDATION',
    datesOverlap: { create: '529-3', update: '531-3' },
    hoursOverlap: { create: '530-3', update: '532-3' },
    overlapOnActivation: '532-3',
    todayNotConfigured: null,
    editFailed: 'VALIDATION',
    overlapKey: 'errors.specialPrice.overlap',
    editFailedKey: 'errors.specialPrice.editFailed',
  });

export default specialPrice;
