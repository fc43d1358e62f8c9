import { beforeAll, expect, it } from 'vitest';
import {
  type AccountReportsSetup,
  accountReportsSuite,
  before,
  byName,
  cents,
  inRange,
  RANGES,
  type Raw,
  total,
  upToEnd,
} from '../helpers/account-reports.js';
import { describeEachDb } from '../helpers/optional.js';

/*
 * The house account report and the customer statement, checked against sums worked out here from
 * the raw rows with the store's business day: over several ranges, with a business day that starts
 * at 04:00. The gift card report, stores and permissions: account-report-cards.
 */

describeEachDb('house account and statement reports on %s', (kind) => {
  const suite = accountReportsSuite(kind);
  const { db, report, rawMovements } = suite;
  let bistro: AccountReportsSetup['bistro'];
  let regular: AccountReportsSetup['regular'];
  let checkNumber: AccountReportsSetup['checkNumber'];
  beforeAll(() => {
    ({ bistro, regular, checkNumber } = suite.setup);
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
});
