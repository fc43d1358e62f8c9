import { Ajv, type ErrorObject } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHECK_SOURCES,
  CHECK_STATUSES,
  cardNumberField,
  type KitchenResendInput,
} from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import { makeTranslate, type Phrases } from '../../core/messages.js';
import { bearerToken } from '../auth/access.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import type { StoreEvents } from '../realtime/store-events.js';
import { devicePrintJobRoutes } from './device-print-jobs.js';
import { catalogForCheck, loadCatalog } from '../pos/catalog.js';
import type { DeviceCheckInput } from '../pos/check-versions.js';
import { recordCheck } from '../pos/checks.js';
import { recordKitchenResend } from '../pos/kitchen-resends.js';
import { recordPaidOut, type PaidOutInput } from '../pos/paid-outs.js';
import { bodyHash, writeOnce, type DeviceScope } from '../pos/records.js';
import { recordShift, type ShiftInput } from '../pos/shifts.js';
import { recordTimeCard, type TimeCardInput } from '../pos/time-cards.js';
import en from '../../../locales/en.json' with { type: 'json' };

const t = makeTranslate(en as Phrases);

/** The largest body a device may send; a check of 500 lines, the most it may have, is about 60 KB. */
export const DEVICE_BODY_LIMIT = 256 * 1024;

/** How long a device token lasts; the device activates again with its installation code after. */
export const DEVICE_TOKEN_TTL = 30 * 24 * 3600;

const STATUS: Record<string, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  DUPLICATE: 409,
  UNAUTHENTICATED: 401,
  DEVICE_DEACTIVATED: 403,
  NOT_FOUND: 404,
};

const refuse = (reply: FastifyReply, error: AppError) =>
  reply.code(STATUS[error.code] ?? 400).send({
    message: t(error.key, error.params),
    key: error.key,
    code: error.code,
    params: error.params,
    ...(error.errors.length
      ? {
          errors: error.errors.map((e) => ({
            field: e.field,
            key: e.key,
            params: e.params,
            message: t(e.key, e.params),
          })),
        }
      : {}),
  });

// Body shapes. Money is in integer cents; times are ISO 8601 instants.
const id = { type: 'string', format: 'uuid' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const cents = { type: 'integer', minimum: 0, maximum: 100_000_000 } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

const CHECK_BODY = {
  type: 'object',
  additionalProperties: false,
  required: [
    'number',
    'order_type_id',
    'server_id',
    'opened_at',
    'status',
    'items',
    'subtotal',
    'tax',
    'total',
  ],
  properties: {
    // The device's own identity for the check and the version of this body (check-versions.ts).
    id,
    version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    number: { type: 'integer', minimum: 1, maximum: 999999 },
    source: { type: 'string', enum: [...CHECK_SOURCES], default: 'pos' },
    order_type_id: id,
    table_name: text(40),
    server_id: id,
    guests: { type: 'integer', minimum: 0, maximum: 999, default: 1 },
    opened_at: instant,
    closed_at: instant,
    status: { type: 'string', enum: [...CHECK_STATUSES] },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['menu_item_id', 'quantity', 'unit_price'],
        properties: {
          menu_item_id: id,
          quantity: { type: 'integer', minimum: 1, maximum: 9999 },
          unit_price: cents,
          modifiers: {
            type: 'array',
            maxItems: 50,
            default: [],
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['modifier_item_id', 'price'],
              properties: {
                modifier_item_id: id,
                quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1 },
                price: cents,
              },
            },
          },
          discount: { ...cents, default: 0 },
          tax: { ...cents, default: 0 },
          void: {
            type: 'object',
            additionalProperties: false,
            required: ['reason_id'],
            properties: { reason_id: id, approved_by: id },
          },
        },
      },
    },
    discount: { ...cents, default: 0 },
    gratuity: { ...cents, default: 0 },
    subtotal: cents,
    tax: cents,
    total: cents,
    payments: {
      type: 'array',
      maxItems: 50,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['payment_id', 'amount', 'paid_at'],
        properties: {
          payment_id: id,
          amount: { ...cents, minimum: 1 },
          tip: { ...cents, default: 0 },
          change: { ...cents, default: 0 },
          card_number: text(24),
          account_type: text(30),
          entry_type: text(30),
          auth_code: text(30),
          approval_code: text(30),
          terminal_number: text(30),
          transaction_id: text(64),
          authorized_amount: cents,
          expiration: { type: 'string', pattern: '^(0[1-9]|1[0-2])/?[0-9]{2}$' },
          paid_at: instant,
        },
      },
    },
    refunds: {
      type: 'array',
      maxItems: 50,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['payment', 'amount', 'reason', 'employee_id', 'refunded_at'],
        properties: {
          payment: { type: 'integer', minimum: 0 },
          amount: { ...cents, minimum: 1 },
          reason: text(200),
          employee_id: id,
          refunded_at: instant,
        },
      },
    },
    ratings: {
      type: 'array',
      maxItems: 500,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['menu_item_id', 'rating', 'rated_at'],
        properties: {
          menu_item_id: id,
          rating: { type: 'integer', minimum: 1, maximum: 5 },
          comment: text(500),
          rated_at: instant,
        },
      },
    },
  },
} as const;

