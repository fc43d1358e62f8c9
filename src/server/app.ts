import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createRequire } from 'node:module';
import mercurius from 'mercurius';
import { AccessService, bearerToken, grantorOf, userData, type Principal } from './auth/access.js';
import { oidcRoutes } from './http/oidc.js';
import { takeTurns } from './http/turns.js';
import { authRoutes } from './http/auth.js';
import { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import { START_LOCK, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { costLimitHook } from './graphql/cost.js';
import { depthLimitRule, QUERY_DEPTH_LIMIT } from './graphql/depth.js';
import { formatError } from './graphql/errors.js';
import { buildLoaders, buildResolvers, type GraphqlContext } from './graphql/resolvers.js';
import { reportsResolvers, REPORTS_SDL } from './graphql/reports.js';
import { withoutTypenames } from './graphql/variables.js';
import { securityHeaders } from './http/headers.js';
import { deviceRoutes } from './http/devices.js';
import { deviceRecordRoutes } from './http/device-records.js';
import { importRoutes } from './http/import.js';
import { surveyRoutes } from './http/survey.js';
import { mediaRoutes } from './http/media.js';
import { storeLogoRoutes } from './http/store-logo.js';
import { publishedMediaRoutes } from './http/published-media.js';
import { unsubscribeRoutes } from './http/unsubscribe.js';
import { orderTrackerRoutes } from './http/order-tracker.js';
import { storefrontRoutes } from './http/storefront.js';
import { oloRoutes } from './http/olo.js';
import { confirmationMail } from './olo/mail.js';
import { webRoutes } from './http/web.js';
import { createMailer } from './mail/mailer.js';
import { loadEntityHooks } from './entities/index.js';
import { featurePart, loadFeatures, mergeApi, type FeatureDeps } from './features/index.js';
import { attachRealtime, type Realtime } from './realtime/realtime.js';
import { Sessions } from './realtime/sessions.js';
import { StoreEvents } from './realtime/store-events.js';
import { giftCardNumberHash } from './entities/gift-card.js';
import { seedDemo } from './seed/demo.js';
import { maintenanceGate } from './http/maintenance.js';
import { ImportService } from './services/import/index.js';
import { ItemsService } from './services/items.js';
import { loadSecretsKey, secretBox } from './auth/secret-box.js';
import { withSealedSecrets } from './services/sealed-secrets.js';
import { JobQueue } from './queue/queue.js';

// The rule must come from the same copy of graphql that mercurius loads (its CommonJS build).
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

const SDL = readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8');

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export interface AppOptions {
  /** Folders whose sub-folders are features (see features/index.ts); `src/server/features/` unless told. */
  featureRoots?: URL[];
}

/** The whole server on an open database: migrations, seed, auth, GraphQL, live sessions and the console. */
export async function buildApp(
  config: Config,
  database: Database,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const { db } = database;
  await migrate(database, options.featureRoots);
  const tokens = await Tokens.load(db, config.tokenTtl, config.refreshGrace);
  const access = new AccessService(db, tokens);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // A path parameter may be a signed token (an unsubscribe link's, ~300 characters).
    routerOptions: { maxParamLength: 512 },
  });
  takeTurns(app);
  const sessions = new Sessions(db, access, tokens, app.log);
  const secrets = secretBox(loadSecretsKey(config));
  const hooks = withSealedSecrets(await loadEntityHooks({ tokens, sessions }), secrets);
  const items = new ItemsService(db, hooks);
  const giftCardHash = (number: string) => giftCardNumberHash(tokens, number);
  if (config.seed === 'demo') {
    // Several processes may start at once on an empty PostgreSQL: one seeds, the others find its stores.
    // The lock is the migrations' own, so that another process's start-up statements (which alter and
    // index the tables the seed is writing) wait for the seed instead of deadlocking with it.
    if (database.kind === 'postgres')
      await db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
        try {
          await seedDemo(db, items, config.seedHistoryDays, giftCardHash);
        } finally {
          await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
        }
      });
    else await seedDemo(db, items, config.seedHistoryDays, giftCardHash);
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  securityHeaders(app, config);
  maintenanceGate(app, config, access);

  let realtime: Realtime | null = null;
  const storeEvents = new StoreEvents();
  app.addHook('onReady', async () => {
    realtime = await attachRealtime(app.server, {
      authenticate: (token) => access.authenticate(token),
      userData: async (userId, storeId) => {
        const principal = await access.principal(userId, storeId);
        return principal ? userData(principal) : null;
      },
      redisUrl: config.redisUrl,
      log: app.log,
      // Another process changed jobs, employees or sessions: its word beats the few seconds of cache.
      onServerChange: (storeId) => access.invalidate(storeId),
    });
    sessions.attach(realtime);
    storeEvents.attach(realtime);
  });
  const queue = new JobQueue(database, app.log);
  const featureDeps: FeatureDeps = {
    db,
    queue,
    database,
    config,
    log: app.log,
    tokens,
    items,
    secrets,
    storeEvents,
    sessions: {
      reset: (storeId) => sessions.reset(storeId),
      rightsChanged: (storeId, change) => sessions.rightsChanged(storeId, change),
    },
    printerReach: {
      rule: config.printers,
      // The port the server was told and the one it listens on (they differ when told 0).
      ownPorts: () => [config.port, (app.server.address() as AddressInfo | null)?.port ?? config.port],
    },
    access,
  };
  confirmationMail(queue, { db, secrets });
  const features = await loadFeatures(featureDeps, options.featureRoots);
  // What features run in the background (the automatic close of the working day…); the job queue
  // runs the workers they declared once it has started, and stops after them.
  app.addHook('onReady', async () => {
    for (const f of features) await f.api.start?.();
    await queue.start();
  });
  app.addHook('preClose', async () => {
    for (const f of features) await f.api.stop?.();
    await queue.stop();
  });
  app.addHook('preClose', async () => {
    storeEvents.attach(null);
    await realtime?.close();
  });

  await app.register(authRoutes, {
    db,
    tokens,
    access,
    items,
    mailer,
    config,
    secrets,
    extra: config.oidc ? oidcRoutes(config.oidc, db) : undefined,
  });

  await app.register(deviceRoutes, { db });
  await app.register(deviceRecordRoutes, { db, tokens, storeEvents });
  await app.register(importRoutes, { access, service: new ImportService(database, items, hooks) });
  await app.register(mediaRoutes, { db, access });
  await app.register(storeLogoRoutes, { db });
  await app.register(publishedMediaRoutes, { db });
  await app.register(surveyRoutes, { db });
  await app.register(unsubscribeRoutes, { db, tokens });
  await app.register(orderTrackerRoutes, { db, storeEvents });
  await app.register(storefrontRoutes, { db, webDir: config.webDir });
  // The online-ordering API has a mercurius of its own, in its own context: registered before the office's.
  await app.register(oloRoutes, { db, tokens, config, queue });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/graphql')) return;
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await access.authenticate(token) : null;
    if (!principal)
      return reply
        .code(401)
        .send({ errors: [{ message: 'Token invalid', extensions: { code: 'UNAUTHENTICATED' } }] });
    request.principal = principal;
  });

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/graphql')) return;
    const body = request.body as { variables?: unknown } | null | undefined;
    if (body && typeof body === 'object' && body.variables) body.variables = withoutTypenames(body.variables);
  });

  // The generated CRUD, every feature, and the reports: an operation declared twice stops the start.
  const api = mergeApi([
    { source: 'generated/schema.graphql', sdl: SDL, ...buildResolvers() },
    ...features.map(featurePart),
    {
      source: 'src/server/graphql/reports.ts',
      sdl: REPORTS_SDL,
      ...reportsResolvers(database, undefined, access),
    },
  ]);
  await app.register(mercurius, {
    schema: api.schema,
    resolvers: { Query: api.Query, Mutation: api.Mutation } as never,
    // A record's children (a check's items and payments), read once per request for every record.
    loaders: buildLoaders() as never,
    path: '/api/graphql',
    graphiql: false,
    jit: 1,
    // The depth limit guards the data, not the schema's description (see depth.ts).
    validationRules: [
      depthLimitRule(QUERY_DEPTH_LIMIT),
      ...(config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule]),
    ],
    context: (request): GraphqlContext => {
      const p = request.principal!;
      return {
        principal: p,
        scope: { storeId: p.storeId, userId: p.userId, userName: p.displayName, grantor: grantorOf(p) },
        items,
      };
    },
    errorFormatter: formatError,
  });
  // Depth is a property of the text alone and is validated with it; the cost depends on the page
  // sizes, usually variables, so it is weighed once they are known, still before any resolver runs.
  app.graphql.addHook('preExecution', costLimitHook(config.graphqlCostLimit));

  await app.register(webRoutes, { webDir: config.webDir });
  return app;
}
