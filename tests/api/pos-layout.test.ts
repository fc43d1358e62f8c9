import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const MENU_READER = { email: 'menu.reader@demo.test', password: 'menu-reader-1', pin: '80452' };
const NOT_AUTHORIZED = 'You are not authorized!';

interface PosLayout {
  columns: number;
  saved: boolean;
  updated_at: string | null;
  limits: { minColumns: number; maxColumns: number; maxTabs: number; maxButtons: number };
  tabs: {
    category_id: string;
    name: string;
    color: string;
    buttons: { menu_item_id: string; name: string; price: number | null }[];
  }[];
}

interface LayoutInput {
  columns: number;
  tabs: { category_id: string; menu_item_ids: string[] }[];
}

const LAYOUT = `columns saved updated_at limits { minColumns maxColumns maxTabs maxButtons }
  tabs { category_id name color buttons { menu_item_id name price } }`;
const SAVE = `mutation ($layout: PosMenuLayoutInput!) { savePosMenuLayout(layout: $layout) { ${LAYOUT} } }`;

interface Category {
  id: string;
  name: string;
  color: string;
  visible: boolean;
}
interface Item {
  id: string;
  name: string;
  category_id: string;
  status: string;
  prices: { price: number }[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/*
 * The POS menu layout over HTTP: what the point of sale reads (`posMenuLayout`) and what the menu
 * builder writes (`savePosMenuLayout`), for Demo Bistro's owner. The tests run in order and share the
 * store's layout.
 */
describeEachDb('POS menu layout on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let categories: Category[];
  let items: Item[];

  const read = async (gql: Gql = owner) => {
    const res = await gql<{ posMenuLayout: PosLayout }>(`{ posMenuLayout { ${LAYOUT} } }`);
    expect(res.errors).toBeUndefined();
    return res.data!.posMenuLayout;
  };
  const save = (layout: LayoutInput, gql: Gql = owner) =>
    gql<{ savePosMenuLayout: PosLayout }>(SAVE, { layout });
  const refusal = async (layout: LayoutInput) => {
    const res = await save(layout);
    expect(res.data).toBeNull();
    return res.errors![0]!;
  };
  const shape = (layout: PosLayout): LayoutInput => ({
    columns: layout.columns,
    tabs: layout.tabs.map((t) => ({
      category_id: t.category_id,
      menu_item_ids: t.buttons.map((b) => b.menu_item_id),
    })),
  });
  const itemsOf = (categoryId: string) => items.filter((i) => i.category_id === categoryId).sort(byName);
  const category = (name: string) => categories.find((c) => c.name === name)!;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    const menu = await owner<{ allCategories: Category[]; allMenuItems: Item[] }>(
      `{ allCategories(perPage: 100) { id name color visible }
         allMenuItems(perPage: 1000) { id name category_id status prices { price } } }`,
    );
    expect(menu.errors).toBeUndefined();
    ({ allCategories: categories, allMenuItems: items } = menu.data!);
  });
  afterAll(() => server?.close());

  it("answers the demo's saved layout; until a store saves one, every visible category by name with its items by name", async () => {
    const saved = await read();
    expect(saved).toMatchObject({ columns: 5, saved: true });
    expect(saved.tabs.map((t) => t.name)).toEqual([
      'Beer',
      'Burgers & Sandwiches',
      'Entrées',
      'Starters',
      'Desserts',
    ]);

    // Demo Taqueria has saved none.
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const theirs = await owner2<{ allCategories: Category[]; allMenuItems: Item[] }>(
      `{ allCategories(perPage: 100) { id name color visible }
         allMenuItems(perPage: 1000) { id name category_id status prices { price } } }`,
    );
    const layout = await read(owner2);
    expect(layout).toMatchObject({ columns: 5, saved: false, updated_at: null });
    expect(layout.limits).toEqual({ minColumns: 4, maxColumns: 8, maxTabs: 50, maxButtons: 200 });
    const visible = theirs.data!.allCategories.filter((c) => c.visible).sort(byName);
    expect(layout.tabs.map((t) => t.name)).toEqual(visible.map((c) => c.name));
    for (const tab of layout.tabs) {
      const c = visible.find((x) => x.name === tab.name)!;
      expect(tab).toMatchObject({ category_id: c.id, color: c.color });
      expect(tab.buttons).toEqual(
        theirs
          .data!.allMenuItems.filter((i) => i.category_id === c.id)
          .sort(byName)
          .map((i) => ({ menu_item_id: i.id, name: i.name, price: i.prices[0]!.price })),
      );
    }
  });

