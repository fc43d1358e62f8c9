import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulesExcept } from '../../src/core/permissions.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * Menu publishing: Demo Bistro's owner publishes parts of its menu to her other stores, Demo Café and
 * Demo Taqueria. A preview says per store what is created, updated and left alone, and writing does
 * exactly that, each record pointing at the receiving store's own records; a second publish changes
 * nothing; a store's own prices are kept unless replacing them is asked; a store where the user may
 * not write a kind, or where a rule refuses a record, is reported and left as it was while the
 * others are written.
 */

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const PLAN = `{ records stores { id name created updated unchanged written
  lines { kind name action fields pricesKept }
  refusal { code message params kind record } } }`;
const PREVIEW = `query ($input: MenuPublishInput!) { menuPublishPreview(input: $input) ${PLAN} }`;
const PUBLISH = `mutation ($input: MenuPublishInput!) { publishMenu(input: $input) ${PLAN} }`;

interface Line {
  kind: string;
  name: string;
  action: 'create' | 'update' | 'unchanged';
  fields: string[];
  pricesKept: boolean;
}
interface Store {
  id: string;
  name: string;
  created: number;
  updated: number;
  unchanged: number;
  written: boolean;
  lines: Line[];
  refusal: {
    code: string;
    message: string;
    params: string;
    kind: string | null;
    record: string | null;
  } | null;
}
interface Plan {
  records: number;
  stores: Store[];
}

const LIST = (plural: string, fields: string) => `{ all${plural}(perPage: 1000) { id ${fields} } }`;

