import { AppError } from '../../../core/errors.js';
import { defineFeature } from '../../graphql/feature.js';
import { requireAccess } from '../../graphql/resolvers.js';
import { passwordOfUserIs } from '../../services/accounts.js';
import { ACCOUNT_EVENTS, logEvent } from '../../services/events.js';
import type { FeatureDeps } from '../index.js';

/** Signing every user of a store out at once (Settings: session reset), confirmed with the caller's password. */
export default defineFeature(({ db, sessions }: FeatureDeps) => ({
  Mutation: {
    async resetSessions(_, args, ctx) {
      requireAccess(ctx, { module: 'settings-office', permission: 'session-reset' });
      if (!(await passwordOfUserIs(db, ctx.principal.userId, args.key)))
        throw new AppError('KEY_INVALID', 'errors.keyInvalid');
      // Bumps the store's session epoch and tells its signed-in consoles.
      await sessions.reset(ctx.scope.storeId);
      await logEvent(db, {
        storeId: ctx.scope.storeId,
        userId: ctx.principal.userId,
        userName: ctx.principal.displayName,
        entity: ACCOUNT_EVENTS.sessions,
        action: 'reset',
      });
      return true;
    },
  },
}));
