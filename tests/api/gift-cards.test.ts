import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { resourceByName } from '../../src/core/registry.js';
import { REPORT, type Answer as ReportAnswer } from '../helpers/account-reports.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/* Gift cards (SPEC §3 gift card, §6 approve gift card purchase): hashed numbers, states, balances. */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const CLERK = { email: 'gifts@demo.test', password: 'gifts-pass-1', pin: '64213' };
const ISSUE = `mutation ($number: String!, $amount: Float!, $customer: ID, $state: String) {
  issueGiftCard(number: $number, amount: $amount, customer_id: $customer, state: $state) {
    gift_card_id balance transaction { kind amount }
  }
}`;
const RECORD = `mutation ($id: ID!, $kind: String!, $amount: Float!, $reason: String) {
  recordGiftCardTransaction(gift_card_id: $id, kind: $kind, amount: $amount, reason: $reason) {
    balance transaction { kind amount reason user_name }
  }
}`;
const CARD = `query ($id: ID!) { GiftCard(id: $id) { id last_four state balance transactions { kind amount } } }`;
const STATE = `mutation ($id: ID!, $state: String) { updateGiftCard(id: $id, state: $state) { state } }`;

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; key: string } }[];
}

let serial = 0;
/** A number no other test of the run uses. */
const freshNumber = () => `7${String(Date.now()).slice(-9)}${String(++serial).padStart(4, '0')}`;

