import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { storeBySlug } from '../features/order-tracker/board.js';
import { isItemImage, storeOfSlug } from '../olo/service.js';
import { readMedia } from '../services/media.js';
import { translatorFor } from '../services/phrases.js';
import { STOREFRONT_DIR } from './build.js';

export interface StorefrontDeps {
  db: Db;
  webDir: string;
}

type Slug = { Params: { slug: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The guests' storefront, open to anyone (no sign-in), built beside the console (dist/storefront):
 * - `GET /order/<slug>`: the store's page (its menu, cart and checkout), through the online-ordering
 *   API; an unknown slug is answered 404 with the same page, which says so in the guest's words;
 * - `GET /order/<slug>/o/<order token>`: an order's page, following its status;
 * - `GET /order/assets/…`: the page's hashed, precompressed script and style;
 * - `GET /order/<slug>/images/<id>`: the image of one of the store's feature items, and nothing else.
 * The tracker screen (/order/<slug>/tracker) is another page (order-tracker.ts).
 */
export async function storefrontRoutes(app: FastifyInstance, deps: StorefrontDeps): Promise<void> {
  const { db } = deps;
  const root = join(deps.webDir, STOREFRONT_DIR);

  app.get<Slug & { Params: { id: string } }>('/order/:slug/images/:id', async (request, reply) => {
    const store = await storeBySlug(db, request.params.slug);
    const { id } = request.params;
    const image =
      store && UUID.test(id) && (await isItemImage(db, store.id, id))
        ? await readMedia(db, store.id, id)
        : null;
    if (!image) {
      const t = translatorFor(request.headers['accept-language']);
      return reply.code(404).send({ message: t('errors.notFound'), key: 'errors.notFound' });
    }
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(image.data));
  });

  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`No built storefront in ${root}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/order/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    decorateReply: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  // The page itself is a few hundred bytes, read once; its assets are hashed.
  const html = readFileSync(join(root, 'index.html'));
  const page = async (slug: string, reply: FastifyReply) => {
    // As the API opens a guest session: whatever the slug's case.
    const known = await storeOfSlug(db, slug).then(
      () => true,
      () => false,
    );
    return reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
  app.get<Slug>('/order/:slug', (request, reply) => page(request.params.slug, reply));
  app.get<Slug & { Params: { token: string } }>('/order/:slug/o/:token', (request, reply) =>
    page(request.params.slug, reply),
  );
}
