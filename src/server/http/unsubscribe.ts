import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { acceptedLanguage } from '../../core/language.js';
import type { Translate } from '../../core/messages.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { escapeHtml } from '../../core/html.js';
import { translatorFor } from '../services/phrases.js';

export interface UnsubscribeDeps {
  db: Db;
  tokens: Tokens;
}

/** The language asked for: `?lang=es|en`, else the browser's (`Accept-Language`). */
function wordsFor(request: FastifyRequest): { t: Translate; lang: string } {
  const asked = (request.query as { lang?: string }).lang;
  const lang =
    asked === 'es' || asked === 'en' ? asked : (acceptedLanguage(request.headers['accept-language']) ?? 'en');
  return { t: translatorFor(lang), lang };
}

/** A small page made for a phone first: one column, large type, one button. */
function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:18px/1.5 system-ui,sans-serif;color:#222;background:#f5f5f5}
main{max-width:32rem;margin:0 auto;padding:24px 16px}h1{font-size:1.5rem;margin:0 0 16px}
p{margin:0 0 16px;overflow-wrap:anywhere}button{width:100%;min-height:48px;font-size:1.1rem;border:0;
border-radius:8px;background:#1565c0;color:#fff}nav a{margin-right:16px}</style></head>
<body><main>${body}</main></body></html>`;
}

interface Found {
  recipientId: string;
  storeId: string;
  customerId: string;
  email: string;
  store: string;
}

async function recipientOf(deps: UnsubscribeDeps, token: string): Promise<Found | null> {
  const claims = await deps.tokens.verifyUnsubscribe(token);
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('campaign_recipient as r')
    .innerJoin('store as s', 's.id', 'r.store_id')
    .select(['r.customer_id', 'r.email', 's.name'])
    .where('r.id', '=', claims.recipientId)
    .where('r.store_id', '=', claims.storeId)
    .executeTakeFirst();
  return row
    ? { ...claims, customerId: String(row.customer_id), email: String(row.email), store: String(row.name) }
    : null;
}

/**
 * Turns the customer's marketing agreement off (later campaigns skip them) and records, on the
 * recipient row, that they left through this campaign; in one transaction, and again harmlessly.
 */
async function unsubscribe(db: Db, found: Found): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('customer')
      .set({ marketing_agreement: false })
      .where('store_id', '=', found.storeId)
      .where('id', '=', found.customerId)
      .execute();
    await tx
      .updateTable('campaign_recipient')
      .set({ unsubscribed_at: sql`coalesce(unsubscribed_at, now())` })
      .where('id', '=', found.recipientId)
      .execute();
  });
}

/**
 * The unsubscribe link of a campaign's messages, open to anyone holding it (no sign-in): GET shows a
 * page asking to confirm, in English or Spanish; POST unsubscribes, from that page's button or from
 * a mail program's one-click request (RFC 8058: `List-Unsubscribe=One-Click`, no page needed).
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: UnsubscribeDeps): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  const invalid = (reply: FastifyReply, t: Translate, lang: string) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        page(
          lang,
          t('unsubscribe.title'),
          `<h1>${escapeHtml(t('unsubscribe.title'))}</h1><p>${escapeHtml(t('unsubscribe.invalid'))}</p>`,
        ),
      );
  const languages = (token: string) =>
    `<nav><a href="/unsubscribe/${token}?lang=en" lang="en">English</a><a href="/unsubscribe/${token}?lang=es" lang="es">Español</a></nav>`;

  app.get<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
    const { t, lang } = wordsFor(request);
    const found = await recipientOf(deps, request.params.token);
    if (!found) return invalid(reply, t, lang);
    const token = encodeURIComponent(request.params.token);
    return reply.type('text/html; charset=utf-8').send(
      page(
        lang,
        t('unsubscribe.title'),
        `<h1>${escapeHtml(t('unsubscribe.title'))}</h1>
<p>${escapeHtml(t('unsubscribe.question', { store: found.store }))}</p>
<p>${escapeHtml(t('unsubscribe.address', { email: found.email }))}</p>
<form method="post" action="/unsubscribe/${token}?lang=${lang}"><button type="submit">${escapeHtml(t('unsubscribe.confirm'))}</button></form>
${languages(token)}`,
      ),
    );
  });

  app.post<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
    const { t, lang } = wordsFor(request);
    const found = await recipientOf(deps, request.params.token);
    if (!found) return invalid(reply, t, lang);
    await unsubscribe(deps.db, found);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          lang,
          t('unsubscribe.title'),
          `<h1>${escapeHtml(t('unsubscribe.title'))}</h1><p>${escapeHtml(t('unsubscribe.done', { store: found.store }))}</p>`,
        ),
      );
  });
}
