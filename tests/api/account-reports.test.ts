import { afterAll, beforeAll, expect, it } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { resourceByName } from '../../src/core/registry.js';
import { recordMovement } from '../../src/server/features/house-accounts/service.js';
import { runReport } from '../../src/server/reports/run.js';
import { generateHistory } from '../../src/server/seed/history.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The house account report, the customer statement and the gift card report, checked against sums
 * worked out here from the raw rows (house_account_movement, gift_card_transaction) with the store's
 * business day: over several ranges, with a business day that starts at 04:00, and store by store.
 */

const ZONE = 'America/Chicago';
const DAY_START = '04:00';
const LIMITED = { email: 'statements.only@demo.test', password: 'statements-only-1', pin: '70433' };
const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters) {
  report(code: $code, from: $from, to: $to, filters: $filters) { columns { key kind } rows { cells } totals } }`;
const RANGES = [
  { from: '2026-11-03', to: '2026-11-09' },
  { from: '2026-11-05', to: '2026-11-05' },
  { from: '2026-11-06', to: '2026-11-30' },
];

interface Answer {
  columns: { key: string; kind: string }[];
  rows: { cells: (string | null)[] }[];
  totals: (string | null)[] | null;
}
type Raw = Record<string, unknown>;

const cents = (v: unknown) => Math.round(Number(v) * 100);
const dayOf = (at: unknown) => businessDate(new Date(at as string), ZONE, DAY_START);
const inRange = (r: { from: string; to: string }, at: unknown) => dayOf(at) >= r.from && dayOf(at) <= r.to;
const before = (r: { from: string }, at: unknown) => dayOf(at) < r.from;
const upToEnd = (r: { to: string }, at: unknown) => dayOf(at) <= r.to;
const total = (rows: Raw[], pick: (r: Raw) => boolean) =>
  rows.filter(pick).reduce((s, r) => s + cents(r.amount), 0);

describeEachDb('house account, statement and gift card reports on %s', (kind) => {
  let server: TestServer;
  let bistro: string;
  let taqueria: string;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let regular: { id: string; name: string };
  let checkNumber: string;
  const db = () => server.database.db;
  const report = async (
    code: string,
    range: { from: string; to: string },
    filters?: Record<string, string>,
  ) => {
    const res = await owner<{ report: Answer }>(REPORT, { code, ...range, filters });
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
    server = await startServer(kind);
    const stores = await db().selectFrom('store').select(['id', 'slug']).execute();
    bistro = stores.find((s) => s.slug === 'demo-bistro')!.id as string;
    taqueria = stores.find((s) => s.slug !== 'demo-bistro')!.id as string;
    await db().updateTable('store').set({ time_zone: ZONE }).where('id', '=', bistro).execute();
    await db()
      .updateTable(resourceByName('store-info').table)
      .set({ business_day_start: DAY_START })
      .where('store_id', '=', bistro)
      .execute();
    await generateHistory(db(), bistro, { days: 2, perDay: 4, seed: 7, until: '2026-11-06' });
    ({ gql: owner } = await signIn(server));

    // A customer with a house account: a charge before the ranges, a charge of a check at 03:30 (the
    // business day before), a payment, an adjustment late at night and a charge after the ranges.
    const customer = await db()
      .selectFrom('customer')
      .select(['id', 'name'])
      .where('store_id', '=', bistro)
      .where('house_account_enabled', '=', true)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    regular = { id: customer.id as string, name: customer.name as string };
    // Only this test's movements on the account, so that its figures are known.
    await db().deleteFrom('house_account_movement').where('customer_id', '=', regular.id).execute();
    await db()
      .updateTable('customer')
      .set({ house_account_limit: '5000.00', house_account_balance: '0.00' })
      .where('id', '=', regular.id)
      .execute();
    const check = await db()
      .selectFrom('pos_check')
      .select(['id', 'number'])
      .where('store_id', '=', bistro)
      .executeTakeFirstOrThrow();
    checkNumber = String(check.number);
    const user = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const scope = { storeId: bistro, userId: user.id as string, userName: 'Test' };
    const moves: [string, number, string | null, string, number][] = [
      ['charge', 40.25, null, '2026-11-01', 12 * 60],
      ['charge', 63.1, check.id as string, '2026-11-05', 3 * 60 + 30],
      ['payment', 50, null, '2026-11-05', 10 * 60],
      ['adjustment', -7.5, 'Courtesy', '2026-11-08', 23 * 60],
      ['charge', 12, null, '2026-11-20', 9 * 60],
    ];
    for (const [kind, amount, extra, date, minute] of moves) {
      const made = await recordMovement(db(), scope, {
        customer_id: regular.id,
        kind,
        amount,
        ...(kind === 'charge' ? { check_id: extra } : { reason: extra }),
      });
      await moveTo('house_account_movement', made.movement.id as string, date, minute);
    }

    // Two gift cards: one sold before the ranges and reloaded, redeemed and adjusted in them; one sold
    // in them and deactivated.
    const issue = async (number: string, amount: number) => {
      const res = await owner<{ issueGiftCard: { gift_card_id: string; transaction: { id: string } } }>(
        `mutation ($number: String!, $amount: Float!) { issueGiftCard(number: $number, amount: $amount) {
          gift_card_id transaction { id } } }`,
        { number, amount },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.issueGiftCard;
    };
    const step = async (card: string, kind: string, amount: number, reason?: string) => {
      const res = await owner<{ recordGiftCardTransaction: { transaction: { id: string } } }>(
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
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("gives each customer's opening balance, charges, payments, adjustments and closing balance", async () => {
    const movements = await rawMovements(bistro);
    const customers = (await db()
      .selectFrom('customer')
      .select(['id', 'name', 'house_account_enabled'])
      .where('store_id', '=', bistro)
      .orderBy('name')
      .orderBy('id')
      .execute()) as Raw[];
    for (const range of RANGES) {
      const answer = await report('house-account-report', range);
      const expected = customers
        .filter(
          (c) =>
            c.house_account_enabled || movements.some((m) => m.customer_id === c.id && upToEnd(range, m.at)),
        )
        .map((c) => {
          const own = movements.filter((m) => m.customer_id === c.id);
          const opening = total(own, (m) => before(range, m.at));
          const of = (kind: string) => total(own, (m) => m.kind === kind && inRange(range, m.at));
          const closing = total(own, (m) => upToEnd(range, m.at));
          const figures = [opening, of('charge'), -of('payment'), of('adjustment'), closing];
          expect(figures[0]! + figures[1]! - figures[2]! + figures[3]!).toBe(closing);
          return [c.name as string, ...figures.map(String)];
        });
      expect(answer.rows.map((r) => r.cells)).toEqual(expected);
      const sums = [1, 2, 3, 4, 5].map((i) => String(expected.reduce((s, r) => s + Number(r[i]), 0)));
      expect(answer.totals).toEqual([null, ...sums]);
      expect(answer.rows.find((r) => r.cells[0] === regular.name)).toBeDefined();
    }
    const week = byName(await report('house-account-report', RANGES[0]!), regular.name);
    expect(week).toEqual(['4025', '6310', '5000', '-750', '4585']);
  });

  it("lists a customer's movements with the balance after each, and his opening and closing balances", async () => {
    const movements = (await rawMovements(bistro)).filter((m) => m.customer_id === regular.id);
    for (const range of RANGES) {
      const answer = await report('customer-statement', range, { customer_id: regular.id });
      const opening = total(movements, (m) => before(range, m.at));
      const within = movements
        .filter((m) => inRange(range, m.at))
        .sort((a, b) => new Date(a.at as string).getTime() - new Date(b.at as string).getTime());
      const balances = within.map(
        (_, i) => opening + within.slice(0, i + 1).reduce((s, m) => s + cents(m.amount), 0),
      );
      const closing = balances.at(-1) ?? opening;
      const cells = answer.rows.map((r) => r.cells);
      expect(cells[0]).toEqual([
        null,
        regular.name,
        'reports.customer-statement.opening',
        '',
        '',
        null,
        String(opening),
      ]);
      expect(cells.at(-1)).toEqual([
        null,
        regular.name,
        'reports.customer-statement.closing',
        '',
        '',
        null,
        String(closing),
      ]);
      expect(cells.slice(1, -1).map((c) => [c[2], c[5], c[6]])).toEqual(
        within.map((m, i) => [
          `entities.customer.choices.${m.kind as string}`,
          String(cents(m.amount)),
          String(balances[i]),
        ]),
      );
      expect(answer.totals).toEqual([
        null,
        null,
        null,
        null,
        null,
        String(closing - opening),
        String(closing),
      ]);
    }
    // The charge of a check shows its number; the movement at 03:30 belongs to the day before.
    const day = await report(
      'customer-statement',
      { from: '2026-11-04', to: '2026-11-04' },
      { customer_id: regular.id },
    );
    expect(day.rows.map((r) => [r.cells[0], r.cells[2], r.cells[3], r.cells[6]])).toEqual([
      [null, 'reports.customer-statement.opening', '', '4025'],
      ['2026-11-05 03:30', 'entities.customer.choices.charge', checkNumber, '10335'],
      [null, 'reports.customer-statement.closing', '', '10335'],
    ]);
  });

  it('gives each gift card its sales, reloads, redemptions, adjustments and the liability at the range end', async () => {
    const transactions = await rawTransactions(bistro);
    const cards = (await db()
      .selectFrom('gift_card')
      .selectAll()
      .where('store_id', '=', bistro)
      .execute()) as Raw[];
    for (const range of RANGES) {
      const answer = await report('gift-card-report', range);
      const expected = cards
        .filter((g) => transactions.some((t) => t.gift_card_id === g.id && upToEnd(range, t.at)))
        .sort(
          (a, b) =>
            String(a.last_four).localeCompare(String(b.last_four)) ||
            String(a.id).localeCompare(String(b.id)),
        )
        .map((g) => {
          const own = transactions.filter((t) => t.gift_card_id === g.id);
          const of = (kind: string) => total(own, (t) => t.kind === kind && inRange(range, t.at));
          const balance = total(own, (t) => upToEnd(range, t.at));
          return [
            `•••• ${g.last_four as string}`,
            `entities.gift-card.choices.${g.state as string}`,
            ...[
              of('sale'),
              of('reload'),
              -of('redemption'),
              of('adjustment'),
              balance,
              g.state === 'activated' ? balance : 0,
            ].map(String),
          ];
        });
      expect(answer.rows.map((r) => r.cells)).toEqual(expected);
      const sums = [2, 3, 4, 5, 6, 7].map((i) => String(expected.reduce((s, r) => s + Number(r[i]), 0)));
      expect(answer.totals).toEqual([null, null, ...sums]);
    }
    const week = await report('gift-card-report', RANGES[0]!);
    expect(byName(week, '•••• 9876')).toEqual([
      'entities.gift-card.choices.activated',
      '0',
      '2000',
      '3540',
      '460',
      '6920',
      '6920',
    ]);
    expect(byName(week, '•••• 5555')).toEqual([
      'entities.gift-card.choices.deactivated',
      '3000',
      '0',
      '0',
      '0',
      '3000',
      '0',
    ]);
    // Before it was sold, a card is not in the report.
    const early = await report('gift-card-report', { from: '2026-11-01', to: '2026-11-01' });
    expect(byName(early, '•••• 9876')).toBeUndefined();
  });

  it("keeps each store's accounts and cards to itself", async () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    const theirs = await db()
      .selectFrom('customer')
      .select(['id', 'name'])
      .where('store_id', '=', taqueria)
      .execute();
    const ours = await report('house-account-report', range);
    const ourNames = new Set(
      (await db().selectFrom('customer').select('name').where('store_id', '=', bistro).execute()).map(
        (c) => c.name,
      ),
    );
    expect(ours.rows.every((r) => ourNames.has(r.cells[0]!))).toBe(true);
    // Another store's customer chosen as the filter gives nothing.
    const stranger = await report('customer-statement', range, { customer_id: theirs[0]!.id as string });
    expect(stranger.rows).toEqual([]);
    // The other store's own figures are its rows'.
    const other = await runReport(db(), taqueria, { code: 'gift-card-report', ...range });
    const cards = (await rawTransactions(taqueria)).filter((t) => upToEnd(range, t.at));
    expect(other.totals![6]).toBe(String(total(cards, () => true)));
    const ourCards = await report('gift-card-report', range);
    expect(ourCards.totals![6]).toBe(
      String(total(await rawTransactions(bistro), (t) => upToEnd(range, t.at))),
    );
    // The customer filter sends no customer: they are searched (tests/api/report-filter-search.test.ts),
    // among the store's customers with a house account.
    const res = await owner<{
      reportFilterChoices: { filter: string; choices: { id: string; name: string }[] }[];
    }>(`query { reportFilterChoices(code: "customer-statement") { filter choices { id name } } }`);
    expect(res.data!.reportFilterChoices[0]!.choices).toEqual([]);
    const found = await owner<{ reportFilterSearch: { id: string; name: string }[] }>(
      `query ($q: String) { reportFilterSearch(code: "customer-statement", filter: "customer_id", q: $q) { id name } }`,
      { q: regular.name },
    );
    expect(found.data!.reportFilterSearch.some((c) => c.id === regular.id)).toBe(true);
    expect(found.data!.reportFilterSearch.every((c) => ourNames.has(c.name))).toBe(true);
  });

  it('opens each report only with its own permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Statements only", modules: $m) { id } }',
      {
        m: [
          {
            code: 'reports-office',
            status: true,
            permissions: [{ code: 'customer-statement', status: true }],
          },
        ],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Sam", last_name: "Statements", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...LIMITED },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, LIMITED);
    const range = RANGES[0]!;
    const statement = await reader<{ report: Answer }>(REPORT, {
      code: 'customer-statement',
      ...range,
      filters: { customer_id: regular.id },
    });
    expect(statement.errors).toBeUndefined();
    expect(statement.data!.report.rows.length).toBeGreaterThan(2);
    for (const code of ['house-account-report', 'gift-card-report']) {
      const res = await reader(REPORT, { code, ...range });
      expect(res.errors![0]!.extensions.code, code).toBe('597-1');
    }
  });
});

function byName(answer: Answer, name: string) {
  return answer.rows.find((r) => r.cells[0] === name)?.cells.slice(1);
}
