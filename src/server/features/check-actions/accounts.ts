import { sql } from 'kysely';
import { checkTotals, type CheckInput } from '../../../core/checks.js';
import { AppError } from '../../../core/errors.js';
import { zonedWallTime } from '../../../core/formats.js';
import type { Db } from '../../db/database.js';
import {
  couponCodeKey,
  invalid,
  movesAccounts,
  type Catalog,
  type CheckAccounts,
  type DeviceScope,
} from '../../pos/index.js';
import { redeemCoupon } from '../../services/coupons.js';
import type { Scope } from '../../services/items.js';
import {
  GIFT_CARD_LEDGER,
  HOUSE_ACCOUNT_LEDGER,
  LOYALTY_LEDGER,
  REASON_MAX,
  takeOutCheckEntries,
} from '../../services/ledger.js';
import { earnLoyaltyForCheckIn, spendLoyaltyIn } from '../../services/loyalty.js';
import { recordGiftCardTransactionIn } from '../gift-cards/service.js';
import { recordMovementIn } from '../house-accounts/service.js';

/**
 * What a check moves beside itself, in its transaction: the coupons it redeems, the gift cards it
 * sells, reloads and redeems, and the house account it charges or is paid against. Each goes through
 * its own service (the coupon's count, the card's and the account's balance as the sum of their rows,
 * with the coupon, card or customer locked), so two checks at once never take the last coupon or the
 * last of a balance twice. A refusal throws with the check's field at fault, and the transaction
 * writes nothing of the check.
 */

/** The services' refusals, as a device is told them about its check's field. */
const DEVICE_KEYS: Record<string, string> = {
  'errors.coupon.notFound': 'deviceApi.errors.unknownCoupon',
  'errors.coupon.notActive': 'deviceApi.errors.couponNotActive',
  'errors.coupon.alreadyOnCheck': 'deviceApi.errors.couponTwice',
  'errors.coupon.exhausted': 'deviceApi.errors.couponExhausted',
  'errors.giftCard.unknown': 'deviceApi.errors.unknownGiftCard',
  'errors.giftCard.notActivated': 'deviceApi.errors.giftCardNotActivated',
  'errors.giftCard.overBalance': 'deviceApi.errors.giftCardOverBalance',
  'errors.customer.unknown': 'deviceApi.errors.unknownCustomer',
  'errors.customer.houseAccountOff': 'deviceApi.errors.houseAccountOff',
  'errors.customer.overLimit': 'deviceApi.errors.overLimit',
  'errors.loyalty.overBalance': 'deviceApi.errors.loyaltyOverBalance',
  'errors.loyalty.rewardUnknown': 'deviceApi.errors.unknownLoyaltyReward',
};

/** Runs one service call for a field of the check, its refusal told about that field. */
async function about<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const key = e instanceof AppError ? DEVICE_KEYS[e.key] : undefined;
    if (!key) throw e;
    throw invalid([{ field, key, params: (e as AppError).params }]);
  }
}

/** The scope the services write under: the device has no user, the system log keeps its name. */
async function serviceScope(tx: Db, scope: DeviceScope): Promise<Scope> {
  const { rows } = await sql<{ name: string }>`select name from device
    where store_id = ${scope.storeId} and id = ${scope.deviceId}`.execute(tx);
  return { storeId: scope.storeId, userName: String(rows[0]?.name ?? '') } as Scope;
}

/**
 * Writes what a check moves beside itself, once its own row is written (the rows name it): coupons,
 * gift cards by their ids (a card's sale before its redemption), then the house account (a payment
 * against it, then its charges).
 */
