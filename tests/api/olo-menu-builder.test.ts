import { afterAll, beforeAll, expect, it } from 'vitest';
import es from '../../locales/es.json' with { type: 'json' };
import { guestToken, olo } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const ONLINE_READER = { email: 'online.reader@demo.test', password: 'online-reader-1', pin: '80461' };
const NOT_AUTHORIZED = 'You are not authorized!';

interface BuilderItem {
  id: string;
  name: string;
  olo_name: string | null;
  online_sale: boolean;
  image_id: string | null;
}
interface BuilderMenu {
  saved: boolean;
  categories: { id: string; name: string; items: BuilderItem[] }[];
}
interface MenuInput {
  categories: {
    category_id: string;
    items: { menu_item_id: string; olo_name?: string | null; online_sale: boolean }[];
  }[];
}

const FIELDS = 'saved categories { id name items { id name olo_name online_sale image_id } }';
const SAVE = `mutation ($menu: OloMenuInput!) { saveOloMenu(menu: $menu) { ${FIELDS} } }`;
const GUEST_MENU = '{ menu { categories { id name items { id name } } } }';

/** A builder's menu as it would be sent back unchanged. */
const asInput = (menu: BuilderMenu): MenuInput => ({
  categories: menu.categories.map((c) => ({
    category_id: c.id,
    items: c.items.map((i) => ({ menu_item_id: i.id, olo_name: i.olo_name, online_sale: i.online_sale })),
  })),
});

/*
 * The OLO menu builder over HTTP: what it reads (`oloMenuBuilder`), what it saves (`saveOloMenu`:
 * the order, the items' online names and whether they are sold online), its refusals, its permission,
 * and the online-ordering API answering the menu in the saved order. The tests run in order and share
 * Demo Bistro's menu.
 */
