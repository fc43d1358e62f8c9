import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceActivation } from '../../../generated/device-types.js';
import { validateDeviceActivation } from '../../../generated/device-validators.js';
import { cardNumberField } from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import { bearerToken } from '../auth/access.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import type { StoreEvents } from '../realtime/store-events.js';
import { devicePrintJobRoutes } from './device-print-jobs.js';
import { scopeDevice } from '../pos/devices.js';
import { RECORD_KINDS } from '../pos/kinds.js';
import { bodyHash, type DeviceScope } from '../pos/records.js';
import { fieldError, validBody } from './device-bodies.js';
import { giftCardNumberHash } from '../entities/gift-card.js';
import { checkAccounts } from '../features/check-actions/accounts.js';
import { translatorFor } from '../services/phrases.js';
import { deviceLookupRoutes } from './device-lookups.js';

/** A device is answered in the language its Accept-Language prefers, English by default. */
const translatorOf = (request: FastifyRequest) => translatorFor(request.headers['accept-language']);

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

const refuse = (reply: FastifyReply, error: AppError, t = translatorOf(reply.request)) =>
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
  // A device's record is small: a larger body is refused before it is read.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= DEVICE_BODY_LIMIT;
  });
  app.setErrorHandler((error, request, reply) => {
    const t = translatorOf(request);
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

  app.post('/api/devices/activate', async (request) => {
    const body = validBody<DeviceActivation>(validateDeviceActivation, request.body);
    const row = await db
      .selectFrom('device')
      .select(['store_id', 'id', 'name', 'status'])
      .where('installation_code', '=', body.installation_code.trim().toUpperCase())
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
  });

  /** The device of the token, still active; every record call passes here first. */
  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyDevice(token) : null;
    if (!claims) throw new AppError('UNAUTHENTICATED', 'deviceApi.errors.token');
    const row = await scopeDevice(db, claims);
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
  const giftCardHash = (number: string) => giftCardNumberHash(tokens, number);
  devicePrintJobRoutes(app, { db, authenticate });
  deviceLookupRoutes(app, { db, authenticate, giftCardHash });

  for (const kind of RECORD_KINDS)
    app.post(`/api/devices/${kind.path}`, hooks, async (request) => {
      const scope = request.device!;
      const body = validBody(kind.validate, request.body);
      const answer = await kind.record(db, scope, body, request.bodyDigest!, {
        giftCardHash,
        accounts: checkAccounts,
      });
      if (kind.announce) storeEvents.emit(scope.storeId, kind.announce.event, kind.announce.payload(answer));
      return answer;
    });
}
