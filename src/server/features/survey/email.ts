import { escapeHtml } from '../../../core/html.js';
import type { Db } from '../../db/database.js';
import { ratingSystemOn } from '../../pos/catalog.js';
import { ratingLink } from './link.js';
import { readSurveySettings } from './settings.js';
import { TRANSLATORS } from '../../services/phrases.js';

export interface RatingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  link: string;
}

/**
 * The e-mail asking a closed check's customer to rate it, with his one-use link; null when the
 * check has no customer or none with an e-mail, the customer did not agree to marketing, or the
 * store's rating system is off. Sending it (after the settings' delay) is the mail queue's.
 */
export async function ratingEmail(
  db: Db,
  storeId: string,
  checkId: string,
  language: 'en' | 'es' = 'en',
): Promise<RatingEmail | null> {
  if (!(await ratingSystemOn(db, storeId))) return null;
  const row = await db
    .selectFrom('pos_check as c')
    .innerJoin('customer as u', (j) =>
      j.onRef('u.store_id', '=', 'c.store_id').onRef('u.id', '=', 'c.customer_id'),
    )
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select(['u.name', 'u.email', 'u.marketing_agreement', 's.name as store'])
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', checkId)
    .where('c.status', '=', 'closed')
    .executeTakeFirst();
  if (!row?.email || row.marketing_agreement !== true) return null;
  const settings = await readSurveySettings(db, storeId);
  const t = TRANSLATORS[language];
  const link = await ratingLink(db, storeId, checkId);
  const title = settings.title || t('survey.page.defaultTitle');
  const subject = t('survey.email.subject', { store: row.store as string });
  const lines = [
    t('survey.email.greeting', { name: row.name as string }),
    t('survey.email.body', { store: row.store as string }),
  ];
  const text = `${lines.join('\n\n')}\n\n${title}: ${link}\n`;
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(
    t('survey.email.button'),
  )}</a></p>`;
  return { to: row.email as string, subject, html, text, link };
}