describeEachDb('OLO menu builder on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;

  const read = async () => {
    const res = await owner<{ oloMenuBuilder: BuilderMenu }>(`{ oloMenuBuilder { ${FIELDS} } }`);
    expect(res.errors).toBeUndefined();
    return res.data!.oloMenuBuilder;
  };
  const save = (menu: MenuInput, gql: Gql = owner) => gql<{ saveOloMenu: BuilderMenu }>(SAVE, { menu });
  const guestMenu = async () => {
    const res = await olo(server, GUEST_MENU, {}, { token });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.menu as unknown as {
      categories: { id: string; name: string; items: { id: string; name: string }[] }[];
    };
  };

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    token = await guestToken(server);
  });
  afterAll(() => server?.close());

  it('reads the online menu by name until an order is saved, as the ordering API answers it', async () => {
    const menu = await read();
    expect(menu.saved).toBe(false);
    const names = menu.categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const guest = await guestMenu();
    expect(guest.categories.map((c) => c.name)).toEqual(
      menu.categories.filter((c) => c.items.some((i) => i.online_sale)).map((c) => c.name),
    );
    const beer = menu.categories.find((c) => c.name === 'Beer')!;
    expect(beer.items.map((i) => i.name)).toEqual(['House Lager', 'IPA', 'Seasonal Draft', 'Stout']);
  });

  it('saves the order, online names and what is sold online in one write; guests see it so', async () => {
    const menu = await read();
    const input = asInput(menu);
    // Beer first; in it, Stout first and IPA taken off the online menu; House Lager renamed.
    const beerAt = input.categories.findIndex(
      (c) => menu.categories[input.categories.indexOf(c)]!.name === 'Beer',
    );
    const [beer] = input.categories.splice(beerAt, 1);
    input.categories.unshift(beer!);
    const byName = new Map(menu.categories[beerAt]!.items.map((i) => [i.name, i.id]));
    beer!.items = [
      { menu_item_id: byName.get('Stout')!, online_sale: true },
      { menu_item_id: byName.get('House Lager')!, olo_name: '  Lager of the House ', online_sale: true },
      { menu_item_id: byName.get('Seasonal Draft')!, online_sale: true },
      { menu_item_id: byName.get('IPA')!, online_sale: false },
    ];
    const res = await save(input);
    expect(res.errors).toBeUndefined();
    const saved = res.data!.saveOloMenu;
    expect(saved.saved).toBe(true);
    expect(saved.categories[0]!.name).toBe('Beer');
    expect(saved.categories[0]!.items.map((i) => [i.name, i.olo_name, i.online_sale])).toEqual([
      ['Stout', null, true],
      ['House Lager', 'Lager of the House', true],
      ['Seasonal Draft', null, true],
      ['IPA', null, false],
    ]);
    expect(await read()).toEqual(saved);

    const guest = await guestMenu();
    expect(guest.categories[0]!.name).toBe('Beer');
    expect(guest.categories[0]!.items.map((i) => i.name)).toEqual([
      'Stout',
      'Lager of the House',
      'Seasonal Draft',
    ]);
    expect(guest.categories.slice(1).map((c) => c.id)).toEqual(
      saved.categories
        .slice(1)
        .filter((c) => c.items.some((i) => i.online_sale))
        .map((c) => c.id),
    );
    // The item records carry the change, as the menu item form shows it.
    const ipa = await owner<{ MenuItem: { online_sale: boolean } }>(
      'query ($id: ID!) { MenuItem(id: $id) { online_sale } }',
      { id: byName.get('IPA') },
    );
    expect(ipa.data!.MenuItem.online_sale).toBe(false);
  });

  it('places an item made after the save at the end of its category, by name', async () => {
    const menu = await read();
    const beer = menu.categories[0]!;
    const made = await owner<{ createMenuItem: { id: string } }>(
      'mutation ($c: ID!) { createMenuItem(name: "Amber Ale", category_id: $c, online_sale: true, prices: [{ description: "Pint", price: 7 }]) { id } }',
      { c: beer.id },
    );
    expect(made.errors).toBeUndefined();
    const guest = await guestMenu();
    expect(guest.categories[0]!.items.map((i) => i.name)).toEqual([
      'Stout',
      'Lager of the House',
      'Seasonal Draft',
      'Amber Ale',
    ]);
  });

  it("refuses a menu naming what is not the store's, twice, elsewhere or too long, writing nothing", async () => {
    const before = await read();
    const input = asInput(before);
    const [first, second] = input.categories;
    const refused = async (menu: MenuInput) => {
      const res = await save(menu);
      expect(res.data).toBeNull();
      return res.errors![0]!;
    };
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await refused({ categories: [{ category_id: unknown, items: [] }] })).message).toBe(
      `The category ${unknown} does not exist in this store`,
    );
    expect((await refused({ categories: [{ category_id: 'not-an-id', items: [] }] })).message).toBe(
      'The category not-an-id does not exist in this store',
    );
    expect((await refused({ categories: [first!, first!] })).message).toBe(
      `The category ${before.categories[0]!.name} is listed more than once`,
    );
    const item = first!.items[0]!;
    expect((await refused({ categories: [{ ...first!, items: [item, item] }] })).message).toBe(
      `The menu item ${before.categories[0]!.items[0]!.name} is listed more than once`,
    );
    expect((await refused({ categories: [{ ...second!, items: [item] }] })).message).toBe(
      `The menu item ${before.categories[0]!.items[0]!.name} is not in the category ${before.categories[1]!.name}`,
    );
    const long = { ...first!, items: [{ ...item, olo_name: 'x'.repeat(81) }] };
    expect((await refused({ categories: [long] })).message).toBe(
      `The online name of ${before.categories[0]!.items[0]!.name} must be at most 80 characters`,
    );
    // Each refusal carries its words' key, which the console shows in the user's language.
    const keyed = await refused({ categories: [{ category_id: unknown, items: [] }] });
    expect(keyed.extensions.key).toBe('oloMenuBuilder.errors.unknownCategory');
    expect(es.oloMenuBuilder.errors.unknownCategory).toBe('La categoría %{id} no existe en esta tienda');
    // A refusal leaves everything as it was, even the items listed before the wrong one.
    const partly = {
      categories: [
        { ...first!, items: first!.items.map((i) => ({ ...i, online_sale: false })) },
        { category_id: unknown, items: [] },
      ],
    };
    await refused(partly);
    expect(await read()).toEqual(before);
  });

  it('refuses reading and saving to a job without the OLO menu builder permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Online reader", modules: $m) { id } }',
      {
        m: [
          {
            code: 'online-ordering',
            status: true,
            permissions: [{ code: 'access-olo-orders', status: true }],
          },
        ],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Olga", last_name: "Reader", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...ONLINE_READER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, ONLINE_READER);
    const query = await reader('{ oloMenuBuilder { saved } }');
    expect(query.errors![0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
    const saving = await save({ categories: [] }, reader);
    expect(saving.errors![0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
  });
});