  it('saves tabs and buttons in the order given, reads them back, and logs the change', async () => {
    const [first, second] = (await read()).tabs;
    const layout: LayoutInput = {
      columns: 6,
      tabs: [
        {
          category_id: second!.category_id,
          menu_item_ids: second!.buttons.map((b) => b.menu_item_id).reverse(),
        },
        { category_id: first!.category_id, menu_item_ids: [first!.buttons[1]!.menu_item_id] },
      ],
    };
    const res = await save(layout);
    expect(res.errors).toBeUndefined();
    const answer = res.data!.savePosMenuLayout;
    expect(shape(answer)).toEqual(layout);
    expect(answer.saved).toBe(true);
    expect(answer.tabs[0]!.buttons[0]!.name).toBe(second!.buttons.at(-1)!.name);

    const back = await read();
    expect(shape(back)).toEqual(layout);
    expect(back.saved).toBe(true);
    expect(Date.parse(back.updated_at!)).toBeGreaterThan(Date.now() - 60_000);

    // The same item may be on several tabs, once on each.
    const again: LayoutInput = {
      ...layout,
      tabs: [
        ...layout.tabs,
        { category_id: category('Desserts').id, menu_item_ids: layout.tabs[1]!.menu_item_ids },
      ],
    };
    expect((await save(again)).errors).toBeUndefined();
    const log = await owner<{
      allSystemLogs: { action: string; record_id: string; before: string; after: string }[];
    }>(
      `{ allSystemLogs(perPage: 2, filter: { entity: "pos-menu-layout" }) { action record_id before after } }`,
    );
    // The demo's seed made the layout; these two saves changed it.
    const [update, earlier] = log.data!.allSystemLogs;
    expect(earlier!.action).toBe('update');
    expect(JSON.parse(earlier!.after)).toEqual(layout);
    expect(update!.action).toBe('update');
    expect(JSON.parse(update!.before)).toEqual(layout);
    expect(JSON.parse(update!.after)).toEqual(again);
    expect(update!.record_id).toBe(earlier!.record_id);
  });

  it('refuses a category or an item of another store, or of none, and names it', async () => {
    const before = shape(await read());
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const theirs = await owner2<{ allCategories: { id: string }[]; allMenuItems: { id: string }[] }>(
      '{ allCategories(perPage: 1) { id } allMenuItems(perPage: 1) { id } }',
    );
    const foreignCategory = theirs.data!.allCategories[0]!.id;
    const foreignItem = theirs.data!.allMenuItems[0]!.id;
    const mine = before.tabs[0]!.category_id;

    let error = await refusal({ columns: 5, tabs: [{ category_id: foreignCategory, menu_item_ids: [] }] });
    expect(error.extensions).toMatchObject({
      code: 'VALIDATION',
      key: 'posMenuBuilder.errors.unknownCategory',
    });
    expect(error.message).toBe(`The category ${foreignCategory} does not exist in this store`);

    error = await refusal({ columns: 5, tabs: [{ category_id: mine, menu_item_ids: [foreignItem] }] });
    expect(error.extensions).toMatchObject({ code: 'VALIDATION', key: 'posMenuBuilder.errors.unknownItem' });
    expect(error.message).toBe(`The menu item ${foreignItem} does not exist in this store`);

    error = await refusal({ columns: 5, tabs: [{ category_id: mine, menu_item_ids: ['not-an-id'] }] });
    expect(error.message).toBe('The menu item not-an-id does not exist in this store');

    // The other store's layout is its own: still the default one.
    const res = await owner2<{ posMenuLayout: PosLayout }>(`{ posMenuLayout { ${LAYOUT} } }`);
    expect(res.data!.posMenuLayout.saved).toBe(false);
    expect(res.data!.posMenuLayout.tabs.map((t) => t.category_id)).not.toContain(mine);
    // Nothing was written.
    expect(shape(await read())).toEqual(before);
  });

