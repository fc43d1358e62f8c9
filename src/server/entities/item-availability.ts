import { ITEM_AVAILABILITY, promotionHooks } from '../services/promotions.js';
import type { EntityModule } from './index.js';

/**
 * An item availability's rules (SPEC §4, §5), with its codes (SPEC §8):
 * - 521-3: an execution date before today (create); 567-2: the same on update;
 * - 522-3: "edit failed": an edit of an availability running now waits for its next cycle, and it has
 *   no day left after today to take effect on;
 * - 523-3, 524-3: its date ranges, or its hours on a day within dates one holds whole, overlap another
 *   active availability of the same items (create); 525-3, 526-3: the same on update;
 * - 527-3: the overlap is found as an inactive availability is switched back on, the moment one item
 *   would be listed twice at once across active availabilities;
 * - 568-2: it starts running today (active, execution date today) and today's weekday has no hours.
 * An edit while it runs keeps today's terms in force until the end of the day (services/promotions.ts).
 */
const itemAvailability: EntityModule = () =>
  promotionHooks(ITEM_AVAILABILITY, {
    pastOnCreate: '521-3',
    pastOnUpdate: '567-2',
    datesOverlap: { create: '523-3', update: '525-3' },
    hoursOverlap: { create: '524-3', update: '526-3' },
    overlapOnActivation: '527-3',
    todayNotConfigured: '568-2',
    editFailed: '522-3',
    overlapKey: 'errors.availability.overlap',
    editFailedKey: 'errors.availability.editFailed',
  });

export default itemAvailability;
