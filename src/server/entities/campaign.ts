import { AppError } from '../../core/errors.js';
import type { EntityModule } from './index.js';

/** States in which a campaign's fields may still change: it has not started sending. */
const SCHEDULE_TIME = 'validation.campaign.scheduleTime';
const EDITABLE = new Set(['draft', 'scheduled', 'inactive']);

/**
 * A campaign's author is the signed-in user who made it (never taken from the form), and its state
 * follows its schedule until it starts sending: scheduled at a time, else a draft that "Send now" or
 * "Publish now" sends. Once sending or sent it is no longer edited.
 */
const campaign: EntityModule = () => ({
  async beforeWrite(_tx, scope, data, before) {
    const state = (before?.state as string | undefined) ?? 'draft';
    if (!EDITABLE.has(state)) throw new AppError('BAD_REQUEST', 'errors.campaign.started');
    // The time is kept as an instant (UTC), whatever zone the form wrote it in.
    const at =
      typeof data.scheduled_at === 'string' && data.scheduled_at ? Date.parse(data.scheduled_at) : null;
    if (Number.isNaN(at))
      throw new AppError('VALIDATION', SCHEDULE_TIME, {}, [{ field: 'scheduled_at', key: SCHEDULE_TIME }]);
    return {
      ...(at === null ? {} : { scheduled_at: new Date(at).toISOString() }),
      author: before ? (before.author as string) : (scope.userName ?? ''),
      state: data.schedule === 'scheduled' ? 'scheduled' : 'draft',
    };
  },
});

export default campaign;