const TIME_CARD_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'employee_id', 'clock_in'],
  properties: {
    id,
    employee_id: id,
    clock_in: instant,
    clock_out: instant,
    breaks: {
      type: 'array',
      maxItems: 20,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['break_in', 'break_out'],
        properties: { break_in: instant, break_out: instant },
      },
    },
  },
} as const;

const PAID_OUT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'paid_out_id', 'amount', 'employee_id', 'paid_at'],
  properties: {
    id,
    paid_out_id: id,
    amount: { ...cents, minimum: 1 },
    employee_id: id,
    approved_by: id,
    comment: text(500),
    paid_at: instant,
  },
} as const;

const KITCHEN_RESEND_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'check_id', 'employee_id', 'resent_at'],
  properties: {
    id,
    check_id: id,
    check_item_id: id,
    employee_id: id,
    quantity: { type: 'integer', minimum: 1, maximum: 9999 },
    reason: text(200),
    resent_at: instant,
  },
} as const;

const SHIFT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'employee_id', 'opened_at', 'starting_bank'],
  properties: {
    id,
    employee_id: id,
    opened_at: instant,
    closed_at: instant,
    starting_bank: cents,
    closing_bank: cents,
    adjustments: {
      type: 'array',
      maxItems: 200,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['amount', 'reason', 'at'],
        properties: {
          amount: { type: 'integer', minimum: -100_000_000, maximum: 100_000_000, not: { const: 0 } },
          reason: text(200),
          at: instant,
        },
      },
    },
  },
} as const;

