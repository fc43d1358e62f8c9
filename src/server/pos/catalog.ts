import type { CheckInput } from '../../core/checks.js';
import type { Db } from '../db/database.js';
import { unique, type DeviceScope } from './records.js';

/** What a check refers to, by id: names and prices as they are now, kept with the check. */
export interface Catalog {
  timeZone: string;
  numberBlock: Map<string, number>;
  orderTypes: Map<string, string>;
  employees: Map<string, { name: string; manager: boolean }>;
  menuItems: Map<string, string>;
  modifierItems: Map<string, string>;
  payments: Map<string, { name: string; type: string }>;
  voidReasons: Map<string, { name: string; managerApproval: boolean }>;
  paidOuts: Map<string, { reason: string; managerApproval: boolean }>;
  /** The store's customers a check may name. */
  customers: Map<string, { name: string }>;
  /** The store's active coupons, by id and by `code:` and their code in capitals. */
  coupons: Map<string, string>;
  /** The store's gift cards by their whole number, as the check names them (never kept). */
  giftCards: Map<string, { id: string; state: string; lastFour: string }>;
  /**
   * How a check moves its coupons, gift cards and house account (features/check-actions/accounts.ts),
   * lent by whoever records checks; a check that moves any is refused without it.
   */
  accounts?: CheckAccounts;
  /**
   * Whether the store takes ratings (its rating system switch), known when a device sends the check:
   * a check that carries ratings is refused while it is off.
   */
  ratingsTaken?: boolean;
}

/** What a check moves beside itself, in its transaction: written after its rows, taken out before a newer version. */
export interface CheckAccounts {
  write(tx: Db, scope: DeviceScope, catalog: Catalog, checkId: string, input: CheckInput): Promise<void>;
  takeOut(tx: Db, storeId: string, checkId: string): Promise<void>;
}

/** A coupon's key by code in the catalog: codes are unique in a store whatever their case. */
export const couponCodeKey = (code: string) => `code:${code.trim().toUpperCase()}`;

/** The gift cards of a check, by number, and how the store keeps a number (its keyed hash). */
export interface GiftCardNumbers {
  numbers: string[];
  hash: (number: string) => string;
}

/**
 * The store's records a request names, read in a few queries; without `ids`, the whole catalog (for
 * the history generator, which records thousands of checks against it).
 */
export async function loadCatalog(
  db: Db,
  storeId: string,
  ids?: {
    devices?: string[];
    orderTypes?: string[];
    employees?: string[];
    menuItems?: string[];
    modifierItems?: string[];
    payments?: string[];
    voidReasons?: string[];
    paidOuts?: string[];
    customers?: string[];
    coupons?: string[];
    couponCodes?: string[];
  },
  cards?: GiftCardNumbers,
): Promise<Catalog> {
  const pick = async (table: string, columns: string[], wanted: string[] | undefined) => {
    if (wanted && wanted.length === 0) return [];
    let q = db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('store_id', '=', storeId);
    if (wanted) q = q.where('id', 'in', wanted);
    return (await q.execute()) as Record<string, unknown>[];
  };
  const store = await db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const [devices, orderTypes, employees, menuItems, modifierItems, payments, voidReasons, paidOuts] =
    await Promise.all([
      pick('device', ['number_block'], ids?.devices),
      pick('order_type', ['name'], ids?.orderTypes),
      pick('employee', ['first_name', 'last_name', 'manager'], ids?.employees),
      pick('menu_item', ['name'], ids?.menuItems),
      pick('modifier_item', ['name'], ids?.modifierItems),
      pick('payment', ['name', 'type'], ids?.payments),
      pick('void_reason', ['name', 'manager_approval'], ids?.voidReasons),
      pick('paid_out', ['reason', 'manager_approval'], ids?.paidOuts),
    ]);
  const [customers, coupons, giftCards] = await Promise.all([
    pick('customer', ['name'], ids?.customers),
    !ids || ids.coupons?.length || ids.couponCodes?.length
      ? (db
          .selectFrom('coupon')
          .select(['id', 'code'])
          .where('store_id', '=', storeId)
          .where('status', '=', 'active')
          .$if(!!ids, (q) =>
            q.where((eb) =>
              eb.or([
                ...(ids?.coupons?.length ? [eb('id', 'in', ids.coupons)] : []),
                ...(ids?.couponCodes?.length
                  ? [
                      eb(
                        eb.fn('upper', ['code']),
                        'in',
                        ids.couponCodes.map((c) => c.trim().toUpperCase()),
                      ),
                    ]
                  : []),
              ]),
            ),
          )
          .execute() as Promise<Record<string, unknown>[]>)
      : [],
    cards?.numbers.length ? giftCardsByNumber(db, storeId, cards) : new Map(),
  ]);
  const id = (r: Record<string, unknown>) => r.id as string;
  return {
    timeZone: store.time_zone as string,
    numberBlock: new Map(devices.map((r) => [id(r), Number(r.number_block)])),
    orderTypes: new Map(orderTypes.map((r) => [id(r), r.name as string])),
    employees: new Map(
      employees.map((r) => [id(r), { name: `${r.first_name} ${r.last_name}`, manager: r.manager === true }]),
    ),
    menuItems: new Map(menuItems.map((r) => [id(r), r.name as string])),
    modifierItems: new Map(modifierItems.map((r) => [id(r), r.name as string])),
    payments: new Map(payments.map((r) => [id(r), { name: r.name as string, type: r.type as string }])),
    voidReasons: new Map(
      voidReasons.map((r) => [
        id(r),
        { name: r.name as string, managerApproval: r.manager_approval === true },
      ]),
    ),
    paidOuts: new Map(
      paidOuts.map((r) => [
        id(r),
        { reason: r.reason as string, managerApproval: r.manager_approval === true },
      ]),
    ),
    customers: new Map(customers.map((r) => [id(r), { name: r.name as string }])),
    coupons: new Map(
      coupons.flatMap((r) => [
        [id(r), id(r)],
        [couponCodeKey(r.code as string), id(r)],
      ]),
    ),
    giftCards,
  };
}

