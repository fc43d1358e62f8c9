import type { CheckInput } from '../../core/checks.js';
import type { Db } from '../db/database.js';
import { checkAccounts } from '../features/check-actions/accounts.js';
import { giftCardsByNumber, type Catalog } from '../pos/catalog.js';
import type { Random } from './history-random.js';

/**
 * The guests of a made-up history: some checks name a customer of the store, some of those redeem a
 * coupon, and some are paid with a gift card or put on the customer's house account. Drawn from a
 * stream of the seed of their own, so that the rest of the history reads the same; what a card or an
 * account holds is followed from the balances the store had when the history started, so that
 * nothing drawn is refused.
 */

/** Gift cards the history may redeem, by their numbers (the store keeps only their keyed hashes). */
export interface HistoryGiftCards {
  numbers: string[];
  hash: (number: string) => string;
}

const CUSTOMER_SHARE = 0.2;
const COUPON_SHARE = 0.25;
const HOUSE_ACCOUNT_SHARE = 0.3;
const GIFT_CARD_SHARE = 0.08;

export interface Guests {
  customers: { id: string; account: { limit: number; balance: number } | null }[];
  /** Active coupons without a maximum or a duration: any check may take them. */
  coupons: string[];
  cards: { number: string; balance: number }[];
  housePayment: string | undefined;
  giftPayment: string | undefined;
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * The store's customers, coupons and gift cards the history may use, in the order of their ids; the
 * catalog is given the cards and how a check moves them.
 */
export async function guestsOf(db: Db, storeId: string, catalog: Catalog, cards?: HistoryGiftCards) {
  const customers = await db
    .selectFrom('customer')
    .select(['id', 'house_account_enabled', 'house_account_limit', 'house_account_balance'])
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
  const coupons = await db
    .selectFrom('coupon')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('max_coupons', 'is', null)
    .where('duration', 'is', null)
    .orderBy('id')
    .execute();
  const payments = await db
    .selectFrom('payment')
    .select(['id', 'type'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  catalog.giftCards = cards?.numbers.length ? await giftCardsByNumber(db, storeId, cards) : new Map();
  catalog.accounts = checkAccounts;
  const balances = new Map(
    (
      await db
        .selectFrom('gift_card')
        .select(['id', 'balance'])
        .where('store_id', '=', storeId)
        .where('state', '=', 'activated')
        .execute()
    ).map((r) => [r.id as string, cents(r.balance)]),
  );
  return {
    customers: customers.map((c) => ({
      id: c.id as string,
      account: c.house_account_enabled
        ? { limit: cents(c.house_account_limit), balance: cents(c.house_account_balance) }
        : null,
    })),
    coupons: coupons.map((c) => c.id as string),
    cards: [...catalog.giftCards]
      .filter(([, card]) => balances.has(card.id))
      .map(([number, card]) => ({ number, balance: balances.get(card.id)! }))
      .sort((a, b) => a.number.localeCompare(b.number)),
    housePayment: payments.find((p) => p.type === 'house-account')?.id as string | undefined,
    giftPayment: payments.find((p) => p.type === 'gift-card')?.id as string | undefined,
  } satisfies Guests;
}

/** Gives some of a day's closed, paid checks their customer, coupon, gift card or house account. */
export function guestsFor(g: Guests, checks: CheckInput[], rnd: Random): void {
  if (!g.customers.length) return;
  for (const check of checks) {
    if (check.status !== 'closed' || check.total <= 0 || check.refunds.length) continue;
    if (rnd.next() >= CUSTOMER_SHARE) continue;
    const customer = rnd.pick(g.customers);
    check.customer_id = customer.id;
    if (g.coupons.length && rnd.next() < COUPON_SHARE) check.coupons = [{ coupon_id: rnd.pick(g.coupons) }];
    const paidAt = check.closed_at!;
    const account = customer.account;
    if (
      g.housePayment &&
      account &&
      rnd.next() < HOUSE_ACCOUNT_SHARE &&
      account.balance + check.total <= account.limit
    ) {
      account.balance += check.total;
      check.payments = [
        { payment_id: g.housePayment, amount: check.total, tip: 0, change: 0, paid_at: paidAt },
      ];
      continue;
    }
    if (!g.giftPayment || !g.cards.length || rnd.next() >= GIFT_CARD_SHARE) continue;
    const card = rnd.pick(g.cards);
    const amount = Math.min(card.balance, check.total);
    if (amount <= 0) continue;
    card.balance -= amount;
    check.payments = [
      {
        payment_id: g.giftPayment,
        amount,
        tip: 0,
        change: 0,
        gift_card_number: card.number,
        paid_at: paidAt,
      },
      ...(amount < check.total
        ? [
            {
              payment_id: check.payments[0]!.payment_id,
              amount: check.total - amount,
              tip: 0,
              change: 0,
              paid_at: paidAt,
            },
          ]
        : []),
    ];
  }
}
