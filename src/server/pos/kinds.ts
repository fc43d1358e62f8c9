import type { DeviceCheck, DevicePaidOut, DeviceTimeCard } from '../../../generated/device-types.js';
import {
  validateDeviceCheck,
  validateDeviceKitchenResend,
  validateDevicePaidOut,
  validateDeviceShift,
  validateDeviceTimeCard,
} from '../../../generated/device-validators.js';
import type { CompiledValidator } from '../../../generated/validators.js';
import type { Db } from '../db/database.js';
import { loadCatalog, type Catalog, type CheckAccounts } from './catalog.js';
import { recordCheckBatched } from './check-batches.js';
import { recordKitchenResend } from './kitchen-resends.js';
import { recordPaidOut } from './paid-outs.js';
import { writeOnce, type DeviceScope } from './records.js';
import { recordShift } from './shifts.js';
import { recordTimeCard } from './time-cards.js';

/** One kind of record a device sends: where, its body's validator, and how it is recorded. */
export interface RecordKind<Body = never, Answer = unknown> {
  /** Its address under /api/devices/. */
  path: string;
  /** Checks the body as sent (schemas/device/) and fills in its defaults. */
  validate: CompiledValidator;
  /**
   * Records a valid body; `digest` is the body's as the device sent it, before defaults, and `deps`
   * what the server lends it.
   */
  record: (db: Db, scope: DeviceScope, body: Body, digest: string, deps: RecordDeps) => Promise<Answer>;
  /** The store event that tells the store's open consoles, with what it carries. */
  announce?: { event: string; payload: (answer: Answer) => unknown };
}

/**
 * What the server lends a record: how the store keeps a gift card's number (its keyed hash) and how a
 * check moves its coupons, gift cards and house account.
 */
export interface RecordDeps {
  giftCardHash: (number: string) => string;
  /** How a check moves its coupons, gift cards and house account. */
  accounts: CheckAccounts;
}

/** A kind with its body's type, kept in the table with the others. */
const kind = <Body, Answer>(k: RecordKind<Body, Answer>) => k as unknown as RecordKind<unknown>;

/**
 * How a record of one employee is recorded: with a catalog of that employee, in one transaction,
 * once (writeOnce); `digest` is the body's as the device sent it.
 */
const byEmployee =
  <Body extends { employee_id: string }, Answer>(
    record: (tx: Db, scope: DeviceScope, body: Body, catalog: Catalog, digest: string) => Promise<Answer>,
  ) =>
  async (db: Db, scope: DeviceScope, body: Body, digest: string) => {
    const catalog = await loadCatalog(db, scope.storeId, { employees: [body.employee_id] });
    return writeOnce(db, (tx) => record(tx, scope, body, catalog, digest));
  };

/**
 * The records a point of sale sends, one row each: adding a kind is its schema under
 * schemas/device/, its file here and its row.
 */
export const RECORD_KINDS: readonly RecordKind<unknown>[] = [
  kind({
    path: 'checks',
    validate: validateDeviceCheck,
    // With the device's other checks that arrive meanwhile, in one transaction (check-batches.ts).
    record: (db, scope, body: DeviceCheck, digest, deps) => recordCheckBatched(db, scope, body, digest, deps),
    // The order monitor and the dashboards of the store's open consoles see it at once.
    announce: { event: 'checkRecorded', payload: (answer) => answer.check },
  }),
  kind({
    path: 'time-cards',
    validate: validateDeviceTimeCard,
    // Its fifth argument is the time it is checked at, not the digest.
    record: byEmployee((tx, scope, body: DeviceTimeCard, catalog) =>
      recordTimeCard(tx, scope, body, catalog),
    ),
  }),
  kind({
    path: 'paid-outs',
    validate: validateDevicePaidOut,
    async record(db, scope, body: DevicePaidOut) {
      const catalog = await loadCatalog(db, scope.storeId, {
        employees: [body.employee_id, ...(body.approved_by ? [body.approved_by] : [])],
        paidOuts: [body.paid_out_id],
      });
      return writeOnce(db, (tx) => recordPaidOut(tx, scope, body, catalog));
    },
  }),
  kind({
    path: 'kitchen-resends',
    validate: validateDeviceKitchenResend,
    record: byEmployee(recordKitchenResend),
  }),
  kind({
    path: 'shifts',
    validate: validateDeviceShift,
    record: byEmployee(recordShift),
  }),
];
