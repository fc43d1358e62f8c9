import { sql } from 'kysely';
import type { SecretBox } from '../../auth/secret-box.js';
import type { Tokens } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { jobId, type JobQueue } from '../../queue/queue.js';
import { segmentCustomers, type SegmentConditions, CONDITION_FIELDS } from '../../services/segments.js';
import { answerOf, type MailReach } from '../../services/smtp-transport.js';
import { TRANSLATORS } from '../../services/phrases.js';
import { openStoreMail, type StoreMailer } from '../../services/store-mail.js';
import { campaignMessage, type CampaignContent } from './message.js';

/** Recipients per sending job: a job is what a process takes, sends and marks before the next. */
export const BATCH_SIZE = 100;
/** Tries of one recipient before it counts as failed; the job is retried with a growing pause. */
export const MAX_ATTEMPTS = 3;
export const START_QUEUE = 'campaign-start';
export const BATCH_QUEUE = 'campaign-batch';
/** How long a job may run before it counts as abandoned (its process died) and is tried again. */
export const JOB_EXPIRE_SECONDS = Number(process.env.CAMPAIGN_JOB_EXPIRE_SECONDS) || 120;
/** The first pause before a batch is tried again, doubled at each try (`retryBackoff`). */
const retryDelaySeconds = () => Number(process.env.CAMPAIGN_RETRY_DELAY_SECONDS) || 5;

export interface SendingDeps extends MailReach {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
  tokens: Tokens;
  publicUrl: string;
}

/** Asks for the campaign to start sending (once, whoever asks how often). */
export async function requestStart(queue: JobQueue, storeId: string, campaignId: string): Promise<void> {
  await queue.send(
    START_QUEUE,
    { storeId, campaignId },
    { id: jobId('start', campaignId), expireInSeconds: JOB_EXPIRE_SECONDS },
  );
}

/**
 * Starts a campaign: in one transaction its recipients are made from its segment (customers with an
 * e-mail who agree to marketing, whatever the segment says of the others) and it becomes `sending`;
 * then a job per batch is added. Run again (its process died in between), it only adds the jobs
 * that are missing. A campaign deactivated meanwhile does not start.
 */
