import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { authRoutes } from './auth/routes.js';
import { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { formatError } from './graphql/errors.js';
import { buildResolvers, type GraphqlContext } from './graphql/resolvers.js';
import { webRoutes } from './http/web.js';
import { seedDemo } from './seed/demo.js';
import { ItemsService } from './services/items.js';

const SDL = readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8');

declare module 'fastify' {
  interface FastifyRequest {
    scope?: { userId: string; storeId: string };
  }
}

export interface App {
  fastify: FastifyInstance;
  database: Database;
}

/** The whole server on an open database: migrations, seed, auth, GraphQL and the console. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  await migrate(database);
  if (config.seed === 'demo') await seedDemo(database.db);
  const tokens = await Tokens.load(database.db, config.tokenTtl);
  const items = new ItemsService(database.db);

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  await app.register(authRoutes, { db: database.db, tokens });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/graphql')) return;
    const header = request.headers.authorization ?? '';
    const claims = header.startsWith('Bearer ') ? await tokens.verify(header.slice(7)) : null;
    if (!claims)
      return reply
        .code(401)
        .send({ errors: [{ message: 'Token invalid', extensions: { code: 'UNAUTHENTICATED' } }] });
    request.scope = claims;
  });

  await app.register(mercurius, {
    schema: SDL,
    resolvers: buildResolvers(),
    path: '/api/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: 8,
    context: (request): GraphqlContext => ({ scope: request.scope!, items }),
    errorFormatter: formatError,
  });

  await app.register(webRoutes, { webDir: config.webDir });
  return app;
}
