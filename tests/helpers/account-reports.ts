import { afterAll, beforeAll, expect } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { resourceByName } from '../../src/core/registry.js';
import { recordMovement } from '../../src/server/features/house-accounts/service.js';
import { generateHistory } from '../../src/server/seed/history.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import { signIn, startServer, type DbKind, type TestServer } from './server.js';

/*
 * What the tests of the house account report, the customer statement and the gift card report
 * share: the demo bistro in a time zone whose business day starts at 04:00, with history, a customer
 * whose house account moved at known moments and two gift cards, and sums worked out from the raw rows
 * (house_account_movement, gift_card_transaction) with that business day.
 */

export const ZONE = 'America/Chicago';
export const DAY_START = '04:00';
export const LIMITED = { email: 'statements.only@demo.test', password: 'statements-only-1', pin: '70433' };
export const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters) {
  report(code: $code, from: $from, to: $to, filters: $filters) { columns { key kind } rows { cells } totals } }`;
export const RANGES = [
  { from: '2026-11-03', to: '2026-11-09' },
  { from: '2026-11-05', to: '2026-11-05' },
  { from: '2026-11-06', to: '2026-11-30' },
];

export interface Answer {
  columns: { key: string; kind: string }[];
  rows: { cells: (string | null)[] }[];
  totals: (string | null)[] | null;
}
export type Raw = Record<string, unknown>;

export const cents = (v: unknown) => Math.round(Number(v) * 100);
export const dayOf = (at: unknown) => businessDate(new Date(at as string), ZONE, DAY_START);
export const inRange = (r: { from: string; to: string }, at: unknown) =>
  dayOf(at) >= r.from && dayOf(at) <= r.to;
export const before = (r: { from: string }, at: unknown) => dayOf(at) < r.from;
export const upToEnd = (r: { to: string }, at: unknown) => dayOf(at) <= r.to;
export const total = (rows: Raw[], pick: (r: Raw) => boolean) =>
  rows.filter(pick).reduce((s, r) => s + cents(r.amount), 0);

export const byName = (answer: Answer, name: string) =>
  answer.rows.find((r) => r.cells[0] === name)?.cells.slice(1);

/** What the suite's `beforeAll` sets up, read by the tests once it has run. */
export interface AccountReportsSetup {
  server: TestServer;
  bistro: string;
  taqueria: string;
  owner: Awaited<ReturnType<typeof signIn>>['gql'];
  regular: { id: string; name: string };
  checkNumber: string;
}

/** Starts the suite's server with its accounts and cards before its tests (stopped after them). */
export function accountReportsSuite(kind: DbKind) {
  const s = {} as AccountReportsSetup;
  const db = () => s.server.database.db;
  const report = async (
    code: string,
    range: { from: string; to: string },
    filters?: Record<string, string>,
  ) => {
    const res = await s.owner<{ report: Answer }>(REPORT, { code, ...range, filters });
    expect(res.errors).toBeUndefined();
    return res.data!.report;
  };
  const rawMovements = async (storeId: string) =>
    (await db()
      .selectFrom('house_account_movement')
      .selectAll()
      .where('store_id', '=', storeId)
      .execute()) as Raw[];
  const rawTransactions = async (storeId: string) =>
    (await db()
      .selectFrom('gift_card_transaction')
      .selectAll()
      .where('store_id', '=', storeId)
      .execute()) as Raw[];
  /** Moves a movement or transaction to a moment of a business date's wall clock. */
  const moveTo = async (table: string, id: string, date: string, minute: number) =>
    db()
      .updateTable(table)
      .set({ at: zonedInstant(date, minute, ZONE).toISOString() })
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    s.server = await startServer(kind);
    const stores = await db().selectFrom('store').select(['id', 'slug']).execute();
    s.bistro = stores.find((s) => s.slug === 'demo-bistro')!.id as string;
    s.taqueria = stores.find((s) => s.slug !== 'demo-bistro')!.id as string;
    await db().updateTable('store').set({ time_zone: ZONE }).where('id', '=', s.bistro).execute();
    await db()
      .updateTable(resourceByName('store-info').table)
      .set({ business_day_start: DAY_START })
      .where('store_id', '=', s.bistro)
      .execute();
    await generateHistory(db(), s.bistro, { days: 2, perDay: 4, seed: 7, until: '2026-11-06' });
    ({ gql: s.owner } = await signIn(s.server));

    // A customer with a house account: a charge before the ranges, a charge of a check at 03:30 (the
    // business day before), a payment, an adjustment late at night and a charge after the ranges.
    const customer = await db()
      .selectFrom('customer')
      .select(['id', 'name'])
      .where('store_id', '=', s.bistro)
      .where('house_account_enabled', '=', true)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    s.regular = { id: customer.id as string, name: customer.name as string };
    // Only this test's movements on the account, so that its figures are known.
    await db().deleteFrom('house_account_movement').where('customer_id', '=', s.regular.id).execute();
    await db()
      .updateTable('customer')
      .set({ house_account_limit: '5000.00', house_account_balance: '0.00' })
      .where('id', '=', s.regular.id)
      .execute();
    const check = await db()
      .selectFrom('pos_check')
      .select(['id', 'number'])
      .where('store_id', '=', s.bistro)
      .executeTakeFirstOrThrow();
    s.checkNumber = String(check.number);
    const user = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const scope = { storeId: s.bistro, userId: user.id as string, userName: 'Test' };
    const moves: [string, number, string | null, string, number][] = [
      ['charge', 40.25, null, '2026-11-01', 12 * 60],
      ['charge', 63.1, check.id as string, '2026-11-05', 3 * 60 + 30],
      ['payment', 50, null, '2026-11-05', 10 * 60],
      ['adjustment', -7.5, 'Courtesy', '2026-11-08', 23 * 60],
      ['charge', 12, null, '2026-11-20', 9 * 60],
    ];
    for (const [kind, amount, extra, date, minute] of moves) {
      const made = await recordMovement(db(), scope, {
        customer_id: s.regular.id,
        kind,
        amount,
        ...(kind === 'charge' ? { check_id: extra } : { reason: extra }),
      });
      await moveTo('house_account_movement', made.movement.id as string, date, minute);
    }

    // Two gift cards: one sold before the ranges and reloaded, redeemed and adjusted in them; one sold
    // in them and deactivated.
    const issue = async (number: string, amount: number) => {
      const res = await s.owner<{ issueGiftCard: { gift_card_id: string; transaction: { id: string } } }>(
        `mutation ($number: String!, $amount: Float!) { issueGiftCard(number: $number, amount: $amount) {
          gift_card_id transaction { id } } }`,
        { number, amount },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.issueGiftCard;
    };
    const step = async (card: string, kind: string, amount: number, reason?: string) => {
      const res = await s.owner<{ recordGiftCardTransaction: { transaction: { id: string } } }>(
        `mutation ($card: ID!, $kind: String!, $amount: Float!, $reason: String) {
          recordGiftCardTransaction(gift_card_id: $card, kind: $kind, amount: $amount, reason: $reason) {
            transaction { id } } }`,
        { card, kind, amount, reason },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.recordGiftCardTransaction.transaction.id;
    };
    const first = await issue('4000123412349876', 80);
    await moveTo('gift_card_transaction', first.transaction.id, '2026-11-02', 15 * 60);
    await moveTo(
      'gift_card_transaction',
      await step(first.gift_card_id, 'reload', 20),
      '2026-11-05',
      11 * 60,
    );
    await moveTo(
      'gift_card_transaction',
      await step(first.gift_card_id, 'redemption', 35.4),
      '2026-11-06',
      2 * 60,
    );
    await moveTo(
      'gift_card_transaction',
      await step(first.gift_card_id, 'adjustment', 4.6, 'Goodwill'),
      '2026-11-09',
      20 * 60,
    );
    const second = await issue('4000123412345555', 30);
    await moveTo('gift_card_transaction', second.transaction.id, '2026-11-05', 18 * 60);
    await db()
      .updateTable('gift_card')
      .set({ state: 'deactivated' })
      .where('id', '=', second.gift_card_id)
      .execute();
    // Each card's states moved with its history: made when it was sold, the second deactivated that
    // evening.
    const states = async (card: string) =>
      (
        await db()
          .selectFrom('gift_card_state')
          .select('id')
          .where('gift_card_id', '=', card)
          .orderBy('id')
          .execute()
      ).map((r) => String(r.id));
    const [made] = await states(first.gift_card_id);
    await moveTo('gift_card_state', made!, '2026-11-02', 15 * 60);
    const [sold, deactivated] = await states(second.gift_card_id);
    await moveTo('gift_card_state', sold!, '2026-11-05', 18 * 60);
    await moveTo('gift_card_state', deactivated!, '2026-11-05', 19 * 60);
  }, 120_000);

  afterAll(async () => {
    await s.server?.close();
  });

  return { setup: s, db, report, rawMovements, rawTransactions };
}
