import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STOREFRONT_DIR } from './build.js';

/** The built console at /office/, with history-mode fallback to index.html; / goes to /office/. */
export async function webRoutes(app: FastifyInstance, opts: { webDir: string }) {
  const { webDir } = opts;
  app.get('/', (_req, reply) => reply.redirect('/office/'));
  app.get('/office', (_req, reply) => reply.redirect('/office/'));
  if (!existsSync(join(webDir, 'index.html'))) {
    app.log.warn(`No built console in ${webDir}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/office/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (vite.config.ts): sent as they are, by the
    // request's Accept-Encoding (br first), and never served under their own names.
    preCompressed: true,
    // The storefront is served at /order/ (storefront.ts), not under the console.
    globIgnore: ['**/*.br', '**/*.gz', `${STOREFRONT_DIR}/**`],
    // The plugin's own cache header would replace the one set below.
    cacheControl: false,
    setHeaders(res, path) {
      // Hashed assets never change; index.html must always be fresh.
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The plugin does not say so itself: caches must keep one copy per encoding.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/office/', (_req, reply) => sendIndex(reply));
  app.get<{ Params: { '*': string } }>('/office/*', (req, reply) => {
    const path = req.params['*'];
    // A missing asset is a real 404; every other path is a console route.
    if (path.startsWith('assets/') || /\.[a-z0-9]+$/i.test(path))
      return reply.code(404).send({ message: 'Not found' });
    return sendIndex(reply);
  });
}