const ACTIVATE_BODY = {
  type: 'object',
  required: ['installation_code'],
  additionalProperties: false,
  properties: { installation_code: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

/**
 * Bodies are checked as sent: a number in quotes is not a number and an unknown field is refused, not
 * dropped (Fastify's own validator converts types and removes unknown fields). Defaults are filled in.
 */
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;
const strict = addFormats(
  // verbose: an error carries its schema, whose limits the message states.
  new Ajv({
    allErrors: true,
    useDefaults: true,
    coerceTypes: false,
    removeAdditional: false,
    strict: false,
    verbose: true,
  }),
);

/** What a schema error says of the limit the value broke, as a message key and its parameters. */
function limitOf(v: ErrorObject): { key: string; params: Record<string, string | number> } {
  const schema = (v.parentSchema ?? {}) as Record<string, unknown>;
  const format = schema.format as string | undefined;
  switch (v.keyword) {
    case 'minimum':
    case 'maximum':
      return schema.maximum === undefined
        ? { key: 'deviceApi.errors.atLeast', params: { min: schema.minimum as number } }
        : {
            key: 'deviceApi.errors.range',
            params: { min: schema.minimum as number, max: schema.maximum as number },
          };
    case 'minItems':
    case 'maxItems':
      return {
        key: 'deviceApi.errors.entries',
        params: { min: (schema.minItems as number | undefined) ?? 0, max: schema.maxItems as number },
      };
    case 'minLength':
    case 'maxLength':
      return {
        key: 'deviceApi.errors.length',
        params: { min: (schema.minLength as number | undefined) ?? 0, max: schema.maxLength as number },
      };
    case 'enum':
      return { key: 'deviceApi.errors.oneOf', params: { values: (schema.enum as string[]).join(', ') } };
    case 'not':
      return { key: 'deviceApi.errors.notZero', params: {} };
    case 'pattern':
      return { key: 'deviceApi.errors.expiration', params: {} };
    case 'format':
      if (format === 'uuid') return { key: 'deviceApi.errors.uuid', params: {} };
      if (format === 'date-time') return { key: 'deviceApi.errors.instant', params: {} };
  }
  return { key: 'deviceApi.errors.format', params: {} };
}

/** Where a schema error is, as a dotted path (`breaks.0.break_out`), and how to say it. */
function fieldError(v: ErrorObject): { field: string; key: string; params: Record<string, string | number> } {
  const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = v.params as { missingProperty?: string; additionalProperty?: string };
  const child = v.keyword === 'required' ? params.missingProperty : params.additionalProperty;
  const field = [path, child].filter(Boolean).join('.') || 'body';
  // A check's channel is one of a short list: the message names them.
  if (v.keyword === 'enum' && field === 'source')
    return { field, key: 'deviceApi.errors.source', params: { field } };
  if (v.keyword === 'required') return { field, key: 'validation.required', params: { field } };
  if (v.keyword === 'additionalProperties')
    return { field, key: 'validation.unknownField', params: { field } };
  if (v.keyword === 'type') return { field, key: 'validation.type', params: { field } };
  // A value out of its range says the range.
  const limit = limitOf(v);
  return { field, key: limit.key, params: { field, ...limit.params } };
}

declare module 'fastify' {
  interface FastifyRequest {
    device?: DeviceScope;
    /** Digest of the body as the device sent it, before defaults are filled in. */
    bodyDigest?: string;
  }
}

/**
 * The device API: a POS activates with its installation code and gets a device token; with it, it
 * records checks, time cards, paid outs, shifts and their drawers, and kitchen resends. Every record is validated against
 * the store first and written in one transaction; a retry of the same body answers the first answer.
 * Bodies are never logged (Fastify logs only method, URL and status), and a full card number anywhere
 * in a body is refused before anything is read from it.
 */
export async function deviceRecordRoutes(
  app: FastifyInstance,
  { db, tokens, storeEvents }: { db: Db; tokens: Tokens; storeEvents: StoreEvents },
) {
  app.setValidatorCompiler(({ schema }) => strict.compile(schema));
  // A device's record is small: a larger body is refused before it is read.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= DEVICE_BODY_LIMIT;
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError) return refuse(reply, error);
    const e = error as { validation?: ErrorObject[]; statusCode?: number };
    if (e.validation) {
      const errors = new Map<string, ReturnType<typeof fieldError>>();
      for (const v of e.validation) {
        const error = fieldError(v);
        if (!errors.has(error.field)) errors.set(error.field, error);
      }
      return refuse(reply, new AppError('VALIDATION', 'deviceApi.errors.invalid', {}, [...errors.values()]));
    }
    if (e.statusCode === 413)
      return reply.code(413).send({
        message: t('deviceApi.errors.tooLarge', { kilobytes: DEVICE_BODY_LIMIT / 1024 }),
        key: 'deviceApi.errors.tooLarge',
        params: { kilobytes: DEVICE_BODY_LIMIT / 1024 },
      });
    if (e.statusCode && e.statusCode < 500)
      return reply.code(e.statusCode).send({ message: t('deviceApi.errors.invalid') });
    reply.log.error({ err: { message: (error as Error).message, stack: (error as Error).stack } });
    return reply.code(500).send({ message: t('errors.unexpected'), key: 'errors.unexpected' });
  });

  app.post<{ Body: { installation_code: string } }>(
    '/api/devices/activate',
    { schema: { body: ACTIVATE_BODY } },
    async (request) => {
      const row = await db
        .selectFrom('device')
        .select(['store_id', 'id', 'name', 'status'])
        .where('installation_code', '=', request.body.installation_code.trim().toUpperCase())
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', 'errors.device.unknown');
      if (row.status !== 'active') throw new AppError('DEVICE_DEACTIVATED', 'errors.device.deactivated');
      await db
        .updateTable('device')
        .set({ last_connection: new Date().toISOString() })
        .where('store_id', '=', row.store_id as string)
        .where('id', '=', row.id as string)
        .execute();
      const token = await tokens.signDevice(
        { storeId: row.store_id as string, deviceId: row.id as string },
        DEVICE_TOKEN_TTL,
      );
      return {
        token,
        expires_in: DEVICE_TOKEN_TTL,
        device: { id: row.id, store_id: row.store_id, name: row.name },
      };
    },
  );

  /** The device of the token, still active; every record call passes here first. */
  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyDevice(token) : null;
    if (!claims) throw new AppError('UNAUTHENTICATED', 'deviceApi.errors.token');
    const row = await db
      .selectFrom('device')
      .select('status')
      .where('store_id', '=', claims.storeId)
      .where('id', '=', claims.deviceId)
      .executeTakeFirst();
    if (!row) throw new AppError('UNAUTHENTICATED', 'deviceApi.errors.token');
    if (row.status !== 'active') throw new AppError('DEVICE_DEACTIVATED', 'errors.device.deactivated');
    request.device = claims;
  }

  /** Before the body is validated or read: no full card number may come in, and none is kept. */
  async function screen(request: FastifyRequest) {
    const field = cardNumberField(request.body);
    if (field !== null)
      throw new AppError('BAD_REQUEST', 'deviceApi.errors.cardNumber', {}, [
        { field, key: 'deviceApi.errors.cardNumber' },
      ]);
    request.bodyDigest = bodyHash(request.body);
  }

  const hooks = { onRequest: authenticate, preValidation: screen };
  devicePrintJobRoutes(app, { db, authenticate });

  app.post<{ Body: DeviceCheckInput }>(
    '/api/devices/checks',
    { ...hooks, schema: { body: CHECK_BODY } },
    async (request) => {
      const scope = request.device!;
      const catalog = await catalogForCheck(db, scope, request.body);
      const answer = await db
        .transaction()
        .execute((tx) => recordCheck(tx, scope, request.body, catalog, request.bodyDigest));
      // The order monitor and the dashboards of the store's open consoles see it at once.
      storeEvents.emit(scope.storeId, 'checkRecorded', answer.check);
      return answer;
    },
  );

  app.post<{ Body: TimeCardInput }>(
    '/api/devices/time-cards',
    { ...hooks, schema: { body: TIME_CARD_BODY } },
    async (request) => {
      const scope = request.device!;
      const catalog = await loadCatalog(db, scope.storeId, { employees: [request.body.employee_id] });
      return writeOnce(db, (tx) => recordTimeCard(tx, scope, request.body, catalog));
    },
  );

  app.post<{ Body: PaidOutInput }>(
    '/api/devices/paid-outs',
    { ...hooks, schema: { body: PAID_OUT_BODY } },
    async (request) => {
      const scope = request.device!;
      const body = request.body;
      const catalog = await loadCatalog(db, scope.storeId, {
        employees: [body.employee_id, ...(body.approved_by ? [body.approved_by] : [])],
        paidOuts: [body.paid_out_id],
      });
      return writeOnce(db, (tx) => recordPaidOut(tx, scope, body, catalog));
    },
  );

  app.post<{ Body: KitchenResendInput }>(
    '/api/devices/kitchen-resends',
    { ...hooks, schema: { body: KITCHEN_RESEND_BODY } },
    async (request) => {
      const scope = request.device!;
      const catalog = await loadCatalog(db, scope.storeId, { employees: [request.body.employee_id] });
      return writeOnce(db, (tx) => recordKitchenResend(tx, scope, request.body, catalog, request.bodyDigest));
    },
  );

  app.post<{ Body: ShiftInput }>(
    '/api/devices/shifts',
    { ...hooks, schema: { body: SHIFT_BODY } },
    async (request) => {
      const scope = request.device!;
      const catalog = await loadCatalog(db, scope.storeId, { employees: [request.body.employee_id] });
      return writeOnce(db, (tx) => recordShift(tx, scope, request.body, catalog));
    },
  );
}