export async function writeCheckAccounts(
  tx: Db,
  scope: DeviceScope,
  catalog: Catalog,
  checkId: string,
  input: CheckInput,
): Promise<void> {
  const pays = (type: string) =>
    input.payments
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => catalog.payments.get(p.payment_id)?.type === type);
  const charges = pays('house-account');
  // The check's refunds of payments of one type (their amounts never more than the payment's,
  // check-rules.ts), and the row giving one back: an adjustment naming the check and its reason.
  const refundsOf = (type: string) =>
    input.refunds
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => catalog.payments.get(input.payments[r.payment]!.payment_id)?.type === type);
  const refundBack = (cents: number, reason: string) => ({
    kind: 'adjustment' as const,
    amount: cents / 100,
    reason: `#${input.number} ${reason}`.trim().slice(0, REASON_MAX),
  });
  if (movesAccounts(input, catalog)) {
    const as = await serviceScope(tx, scope);
    const at = new Date(input.closed_at ?? input.opened_at);
    const wall = zonedWallTime(at, catalog.timeZone)!;
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = {
      date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
      time: `${pad(wall.hour)}:${pad(wall.minute)}`,
    };
    for (const [i, c] of (input.coupons ?? []).entries()) {
      const couponId = c.coupon_id
        ? catalog.coupons.get(c.coupon_id)
        : catalog.coupons.get(couponCodeKey(c.code!));
      await about(`coupons.${i}`, () =>
        redeemCoupon(tx, { storeId: scope.storeId, couponId: couponId!, checkId, local, at }),
      );
    }
    const cardOps: { field: string; card: { id: string }; amount: number; sale: boolean; refund?: string }[] =
      [
        ...(input.gift_card_sales ?? []).map((s, i) => ({
          field: `gift_card_sales.${i}`,
          card: catalog.giftCards.get(s.gift_card_number)!,
          amount: s.amount,
          sale: true,
        })),
        ...pays('gift-card').map(({ p, i }) => ({
          field: `payments.${i}`,
          card: catalog.giftCards.get(p.gift_card_number!)!,
          amount: p.amount - p.change,
          sale: false,
        })),
        // A refund of a card's payment gives the card that much back, after its redemption (the sort
        // below keeps the order of one card's rows).
        ...refundsOf('gift-card').map(({ r, i }) => ({
          field: `refunds.${i}`,
          card: catalog.giftCards.get(input.payments[r.payment]!.gift_card_number!)!,
          amount: r.amount,
          sale: false,
          refund: r.reason,
        })),
      ];
    // Cards in the order of their ids, whatever the body's: two checks lock them in the same order.
    cardOps.sort((a, b) => (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0));
    for (const op of cardOps) {
      if (op.sale) await sellGiftCard(tx, as, checkId, op.field, op.card.id, op.amount);
      else {
        const reason = op.refund;
        await about(`${op.field}.amount`, () =>
          recordGiftCardTransactionIn(tx, as, {
            gift_card_id: op.card.id,
            ...(reason === undefined
              ? { kind: 'redemption', amount: op.amount / 100 }
              : refundBack(op.amount, reason)),
            check_id: checkId,
          }),
        );
      }
    }
    if (input.house_account_payment)
      await about('house_account_payment', () =>
        recordMovementIn(tx, as, {
          customer_id: input.customer_id!,
          kind: 'payment',
          amount: input.house_account_payment! / 100,
          check_id: checkId,
        }),
      );
    for (const { p, i } of charges)
      await about(`payments.${i}.amount`, () =>
        recordMovementIn(tx, as, {
          customer_id: input.customer_id!,
          kind: 'charge',
          amount: p.amount / 100,
          check_id: checkId,
        }),
      );
    // A refund of a house account payment: the customer owes that much less.
    for (const { r, i } of refundsOf('house-account'))
      await about(`refunds.${i}.amount`, () =>
        recordMovementIn(tx, as, {
          customer_id: input.customer_id!,
          ...refundBack(-r.amount, r.reason),
          check_id: checkId,
        }),
      );
  }
  // Loyalty, once its coupons, cards and account have moved: a closed check naming its customer
  // spends the reward it gives and earns the points of its total under the store's active plan (a
  // newer version takes them out first, below).
  if (input.customer_id && input.status === 'closed') {
    const as = await serviceScope(tx, scope);
    const customerId = input.customer_id;
    const at = new Date(input.closed_at ?? input.opened_at).toISOString();
    if (input.loyalty_reward !== undefined)
      await about('loyalty_reward', () =>
        spendLoyaltyIn(tx, as, { customerId, rewardIndex: input.loyalty_reward, checkId }),
      );
    const amount = Math.max(0, checkTotals(input).total) / 100;
    await about('customer_id', () => earnLoyaltyForCheckIn(tx, as, { customerId, checkId, amount, at }));
  }
}

/**
 * Sells a card on a check: a preactivated card is activated by its sale (SPEC §4 states), an
 * activated one is reloaded, a deactivated one is refused.
 */
async function sellGiftCard(
  tx: Db,
  as: Scope,
  checkId: string,
  field: string,
  cardId: string,
  amount: number,
) {
  const card = await tx
    .selectFrom('gift_card')
    .select('state')
    .where('store_id', '=', as.storeId)
    .where('id', '=', cardId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (card.state === 'deactivated')
    throw invalid([{ field: `${field}.gift_card_number`, key: 'deviceApi.errors.giftCardDeactivated' }]);
  if (card.state === 'preactivated')
    await tx
      .updateTable('gift_card')
      .set({ state: 'activated', updated_at: sql`now()` })
      .where('store_id', '=', as.storeId)
      .where('id', '=', cardId)
      .execute();
  await about(`${field}.amount`, () =>
    recordGiftCardTransactionIn(tx, as, {
      gift_card_id: cardId,
      kind: card.state === 'preactivated' ? 'sale' : 'reload',
      amount: amount / 100,
      check_id: checkId,
    }),
  );
}

/**
 * Takes back what a stored check moved beside itself, before its newer version is written: its
 * coupon redemptions (and their count), then its rows of each ledger — loyalty points, gift card
 * transactions, house account movements — each owner locked and its kept balance rewritten as the
 * sum of what is left. A card a sale activated stays activated (a card never goes back to
 * preactivated).
 */
export async function takeOutCheckAccounts(tx: Db, storeId: string, checkId: string): Promise<void> {
  await sql`with gone as (
      delete from coupon_redemption where store_id = ${storeId} and check_id = ${checkId} returning coupon_id)
    update coupon c set redeemed = c.redeemed - g.n
    from (select coupon_id, count(*)::int as n from gone group by coupon_id) g
    where c.store_id = ${storeId} and c.id = g.coupon_id`.execute(tx);
  for (const ledger of [LOYALTY_LEDGER, GIFT_CARD_LEDGER, HOUSE_ACCOUNT_LEDGER])
    await takeOutCheckEntries(tx, ledger, storeId, checkId);
}

/** How a check moves its coupons, gift cards and house account, lent to the point of sale's record. */
export const checkAccounts: CheckAccounts = { write: writeCheckAccounts, takeOut: takeOutCheckAccounts };
