import { AppError } from '../../../core/errors.js';
import { WindowLimit } from '../../auth/throttle.js';
import { translatorFor } from '../../services/phrases.js';
import { defineFeature } from '../../graphql/feature.js';
import { requireAccess } from '../../graphql/resolvers.js';
import { sendTestEmail } from './service.js';
import type { FeatureDeps } from '../index.js';

/** Who may edit the SMTP settings may try them (the SMTP tab of General Settings). */
const SMTP_ACCESS = { module: 'settings-office', permission: 'smtp-settings' } as const;

/** Test e-mails a store may send a minute: enough to try each setting, too few to flood anyone. */
export const TEST_EMAILS_PER_MINUTE = 10;

/** General Settings' own operations: a test e-mail through an SMTP setting. */
export default defineFeature(({ db, secrets }: FeatureDeps) => {
  const sends = new WindowLimit(TEST_EMAILS_PER_MINUTE, 60_000);
  return {
    Mutation: {
      async sendSmtpTestEmail(_, args, ctx) {
        requireAccess(ctx, SMTP_ACCESS);
        if (!sends.take(ctx.scope.storeId))
          throw new AppError('RATE_LIMITED', 'errors.smtpTest.tooMany', { count: TEST_EMAILS_PER_MINUTE });
        // The e-mail's words in the language asked for (en or es), else English.
        const t = translatorFor(args.language ?? undefined);
        return sendTestEmail({ db, secrets }, ctx.scope, args, t);
      },
    },
  };
});
