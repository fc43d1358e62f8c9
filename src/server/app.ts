import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createRequire } from 'node:module';
import mercurius from 'mercurius';
import { AccessService, bearerToken, grantorOf, type Principal } from './auth/access.js';
import { oidcRoutes } from './http/oidc.js';
import { authRoutes } from './http/auth.js';
import { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { closeDayResolvers, CLOSE_DAY_SDL } from './graphql/close-day.js';
import { customResolvers, CUSTOM_SDL } from './graphql/custom.js';
import { dashboardResolvers, DASHBOARD_SDL } from './graphql/dashboard.js';
import { deliveryZonesResolvers, DELIVERY_ZONES_SDL } from './graphql/delivery-zones.js';
import { costLimitHook } from './graphql/cost.js';
import { depthLimitRule, QUERY_DEPTH_LIMIT } from './graphql/depth.js';
import { formatError } from './graphql/errors.js';
import { menuRulesResolvers, MENU_RULES_SDL } from './graphql/menu-rules.js';
import { floorLayoutResolvers, FLOOR_LAYOUT_SDL } from './graphql/floor-layout.js';
import { orderMonitorResolvers, ORDER_MONITOR_SDL } from './graphql/order-monitor.js';
import { posLayoutResolvers, POS_LAYOUT_SDL } from './graphql/pos-layout.js';
import { printersResolvers, PRINTERS_SDL } from './graphql/printers.js';
import { receiptLayoutResolvers, RECEIPT_LAYOUT_SDL } from './graphql/receipt-layout.js';
import { buildResolvers, type GraphqlContext } from './graphql/resolvers.js';
import { systemLogResolvers, SYSTEM_LOG_SDL } from './graphql/system-log.js';
import { checkActionsResolvers, CHECK_ACTIONS_SDL } from './graphql/check-actions.js';
import { ownershipResolvers, OWNERSHIP_SDL } from './graphql/ownership.js';
import { timeCardsResolvers, TIME_CARDS_SDL } from './graphql/time-cards.js';
import { payrollResolvers, PAYROLL_SDL } from './graphql/payroll.js';
import { reportsResolvers, REPORTS_SDL } from './graphql/reports.js';
import { withoutTypenames } from './graphql/variables.js';
import type { GraphqlModule } from './graphql/module.js';
import { securityHeaders } from './http/headers.js';
import { deviceRoutes } from './http/devices.js';
import { deviceRecordRoutes } from './http/device-records.js';
import { importRoutes } from './http/import.js';
import { webRoutes } from './http/web.js';
import { createMailer } from './mail/mailer.js';
import { loadEntityHooks } from './entities/index.js';
import { attachRealtime, type Realtime } from './realtime/realtime.js';
import { Sessions } from './realtime/sessions.js';
import { StoreEvents } from './realtime/store-events.js';
import { seedDemo } from './seed/demo.js';
import { CloseDayScheduler } from './services/close-day-scheduler.js';
import { ImportService } from './services/import/index.js';
import { ItemsService } from './services/items.js';

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

/** The whole server on an open database: migrations, seed, auth, GraphQL, live sessions and the console. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const { db } = database;
  await migrate(database);
  const tokens = await Tokens.load(db, config.tokenTtl, config.refreshGrace);
  const access = new AccessService(db, tokens);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  const sessions = new Sessions(db, access, tokens, app.log);
  const hooks = await loadEntityHooks({ tokens, sessions });
  const items = new ItemsService(db, hooks);
  if (config.seed === 'demo') {
    // Several processes may start at once on an empty PostgreSQL: one seeds, the others find its stores.
    if (database.kind === 'postgres')
      await db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(7310002)`.execute(conn);
        try {
          await seedDemo(db, items, config.seedHistoryDays);
        } finally {
          await sql`select pg_advisory_unlock(7310002)`.execute(conn);
        }
      });
    else await seedDemo(db, items, config.seedHistoryDays);
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  securityHeaders(app, config);

  let realtime: Realtime | null = null;
  const storeEvents = new StoreEvents();
  app.addHook('onReady', async () => {
    realtime = await attachRealtime(app.server, {
      authenticate: (token) => access.authenticate(token),
      redisUrl: config.redisUrl,
      log: app.log,
      // Another process changed jobs, employees or sessions: its word beats the few seconds of cache.
      onServerChange: (storeId) => access.invalidate(storeId),
    });
    sessions.attach(realtime);
    storeEvents.attach(realtime);
  });
  // The automatic close of the working day, rebuilt from the database at each start.
  const closeDayScheduler = new CloseDayScheduler({ db, storeEvents, log: app.log });
  app.addHook('onReady', async () => closeDayScheduler.start());
  app.addHook('preClose', async () => closeDayScheduler.stop());
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
    extra: config.oidc ? oidcRoutes(config.oidc, db) : undefined,
  });

  await app.register(deviceRoutes, { db });
  await app.register(deviceRecordRoutes, { db, tokens, storeEvents });
  await app.register(importRoutes, { access, service: new ImportService(database, items, hooks) });

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

  const generated = buildResolvers();
  // The hand-written operations beside the generated CRUD: one entry each, SDL and resolvers.
  const modules: GraphqlModule[] = [
    { sdl: CUSTOM_SDL, ...customResolvers({ db, resetSessions: (storeId) => sessions.reset(storeId) }) },
    { sdl: SYSTEM_LOG_SDL, ...systemLogResolvers(db) },
    { sdl: POS_LAYOUT_SDL, ...posLayoutResolvers({ db }) },
    {
      sdl: PRINTERS_SDL,
      ...printersResolvers({
        db,
        printVia: config.printVia,
        log: app.log,
        reach: {
          rule: config.printers,
          // The port the server was told and the one it listens on (they differ when told 0).
          ownPorts: () => [config.port, (app.server.address() as AddressInfo | null)?.port ?? config.port],
        },
      }),
    },
    { sdl: RECEIPT_LAYOUT_SDL, ...receiptLayoutResolvers({ db }) },
    { sdl: FLOOR_LAYOUT_SDL, ...floorLayoutResolvers({ db }) },
    { sdl: ORDER_MONITOR_SDL, ...orderMonitorResolvers({ db }) },
    { sdl: MENU_RULES_SDL, ...menuRulesResolvers({ db }) },
    { sdl: DELIVERY_ZONES_SDL, ...deliveryZonesResolvers({ db }) },
    { sdl: CLOSE_DAY_SDL, ...closeDayResolvers({ db, storeEvents }) },
    { sdl: TIME_CARDS_SDL, ...timeCardsResolvers({ db }) },
    { sdl: PAYROLL_SDL, ...payrollResolvers({ db }) },
    { sdl: REPORTS_SDL, ...reportsResolvers(database) },
    { sdl: DASHBOARD_SDL, ...dashboardResolvers({ db }) },
    { sdl: CHECK_ACTIONS_SDL, ...checkActionsResolvers({ db, tokens }) },
    {
      sdl: OWNERSHIP_SDL,
      ...ownershipResolvers({
        db,
        rightsChanged: (storeId, change) => sessions.rightsChanged(storeId, change),
      }),
    },
  ];
  await app.register(mercurius, {
    schema: SDL + modules.map((m) => m.sdl).join(''),
    resolvers: {
      Query: Object.assign({}, generated.Query, ...modules.map((m) => m.Query ?? {})),
      Mutation: Object.assign({}, generated.Mutation, ...modules.map((m) => m.Mutation ?? {})),
    } as never,
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