  it('refuses an item twice on a tab, a category twice, a hidden one, and sizes past the limits', async () => {
    const starters = category('Starters');
    const [one, two] = itemsOf(starters.id);
    const hidden = categories.find((c) => !c.visible)!;

    let error = await refusal({
      columns: 5,
      tabs: [{ category_id: starters.id, menu_item_ids: [one!.id, two!.id, one!.id] }],
    });
    expect(error.message).toBe(`The menu item ${one!.name} is on the tab Starters more than once`);
    error = await refusal({
      columns: 5,
      tabs: [
        { category_id: starters.id, menu_item_ids: [] },
        { category_id: starters.id, menu_item_ids: [] },
      ],
    });
    expect(error.message).toBe('The category Starters is on more than one tab');
    error = await refusal({ columns: 5, tabs: [{ category_id: hidden.id, menu_item_ids: [] }] });
    expect(error.message).toBe(`The category ${hidden.name} is hidden or inactive: the POS does not show it`);
    for (const columns of [3, 9]) {
      error = await refusal({ columns, tabs: [] });
      expect(error.message).toBe('The grid has from 4 to 8 columns');
    }
    error = await refusal({
      columns: 5,
      tabs: Array.from({ length: 51 }, () => ({ category_id: starters.id, menu_item_ids: [] })),
    });
    expect(error.message).toBe('The POS shows at most 50 tabs');
  });

  it('refuses reading and saving to a job without the menu builder permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Menu reader", modules: $m) { id } }',
      { m: [{ code: 'menu-items', status: true, permissions: [{ code: 'menu-items', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Mona", last_name: "Reader", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...MENU_READER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, MENU_READER);
    // The job opens the menu items themselves, not their POS layout.
    expect((await reader('{ allMenuItems(perPage: 1) { id } }')).errors).toBeUndefined();

    const query = await reader(`{ posMenuLayout { columns } }`);
    expect(query.errors![0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
    const saving = await save({ columns: 5, tabs: [] }, reader);
    expect(saving.errors![0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
  });

  it('leaves out on read what has been deleted or made inactive since it was saved', async () => {
    const departments = await owner<{ allDepartments: { id: string }[] }>(
      '{ allDepartments(perPage: 1) { id } }',
    );
    const made = await owner<{ createCategory: { id: string } }>(
      'mutation ($d: ID!) { createCategory(name: "Pop-up", department_id: $d, color: "#6a1b9a") { id } }',
      { d: departments.data!.allDepartments[0]!.id },
    );
    const popUp = made.data!.createCategory.id;
    const item = async (name: string) =>
      (
        await owner<{ createMenuItem: { id: string } }>(
          'mutation ($n: String, $c: ID!) { createMenuItem(name: $n, category_id: $c, prices: [{ description: "Regular", price: 7.5 }]) { id } }',
          { n: name, c: popUp },
        )
      ).data!.createMenuItem.id;
    const [gone, resting, kept] = [await item('Gone Soon'), await item('Resting'), await item('Kept')];
    const starters = category('Starters').id;
    const layout: LayoutInput = {
      columns: 4,
      tabs: [
        { category_id: popUp, menu_item_ids: [gone, resting, kept] },
        { category_id: starters, menu_item_ids: [kept, gone] },
      ],
    };
    expect((await save(layout)).errors).toBeUndefined();

    expect(
      (await owner('mutation ($id: ID!) { deleteMenuItem(id: $id) { id } }', { id: gone })).errors,
    ).toBeUndefined();
    await owner('mutation ($id: ID!) { updateMenuItem(id: $id, status: "inactive") { id } }', {
      id: resting,
    });
    let back = await read();
    expect(back.tabs.map((t) => ({ name: t.name, buttons: t.buttons.map((b) => b.name) }))).toEqual([
      { name: 'Pop-up', buttons: ['Kept'] },
      { name: 'Starters', buttons: ['Kept'] },
    ]);
    expect(back.tabs[0]).toMatchObject({ color: '#6a1b9a', buttons: [{ menu_item_id: kept, price: 7.5 }] });

    for (const id of [resting, kept])
      await owner('mutation ($id: ID!) { deleteMenuItem(id: $id) { id } }', { id });
    expect(
      (await owner('mutation ($id: ID!) { deleteCategory(id: $id) { id } }', { id: popUp })).errors,
    ).toBeUndefined();
    back = await read();
    expect(back.tabs.map((t) => t.name)).toEqual(['Starters']);
    expect(back.tabs[0]!.buttons).toEqual([]);
    expect(back.columns).toBe(4);
  });
});
