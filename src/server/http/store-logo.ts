import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { translatorFor } from '../graphql/errors.js';
import { isUuid } from '../services/ids.js';
import { readStoreLogo } from '../services/store-logo.js';

export interface StoreLogoDeps {
  db: Db;
}

/**
 * A shared cache (an e-mail service's image proxy) and a reader's own keep the logo an hour, then ask
 * again with its ETag: a new logo reaches e-mails already sent within the hour, an unchanged one
 * costs a 304.
 */
const CACHING = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * `GET /api/public/stores/<store id>/logo`: the store's logo, for anyone (e-mails link to it, and
 * their readers are not signed in), from any site (`cross-origin-resource-policy`), with its content's
 * hash as ETag; `If-None-Match` answers 304. A store without a logo, or no such store: 404.
 */
export async function storeLogoRoutes(app: FastifyInstance, deps: StoreLogoDeps) {
  app.get<{ Params: { storeId: string } }>('/api/public/stores/:storeId/logo', async (request, reply) => {
    const { storeId } = request.params;
    const logo = isUuid(storeId) ? await readStoreLogo(deps.db, storeId) : null;
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!logo) {
      const t = translatorFor(request.headers['accept-language']);
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .send({ message: t('media.logo.none'), key: 'media.logo.none' });
    }
    const etag = `"${logo.hash}"`;
    reply.header('etag', etag).header('cache-control', CACHING);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag))
      return reply.code(304).send();
    return reply.type(logo.content_type).send(Buffer.from(logo.data));
  });
}
