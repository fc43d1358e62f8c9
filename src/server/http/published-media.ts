import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { translatorFor } from '../graphql/errors.js';
import { isUuid } from '../services/ids.js';
import { readPublishedMedia } from '../services/published-media.js';
import { SLUG_MAX } from '../olo/service.js';

export interface PublishedMediaDeps {
  db: Db;
}

/**
 * An image never changes under its id (a new upload is a new id), but a store may stop publishing
 * it: browsers and shared caches keep it a day, then ask again with its ETag.
 */
const CACHING = 'public, max-age=86400';

/**
 * `GET /api/public/stores/<slug>/media/<id>`: an image the store publishes on its online ordering
 * site (its banners, its feature items' images), for anyone and from any site, with its content's hash
 * as ETag; `If-None-Match` answers 304. Any other image, or no such store: 404, as if it did not exist.
 */
export async function publishedMediaRoutes(app: FastifyInstance, deps: PublishedMediaDeps) {
  app.get<{ Params: { slug: string; id: string } }>(
    '/api/public/stores/:slug/media/:id',
    async (request, reply) => {
      const { slug, id } = request.params;
      const image =
        isUuid(id) && slug.length <= SLUG_MAX ? await readPublishedMedia(deps.db, slug, id) : null;
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (!image) {
        const t = translatorFor(request.headers['accept-language']);
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ message: t('errors.notFound'), key: 'errors.notFound' });
      }
      const etag = `"${image.hash}"`;
      reply.header('etag', etag).header('cache-control', CACHING);
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag))
        return reply.code(304).send();
      return reply.type(image.content_type).send(Buffer.from(image.data));
    },
  );
}
