import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import mercurius from 'mercurius';
import { AppError } from '../../core/errors.js';
import { WindowLimit } from '../auth/throttle.js';
import { bearerToken } from '../auth/access.js';
import type { GuestClaims, Tokens } from '../auth/tokens.js';
import type { Config } from '../config.js';
import { acceptedLanguage } from '../../core/language.js';
import { geocoder } from '../olo/geocode.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../queue/queue.js';
import { costLimitHook } from '../graphql/cost.js';
import { depthLimitRule, QUERY_DEPTH_LIMIT } from '../graphql/depth.js';
import { formatError, translatorFor } from '../graphql/errors.js';
import { askConfirmation } from '../olo/mail.js';
import { giftCardNumberHash } from '../entities/gift-card.js';
import {
  placeOrder,
  quoteCoupon,
  quoteGiftCard,
  readOrder,
  type GiftCardLookup,
  type OrderInput,
} from '../olo/orders.js';
import {
  oloBanners,
  oloDeliveryQuote,
  oloMenu,
  oloOrderTypes,
  oloStore,
  storeOfSlug,
  withImageUrls,
} from '../olo/service.js';

// The rules and errors must come from the same copy of graphql that mercurius loads (its CommonJS build).
const { GraphQLError, Kind, NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

const SDL = readFileSync(new URL('../olo/schema.graphql', import.meta.url), 'utf8');

/** Where the online-ordering API answers. */
export const OLO_PATH = '/api/olo/graphql';
/** How long a guest's token is good for, in seconds. */
export const GUEST_TTL_SECONDS = 3600;
/** Operations one request may ask for at its root: a guest's page needs a few, not hundreds. */
export const OLO_ROOT_FIELDS = 10;
/** The menu is many statements (a price and an availability per item): at most this many per request. */
export const OLO_MENUS_PER_REQUEST = 2;
/** The window of the rate limits, in milliseconds. */
const WINDOW_MS = 60_000;
/** Wrong gift card numbers one guest session may send before every gift card is refused to it. */
export const GIFT_CARD_TRIES = 5;

declare module 'fastify' {
  interface FastifyRequest {
    guest?: GuestClaims | null;
  }
}

export interface OloDeps {
  db: Db;
  tokens: Tokens;
  config: Config;
  /** Where an order's confirmation e-mail is asked for (olo/mail.ts). */
  queue: JobQueue;
}

interface OloContext {
  guest: GuestClaims | null;
  acceptLanguage: string | undefined;
}

type Args = Record<string, unknown>;

/** The guest's store; an operation without a valid guest token is refused. */
function storeOf(context: OloContext): string {
  if (!context.guest) throw new AppError('UNAUTHENTICATED', 'olo.errors.sessionRequired');
  return context.guest.storeId;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** An answer of 429 in the guest's language, with when to try again. */
function tooMany(request: FastifyRequest, reply: FastifyReply, key: string) {
  const t = translatorFor(request.headers['accept-language']);
  return reply
    .code(429)
    .header('retry-after', String(WINDOW_MS / 1000))
    .send({ errors: [{ message: t(key), extensions: { code: 'RATE_LIMITED', key } }] });
}

/**
 * Refuses, before anything runs, a request asking for more root fields than a guest's page needs, or
 * for the menu more than `OLO_MENUS_PER_REQUEST` times (aliases make one request many).
 */
function rootFieldHook(acceptLanguage: (context: unknown) => string | undefined) {
  return (_schema: unknown, document: DocumentNode, context: unknown) => {
    const t = translatorFor(acceptLanguage(context));
    for (const d of document.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      const fields = d.selectionSet.selections;
      const menus = fields.filter((f) => f.kind === Kind.FIELD && f.name.value === 'menu').length;
      const [key, params] =
        fields.length > OLO_ROOT_FIELDS
          ? ['olo.errors.tooManyFields', { max: OLO_ROOT_FIELDS }]
          : menus > OLO_MENUS_PER_REQUEST
            ? ['olo.errors.tooManyMenus', { max: OLO_MENUS_PER_REQUEST }]
            : [null, {}];
      if (!key) continue;
      const refusal = new GraphQLError(t(key, params), { extensions: { code: 'BAD_REQUEST', key, params } });
      throw Object.assign(new Error('Graphql validation error'), { statusCode: 400, errors: [refusal] });
    }
  };
}

/**
 * The online-ordering API (SPEC §7's second GraphQL service) at `/api/olo/graphql`: its own schema
 * (src/server/olo/schema.graphql), the office API's introspection switch, depth and cost limits and
 * error shape, guest tokens of their own kind, and limits per address and per store answered with 429.
 * Registered in a context of its own, before the office API, so that each has its own mercurius.
 */
export async function oloRoutes(app: FastifyInstance, deps: OloDeps): Promise<void> {
  const { db, tokens, config, queue } = deps;
  const perIp = new WindowLimit(config.oloIpLimit, WINDOW_MS);
  // Address search when the server is pointed at a geocoder (GEOCODER_URL).
  const searchAddress = config.geocoderUrl ? geocoder(config.geocoderUrl) : null;
  const perStore = new WindowLimit(config.oloStoreLimit, WINDOW_MS);
  // The moments of each guest session's wrong gift card numbers, kept as long as a token is good.
  const misses = new Map<string, number[]>();
  const cardsOf = (context: OloContext): GiftCardLookup => {
    const session = context.guest?.sessionId ?? '';
    const recent = () => (misses.get(session) ?? []).filter((t) => Date.now() - t < GUEST_TTL_SECONDS * 1000);
    return {
      hash: (number) => giftCardNumberHash(tokens, number),
      tries: () => {
        if (recent().length >= GIFT_CARD_TRIES)
          throw new AppError('VALIDATION', 'olo.errors.giftCardTooManyTries');
      },
      missed: () => {
        misses.set(session, [...recent(), Date.now()]);
        if (misses.size > 10_000)
          for (const [k, v] of misses)
            if (v.every((t) => Date.now() - t >= GUEST_TTL_SECONDS * 1000)) misses.delete(k);
      },
    };
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(OLO_PATH)) return;
    if (!perIp.take(request.ip)) return tooMany(request, reply, 'olo.errors.tooManyFromAddress');
    const token = bearerToken(request.headers.authorization);
    request.guest = token ? await tokens.verifyGuest(token) : null;
    if (request.guest && !perStore.take(request.guest.storeId))
      return tooMany(request, reply, 'olo.errors.tooManyForStore');
  });

  await app.register(mercurius, {
    schema: SDL,
    resolvers: {
      OloStore: {
        banners: (store: Parameters<typeof oloBanners>[1]) => oloBanners(db, store, config.publicUrl),
        address_search: () => !!searchAddress,
      },
      OloMenu: {
        feature_items: (menu: { store_id: string; feature_items: { image_id: string }[] }) =>
          withImageUrls(db, menu.store_id, menu.feature_items, config.publicUrl),
      },
      Query: {
        store: (_: unknown, a: Args, c: OloContext) => oloStore(db, storeOf(c), text(a.at)),
        orderTypes: (_: unknown, _a: Args, c: OloContext) => oloOrderTypes(db, storeOf(c)),
        menu: (_: unknown, a: Args, c: OloContext) => oloMenu(db, storeOf(c), text(a.at)),
        deliveryQuote: (_: unknown, a: Args, c: OloContext) =>
          oloDeliveryQuote(db, storeOf(c), Number(a.lat), Number(a.lng)),
        addressSearch: async (_: unknown, a: Args, c: OloContext) => {
          const storeId = storeOf(c);
          if (!searchAddress) throw new AppError('VALIDATION', 'olo.errors.noAddressSearch');
          const near = (await oloStore(db, storeId, null)).location;
          return searchAddress(storeId, String(a.address), near, acceptedLanguage(c.acceptLanguage) ?? 'en');
        },
        couponQuote: (_: unknown, a: Args, c: OloContext) =>
          quoteCoupon(db, storeOf(c), String(a.code), a.lines as OrderInput['lines']),
        giftCardQuote: (_: unknown, a: Args, c: OloContext) =>
          quoteGiftCard(db, storeOf(c), String(a.number), cardsOf(c)),
        order: async (_: unknown, a: Args) => {
          const claims = await tokens.verifyOrder(String(a.token));
          const order = claims ? await readOrder(db, claims.storeId, claims.checkId) : null;
          if (!order) throw new AppError('NOT_FOUND', 'olo.errors.unknownOrder');
          return { ...order, token: null };
        },
      },
      Mutation: {
        startGuestSession: async (_: unknown, a: Args) => {
          const store = await storeOfSlug(db, String(a.store));
          const token = await tokens.signGuest(
            { sessionId: randomUUID(), storeId: store.id },
            GUEST_TTL_SECONDS,
          );
          return { token, expires_in: GUEST_TTL_SECONDS, store: await oloStore(db, store.id, null) };
        },
        placeOrder: async (_: unknown, a: Args, c: OloContext) => {
          const storeId = storeOf(c);
          const t = translatorFor(c.acceptLanguage);
          const order = await placeOrder(
            db,
            storeId,
            a.order as OrderInput,
            { server: t('olo.onlineServer') },
            (checkId) => tokens.signOrder(checkId, storeId),
            cardsOf(c),
          );
          if (order.email)
            await askConfirmation(queue, {
              storeId,
              checkId: order.check_id,
              lang: c.acceptLanguage ?? null,
            });
          return order;
        },
      },
    } as never,
    path: OLO_PATH,
    graphiql: false,
    jit: 1,
    validationRules: [
      depthLimitRule(QUERY_DEPTH_LIMIT),
      ...(config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule]),
    ],
    context: (request): OloContext => ({
      guest: request.guest ?? null,
      acceptLanguage: request.headers['accept-language'],
    }),
    errorFormatter: formatError,
  });
  app.graphql.addHook(
    'preExecution',
    rootFieldHook(
      (context) =>
        (context as { reply?: FastifyReply }).reply?.request.headers['accept-language'] as string | undefined,
    ),
  );
  app.graphql.addHook('preExecution', costLimitHook(config.graphqlCostLimit));
}
