import { beforeAll, expect, it } from 'vitest';
import { runReport } from '../../src/server/reports/run.js';
import { signIn } from '../helpers/server.js';
import {
  type AccountReportsSetup,
  accountReportsSuite,
  type Answer,
  byName,
  inRange,
  LIMITED,
  RANGES,
  type Raw,
  REPORT,
  total,
  upToEnd,
} from '../helpers/account-reports.js';
import { describeEachDb } from '../helpers/optional.js';

/*
 * The gift card report, checked against sums worked out here from the raw rows with the store's
 * business day over several ranges; each store's accounts and cards kept to itself, and each report
 * opened only with its own permission.
 */

describeEachDb('gift card report, stores and permissions of the account reports on %s', (kind) => {
  const suite = accountReportsSuite(kind);
  const { db, report, rawTransactions } = suite;
  let server: AccountReportsSetup['server'];
  let bistro: AccountReportsSetup['bistro'];
  let taqueria: AccountReportsSetup['taqueria'];
  let owner: AccountReportsSetup['owner'];
  let regular: AccountReportsSetup['regular'];
  beforeAll(() => {
    ({ server, bistro, taqueria, owner, regular } = suite.setup);
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