describeEachDb('gift cards on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let clerk: Gql;
  let token: string;

  async function inLanguage(language: string, query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer;
  }

  async function issue(number: string, amount: number, state?: string): Promise<string> {
    const res = await owner<{ issueGiftCard: { gift_card_id: string; balance: number } }>(ISSUE, {
      number,
      amount,
      state,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.issueGiftCard.balance).toBe(amount);
    return res.data!.issueGiftCard.gift_card_id;
  }

  const card = async (id: string) =>
    (
      await owner<{
        GiftCard: {
          last_four: string;
          state: string;
          balance: number;
          transactions: { kind: string; amount: number }[];
        };
      }>(CARD, { id })
    ).data!.GiftCard;

  const transactionCount = async (id: string) =>
    Number(
      (
        await server.database.db
          .selectFrom('gift_card_transaction')
          .select(sql<string>`count(*)`.as('n'))
          .where('gift_card_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const states = async (id: string) =>
    (
      await server.database.db
        .selectFrom('gift_card_state')
        .select('state')
        .where('gift_card_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute()
    ).map((r) => r.state as string);

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    // A clerk sees and adjusts gift cards but may not sell them.
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Gift card clerk", modules: $m) { id } }',
      { m: [{ code: 'marketing', status: true, permissions: [{ code: 'gift-cards', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Gina", last_name: "Gifts", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...CLERK },
    );
    expect(employee.errors).toBeUndefined();
    ({ gql: clerk } = await signIn(server, CLERK));
  });
  afterAll(() => server?.close());

  it('the demo store has cards in each state, each balance the sum of its transactions', async () => {
    const res = await owner<{
      allGiftCards: { id: string; state: string; balance: number; transactions: { amount: number }[] }[];
    }>('{ allGiftCards(perPage: 100) { id state balance transactions { amount } } }');
    const cards = res.data!.allGiftCards;
    expect(new Set(cards.map((c) => c.state))).toEqual(new Set(['activated', 'deactivated', 'preactivated']));
    for (const c of cards) {
      expect(c.transactions.length).toBeGreaterThan(0);
      const sum = c.transactions.reduce((s, t) => s + Math.round(t.amount * 100), 0);
      expect(Math.round(c.balance * 100)).toBe(sum);
    }
  });

  it('never answers the number whole: only its last four digits, and the table keeps a hash', async () => {
    const number = freshNumber();
    const id = await issue(number, 30);
    const text = JSON.stringify(await owner(`{ allGiftCards(perPage: 500) { id last_four state balance } }`));
    expect(text).not.toContain(number);
    expect((await card(id)).last_four).toBe(number.slice(-4));
    const asked = await owner(`query ($id: ID!) { GiftCard(id: $id) { number } }`, { id });
    expect(asked.errors?.[0]?.message).toMatch(/number/);
    const row = await server.database.db
      .selectFrom('gift_card')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(number);
    const log = await server.database.db.selectFrom('system_log').select(['before', 'after']).execute();
    expect(JSON.stringify(log)).not.toContain(number);
  });

  it('finds a card by its last four digits', async () => {
    const number = freshNumber();
    const id = await issue(number, 12);
    const res = await owner<{ allGiftCards: { id: string }[] }>(
      'query ($q: String) { allGiftCards(filter: { q: $q }) { id } }',
      { q: number.slice(-4) },
    );
    expect(res.data!.allGiftCards.map((c) => c.id)).toContain(id);
  });

  it('refuses a number the store already has, in English and Spanish, writing nothing', async () => {
    const number = freshNumber();
    await issue(number, 10);
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('gift_card')
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const en = await inLanguage('en', ISSUE, { number, amount: 5 });
    expect(en.errors![0]!.message).toBe('A gift card with this number already exists');
    const es = await inLanguage('es', ISSUE, { number, amount: 5 });
    expect(es.errors![0]!.message).toBe('Ya existe una tarjeta de regalo con este número');
    const created = await owner(
      `mutation ($n: String) { createGiftCard(number: $n, state: "activated") { id } }`,
      {
        n: number,
      },
    );
    expect(created.errors![0]!.extensions.code).toBe('DUPLICATE');
    expect(await count()).toBe(before);
  });

  it('keeps a number unique in the store: of two cards issued with it at once, one is refused as taken', async () => {
    const number = freshNumber();
    const both = await Promise.all([1, 2].map(() => inLanguage('en', ISSUE, { number, amount: 5 })));
    expect(both.filter((a) => !a.errors)).toHaveLength(1);
    const refused = both.find((a) => a.errors)!.errors![0]!;
    expect(refused.extensions.code).toBe('DUPLICATE');
    expect(refused.message).toBe('A gift card with this number already exists');
    const index = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where tablename = 'gift_card' and indexname = 'gift_card_number_key'`.execute(server.database.db);
    expect(index.rows[0]?.indexdef).toMatch(/UNIQUE INDEX .*\(store_id, number\)/);
  });

  it('moves between states only along the allowed transitions', async () => {
    const id = await issue(freshNumber(), 10, 'preactivated');
    const refusedFrom = await inLanguage('en', STATE, { id, state: 'deactivated' });
    expect(refusedFrom.errors![0]!.message).toBe('A preactivated gift card can only be activated');
    expect((await owner(STATE, { id, state: 'activated' })).errors).toBeUndefined();
    expect((await owner(STATE, { id, state: 'deactivated' })).errors).toBeUndefined();
    expect((await owner(STATE, { id, state: 'activated' })).errors).toBeUndefined();
    const en = await inLanguage('en', STATE, { id, state: 'preactivated' });
    expect(en.errors![0]!.message).toBe('A gift card cannot go back to Preactivated');
    const es = await inLanguage('es', STATE, { id, state: 'preactivated' });
    expect(es.errors![0]!.message).toBe('Una tarjeta de regalo no puede volver a Preactivada');
    expect((await card(id)).state).toBe('activated');
    // Each change is recorded with its moment, the card's making first; the refused ones are not.
    expect(await states(id)).toEqual(['preactivated', 'activated', 'deactivated', 'activated']);
  });

  it('refuses a redemption over the balance with nothing written, in English and Spanish', async () => {
    const id = await issue(freshNumber(), 20);
    const en = await inLanguage('en', RECORD, { id, kind: 'redemption', amount: 20.01 });
    expect(en.errors![0]!.message).toBe("The redemption of 20.01 is more than the card's balance of 20.00");
    const es = await inLanguage('es', RECORD, { id, kind: 'redemption', amount: 25 });
    expect(es.errors![0]!.message).toBe('El canje de 25.00 supera el saldo de la tarjeta, 20.00');
    expect(await transactionCount(id)).toBe(1);
    expect((await card(id)).balance).toBe(20);
    const exact = await owner(RECORD, { id, kind: 'redemption', amount: 20 });
    expect(exact.errors).toBeUndefined();
    expect((await card(id)).balance).toBe(0);
  });

  it('lets only one of two concurrent redemptions through when both would overdraw', async () => {
    const id = await issue(freshNumber(), 100);
    const answers = await Promise.all(
      [60, 60, 60].map((amount) => owner(RECORD, { id, kind: 'redemption', amount })),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(
      answers.filter((a) => a.errors?.[0]?.extensions.key === 'errors.giftCard.overBalance'),
    ).toHaveLength(2);
    const after = await card(id);
    expect(after.balance).toBe(40);
    expect(await transactionCount(id)).toBe(2);
  });

  it('keeps the balance the sum of sales, reloads, redemptions and adjustments', async () => {
    const id = await issue(freshNumber(), 50);
    for (const [k, amount, reason] of [
      ['reload', 25.5, null],
      ['redemption', 10.25, null],
      ['adjustment', -5, 'Damaged card'],
      ['adjustment', 2, 'Goodwill'],
    ] as const) {
      const res = await owner(RECORD, { id, kind: k, amount, reason });
      expect(res.errors).toBeUndefined();
    }
    const after = await card(id);
    expect(after.balance).toBe(62.25);
    expect(after.transactions.map((t) => t.kind).sort()).toEqual(
      ['adjustment', 'adjustment', 'redemption', 'reload', 'sale'].sort(),
    );
    const noReason = await inLanguage('es', RECORD, { id, kind: 'adjustment', amount: 1 });
    expect(noReason.errors![0]!.message).toBe('Indique por qué se ajusta el saldo');
  });

  it('sells and reloads only with the Approve gift card purchases permission', async () => {
    const id = await issue(freshNumber(), 10);
    const sold = await clerk(ISSUE, { number: freshNumber(), amount: 10 });
    expect(sold.errors![0]!.extensions.key).toBe('errors.giftCard.noPurchaseRight');
    const reloaded = await clerk(RECORD, { id, kind: 'reload', amount: 5 });
    expect(reloaded.errors![0]!.extensions.key).toBe('errors.giftCard.noPurchaseRight');
    const adjusted = await clerk(RECORD, { id, kind: 'adjustment', amount: 1, reason: 'Goodwill' });
    expect(adjusted.errors).toBeUndefined();
    expect(await transactionCount(id)).toBe(2);
  });

  it("counts a card's balance as liability at a range's end only when it was activated then", async () => {
    const db = server.database.db;
    const id = await issue(freshNumber(), 40);
    const { store_id: storeId, last_four: lastFour } = await db
      .selectFrom('gift_card')
      .select(['store_id', 'last_four'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Sold, and so activated, three days ago.
    const sold = new Date(Date.now() - 3 * 86_400_000).toISOString();
    for (const table of ['gift_card_transaction', 'gift_card_state'])
      await db.updateTable(table).set({ at: sold }).where('gift_card_id', '=', id).execute();
    const { time_zone: zone } = await db
      .selectFrom('store')
      .select('time_zone')
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    const info = await db
      .selectFrom(resourceByName('store-info').table)
      .select('business_day_start')
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    const today = businessDate(new Date(), zone as string, (info?.business_day_start as string) ?? '00:00');
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    /** The card's row of the report of one day, and the day's outstanding liability. */
    const day = async (date: string) => {
      const res = await owner<{ report: ReportAnswer }>(REPORT, {
        code: 'gift-card-report',
        from: date,
        to: date,
      });
      expect(res.errors).toBeUndefined();
      const { rows, totals } = res.data!.report;
      const row = rows.find((r) => r.cells[0] === `•••• ${lastFour as string}`)!.cells;
      return { state: row[1], balance: row[6], liability: row[7], total: Number(totals![7]) };
    };
    const activated = 'entities.gift-card.choices.activated';
    const deactivated = 'entities.gift-card.choices.deactivated';
    const before = await day(yesterday);
    expect(before).toMatchObject({ state: activated, balance: '4000', liability: '4000' });
    const todayBefore = await day(today);
    expect(todayBefore).toMatchObject({ state: activated, balance: '4000', liability: '4000' });

    // Deactivated today: yesterday's report keeps its figures, today's counts nothing for the card.
    expect((await owner(STATE, { id, state: 'deactivated' })).errors).toBeUndefined();
    expect(await day(yesterday)).toEqual(before);
    const off = await day(today);
    expect(off).toMatchObject({ state: deactivated, balance: '4000', liability: '0' });
    expect(off.total).toBe(todayBefore.total - 4000);

    // Activated again: counted again from then on, the past still as it was.
    expect((await owner(STATE, { id, state: 'activated' })).errors).toBeUndefined();
    expect(await day(yesterday)).toEqual(before);
    expect(await day(today)).toEqual(todayBefore);
    expect(await states(id)).toEqual(['activated', 'deactivated', 'activated']);
  });
});