describe.each(kinds)('menu publishing on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  const stores: Record<string, string> = {};
  const inStore: Record<string, Gql> = {};

  /** The owner's session moved to another store. */
  async function sessionIn(storeId: string, from = token): Promise<Gql> {
    const res = await fetch(`${server.url}/api/auth/select-store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${from}` },
      body: JSON.stringify({ storeId }),
    });
    const body = (await res.json()) as { data: { accessToken: string } };
    const t = body.data.accessToken;
    return async (query, variables) => {
      const r = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await r.json()) as never;
    };
  }

  async function ok<T>(gql: Gql, query: string, variables?: Record<string, unknown>): Promise<T> {
    const res = await gql<T>(query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  }

  const byName = async (gql: Gql, plural: string, fields = '') =>
    new Map(
      (
        (await ok<Record<string, Record<string, unknown>[]>>(gql, LIST(plural, `name ${fields}`)))[
          `all${plural}`
        ] ?? []
      ).map((row) => [String(row.name), row]),
    );

  const preview = async (input: Record<string, unknown>, gql = owner) =>
    (await ok<{ menuPublishPreview: Plan }>(gql, PREVIEW, { input })).menuPublishPreview;
  const publish = async (input: Record<string, unknown>, gql = owner) =>
    (await ok<{ publishMenu: Plan }>(gql, PUBLISH, { input })).publishMenu;
  const storeOf = (plan: Plan, id: string) => plan.stores.find((s) => s.id === id)!;
  const line = (s: Store, kind: string, name: string) =>
    s.lines.find((l) => l.kind === kind && l.name === name);

  beforeAll(async () => {
    server = await startServer(kind);
    const session = await signIn(server);
    owner = session.gql;
    token = session.token;
    const list = await ok<{ menuPublishStores: { id: string; name: string }[] }>(
      owner,
      '{ menuPublishStores { id name } }',
    );
    for (const s of list.menuPublishStores) stores[s.name] = s.id;
    inStore.cafe = await sessionIn(stores['Demo Café']!);
    inStore.taqueria = await sessionIn(stores['Demo Taqueria']!);
  }, 120_000);

  afterAll(() => server?.close());

  it('offers the other stores where the user holds the Menu Items rights, never the one he is in', () => {
    expect(Object.keys(stores).sort()).toEqual(['Demo Café', 'Demo Taqueria']);
  });

  it('previews a category with what it needs, writes nothing, then publishes exactly what it previewed', async () => {
    const categories = await byName(owner, 'Categories');
    const input = {
      selection: { categories: [categories.get('Starters')!.id] },
      stores: [stores['Demo Café']],
    };
    const before = await byName(inStore.cafe!, 'MenuItems');

    const plan = await preview(input);
    const cafe = storeOf(plan, stores['Demo Café']!);
    expect(cafe.refusal).toBeNull();
    expect(cafe.written).toBe(false);
    // The category, its department, its six items and the tax they are charged: all new in the Café.
    expect(line(cafe, 'category', 'Starters')?.action).toBe('create');
    expect(line(cafe, 'department', 'Kitchen')?.action).toBe('create');
    expect(line(cafe, 'tax', 'State sales tax')?.action).toBe('create');
    const items = cafe.lines.filter((l) => l.kind === 'menu_item');
    expect(items.map((l) => l.name).sort()).toEqual(
      [
        'Bruschetta Trio',
        'Chicken Wings',
        'Crispy Calamari',
        'Loaded Nachos',
        'Shrimp Cocktail',
        'Spinach Artichoke Dip',
      ].sort(),
    );
    expect(plan.records).toBe(cafe.lines.length);
    expect(await byName(inStore.cafe!, 'MenuItems')).toEqual(before);

    const done = await publish(input);
    const written = storeOf(done, stores['Demo Café']!);
    expect(written.written).toBe(true);
    expect(written.lines).toEqual(cafe.lines);
    expect([written.created, written.updated]).toEqual([cafe.created, cafe.updated]);

    // Each record points at the Café's own: its department, its category, its tax.
    const theirs = await byName(
      inStore.cafe!,
      'MenuItems',
      'prices { description price } category_id tax_id',
    );
    const ours = await byName(owner, 'MenuItems', 'prices { description price }');
    const cafeCategories = await byName(inStore.cafe!, 'Categories', 'department_id');
    const cafeDepartments = await byName(inStore.cafe!, 'Departments');
    const cafeTaxes = await byName(inStore.cafe!, 'Taxes', 'is_default');
    expect(cafeCategories.get('Starters')!.department_id).toBe(cafeDepartments.get('Kitchen')!.id);
    const calamari = theirs.get('Crispy Calamari')!;
    expect(calamari.category_id).toBe(cafeCategories.get('Starters')!.id);
    expect(calamari.tax_id).toBe(cafeTaxes.get('State sales tax')!.id);
    expect(calamari.prices).toEqual(ours.get('Crispy Calamari')!.prices);
    // The Café keeps its own default tax.
    expect(cafeTaxes.get('Sales tax')!.is_default).toBe(true);
    expect(cafeTaxes.get('State sales tax')!.is_default).toBe(false);

    // Written in the Café's own system log, by the owner.
    const logs = await ok<{ allSystemLogs: { entity: string; action: string; user_id: string }[] }>(
      inStore.cafe!,
      '{ allSystemLogs(perPage: 100, filter: { entity: "menu-item" }) { entity action user_id } }',
    );
    expect(logs.allSystemLogs.filter((l) => l.action === 'create').length).toBeGreaterThanOrEqual(6);

    // Publishing again finds everything already there: nothing is created twice.
    const again = storeOf(await publish(input), stores['Demo Café']!);
    expect([again.created, again.updated, again.unchanged]).toEqual([0, 0, cafe.lines.length]);
    expect((await byName(inStore.cafe!, 'MenuItems')).size).toBe(theirs.size);
  });

  it('publishes a hidden category with its items, hidden there too', async () => {
    // Items are added to a category while it is shown; hidden later, it keeps them.
    const departments = await byName(owner, 'Departments');
    const pantry = (
      await ok<{ createCategory: { id: string } }>(
        owner,
        'mutation ($d: ID!) { createCategory(name: "Pantry", department_id: $d, visible: true) { id } }',
        { d: departments.get('Retail')!.id },
      )
    ).createCategory.id;
    for (const name of ['Olive Oil', 'Sea Salt'])
      await ok(
        owner,
        'mutation ($n: String!, $c: ID!) { createMenuItem(name: $n, category_id: $c, prices: [{ description: "Jar", price: 9 }]) { id } }',
        { n: name, c: pantry },
      );
    await ok(owner, 'mutation ($id: ID!) { updateCategory(id: $id, visible: false) { id } }', { id: pantry });

    const done = await publish({ selection: { categories: [pantry] }, stores: [stores['Demo Café']] });
    expect(storeOf(done, stores['Demo Café']!)).toMatchObject({ written: true, refusal: null, created: 4 });
    const theirs = await byName(inStore.cafe!, 'Categories', 'visible');
    expect(theirs.get('Pantry')!.visible).toBe(false);
    const items = await byName(inStore.cafe!, 'MenuItems', 'category_id');
    expect(items.get('Olive Oil')!.category_id).toBe(theirs.get('Pantry')!.id);
    expect(items.get('Sea Salt')!.category_id).toBe(theirs.get('Pantry')!.id);
  });

  it('updates what changed here, keeps a price the store set itself unless replacing is asked', async () => {
    const categories = await byName(owner, 'Categories');
    const input = {
      selection: { categories: [categories.get('Starters')!.id] },
      stores: [stores['Demo Café']],
    };
    await publish(input);
    const ours = await byName(owner, 'MenuItems', 'description prices { description price }');
    const cafe = await byName(inStore.cafe!, 'MenuItems', 'prices { description price }');
    // The Café sets its own price for the calamari; here the nachos and the calamari get dearer.
    await ok(
      inStore.cafe!,
      'mutation ($id: ID!) { updateMenuItem(id: $id, prices: [{ description: "Regular", price: 12.75 }]) { id } }',
      {
        id: cafe.get('Crispy Calamari')!.id,
      },
    );
    await ok(
      owner,
      'mutation ($id: ID!) { updateMenuItem(id: $id, prices: [{ description: "Regular", price: 12 }], description: "Lemon aioli") { id } }',
      {
        id: ours.get('Crispy Calamari')!.id,
      },
    );
    await ok(
      owner,
      'mutation ($id: ID!) { updateMenuItem(id: $id, prices: [{ description: "Half", price: 9 }, { description: "Full", price: 14 }]) { id } }',
      {
        id: ours.get('Loaded Nachos')!.id,
      },
    );

    const plan = storeOf(await preview(input), stores['Demo Café']!);
    expect(line(plan, 'menu_item', 'Crispy Calamari')).toMatchObject({
      action: 'update',
      fields: ['description'],
      pricesKept: true,
    });
    expect(line(plan, 'menu_item', 'Loaded Nachos')).toMatchObject({
      action: 'update',
      fields: ['prices'],
      pricesKept: false,
    });
    expect(line(plan, 'menu_item', 'Bruschetta Trio')?.action).toBe('unchanged');

    await publish(input);
    const after = await byName(inStore.cafe!, 'MenuItems', 'description prices { description price }');
    expect(after.get('Crispy Calamari')).toMatchObject({
      description: 'Lemon aioli',
      prices: [{ description: 'Regular', price: 12.75 }],
    });
    expect(after.get('Loaded Nachos')!.prices).toEqual([
      { description: 'Half', price: 9 },
      { description: 'Full', price: 14 },
    ]);
    // Still the Café's own price on the next publish, until replacing is asked.
    expect(
      line(storeOf(await preview(input), stores['Demo Café']!), 'menu_item', 'Crispy Calamari'),
    ).toMatchObject({
      action: 'unchanged',
      pricesKept: true,
    });
    const replaced = storeOf(await publish({ ...input, replacePrices: true }), stores['Demo Café']!);
    expect(line(replaced, 'menu_item', 'Crispy Calamari')).toMatchObject({
      action: 'update',
      fields: ['prices'],
    });
    expect(
      (await byName(inStore.cafe!, 'MenuItems', 'prices { price }')).get('Crispy Calamari')!.prices,
    ).toEqual([{ price: 12 }]);
  });

  it("matches a store's records by name the first time, and by origin after a rename", async () => {
    // The Taqueria names a modifier prefix as the Bistro does; publishing the group updates its own.
    const groups = await byName(owner, 'ModifierGroups');
    const input = {
      selection: { modifierGroups: [groups.get('Extras')!.id] },
      stores: [stores['Demo Taqueria']],
    };
    const taqPrefixes = await byName(inStore.taqueria!, 'ModifierPrefixes');
    const plan = storeOf(await preview(input), stores['Demo Taqueria']!);
    for (const name of ['Add', 'Extra', 'No', 'Side'])
      expect(line(plan, 'modifier_prefix', name)?.action).toBe(
        taqPrefixes.has(name) ? 'unchanged' : 'create',
      );
    await publish(input);
    const published = await byName(inStore.taqueria!, 'ModifierGroups', 'modifier_item_ids');
    expect(published.get('Extras')!.modifier_item_ids).toHaveLength(5);

    // Renamed here, the group is renamed there: the same record, not a second one.
    await ok(owner, 'mutation ($id: ID!) { updateModifierGroup(id: $id, name: "Add-ons") { id } }', {
      id: groups.get('Extras')!.id,
    });
    const renamed = storeOf(await publish(input), stores['Demo Taqueria']!);
    expect(line(renamed, 'modifier_group', 'Add-ons')).toMatchObject({ action: 'update', fields: ['name'] });
    const after = await byName(inStore.taqueria!, 'ModifierGroups');
    expect(after.has('Extras')).toBe(false);
    expect(after.get('Add-ons')!.id).toBe(published.get('Extras')!.id);
  });

  it('reports a store refused by a rule and writes nothing there, while the other store is written', async () => {
    const prefixes = await byName(owner, 'ModifierPrefixes');
    const input = {
      selection: { modifierPrefixes: [prefixes.get('Light')!.id] },
      stores: [stores['Demo Taqueria'], stores['Demo Café']],
    };
    await publish(input);
    // Renamed here to a name the Taqueria already gives another prefix of its own.
    await ok(inStore.taqueria!, 'mutation { createModifierPrefix(name: "Lite") { id } }');
    await ok(owner, 'mutation ($id: ID!) { updateModifierPrefix(id: $id, name: "Lite") { id } }', {
      id: prefixes.get('Light')!.id,
    });
    const items = await byName(owner, 'ModifierItems');
    const both = {
      ...input,
      selection: { modifierPrefixes: [prefixes.get('Light')!.id], modifierItems: [items.get('Avocado')!.id] },
    };
    await ok(owner, 'mutation ($id: ID!) { updateModifierItem(id: $id, price: 2.5) { id } }', {
      id: items.get('Avocado')!.id,
    });
    const taqBefore = await byName(inStore.taqueria!, 'ModifierItems', 'price');

    const done = await publish(both);
    const taq = storeOf(done, stores['Demo Taqueria']!);
    expect(taq.written).toBe(false);
    expect(taq.refusal).toMatchObject({
      code: 'DUPLICATE',
      message: 'errors.duplicate',
      kind: 'modifier_prefix',
      record: 'Lite',
    });
    // Nothing of the publish stands in the Taqueria: the avocado, written first, is rolled back.
    expect(await byName(inStore.taqueria!, 'ModifierItems', 'price')).toEqual(taqBefore);
    const cafe = storeOf(done, stores['Demo Café']!);
    expect(cafe.written).toBe(true);
    expect((await byName(inStore.cafe!, 'ModifierPrefixes')).has('Lite')).toBe(true);
    expect((await byName(inStore.cafe!, 'ModifierItems', 'price')).get('Avocado')!.price).toBe(2.5);
  });

  it('refuses a store where the user may not write a kind, naming it, and publishes to the others', async () => {
    // Lena edits the menu in the Bistro and the Taqueria; in the Café she may change menu items but
    // not Business Info (departments, categories, taxes).
    const lena = { email: 'lena.menu@demo.test', password: 'lena-menu-1' };
    const job = async (gql: Gql, name: string, off: string[]) =>
      (
        await ok<{ createJob: { id: string } }>(
          gql,
          'mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
          {
            n: name,
            m: modulesExcept(off).map(({ code, status, permissions }) => ({ code, status, permissions })),
          },
        )
      ).createJob.id;
    const hire = async (gql: Gql, jobId: string, password?: string) =>
      ok(
        gql,
        `mutation ($job: ID!, $email: String, $password: String) {
          createEmployee(first_name: "Lena", last_name: "Menu", email: $email, password: $password, pos_pin: "70811",
            salary: 15, job_ids: [$job]) { id } }`,
        { job: jobId, email: lena.email, password },
      );
    const outside = ['settings-office', 'employees-office', 'reports-office', 'pos'];
    await hire(owner, await job(owner, 'Menu lead', outside), lena.password);
    await hire(inStore.taqueria!, await job(inStore.taqueria!, 'Menu lead', outside));
    await hire(inStore.cafe!, await job(inStore.cafe!, 'Item editor', [...outside, 'business-info']));
    const asLena = (await signIn(server, lena)).gql;

    const categories = await byName(owner, 'Categories');
    const input = {
      selection: { categories: [categories.get('Desserts')!.id] },
      stores: [stores['Demo Café'], stores['Demo Taqueria']],
    };
    const cafeCategories = await byName(inStore.cafe!, 'Categories');
    const plan = await preview(input, asLena);
    expect(storeOf(plan, stores['Demo Café']!).refusal).toMatchObject({
      code: '597-1',
      message: 'menuPublishing.errors.rightsOf',
      kind: 'department',
    });
    expect(JSON.parse(storeOf(plan, stores['Demo Café']!).refusal!.params)).toEqual({ kind: 'department' });
    const done = await publish(input, asLena);
    expect(storeOf(done, stores['Demo Café']!).written).toBe(false);
    expect(storeOf(done, stores['Demo Taqueria']!).written).toBe(true);
    expect(await byName(inStore.cafe!, 'Categories')).toEqual(cafeCategories);
    expect((await byName(inStore.taqueria!, 'Categories')).has('Desserts')).toBe(true);
  });

  it('refuses what cannot be published with its messages', async () => {
    const categories = await byName(owner, 'Categories');
    const sel = { categories: [categories.get('Starters')!.id] };
    const refusal = async (input: Record<string, unknown>) =>
      (await owner(PREVIEW, { input })).errors?.[0]?.extensions.key;
    expect(await refusal({ selection: {}, stores: [stores['Demo Café']] })).toBe(
      'menuPublishing.errors.nothingChosen',
    );
    expect(await refusal({ selection: sel, stores: [] })).toBe('menuPublishing.errors.noStore');
    const me = await ok<{ menuPublishStores: unknown[] }>(owner, '{ menuPublishStores { id } }');
    expect(me.menuPublishStores).toHaveLength(2);
    const bistro = (await byName(inStore.cafe!, 'Categories')).get('Starters')!.id as string;
    expect(await refusal({ selection: { categories: [bistro] }, stores: [stores['Demo Café']] })).toBe(
      'menuPublishing.errors.missing',
    );
    expect(await refusal({ selection: sel, stores: ['00000000-0000-7000-8000-000000000000'] })).toBe(
      'menuPublishing.errors.badStore',
    );
    // Someone without the Menu Items rights: the page's operations are closed to him.
    const host = { email: 'omar.host@demo.test', password: 'omar-host-1' };
    const job = await ok<{ createJob: { id: string } }>(
      owner,
      'mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
      {
        n: 'Host',
        m: modulesExcept(['menu-items', 'pos']).map(({ code, status, permissions }) => ({
          code,
          status,
          permissions,
        })),
      },
    );
    await ok(
      owner,
      `mutation ($job: ID!, $email: String, $password: String) {
        createEmployee(first_name: "Omar", last_name: "Host", email: $email, password: $password, pos_pin: "70812",
          salary: 15, job_ids: [$job]) { id } }`,
      { job: job.createJob.id, ...host },
    );
    const asHost = (await signIn(server, host)).gql;
    expect((await asHost('{ menuPublishStores { id } }')).errors?.[0]?.extensions.code).toBe('597-1');
    expect(
      (await asHost(PUBLISH, { input: { selection: sel, stores: [stores['Demo Café']] } })).errors?.[0]
        ?.extensions.code,
    ).toBe('597-1');
  });
});
