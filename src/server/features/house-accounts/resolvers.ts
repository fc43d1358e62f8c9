import { defineFeature } from '../../graphql/feature.js';
import { guardedBy } from '../../graphql/guard.js';
import { recordMovement } from './service.js';
import type { FeatureDeps } from '../index.js';

/** Every operation changes a house account: the House account permission of Customers (SPEC §6). */
const guarded = guardedBy({ module: 'customers-office', permission: 'house-account' });

/** A house account as the service answers it (its movement as the generic reads show one). */
export type HouseAccountStateAnswer = Awaited<ReturnType<typeof recordMovement>>;

/** Customers' house accounts: payments, adjustments and charges recorded on a customer's page. */
export default defineFeature(({ db }: FeatureDeps) => ({
  Mutation: {
    recordHouseAccountMovement: guarded((scope, args) => recordMovement(db, scope, args)),
  },
}));
