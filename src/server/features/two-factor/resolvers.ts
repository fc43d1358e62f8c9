import { AppError } from '../../../core/errors.js';
import { SignInThrottle, WINDOW_MINUTES } from '../../auth/throttle.js';
import { defineFeature } from '../../graphql/feature.js';
import { ACCOUNT_EVENTS, logEvent } from '../../services/events.js';
import type { FeatureDeps } from '../index.js';
import { confirmSetup, startSetup, turnOff, twoFactorStatus, WRONG_KEYS } from './service.js';

/**
 * Two-factor sign-in from the user menu: each signed-in user sets up, and turns off, their own. Wrong
 * codes and passwords count with the failed sign-ins of the user's e-mail (a stolen session guesses no
 * faster than a sign-in page).
 */
export default defineFeature(({ db, secrets }: FeatureDeps) => {
  const throttle = new SignInThrottle(db);
  const emailOf = (email: string) => email.trim().toLowerCase();

  /** Runs a check of a code or password under the throttle of the user's e-mail. */
  async function guarded<T>(email: string, check: () => Promise<T>): Promise<T> {
    if (await throttle.blocked(emailOf(email)))
      throw new AppError('RATE_LIMITED', 'login.tooManyAttempts', { minutes: WINDOW_MINUTES });
    try {
      return await check();
    } catch (e) {
      if (e instanceof AppError && WRONG_KEYS.includes(e.key)) await throttle.failed(emailOf(email));
      throw e;
    }
  }

  const logged = (
    ctx: { principal: { storeId: string; userId: string; displayName: string } },
    action: string,
  ) =>
    logEvent(db, {
      storeId: ctx.principal.storeId,
      userId: ctx.principal.userId,
      userName: ctx.principal.displayName,
      entity: ACCOUNT_EVENTS.account,
      action,
      recordId: ctx.principal.userId,
    });

  return {
    Query: {
      twoFactorStatus: (_, __, ctx) => twoFactorStatus(db, ctx.principal.userId),
    },
    Mutation: {
      startTwoFactor: (_, __, ctx) => startSetup(db, secrets, ctx.principal.userId),
      async confirmTwoFactor(_, a, ctx) {
        const codes = await guarded(ctx.principal.email, () =>
          confirmSetup(db, secrets, ctx.principal.userId, a.code),
        );
        await logged(ctx, 'two-factor-on');
        return codes;
      },
      async disableTwoFactor(_, a, ctx) {
        await guarded(ctx.principal.email, () => turnOff(db, secrets, ctx.principal.userId, a.key));
        await logged(ctx, 'two-factor-off');
        return twoFactorStatus(db, ctx.principal.userId);
      },
    },
  };
});
