import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * An accountant's tool pages through the checks with their lines and payments in one request: each
 * check answers its own items (by line) and payments (by time paid), read in a constant number of
 * statements whatever the page size, and guarded as the checks are.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Line = { id: string; check_id: string; line: number; name: string };
type Paid = { id: string; check_id: string; paid_at: string; amount: number };
type CheckWithLines = { id: string; items: Line[]; payments: Paid[] };

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };

const PAGE = `query Page($perPage: Int) {
  allChecks(perPage: $perPage) {
    id
    items { id check_id line name }
    payments { id check_id paid_at amount }
  }
}`;

/** Ascending by `key`, ties by id: the order the server promises. */
const by =
  <T extends { id: string }>(key: keyof T) =>
  (a: T, b: T) =>
    String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }) || a.id.localeCompare(b.id);

describeEachDb('checks with their items and payments on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let manager: Gql;
  /** Statements the server sent since the counter was last emptied. */
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };

  beforeAll(async () => {
    server = await startServer(kind, { seedHistoryDays: 3 }, {}, counter);
    ({ gql: owner } = await signIn(server));
    ({ gql: manager } = await signIn(server, MANAGER));
  });
  afterAll(() => server?.close());

  it('answers each check with its own lines in order and its own payments in order', async () => {
    const res = await owner<{ allChecks: CheckWithLines[] }>(PAGE, { perPage: 10 });
    expect(res.errors).toBeUndefined();
    const checks = res.data!.allChecks;
    expect(checks).toHaveLength(10);
    expect(checks.some((c) => c.items.length > 1)).toBe(true);
    expect(checks.some((c) => c.payments.length > 0)).toBe(true);
    for (const check of checks) {
      // What the check's own lists answer, filtered by its id.
      const own = await owner<{ allCheckItems: Line[]; allCheckPayments: Paid[] }>(
        `query Own($id: ID) {
          allCheckItems(perPage: 1000, filter: { check_id: $id }) { id check_id line name }
          allCheckPayments(perPage: 1000, filter: { check_id: $id }) { id check_id paid_at amount }
        }`,
        { id: check.id },
      );
      expect(own.errors).toBeUndefined();
      expect(check.items).toEqual([...own.data!.allCheckItems].sort(by<Line>('line')));
      expect(check.payments).toEqual([...own.data!.allCheckPayments].sort(by<Paid>('paid_at')));
      expect(check.items.map((i) => i.line)).toEqual(
        [...check.items.map((i) => i.line)].sort((a, b) => a - b),
      );
    }
  });

  it('reads a page of checks with their lines in as many statements for 100 checks as for 2', async () => {
    const sent = async (perPage: number) => {
      statements = 0;
      const res = await owner<{ allChecks: CheckWithLines[] }>(PAGE, { perPage });
      expect(res.errors).toBeUndefined();
      expect(res.data!.allChecks).toHaveLength(perPage);
      return statements;
    };
    const few = await sent(2);
    const many = await sent(100);
    expect(many).toBe(few);
    // The page, its items and its payments, besides whatever signing the request in reads.
    statements = 0;
    await owner('{ allChecks(perPage: 2) { id } }');
    expect(few - statements).toBe(2);
  });

  it('refuses the checks with their lines to a user without the Check report, as it refuses the checks', async () => {
    const bare = await manager('{ allChecks(perPage: 5) { id } }');
    const nested = await manager(PAGE, { perPage: 5 });
    expect(bare.errors).toHaveLength(1);
    expect(bare.errors![0]).toMatchObject({ extensions: { code: '597-1' } });
    // The same refusal, where the text of the request puts it aside.
    const refusal = (errors: typeof bare.errors) => errors!.map((e) => ({ ...e, locations: undefined }));
    expect(refusal(nested.errors)).toEqual(refusal(bare.errors));
    expect(nested.data).toEqual(bare.data);
  });
});
