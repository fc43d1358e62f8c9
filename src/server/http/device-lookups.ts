import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceCustomerLookup, DeviceGiftCardBalance } from '../../../generated/device-types.js';
import {
  validateDeviceCustomerLookup,
  validateDeviceGiftCardBalance,
} from '../../../generated/device-validators.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { findCustomers, giftCardBalance } from '../pos/lookups.js';
import { validBody } from './device-bodies.js';

/**
 * What a device looks up at the counter: the store's customers by phone, e-mail or name, and a gift
 * card's balance by its number (in the body, never in an address, and never answered whole).
 * Registered inside the device API, so its token, validation and refusals are the same.
 */
export function deviceLookupRoutes(
  app: FastifyInstance,
  {
    db,
    authenticate,
    giftCardHash,
  }: {
    db: Db;
    authenticate: (request: FastifyRequest) => Promise<void>;
    giftCardHash: (number: string) => string;
  },
) {
  app.post('/api/devices/customers/lookup', { onRequest: authenticate }, async (request) => {
    const body = validBody<DeviceCustomerLookup>(validateDeviceCustomerLookup, request.body);
    return findCustomers(db, request.device!, body.q, body.page, body.per_page);
  });

  app.post('/api/devices/gift-cards/balance', { onRequest: authenticate }, async (request) => {
    const body = validBody<DeviceGiftCardBalance>(validateDeviceGiftCardBalance, request.body);
    const card = await giftCardBalance(db, request.device!, giftCardHash(body.gift_card_number));
    if (!card)
      throw new AppError('NOT_FOUND', 'deviceApi.errors.unknownGiftCard', {}, [
        { field: 'gift_card_number', key: 'deviceApi.errors.unknownGiftCard' },
      ]);
    return { gift_card: card };
  });
}