export async function startCampaign(deps: SendingDeps, storeId: string, campaignId: string): Promise<void> {
  const batches = await deps.db.transaction().execute(async (tx) => {
    const c = await tx
      .selectFrom('campaign')
      .select(['state', 'segment_id'])
      .where('store_id', '=', storeId)
      .where('id', '=', campaignId)
      .forUpdate()
      .executeTakeFirst();
    if (!c || c.state === 'inactive' || c.state === 'sent') return 0;
    if (c.state !== 'sending') {
      const segment = await tx
        .selectFrom('segment')
        .select([...CONDITION_FIELDS])
        .where('store_id', '=', storeId)
        .where('id', '=', c.segment_id)
        .executeTakeFirst();
      if (!segment) return 0;
      const conditions = { ...(segment as SegmentConditions), include_without_agreement: false };
      const customers = segmentCustomers(tx, storeId, conditions)
        .where('c.email', 'is not', null)
        .where('c.email', '<>', '')
        .select([
          sql`${storeId}::uuid`.as('store_id'),
          sql`${campaignId}::uuid`.as('campaign_id'),
          'c.id as customer_id',
          'c.email',
          sql`split_part(c.name, ' ', 1)`.as('first_name'),
          sql`((row_number() over (order by c.id)) - 1) / ${BATCH_SIZE}`.as('batch'),
        ]);
      await tx
        .insertInto('campaign_recipient')
        .columns(['store_id', 'campaign_id', 'customer_id', 'email', 'first_name', 'batch'])
        .expression(customers)
        .execute();
      await tx.updateTable('campaign').set({ state: 'sending' }).where('id', '=', campaignId).execute();
    }
    const row = await tx
      .selectFrom('campaign_recipient')
      .select(sql<number>`coalesce(max(batch) + 1, 0)`.as('n'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  await deps.queue.insert(
    Array.from({ length: batches }, (_, batch) => ({
      id: jobId('batch', campaignId, String(batch)),
      name: BATCH_QUEUE,
      data: { storeId, campaignId, batch },
      retryLimit: MAX_ATTEMPTS + 2,
      retryDelay: retryDelaySeconds(),
      retryBackoff: true,
      expireInSeconds: JOB_EXPIRE_SECONDS,
    })),
  );
  await finishIfDone(deps.db, campaignId);
}

/** A campaign none of whose recipients is still queued has been sent. */
async function finishIfDone(db: Db, campaignId: string): Promise<void> {
  await db
    .updateTable('campaign')
    .set({ state: 'sent' })
    .where('id', '=', campaignId)
    .where('state', '=', 'sending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('campaign_recipient as r')
            .select(sql`1`.as('one'))
            .where('r.campaign_id', '=', campaignId)
            .where('r.state', '=', 'queued'),
        ),
      ),
    )
    .execute();
}

async function contentOf(
  db: Db,
  storeId: string,
  campaignId: string,
): Promise<(CampaignContent & { state: string }) | null> {
  const row = await db
    .selectFrom('campaign as c')
    .innerJoin('email_template as t', 't.id', 'c.template_id')
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select(['c.state', 'c.subject', 'c.send_from', 't.html', 's.name as store_name'])
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  const words = (key: 'footer' | 'unsubscribe') =>
    Object.values(TRANSLATORS)
      .map((t) => t(`campaigns.mail.${key}`))
      .join(' / ');
  return {
    state: String(row.state),
    subject: String(row.subject),
    send_from: String(row.send_from),
    html: String(row.html ?? ''),
    store_name: String(row.store_name),
    footer: words('footer'),
    unsubscribeLabel: words('unsubscribe'),
  };
}

/**
 * Sends one batch: each recipient still queued (and still agreeing to marketing) gets its message
 * and is marked sent with the SMTP server's answer at once, so that a batch taken again after its
 * process died sends only what was in flight. A refusal is recorded with its answer; after
 * `MAX_ATTEMPTS` tries the recipient is failed, and a batch with recipients left to try is thrown
 * back to the queue, which retries it after a growing pause.
 */
export async function sendBatch(
  deps: SendingDeps,
  job: { storeId: string; campaignId: string; batch: number },
): Promise<void> {
  const { db } = deps;
  const content = await contentOf(db, job.storeId, job.campaignId);
  if (!content || content.state !== 'sending') return;
  const recipients = await db
    .selectFrom('campaign_recipient as r')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .select(['r.id', 'r.email', 'r.first_name', 'r.attempts', 'c.marketing_agreement'])
    .where('r.campaign_id', '=', job.campaignId)
    .where('r.batch', '=', job.batch)
    .where('r.state', '=', 'queued')
    .orderBy('r.id')
    .execute();
  const mark = (id: string, set: Record<string, unknown>) =>
    db.updateTable('campaign_recipient').set(set).where('id', '=', id).execute();
  const refused = async (r: { id: string; attempts: number }, answer: string) => {
    const attempts = Number(r.attempts) + 1;
    await mark(r.id, { attempts, answer, state: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued' });
    return attempts < MAX_ATTEMPTS;
  };
  let retry = false;
  let mailer: StoreMailer | undefined;
  try {
    mailer = await openStoreMail(deps, job.storeId);
  } catch (e) {
    for (const r of recipients) retry = (await refused(r as never, answerOf(e))) || retry;
  }
  if (mailer)
    try {
      for (const r of recipients) {
        if (!r.marketing_agreement) {
          await mark(String(r.id), { state: 'failed', answer: 'unsubscribed' });
          continue;
        }
        const token = await deps.tokens.signUnsubscribe(String(r.id), job.storeId);
        const url = `${deps.publicUrl}/unsubscribe/${token}`;
        const message = campaignMessage(
          content,
          { email: String(r.email), first_name: String(r.first_name) },
          url,
        );
        try {
          const sent = await mailer.send(message);
          await mark(String(r.id), {
            state: 'sent',
            answer: sent.response,
            attempts: Number(r.attempts) + 1,
            sent_at: sql`now()`,
          });
        } catch (e) {
          retry = (await refused(r as never, answerOf(e))) || retry;
        }
      }
    } finally {
      mailer.close();
    }
  await finishIfDone(db, job.campaignId);
  if (retry) throw new Error('some recipients are to be tried again');
}

/** Scheduled campaigns whose time has come are asked to start. */
export async function startDue(deps: SendingDeps): Promise<void> {
  const due = await deps.db
    .selectFrom('campaign')
    .select(['id', 'store_id'])
    .where('state', '=', 'scheduled')
    .where(sql`scheduled_at::timestamptz`, '<=', sql<string>`now()`)
    .execute();
  for (const c of due) await requestStart(deps.queue, String(c.store_id), String(c.id));
}
