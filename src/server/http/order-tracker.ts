import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { acceptedLanguage } from '../../core/language.js';
import type { Translate } from '../../core/messages.js';
import { escapeHtml } from '../../core/html.js';
import { TRACKER_ICONS, textColourOn } from '../../core/order-tracker.js';
import type { Db } from '../db/database.js';
import type { StoreEvents } from '../realtime/store-events.js';
import { readMedia } from '../services/media.js';
import { translatorFor } from '../services/phrases.js';
import { readTrackerBoard, storeBySlug, type TrackerBoard } from '../features/order-tracker/board.js';
import { readTrackerSettings } from '../features/order-tracker/settings.js';
import { TRACKER_SCRIPT } from './order-tracker-script.js';

export interface OrderTrackerDeps {
  db: Db;
  storeEvents: StoreEvents;
}

type Slug = { Params: { slug: string } };

/** The store events after which a tracker reads its board again. */
export const TRACKER_EVENTS = [
  'checkRecorded',
  'dayClosed',
  'orderTrackerChanged',
  'onlineOrderChanged',
] as const;

/** A stream's keep-alive, so that proxies do not close a quiet one. */
const HEARTBEAT_MS = 25_000;

/** The language asked for: `?lang=es|en`, else the browser's (`Accept-Language`). */
function wordsFor(request: FastifyRequest): { t: Translate; lang: string } {
  const asked = (request.query as { lang?: string }).lang;
  const lang =
    asked === 'es' || asked === 'en' ? asked : (acceptedLanguage(request.headers['accept-language']) ?? 'en');
  return { t: translatorFor(lang), lang };
}

/** The board in the reader's words: a title left empty is the product's own. */
export function boardAnswer(board: TrackerBoard, t: Translate) {
  const s = board.settings;
  const days = s.days.map((d) => t(`days.${d}`)).join(', ');
  return {
    title: s.title || t('orderTracker.screen.defaultTitle'),
    icon: s.icon,
    icon_char: TRACKER_ICONS[s.icon],
    background: s.background,
    text_colour: textColourOn(s.background),
    alignment: s.alignment,
    image_url: s.image_url,
    open: board.open,
    closed_text: t('orderTracker.screen.closed'),
    hours_text: t('orderTracker.screen.hours', { days, from: s.from, to: s.to }),
    empty_text: t('orderTracker.screen.empty'),
    columns: s.columns
      .filter((c) => c.shown)
      .map((c) => ({
        status: c.status,
        title: c.title || t(`orderTracker.statuses.${c.status}`),
        orders: board.orders[c.status],
      })),
  };
}

/** The screen's page: its look comes from the script, which reads the board. */
function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:20px/1.4 system-ui,sans-serif;background:#1e3a5f;color:#fff;min-height:100vh}
.head{padding:24px 24px 8px}.picture{max-height:120px;max-width:60%;display:inline-block}
h1{font-size:clamp(1.6rem,5vw,3.2rem);margin:8px 0}.board{display:flex;flex-wrap:wrap;gap:24px;padding:16px 24px}
.column{flex:1 1 280px;min-width:0}h2{font-size:clamp(1.3rem,4vw,2.4rem);margin:0 0 12px;
border-bottom:2px solid currentColor;padding-bottom:8px}.orders{list-style:none;margin:0;padding:0;display:flex;
flex-wrap:wrap;gap:12px}.order{font-size:clamp(1.6rem,6vw,3.4rem);font-weight:700;min-width:3ch;text-align:center;
padding:4px 12px;border:2px solid currentColor;border-radius:12px}.none{opacity:.7}
.closed{width:100%;text-align:center;padding:48px 0}.closed-title{font-size:2rem;font-weight:700;margin:0 0 8px}
main p{overflow-wrap:anywhere}</style></head>
<body>${body}</body></html>`;
}

/**
 * The order tracker of a store, open to anyone (a screen over the counter; no sign-in), showing only
 * the tracker's look and its orders' numbers:
 * - `GET /order/<slug>/tracker`: the screen, in the browser's language (or `?lang=`);
 * - `GET /api/public/order-tracker/<slug>`: its board (`boardAnswer`); an unknown slug is 404;
 * - `GET /api/public/order-tracker/<slug>/events`: a stream saying `change` whenever the store's
 *   consoles are told of a recorded check, an online order's step, a closed day or new tracker
 *   settings (the same store events, on this server process);
 * - `GET /api/public/order-tracker/<slug>/image`: the tracker's image, and nothing else of the store's.
 */
export async function orderTrackerRoutes(app: FastifyInstance, deps: OrderTrackerDeps): Promise<void> {
  const { db } = deps;
  const watchers = new Map<string, Set<ServerResponse>>();
  const tell = (storeId: string) => {
    for (const res of watchers.get(storeId) ?? []) res.write('event: change\ndata: {}\n\n');
  };
  for (const event of TRACKER_EVENTS) deps.storeEvents.on(event, tell);
  app.addHook('preClose', async () => {
    for (const set of watchers.values()) for (const res of set) res.end();
    watchers.clear();
  });

  const unknown = (request: FastifyRequest, reply: FastifyReply) => {
    const { t } = wordsFor(request);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ message: t('orderTracker.screen.unknown'), key: 'orderTracker.screen.unknown' });
  };

  app.get('/order/tracker.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(TRACKER_SCRIPT),
  );

  app.get<Slug>('/order/:slug/tracker', async (request, reply) => {
    const { t, lang } = wordsFor(request);
    const store = await storeBySlug(db, request.params.slug);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!store) {
      const title = t('orderTracker.screen.defaultTitle');
      const text = escapeHtml(t('orderTracker.screen.unknown'));
      return reply.code(404).send(page(lang, title, `<main class="closed"><p>${text}</p></main>`));
    }
    const title = escapeHtml(t('orderTracker.screen.defaultTitle'));
    const slug = escapeHtml(request.params.slug);
    return reply.send(
      page(
        lang,
        t('orderTracker.screen.defaultTitle'),
        `<div id="tracker" data-slug="${slug}" aria-live="polite"><p class="head">${title}</p></div>
<script src="/order/tracker.js"></script>`,
      ),
    );
  });

  app.get<Slug>('/api/public/order-tracker/:slug', async (request, reply) => {
    const board = await readTrackerBoard(db, request.params.slug);
    if (!board) return unknown(request, reply);
    return reply.header('cache-control', 'no-store').send(boardAnswer(board, wordsFor(request).t));
  });

  app.get<Slug>('/api/public/order-tracker/:slug/image', async (request, reply) => {
    const store = await storeBySlug(db, request.params.slug);
    const id = store && (await readTrackerSettings(db, store.id)).image_id;
    const image = store && id ? await readMedia(db, store.id, id) : null;
    if (!image) return unknown(request, reply);
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.data));
  });

  app.get<Slug>('/api/public/order-tracker/:slug/events', async (request, reply) => {
    const store = await storeBySlug(db, request.params.slug);
    if (!store) return unknown(request, reply);
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    res.write('retry: 2000\n\n');
    const set = watchers.get(store.id) ?? new Set<ServerResponse>();
    watchers.set(store.id, set.add(res));
    const beat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(beat);
      set.delete(res);
      if (set.size === 0 && watchers.get(store.id) === set) watchers.delete(store.id);
    });
  });
}
