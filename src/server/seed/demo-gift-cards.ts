/**
 * The demo stores' gift cards: some activated, one deactivated and one preactivated in each store,
 * each sold for an amount and some reloaded, redeemed or adjusted. Written through the gift cards'
 * own services, so they obey the same rules; the numbers are fixed, so every demo has the same cards.
 */
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import { issueGiftCard, recordGiftCardTransaction } from '../features/gift-cards/service.js';
import type { ItemsService, Scope } from '../services/items.js';
import { demoCustomerIds } from './demo-customers.js';

const giftCard = resourceByName('gift-card');

interface DemoCard {
  number: string;
  amount: number;
  /** Which of the store's customers (by name) holds it, if any. */
  customer?: number;
  state: 'activated' | 'deactivated' | 'preactivated';
  then?: { kind: 'reload' | 'redemption' | 'adjustment'; amount: number; reason?: string }[];
}

const BISTRO: DemoCard[] = [
  {
    number: '6035710000001357',
    amount: 50,
    customer: 0,
    state: 'activated',
    then: [{ kind: 'redemption', amount: 18.5 }],
  },
  {
    number: '6035710000002468',
    amount: 25,
    customer: 3,
    state: 'activated',
    then: [
      { kind: 'reload', amount: 25 },
      { kind: 'redemption', amount: 32.75 },
    ],
  },
  { number: '6035710000003571', amount: 100, state: 'activated' },
  {
    number: '6035710000004826',
    amount: 40,
    customer: 7,
    state: 'deactivated',
    then: [{ kind: 'adjustment', amount: -10, reason: 'Reported lost; part of the balance refunded' }],
  },
  { number: '6035710000005093', amount: 20, state: 'preactivated' },
];

const TAQUERIA: DemoCard[] = [
  {
    number: '6035720000001111',
    amount: 300,
    customer: 1,
    state: 'activated',
    then: [{ kind: 'redemption', amount: 145 }],
  },
  {
    number: '6035720000002222',
    amount: 200,
    state: 'activated',
    then: [
      { kind: 'reload', amount: 100 },
      { kind: 'adjustment', amount: 15, reason: 'Cortesía por la espera' },
    ],
  },
  { number: '6035720000003333', amount: 500, customer: 5, state: 'deactivated' },
  { number: '6035720000004444', amount: 250, state: 'preactivated' },
];

/** The demo stores' card numbers, which the made-up history redeems. */
export const DEMO_GIFT_CARD_NUMBERS = {
  bistro: BISTRO.map((c) => c.number),
  taqueria: TAQUERIA.map((c) => c.number),
};

export async function seedDemoGiftCards(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  for (const [scope, cards] of [
    [stores.bistro, BISTRO],
    [stores.taqueria, TAQUERIA],
  ] as const) {
    const customers = await demoCustomerIds(db, scope.storeId, 10);
    for (const card of cards) {
      const customer = card.customer === undefined ? undefined : customers[card.customer];
      const issued = await issueGiftCard(db, items, scope, {
        number: card.number,
        amount: card.amount,
        customer_id: customer ?? null,
        state: card.state === 'preactivated' ? 'preactivated' : 'activated',
      });
      for (const step of card.then ?? [])
        await recordGiftCardTransaction(db, scope, { gift_card_id: issued.gift_card_id, ...step });
      if (card.state === 'deactivated')
        await items.update(scope, giftCard, issued.gift_card_id, { state: 'deactivated' });
    }
  }
}
