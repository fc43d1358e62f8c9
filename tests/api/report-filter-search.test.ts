import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The customer statement's customer filter, searched on the server: a store may have 100,000
 * customers, so reportFilterChoices sends none of them and reportFilterSearch finds at most 20 by
 * name, phone or e-mail, accents and case ignored, of the store's customers with a house account.
 */

const LIMITED = { email: 'house.only@demo.test', password: 'house-only-1', pin: '70434' };
const SEARCH = `query ($code: String!, $filter: String!, $q: String, $id: ID) {
  reportFilterSearch(code: $code, filter: $filter, q: $q, id: $id) { id name } }`;

interface Choice {
  id: string;
  name: string;
}

describeEachDb('report filter search on %s', (kind) => {
  let server: TestServer;
  let bistro: string;
  let taqueria: string;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  /** A customer of the other store with a house account, named like the ones searched for. */
  let stranger: string;
  const db = () => server.database.db;
  const search = async (vars: { q?: string; id?: string; code?: string; filter?: string }) => {
    const res = await owner<{ reportFilterSearch: Choice[] }>(SEARCH, {
      code: 'customer-statement',
      filter: 'customer_id',
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.reportFilterSearch;
  };
  /** The store's customers the filter offers: those with a house account, enabled or that ever moved. */
  const offered = async (storeId: string) =>
    (
      await db()
        .selectFrom('customer')
        .select(['id', 'name', 'house_account_enabled'])
        .where('store_id', '=', storeId)
        .where((eb) =>
          eb.or([
            eb('house_account_enabled', '=', true),
            eb.exists(
              eb
                .selectFrom('house_account_movement as m')
                .select('m.id')
                .whereRef('m.customer_id', '=', 'customer.id'),
            ),
          ]),
        )
        .execute()
    ).map((c) => ({ id: c.id as string, name: c.name as string }));
  const byName = (a: Choice, b: Choice) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

  beforeAll(async () => {
    server = await startServer(kind);
    const stores = await db().selectFrom('store').select(['id', 'slug']).execute();
    bistro = stores.find((s) => s.slug === 'demo-bistro')!.id as string;
    taqueria = stores.find((s) => s.slug !== 'demo-bistro')!.id as string;
    ({ gql: owner } = await signIn(server));
    const theirs = await db()
      .selectFrom('customer')
      .select('id')
      .where('store_id', '=', taqueria)
      .where('house_account_enabled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    stranger = theirs.id as string;
    await db().updateTable('customer').set({ name: 'Carmen García' }).where('id', '=', stranger).execute();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('finds the Garcías, accents and case ignored, by name, at most 20', async () => {
    const garcias = (await offered(bistro)).filter((c) => c.name.includes('García')).sort(byName);
    expect(garcias.length).toBeGreaterThan(0);
    expect(garcias.length).toBeLessThanOrEqual(20);
    for (const q of ['garc', 'GARCIA', ' garcía ']) {
      const found = await search({ q });
      expect(found.map((c) => c.id).sort(), q).toEqual(garcias.map((c) => c.id).sort());
      expect(
        found.map((c) => c.name),
        q,
      ).toEqual(garcias.map((c) => c.name));
    }
    // Many match one letter: the first 20 by name.
    const many = await search({ q: 'a' });
    expect(many).toHaveLength(20);
    expect([...many].sort(byName)).toEqual(many);
    const ours = new Set((await offered(bistro)).map((c) => c.id));
    expect(many.every((c) => ours.has(c.id))).toBe(true);
    // Nothing typed, nothing found.
    expect(await search({ q: '  ' })).toEqual([]);
    expect(await search({})).toEqual([]);
  });

  it('finds a customer by phone or e-mail, and one by id', async () => {
    const [first] = (await offered(bistro)).sort(byName);
    const row = await db()
      .selectFrom('customer')
      .select(['phone', 'email'])
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    for (const q of [row.phone as string, (row.email as string).toUpperCase()]) {
      const found = await search({ q });
      expect(
        found.some((c) => c.id === first!.id),
        q,
      ).toBe(true);
    }
    expect(await search({ id: first!.id })).toEqual([first]);
  });

  it('never finds a customer of the other store', async () => {
    expect((await search({ q: 'Carmen' })).some((c) => c.id === stranger)).toBe(false);
    expect((await search({ q: 'garc' })).some((c) => c.id === stranger)).toBe(false);
    expect(await search({ id: stranger })).toEqual([]);
  });

  it('sends no customer with the filter choices: the filter says it is searched', async () => {
    const res = await owner<{
      reportFilterChoices: { filter: string; searched: boolean; choices: Choice[] }[];
    }>(`query { reportFilterChoices(code: "customer-statement") { filter searched choices { id name } } }`);
    expect(res.data!.reportFilterChoices).toEqual([{ filter: 'customer_id', searched: true, choices: [] }]);
    // A filter of few choices still sends them all, and is not searched.
    const types = await owner<{
      reportFilterChoices: { filter: string; searched: boolean; choices: Choice[] }[];
    }>(`query { reportFilterChoices(code: "order-type-report") { filter searched choices { id name } } }`);
    expect(types.data!.reportFilterChoices[0]!.searched).toBe(false);
    expect(types.data!.reportFilterChoices[0]!.choices.length).toBeGreaterThan(0);
    const refused = await owner(SEARCH, { code: 'order-type-report', filter: 'employee_id', q: 'a' });
    expect(refused.errors![0]!.extensions.key).toBe('reports.errors.filterNotSearched');
    const untaken = await owner(SEARCH, { code: 'customer-statement', filter: 'employee_id', q: 'a' });
    expect(untaken.errors![0]!.extensions.key).toBe('reports.errors.filterNotTaken');
    const bad = await owner(SEARCH, { code: 'customer-statement', filter: 'customer_id', id: 'nope' });
    expect(bad.errors![0]!.extensions.key).toBe('reports.errors.badFilter');
  });

  it('is refused to a user who may not read the customer statement', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "House accounts only", modules: $m) { id } }',
      {
        m: [
          {
            code: 'reports-office',
            status: true,
            permissions: [{ code: 'house-account-report', status: true }],
          },
        ],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Hal", last_name: "Houseonly", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...LIMITED },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, LIMITED);
    const res = await reader(SEARCH, { code: 'customer-statement', filter: 'customer_id', q: 'garc' });
    expect(res.data).toBeNull();
    expect(res.errors![0]!.extensions.code).toBe('597-1');
  });
});