/** The store's cards of these numbers, found by their keyed hashes. */
export async function giftCardsByNumber(db: Db, storeId: string, cards: GiftCardNumbers) {
  const numbers = [...new Set(cards.numbers)];
  const byHash = new Map(numbers.map((n) => [cards.hash(n), n]));
  const rows = await db
    .selectFrom('gift_card')
    .select(['id', 'number', 'state', 'last_four'])
    .where('store_id', '=', storeId)
    .where('number', 'in', [...byHash.keys()])
    .execute();
  return new Map(
    rows.map((r) => [
      byHash.get(r.number as string)!,
      { id: r.id as string, state: r.state as string, lastFour: String(r.last_four ?? '') },
    ]),
  );
}

/** The gift card numbers a check names: its sales and its payments'. */
export const checkGiftCardNumbers = (input: CheckInput) =>
  unique([
    ...(input.gift_card_sales ?? []).map((s) => s.gift_card_number),
    ...input.payments.map((p) => p.gift_card_number),
  ]);

/** The catalog a check needs; its gift cards are found by their numbers' hashes (`hash`). */
export const catalogForCheck = (
  db: Db,
  scope: DeviceScope,
  input: CheckInput,
  hash?: (number: string) => string,
): Promise<Catalog> => catalogForChecks(db, scope, [input], hash);

/** The catalog several checks of one device need, read once for all of them. */
export async function catalogForChecks(
  db: Db,
  scope: DeviceScope,
  inputs: readonly CheckInput[],
  hash?: (number: string) => string,
): Promise<Catalog> {
  const all = <T>(of: (input: CheckInput) => T[]) => inputs.flatMap(of);
  const [catalog, ratingsTaken] = await Promise.all([
    loadCatalog(
      db,
      scope.storeId,
      {
        devices: [scope.deviceId],
        orderTypes: unique(all((input) => [input.order_type_id])),
        employees: unique(
          all((input) => [
            input.server_id,
            input.closed_by_id,
            ...input.items.map((i) => i.void?.approved_by),
            ...input.refunds.map((r) => r.employee_id),
          ]),
        ),
        menuItems: unique(
          all((input) => [
            ...input.items.map((i) => i.menu_item_id),
            ...input.ratings.map((r) => r.menu_item_id),
          ]),
        ),
        modifierItems: unique(
          all((input) => input.items.flatMap((i) => i.modifiers.map((m) => m.modifier_item_id))),
        ),
        payments: unique(all((input) => input.payments.map((p) => p.payment_id))),
        voidReasons: unique(all((input) => input.items.map((i) => i.void?.reason_id))),
        customers: unique(all((input) => [input.customer_id])),
        coupons: unique(all((input) => (input.coupons ?? []).map((c) => c.coupon_id))),
        couponCodes: unique(all((input) => (input.coupons ?? []).map((c) => c.code))),
      },
      hash ? { numbers: unique(all(checkGiftCardNumbers)), hash } : undefined,
    ),
    ratingSystemOn(db, scope.storeId),
  ]);
  return { ...catalog, ratingsTaken };
}

/** Whether the store takes its guests' ratings: the rating system switch (General Settings → Customers). */
export async function ratingSystemOn(db: Db, storeId: string): Promise<boolean> {
  const info = await db
    .selectFrom('store_info')
    .select('rating_system')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return info?.rating_system === true;
}
