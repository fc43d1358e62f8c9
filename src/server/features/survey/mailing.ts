import type { SecretBox } from '../../auth/secret-box.js';
import type { Db } from '../../db/database.js';
import { jobId, type JobQueue } from '../../queue/queue.js';
import type { MailReach } from '../../services/smtp-transport.js';
import { openStoreMail } from '../../services/store-mail.js';
import { ratingSystemOn } from '../../pos/catalog.js';
import { ratingEmail } from './email.js';
import { readSurveySettings } from './settings.js';
import type { FeatureDeps } from '../index.js';

/** The queue of rating e-mails: one job per closed check, run at the settings' delay. */
export const RATING_QUEUE = 'rating-email';

export interface RatingMailDeps extends MailReach {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
}

interface RatingJob {
  storeId: string;
  checkId: string;
}

/** A closed check's rating e-mail is asked for once, whoever records the check how often. */
export const ratingJobId = (checkId: string) => jobId('rating', checkId);

/**
 * After a closed check with a customer is recorded, its rating e-mail waits on the durable queue for
 * the survey settings' delay ("email after X minutes or hours"); a store without the rating system
 * asks for none. Recording the same check again adds no second job.
 */
export async function askRatingEmail(deps: RatingMailDeps, storeId: string, checkId: string): Promise<void> {
  if (!(await ratingSystemOn(deps.db, storeId))) return;
  const check = await deps.db
    .selectFrom('pos_check')
    .select(['status', 'customer_id'])
    .where('store_id', '=', storeId)
    .where('id', '=', checkId)
    .executeTakeFirst();
  if (check?.status !== 'closed' || !check.customer_id) return;
  const settings = await readSurveySettings(deps.db, storeId);
  const seconds = settings.email_delay * (settings.email_delay_unit === 'hours' ? 3600 : 60);
  await deps.queue.send<RatingJob>(
    RATING_QUEUE,
    { storeId, checkId },
    { id: ratingJobId(checkId), startAfter: seconds },
  );
}

/**
 * Sends one rating e-mail through the store's default SMTP setting, unless the guest answered
 * already or is no longer to get one (agreement withdrawn, rating switched off). A refusal throws,
 * and the queue tries again with a growing pause.
 */
export async function sendRatingEmail(deps: RatingMailDeps, job: RatingJob): Promise<void> {
  const answered = await deps.db
    .selectFrom('survey_answer')
    .select('id')
    .where('store_id', '=', job.storeId)
    .where('check_id', '=', job.checkId)
    .executeTakeFirst();
  if (answered) return;
  const mail = await ratingEmail(deps.db, job.storeId, job.checkId);
  if (!mail) return;
  const mailer = await openStoreMail(deps, job.storeId);
  try {
    await mailer.send({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  } finally {
    mailer.close();
  }
}

/** Declares the rating e-mail's queue and follows the recorded checks. */
export function ratingMail(deps: RatingMailDeps & Pick<FeatureDeps, 'storeEvents' | 'log'>) {
  deps.queue.define<RatingJob>(
    RATING_QUEUE,
    { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    { batchSize: 1 },
    async ([job]) => sendRatingEmail(deps, job!.data),
  );
  deps.storeEvents.on('checkRecorded', (storeId, check) => {
    askRatingEmail(deps, storeId, (check as { id: string }).id).catch((err: unknown) =>
      deps.log.warn({ err }, 'rating e-mail'),
    );
  });
}
