import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import { TAQUERIA_ITEM_NAMES } from '../../src/server/seed/demo-menu.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

describeEachDb('office API on %s', (kind) => {
  let server: TestServer;
  let gql: Gql;
  let departmentId: string;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql } = await signIn(server));
    const res = await gql<{ allDepartments: { id: string }[] }>(
      '{ allDepartments(filter: { q: "kitchen" }) { id } }',
    );
    departmentId = res.data!.allDepartments[0]!.id;
  });
  afterAll(() => server?.close());

  it('seeds Demo Bistro on a first start: 5 departments, 13 categories, 60 priced items, 3 taxes', async () => {
    const res = await gql<Record<string, { count: number }>>(
      `{ d: _allDepartmentsMeta { count } c: _allCategoriesMeta { count } i: _allMenuItemsMeta { count } t: _allTaxesMeta { count } }`,
    );
    expect(Object.fromEntries(Object.entries(res.data!).map(([k, v]) => [k, v.count]))).toEqual({
      d: 5,
      c: 13,
      i: 60,
      t: 3,
    });
    const items = await gql<{ allMenuItems: { prices: unknown[] }[] }>(
      '{ allMenuItems(perPage: 100) { prices { price } } }',
    );
    expect(items.data!.allMenuItems.every((i) => i.prices.length >= 1)).toBe(true);
  });

  it('answers 401 without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Basic abc']) {
      const res = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ query: '{ allTaxes { id } }' }),
      });
      expect(res.status).toBe(401);
    }
  });

  it('lists a page sorted and searched, with its total', async () => {
    const res = await gql<{ allMenuItems: { name: string }[]; _allMenuItemsMeta: { count: number } }>(
      `{ allMenuItems(page: 0, perPage: 2, sortField: "name", sortOrder: "DESC", filter: { q: "BURGER" }) { name }
         _allMenuItemsMeta(filter: { q: "BURGER" }) { count } }`,
    );
    expect(res.data!.allMenuItems.map((i) => i.name)).toEqual(['Veggie Burger', 'Mushroom Swiss Burger']);
    expect(res.data!._allMenuItemsMeta.count).toBe(3);
    const page2 = await gql<{ allMenuItems: { name: string }[] }>(
      '{ allMenuItems(page: 1, perPage: 2, sortField: "name", sortOrder: "DESC", filter: { q: "burger" }) { name } }',
    );
    expect(page2.data!.allMenuItems.map((i) => i.name)).toEqual(['Bistro Burger']);
  });

  it('filters by status, by field and by ids', async () => {
    const all = await gql<{ allCategories: { id: string; name: string }[] }>(
      '{ allCategories(perPage: 100, filter: { status: "active" }) { id name } }',
    );
    expect(all.data!.allCategories).toHaveLength(13);
    const inactive = await gql<{ _allCategoriesMeta: { count: number } }>(
      '{ _allCategoriesMeta(filter: { status: "inactive" }) { count } }',
    );
    expect(inactive.data!._allCategoriesMeta.count).toBe(0);
    const hidden = await gql<{ allCategories: { name: string }[] }>(
      '{ allCategories(filter: { visible: false }) { name } }',
    );
    expect(hidden.data!.allCategories.map((c) => c.name)).toEqual(['Market']);
    const ids = all.data!.allCategories.slice(0, 2).map((c) => c.id);
    const some = await gql<{ allCategories: { id: string }[] }>(
      'query ($ids: [ID!]) { allCategories(filter: { ids: $ids }) { id } }',
      { ids },
    );
    expect(some.data!.allCategories.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it('counts records by a field: menu items per category, categories by visibility', async () => {
    const res = await gql<{
      byCategory: { key: string; count: number }[];
      byVisible: { key: string; count: number }[];
    }>(
      `{ byCategory: _allMenuItemsCounts(by: category_id) { key count }
         byVisible: _allCategoriesCounts(by: visible) { key count } }`,
    );
    const byCategory = res.data!.byCategory;
    expect(byCategory.reduce((n, g) => n + g.count, 0)).toBe(60);
    expect(byCategory[0]!.count).toBeGreaterThanOrEqual(byCategory[byCategory.length - 1]!.count);
    expect(res.data!.byVisible).toEqual([
      { key: 'true', count: 12 },
      { key: 'false', count: 1 },
    ]);
    const filtered = await gql<{ _allMenuItemsCounts: { count: number }[] }>(
      '{ _allMenuItemsCounts(by: status, filter: { q: "burger" }) { count } }',
    );
    expect(filtered.data!._allMenuItemsCounts).toEqual([{ count: 3 }]);
    const bad = await gql('{ _allMenuItemsCounts(by: name) { count } }');
    expect(bad.errors).toBeDefined();
  });

  it('creates, reads, updates and deletes a category', async () => {
    const created = await gql<{
      createCategory: { id: string; name: string; visible: boolean; status: string };
    }>(
      'mutation ($d: ID) { createCategory(name: "  Tapas  ", department_id: $d) { id name visible status } }',
      { d: departmentId },
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createCategory;
    expect(created.data!.createCategory).toMatchObject({ name: 'Tapas', visible: true, status: 'active' });

    const read = await gql<{ Category: { name: string; department_id: string } }>(
      'query ($id: ID!) { Category(id: $id) { name department_id } }',
      { id },
    );
    expect(read.data!.Category).toEqual({ name: 'Tapas', department_id: departmentId });

    const updated = await gql<{ updateCategory: { name: string; description: string | null } }>(
      'mutation ($id: ID!) { updateCategory(id: $id, name: "Small Plates", description: "Shared") { name description } }',
      { id },
    );
    expect(updated.data!.updateCategory).toEqual({ name: 'Small Plates', description: 'Shared' });

    const cleared = await gql<{ updateCategory: { description: string | null } }>(
      'mutation ($id: ID!) { updateCategory(id: $id, description: "") { description } }',
      { id },
    );
    expect(cleared.data!.updateCategory.description).toBeNull();

    const deleted = await gql<{ deleteCategory: { id: string } }>(
      'mutation ($id: ID!) { deleteCategory(id: $id) { id } }',
      {
        id,
      },
    );
    expect(deleted.data!.deleteCategory.id).toBe(id);
    const gone = await gql<{ Category: null }>('query ($id: ID!) { Category(id: $id) { id } }', { id });
    expect(gone.data!.Category).toBeNull();
  });

  it('refuses a missing name with "The name is required" and writes nothing', async () => {
    const before = await gql<{ _allCategoriesMeta: { count: number } }>('{ _allCategoriesMeta { count } }');
    const res = await gql('mutation ($d: ID) { createCategory(name: "", department_id: $d) { id } }', {
      d: departmentId,
    });
    expect(res.errors![0]!.message).toBe('The name is required');
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', key: 'validation.required' });
    const after = await gql<{ _allCategoriesMeta: { count: number } }>('{ _allCategoriesMeta { count } }');
    expect(after.data!._allCategoriesMeta.count).toBe(before.data!._allCategoriesMeta.count);
  });

  it('refuses a duplicate name, whatever its case', async () => {
    const res = await gql(
      'mutation ($d: ID) { createCategory(name: "starters", department_id: $d) { id } }',
      {
        d: departmentId,
      },
    );
    expect(res.errors![0]!.extensions.code).toBe('DUPLICATE');
    expect(res.errors![0]!.message).toBe('Name already taken');
    const item = await gql('mutation { createDepartment(name: "BAR") { id } }');
    expect(item.errors![0]!.extensions.code).toBe('DUPLICATE');
  });

  it('keeps a single default tax', async () => {
    const created = await gql<{ createTax: { id: string; is_default: boolean } }>(
      'mutation { createTax(name: "City tax", rate: 2.5, is_default: true) { id is_default } }',
    );
    expect(created.data!.createTax.is_default).toBe(true);
    const defaults = await gql<{ allTaxes: { name: string }[] }>(
      '{ allTaxes(filter: { is_default: true }) { name } }',
    );
    expect(defaults.data!.allTaxes.map((t) => t.name)).toEqual(['City tax']);
  });

  it('keeps a tax rate of three decimals exactly, and refuses a fourth', async () => {
    const nyc = await gql<{ createTax: { rate: number } }>(
      'mutation { createTax(name: "New York City", rate: 8.875) { rate } }',
    );
    expect(nyc.data!.createTax.rate).toBe(8.875);
    const res = await gql('mutation { createTax(name: "Odd", rate: 1.0005) { id } }');
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', key: 'validation.decimals' });
    expect(res.errors![0]!.message).toBe(
      'The tax rate must be a currency-style value with at most 3 decimals',
    );
  });

  it('refuses a menu item whose category is not visible', async () => {
    const market = await gql<{ allCategories: { id: string }[] }>(
      '{ allCategories(filter: { q: "market" }) { id } }',
    );
    const res = await gql(
      'mutation ($c: ID) { createMenuItem(name: "Jam", category_id: $c, prices: [{ description: "Jar", price: 6 }]) { id } }',
      { c: market.data!.allCategories[0]!.id },
    );
    expect(res.errors![0]!.message).toBe('Select a visible category');
  });

  it('takes up to 6 prices, each with a description', async () => {
    const starters = await gql<{ allCategories: { id: string }[] }>(
      '{ allCategories(filter: { q: "starters" }) { id } }',
    );
    const c = starters.data!.allCategories[0]!.id;
    const prices = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ description: `Size ${i + 1}`, price: 2 + i }));
    const seven = await gql(
      'mutation ($c: ID, $p: [MenuItemPricesInput!]) { createMenuItem(name: "Sampler", category_id: $c, prices: $p) { id } }',
      {
        c,
        p: prices(7),
      },
    );
    expect(seven.errors![0]!.message).toBe('You have reached the limit of 6 prices to add');
    const noDescription = await gql(
      'mutation ($c: ID) { createMenuItem(name: "Sampler", category_id: $c, prices: [{ price: 3 }]) { id } }',
      { c },
    );
    expect(noDescription.errors![0]!.message).toBe('The price description is required');
    const six = await gql<{ createMenuItem: { prices: { description: string; price: number }[] } }>(
      'mutation ($c: ID, $p: [MenuItemPricesInput!]) { createMenuItem(name: "Sampler", category_id: $c, prices: $p) { prices { description price } } }',
      { c, p: prices(6) },
    );
    expect(six.data!.createMenuItem.prices).toHaveLength(6);
    expect(six.data!.createMenuItem.prices[5]).toEqual({ description: 'Size 6', price: 7 });
  });

  it('refuses to delete a category with items: "You can\'t delete Categories that have associated items"', async () => {
    const starters = await gql<{ allCategories: { id: string }[] }>(
      '{ allCategories(filter: { q: "starters" }) { id } }',
    );
    const id = starters.data!.allCategories[0]!.id;
    const res = await gql('mutation ($id: ID!) { deleteCategory(id: $id) { id } }', { id });
    expect(res.errors![0]!.message).toBe("You can't delete Categories that have associated items");
    expect(res.errors![0]!.extensions.code).toBe('DELETE_GUARDED');
    const bulk = await gql('mutation ($ids: [ID!]!) { deleteCategories(ids: $ids) { ids } }', { ids: [id] });
    expect(bulk.errors![0]!.extensions.code).toBe('DELETE_GUARDED');
    const still = await gql<{ Category: { id: string } }>('query ($id: ID!) { Category(id: $id) { id } }', {
      id,
    });
    expect(still.data!.Category.id).toBe(id);
  });

  it('refuses to delete a department with categories and a tax with items', async () => {
    const dep = await gql('mutation ($id: ID!) { deleteDepartment(id: $id) { id } }', { id: departmentId });
    expect(dep.errors![0]!.message).toBe("You can't delete Departments that have associated categories");
    const taxes = await gql<{ allTaxes: { id: string }[] }>('{ allTaxes(filter: { q: "state" }) { id } }');
    const tax = await gql('mutation ($id: ID!) { deleteTax(id: $id) { id } }', {
      id: taxes.data!.allTaxes[0]!.id,
    });
    expect(tax.errors![0]!.message).toBe("You can't delete a tax with menu items associated");
  });

  it('updates and deletes in bulk, all or nothing', async () => {
    const made = [];
    for (const name of ['Bulk A', 'Bulk B']) {
      const r = await gql<{ createDepartment: { id: string } }>(
        `mutation { createDepartment(name: "${name}") { id } }`,
      );
      made.push(r.data!.createDepartment.id);
    }
    const upd = await gql<{ updateDepartments: { ids: string[] } }>(
      'mutation ($ids: [ID!]!) { updateDepartments(ids: $ids, data: { status: "inactive" }) { ids } }',
      { ids: made },
    );
    expect(upd.data!.updateDepartments.ids).toEqual(made);
    const inactive = await gql<{ allDepartments: { name: string }[] }>(
      '{ allDepartments(filter: { status: "inactive" }) { name } }',
    );
    expect(inactive.data!.allDepartments.map((d) => d.name)).toEqual(['Bulk A', 'Bulk B']);
    // Renaming both to one name breaks uniqueness: neither changes.
    const clash = await gql(
      'mutation ($ids: [ID!]!) { updateDepartments(ids: $ids, data: { name: "Same" }) { ids } }',
      { ids: made },
    );
    expect(clash.errors![0]!.extensions.code).toBe('DUPLICATE');
    const same = await gql<{ _allDepartmentsMeta: { count: number } }>(
      '{ _allDepartmentsMeta(filter: { name: "Same" }) { count } }',
    );
    expect(same.data!._allDepartmentsMeta.count).toBe(0);
    const del = await gql<{ deleteDepartments: { ids: string[] } }>(
      'mutation ($ids: [ID!]!) { deleteDepartments(ids: $ids) { ids } }',
      { ids: made },
    );
    expect(del.data!.deleteDepartments.ids.sort()).toEqual([...made].sort());
  });

  it('never shows or changes another store’s records', async () => {
    // Demo Taqueria's owner: a store of its own with its own menu.
    const other = (await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' })).gql;
    const list = await other<{ allCategories: { name: string }[]; _allMenuItemsMeta: { count: number } }>(
      '{ allCategories { name } _allMenuItemsMeta { count } }',
    );
    expect(list.data).toEqual({
      allCategories: ['Antojitos', 'Bebidas', 'Postres', 'Tacos'].map((name) => ({ name })),
      _allMenuItemsMeta: { count: TAQUERIA_ITEM_NAMES.length },
    });
    const read = await other<{ Department: null }>('query ($id: ID!) { Department(id: $id) { id } }', {
      id: departmentId,
    });
    expect(read.data!.Department).toBeNull();
    const upd = await other('mutation ($id: ID!) { updateDepartment(id: $id, name: "Mine") { id } }', {
      id: departmentId,
    });
    expect(upd.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const del = await other('mutation ($id: ID!) { deleteDepartments(ids: [$id]) { ids } }', {
      id: departmentId,
    });
    expect(del.data ?? del.errors).toEqual({ deleteDepartments: { ids: [] } });
    const ref = await other(
      'mutation ($d: ID) { createCategory(name: "Borrowed", department_id: $d) { id } }',
      {
        d: departmentId,
      },
    );
    expect(ref.errors![0]!.extensions.key).toBe('errors.referenceMissing');
    // Same name as a Demo Bistro category: names are unique per store only.
    const own = await other<{ createDepartment: { name: string } }>(
      'mutation { createDepartment(name: "Kitchen") { name } }',
    );
    expect(own.data!.createDepartment.name).toBe('Kitchen');
    const mine = await gql<{ Department: { name: string } }>(
      'query ($id: ID!) { Department(id: $id) { name } }',
      {
        id: departmentId,
      },
    );
    expect(mine.data!.Department.name).toBe('Kitchen');
  });
});

describe('first start', () => {
  it('with SEED=none starts empty: no store, so no one can sign in', async () => {
    const server = await startServer('pglite', { seed: 'none' });
    try {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-owner-1' }),
      });
      expect(res.status).toBe(401);
      const stores = await server.database.db.selectFrom('store').select('id').execute();
      expect(stores).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
