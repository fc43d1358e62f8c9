import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Lists as people expect them, on both databases: the search ignores accents and case, and a list
 * sorted by a reference column is in the order of the names shown in that column.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

interface Item {
  id: string;
  name: string;
  category_id: string;
  tax_id: string | null;
}

describeEachDb('lists on %s', (kind) => {
  let server: TestServer;
  let gql: Gql;
  /** Category names by id, and tax names by id. */
  const categories = new Map<string, string>();
  const taxes = new Map<string, string>();
  let createdId: string;
  let untaxedId: string;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql } = await signIn(server));
    const department = await gql<{ allDepartments: { id: string }[] }>(
      '{ allDepartments(filter: { q: "kitchen" }) { id } }',
    );
    const d = department.data!.allDepartments[0]!.id;
    // The demo menu has a "Crème Brûlée" already; a category with accents joins it.
    const postres = await gql<{ createCategory: { id: string } }>(
      'mutation ($d: ID) { createCategory(name: "Pâtisserie Française", department_id: $d) { id } }',
      { d },
    );
    expect(postres.errors).toBeUndefined();
    // Written in lower case: it sorts before "Bar Snacks" only when case is ignored.
    const lower = await gql<{ createCategory: { id: string } }>(
      'mutation ($d: ID) { createCategory(name: "aperitivos", department_id: $d) { id } }',
      { d },
    );
    expect(lower.errors).toBeUndefined();
    const created = await gql<{ createMenuItem: { id: string } }>(
      `mutation ($c: ID) { createMenuItem(name: "Tarte Tatin", category_id: $c,
         prices: [{ description: "Regular", price: 9.5 }]) { id } }`,
      { c: postres.data!.createCategory.id },
    );
    expect(created.errors).toBeUndefined();
    createdId = created.data!.createMenuItem.id;
    const untaxed = await gql<{ createMenuItem: { id: string; tax_id: string | null } }>(
      `mutation ($c: ID) { createMenuItem(name: "Olives", category_id: $c,
         prices: [{ description: "Bowl", price: 4 }]) { id tax_id } }`,
      { c: lower.data!.createCategory.id },
    );
    expect(untaxed.data!.createMenuItem.tax_id).toBeNull();
    untaxedId = untaxed.data!.createMenuItem.id;
    type Named = { id: string; name: string }[];
    const names = await gql<{ allCategories: Named; allTaxes: Named }>(
      '{ allCategories(perPage: 1000) { id name } allTaxes(perPage: 1000) { id name } }',
    );
    for (const c of names.data!.allCategories) categories.set(c.id, c.name);
    for (const t of names.data!.allTaxes) taxes.set(t.id, t.name);
  });
  afterAll(() => server?.close());

  async function itemNames(q: string): Promise<string[]> {
    const res = await gql<{ allMenuItems: { name: string }[] }>(
      'query ($q: String) { allMenuItems(perPage: 1000, filter: { q: $q }) { name } }',
      { q },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.allMenuItems.map((i) => i.name);
  }

  it('finds "Crème Brûlée" whatever its accents and case, and not for "crema"', async () => {
    for (const q of ['creme brulee', 'CRÈME', 'brûlée', 'Creme Brûlee', 'CREME BRULEE'])
      expect(await itemNames(q), q).toEqual(['Crème Brûlée']);
    expect(await itemNames('crema')).toEqual([]);
  });

  it('counts what the search finds the same way', async () => {
    const res = await gql<{ _allMenuItemsMeta: { count: number } }>(
      '{ _allMenuItemsMeta(filter: { q: "creme brulee" }) { count } }',
    );
    expect(res.data!._allMenuItemsMeta.count).toBe(1);
  });

  it('searches categories without accents too', async () => {
    for (const q of ['patisserie francaise', 'PÂTISSERIE', 'française']) {
      const res = await gql<{ allCategories: { name: string }[] }>(
        'query ($q: String) { allCategories(filter: { q: $q }) { name } }',
        { q },
      );
      expect(
        res.data!.allCategories.map((c) => c.name),
        q,
      ).toEqual(['Pâtisserie Française']);
    }
  });

  it('still takes % and _ as themselves', async () => {
    expect(await itemNames('%')).toEqual([]);
    expect(await itemNames('_')).toEqual([]);
  });

  async function sortedBy(sortField: string, sortOrder: 'ASC' | 'DESC'): Promise<Item[]> {
    const res = await gql<{ allMenuItems: Item[] }>(
      'query ($f: String, $o: String) { allMenuItems(perPage: 1000, sortField: $f, sortOrder: $o) { id name category_id tax_id } }',
      { f: sortField, o: sortOrder },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.allMenuItems;
  }

  /** Runs of equal values collapsed: the order of the groups. */
  const groups = (values: (string | null)[]) => values.filter((v, i) => i === 0 || values[i - 1] !== v);
  /** Case-insensitive and in code point order, as both test databases collate (C.UTF-8). */
  const byName = (a: string, b: string) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

  it('sorts menu items by the name of their category, both ways, ties by id', async () => {
    const up = await sortedBy('category_id', 'ASC');
    const down = await sortedBy('category_id', 'DESC');
    expect(up).toHaveLength(62); // the demo's 60 and the two made here
    const names = (items: Item[]) => items.map((i) => categories.get(i.category_id)!);
    const expected = [...new Set(names(up))].sort(byName);
    expect(groups(names(up))).toEqual(expected);
    expect(groups(names(down))).toEqual([...expected].reverse());
    expect(expected[0]).toBe('aperitivos');
    // Within a category, by id in the list's order.
    const within = up.filter((i) => categories.get(i.category_id) === 'Starters').map((i) => i.id);
    expect(within).toEqual([...within].sort());
    const withinDown = down.filter((i) => categories.get(i.category_id) === 'Starters').map((i) => i.id);
    expect(withinDown).toEqual([...within].reverse());
  });

  it('sorts menu items by the name of their tax, those without a tax last either way', async () => {
    const up = await sortedBy('tax_id', 'ASC');
    const down = await sortedBy('tax_id', 'DESC');
    const names = (items: Item[]) => items.map((i) => (i.tax_id ? taxes.get(i.tax_id)! : null));
    expect(groups(names(up))).toEqual(['Alcohol tax', 'State sales tax', null]);
    expect(groups(names(down))).toEqual(['State sales tax', 'Alcohol tax', null]);
    // The two items made here have no tax; ties go by id in the list's order.
    expect(up.slice(-2).map((i) => i.id)).toEqual([createdId, untaxedId]);
    expect(down.slice(-2).map((i) => i.id)).toEqual([untaxedId, createdId]);
  });

  it('pages a list sorted by a reference without repeating or skipping a row', async () => {
    const whole = (await sortedBy('category_id', 'ASC')).map((i) => i.id);
    const paged: string[] = [];
    for (let page = 0; page * 25 < whole.length; page++) {
      const res = await gql<{ allMenuItems: { id: string }[] }>(
        `{ allMenuItems(page: ${page}, perPage: 25, sortField: "category_id", sortOrder: "ASC") { id } }`,
      );
      paged.push(...res.data!.allMenuItems.map((i) => i.id));
    }
    expect(paged).toEqual(whole);
  });

  it('sorts categories by the name of their department', async () => {
    const res = await gql<{
      allCategories: { department_id: string }[];
      allDepartments: { id: string; name: string }[];
    }>(
      `{ allCategories(perPage: 1000, sortField: "department_id") { department_id }
         allDepartments(perPage: 1000) { id name } }`,
    );
    const department = new Map(res.data!.allDepartments.map((d) => [d.id, d.name]));
    const names = res.data!.allCategories.map((c) => department.get(c.department_id)!);
    expect(groups(names)).toEqual([...new Set(names)].sort(byName));
  });

  it('still refuses an unknown sort field with its message', async () => {
    const res = await gql('{ allMenuItems(sortField: "nope") { id } }');
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_REQUEST', key: 'errors.sortField' });
  });
});
