/**
 * The confirmation e-mail of an online order: asked for on the durable job queue once the order is
 * written (once per order, however often its key is sent again), and sent through the store's default
 * SMTP setting in the guest's language, as the store's other guest e-mail is.
 */
import { escapeHtml } from '../../core/html.js';
import type { SecretBox } from '../auth/secret-box.js';
import type { Db } from '../db/database.js';
import { jobId, type JobQueue } from '../queue/queue.js';
import { translatorFor } from '../services/phrases.js';
import type { MailReach } from '../services/smtp-transport.js';
import { openStoreMail } from '../services/store-mail.js';
import { readOrder } from './orders.js';

/** The queue of online orders' confirmation e-mails. */
export const CONFIRMATION_QUEUE = 'olo-confirmation';

export interface ConfirmationJob {
  storeId: string;
  checkId: string;
  /** The Accept-Language of the request that placed the order. */
  lang: string | null;
}

export interface ConfirmationDeps extends MailReach {
  db: Db;
  secrets: SecretBox;
}

/** Asks for an order's confirmation e-mail; asking again for the same order adds nothing. */
export const askConfirmation = (queue: JobQueue, job: ConfirmationJob) =>
  queue.send<ConfirmationJob>(CONFIRMATION_QUEUE, job, { id: jobId('olo-confirmation', job.checkId) });

/** The e-mail of an order that has an e-mail address; none otherwise. */
export async function confirmationEmail(db: Db, job: ConfirmationJob) {
  const order = await readOrder(db, job.storeId, job.checkId);
  if (!order?.email) return null;
  const t = translatorFor(job.lang ?? undefined);
  const store = await db
    .selectFrom('store')
    .leftJoin('store_info', 'store_info.store_id', 'store.id')
    .select(['store.name', 'store_info.business_name', 'store_info.currency_symbol'])
    .where('store.id', '=', job.storeId)
    .executeTakeFirstOrThrow();
  const name = ((store.business_name as string | null) || (store.name as string)) as string;
  const symbol = (store.currency_symbol as string | null) ?? '$';
  const amount = (n: number) => `${symbol}${n.toFixed(2)}`;
  const lines = [
    t('olo.mail.greeting', { name: order.name ?? '' }).replace(/\s+,/, ','),
    t('olo.mail.received', { number: order.number, store: name }),
    ...order.lines.map(
      (l: { quantity: number; name: string; total: number; modifiers: { name: string }[] }) =>
        `${l.quantity} × ${l.name}${l.modifiers.length ? ` (${l.modifiers.map((m) => m.name).join(', ')})` : ''}: ${amount(l.total)}`,
    ),
    t('olo.mail.subtotal', { amount: amount(order.subtotal) }),
    ...(order.discount
      ? [t('olo.mail.discount', { code: order.coupon ?? '', amount: amount(order.discount) })]
      : []),
    t('olo.mail.tax', { amount: amount(order.tax) }),
    ...(order.delivery_fee ? [t('olo.mail.deliveryFee', { amount: amount(order.delivery_fee) })] : []),
    t('olo.mail.total', { amount: amount(order.total) }),
  ];
  return {
    to: order.email,
    subject: t('olo.mail.subject', { number: order.number, store: name }),
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

/** Sends one confirmation e-mail; a refusal throws, and the queue tries again with a growing pause. */
export async function sendConfirmation(deps: ConfirmationDeps, job: ConfirmationJob): Promise<void> {
  const mail = await confirmationEmail(deps.db, job);
  if (!mail) return;
  const mailer = await openStoreMail(deps, job.storeId);
  try {
    await mailer.send(mail);
  } finally {
    mailer.close();
  }
}

/** Declares the confirmation e-mails' queue and its worker. */
export function confirmationMail(queue: JobQueue, deps: ConfirmationDeps) {
  queue.define<ConfirmationJob>(
    CONFIRMATION_QUEUE,
    { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    { batchSize: 1 },
    async ([job]) => sendConfirmation(deps, job!.data),
  );
}
