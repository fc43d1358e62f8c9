import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Business info and the menu's own rules over the API: store info as a singleton, devices and the
 * device API, modifier groups' rules, lists of references kept in join tables, their filters and
 * deletion guards, and barcodes with a check digit.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Res = Awaited<ReturnType<Gql>>;

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };

/** The first error's key and the fields it names. */
const refusal = (res: Res) => ({
  code: res.errors?.[0]?.extensions.code,
  key: res.errors?.[0]?.extensions.key,
  fields: res.errors?.[0]?.extensions.errors?.map((e) => e.field),
});

describeEachDb('business info and menu on %s', (kind) => {
  let server: TestServer;
  let gql: Gql;
  let storeId: string;
  const ids = async (query: string): Promise<Record<string, string>> => {
    const res = await gql<Record<string, { id: string; name: string }[]>>(query);
    expect(res.errors).toBeUndefined();
    return Object.fromEntries(Object.values(res.data!)[0]!.map((x) => [x.name, x.id]));
  };

  beforeAll(async () => {
    server = await startServer(kind);
    const session = await signIn(server);
    gql = session.gql;
    const list = await gql<{ allStoreInfos: { id: string }[] }>('{ allStoreInfos { id } }');
    storeId = list.data!.allStoreInfos[0]!.id;
  });
  afterAll(() => server?.close());

  describe('store info', () => {
    it('is one record per store whose id is the store, read by list and by id', async () => {
      const res = await gql<{
        allStoreInfos: { id: string; business_name: string; date_format: string }[];
        _allStoreInfosMeta: { count: number };
        StoreInfo: { slug: string; hour_format: string; currency_symbol: string };
      }>(
        `query ($id: ID!) { allStoreInfos { id business_name date_format } _allStoreInfosMeta { count }
          StoreInfo(id: $id) { slug hour_format currency_symbol } }`,
        { id: storeId },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!._allStoreInfosMeta.count).toBe(1);
      expect(res.data!.allStoreInfos[0]).toMatchObject({
        business_name: 'Demo Bistro',
        date_format: 'MM/DD/YYYY',
      });
      expect(res.data!.StoreInfo).toEqual({
        slug: 'demo-bistro',
        hour_format: 'HH:mm',
        currency_symbol: '$',
      });
    });

    it('refuses a slug another store has, with the spec wording, and writes nothing', async () => {
      const res = await gql(
        'mutation ($id: ID!) { updateStoreInfo(id: $id, slug: "demo-taqueria") { id } }',
        {
          id: storeId,
        },
      );
      expect(refusal(res)).toEqual({
        code: 'DUPLICATE',
        key: 'errors.storeSlugTaken',
        fields: ['slug'],
      });
      expect(res.errors![0]!.message).toBe('Already exists a store with this slug');
      const read = await gql<{ StoreInfo: { slug: string } }>(
        'query ($id: ID!) { StoreInfo(id: $id) { slug } }',
        {
          id: storeId,
        },
      );
      expect(read.data!.StoreInfo.slug).toBe('demo-bistro');
    });

    it('checks zipcode, website, e-mail and the opening hours with their messages', async () => {
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['zipcode', { zipcode: '62A01' }, 'zipcode', 'validation.zipcode'],
        ['website', { website: 'bistro dot com' }, 'website', 'validation.url'],
        ['contact email', { contact_email: 'hello@' }, 'contact_email', 'validation.email'],
        [
          'an hour range that ends when it starts',
          { opening_hours: { hours: [{ day: 'monday', start: '18:00', end: '18:00' }] } },
          'opening_hours.hours.0.end',
          'validation.endEqualsStart',
        ],
        [
          'two ranges of one day that overlap',
          {
            opening_hours: {
              hours: [
                { day: 'tuesday', start: '08:00', end: '14:00' },
                { day: 'tuesday', start: '13:00', end: '20:00' },
              ],
            },
          },
          'opening_hours.hours.1.start',
          'validation.hoursOverlap',
        ],
      ];
      for (const [what, patch, field, key] of cases) {
        const vars = Object.keys(patch)
          .map((k) => `$${k}: ${k.endsWith('hours') ? 'ScheduleInput' : 'String'}`)
          .join(', ');
        const args = Object.keys(patch)
          .map((k) => `${k}: $${k}`)
          .join(', ');
        const res = await gql(`mutation ($id: ID!, ${vars}) { updateStoreInfo(id: $id, ${args}) { id } }`, {
          id: storeId,
          ...patch,
        });
        expect(refusal(res), what).toEqual({ code: 'VALIDATION', key, fields: [field] });
      }
      const overlap = await gql(
        `mutation ($id: ID!, $h: ScheduleInput) { updateStoreInfo(id: $id, opening_hours: $h) { id } }`,
        {
          id: storeId,
          h: {
            hours: [
              { day: 'tuesday', start: '08:00', end: '14:00' },
              { day: 'tuesday', start: '13:00', end: '20:00' },
            ],
          },
        },
      );
      expect(overlap.errors![0]!.message).toBe('The hours of Tuesday overlap');
    });

    it("saves the store's settings; the store's name and zone follow for sign-in", async () => {
      const res = await gql<{ updateStoreInfo: { business_name: string; date_format: string } }>(
        `mutation ($id: ID!) { updateStoreInfo(id: $id, business_name: "Demo Bistro & Bar", date_format: "DD/MM/YYYY",
          time_zone: "America/Chicago", opening_hours: { hours: [{ day: "monday", start: "07:00", end: "15:00" },
          { day: "monday", start: "17:00", end: "23:00" }] }) { business_name date_format } }`,
        { id: storeId },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateStoreInfo).toEqual({
        business_name: 'Demo Bistro & Bar',
        date_format: 'DD/MM/YYYY',
      });
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-owner-1' }),
      });
      expect(JSON.stringify(await login.json())).toContain('Demo Bistro & Bar');
      const refused = await gql('mutation ($id: ID!) { deleteStoreInfo(id: $id) { id } }', { id: storeId });
      expect(refusal(refused).key).toBe('errors.singletonDelete');
    });

    it("another store's owner reads their own store info, never this one", async () => {
      const other = await signIn(server, OWNER_2);
      const res = await other.gql<{ StoreInfo: null; allStoreInfos: { business_name: string }[] }>(
        'query ($id: ID!) { StoreInfo(id: $id) { id } allStoreInfos { business_name } }',
        { id: storeId },
      );
      expect(res.data!.StoreInfo).toBeNull();
      expect(res.data!.allStoreInfos.map((s) => s.business_name)).toEqual(['Demo Taqueria']);
    });
  });

  describe('devices', () => {
    const call = (path: string, code: string) =>
      fetch(`${server.url}/api/devices/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ installation_code: code }),
      });

    it('refuses a name already taken with the spec wording', async () => {
      const res = await gql('mutation { createDevice(name: "front counter pos") { id } }');
      expect(refusal(res)).toEqual({ code: 'DUPLICATE', key: 'errors.device.nameTaken', fields: ['name'] });
      expect(res.errors![0]!.message).toBe("Device's name is already taken");
    });

    it('gives a new device its code; it connects, numbers orders in its block, and is refused once deactivated', async () => {
      const made = await gql<{
        createDevice: { id: string; installation_code: string; last_connection: null };
      }>(
        'mutation { createDevice(name: "Patio tablet", number_block: 3) { id installation_code last_connection } }',
      );
      expect(made.errors).toBeUndefined();
      const device = made.data!.createDevice;
      expect(device.installation_code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(device.last_connection).toBeNull();

      const connect = await call('connect', device.installation_code.toLowerCase());
      expect(connect.status).toBe(200);
      expect(await connect.json()).toMatchObject({ device: { id: device.id, name: 'Patio tablet' } });
      const read = await gql<{ Device: { last_connection: string } }>(
        'query ($id: ID!) { Device(id: $id) { last_connection } }',
        { id: device.id },
      );
      expect(Date.now() - Date.parse(read.data!.Device.last_connection)).toBeLessThan(60_000);

      const numbers = [];
      for (let i = 0; i < 5; i++)
        numbers.push(
          ((await (await call('next-number', device.installation_code)).json()) as { number: number }).number,
        );
      expect(numbers).toEqual([1, 2, 3, 1, 2]);

      await gql('mutation ($id: ID!) { updateDevice(id: $id, status: "inactive") { id } }', {
        id: device.id,
      });
      for (const path of ['connect', 'next-number']) {
        const refused = await call(path, device.installation_code);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({
          message: 'Your device is deactivated, contact your reseller to know more.',
          key: 'errors.device.deactivated',
        });
      }
      expect((await call('connect', 'NOPE-NOPE-NOPE')).status).toBe(404);
    });

    it('keeps one master device: choosing another releases the first', async () => {
      const made = await gql<{ createDevice: { id: string } }>(
        'mutation { createDevice(name: "Bar POS", master: true) { id } }',
      );
      const res = await gql<{ allDevices: { name: string }[] }>(
        '{ allDevices(filter: { master: true }) { name } }',
      );
      expect(res.data!.allDevices.map((d) => d.name)).toEqual(['Bar POS']);
      await gql('mutation ($id: ID!) { deleteDevice(id: $id) { id } }', { id: made.data!.createDevice.id });
    });
  });

  describe('modifier groups', () => {
    let prefixes: Record<string, string>;
    let mods: Record<string, string>;
    const create = (vars: Record<string, unknown>) =>
      gql(
        `mutation ($name: String, $min: Int, $max: Int, $free: Int, $p: [ID!], $m: [ID!], $online: Boolean, $kiosk: Boolean) {
          createModifierGroup(name: $name, min: $min, max: $max, free: $free, prefix_ids: $p, modifier_item_ids: $m,
            online_ordering: $online, kiosk: $kiosk) { id name prefix_ids modifier_item_ids } }`,
        { name: 'Sauces', min: 0, max: 2, free: 1, p: [prefixes.No], m: [mods.Bacon], ...vars },
      );

    beforeAll(async () => {
      prefixes = await ids('{ allModifierPrefixes(perPage: 100) { id name } }');
      mods = await ids('{ allModifierItems(perPage: 100) { id name } }');
    });

    it('refuses each broken rule with its message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ max: 0, min: 0, free: 0 }, 'max', 'validation.modifierGroup.maxAboveZero'],
        [{ min: 3, max: 2 }, 'min', 'validation.modifierGroup.minBelowMax'],
        [{ free: 3, max: 2 }, 'free', 'validation.modifierGroup.freeBelowMax'],
        [{ p: [] }, 'prefix_ids', 'validation.modifierGroup.prefixRequired'],
        [{ m: [] }, 'modifier_item_ids', 'validation.modifierGroup.itemsRequired'],
        [{ online: true }, 'prefix_ids', 'validation.modifierGroup.onlineNeedsAddOrExtra'],
        [{ kiosk: true, p: [prefixes.Extra] }, 'prefix_ids', 'validation.modifierGroup.kioskNeedsAdd'],
        [{ name: 'extras' }, 'name', 'errors.duplicate'],
      ];
      for (const [vars, field, key] of cases) {
        const res = await create(vars);
        expect(refusal(res), key).toMatchObject({ key, fields: [field] });
      }
      const online = await create({ online: true, p: [prefixes.Extra, prefixes.No] });
      expect(online.errors).toBeUndefined();
      const kiosk = await create({ name: 'Toppings', kiosk: true, p: [prefixes.Add] });
      expect(kiosk.errors).toBeUndefined();
    });

    it('keeps the order of its lists, filters menu items by group, and guards both ends of the link', async () => {
      const made = await create({
        name: 'Sides',
        p: [prefixes.Side, prefixes.Add],
        m: [mods.Onions, mods.Avocado, mods.Bacon],
      });
      const group = (
        made.data as {
          createModifierGroup: { id: string; prefix_ids: string[]; modifier_item_ids: string[] };
        }
      ).createModifierGroup;
      expect(group.prefix_ids).toEqual([prefixes.Side, prefixes.Add]);
      expect(group.modifier_item_ids).toEqual([mods.Onions, mods.Avocado, mods.Bacon]);

      const item = await gql<{ createMenuItem: { id: string; modifier_group_ids: string[] } }>(
        `mutation ($c: ID!, $g: [ID!]) { createMenuItem(name: "Side salad", category_id: $c,
          prices: [{ description: "Regular", price: 4 }], modifier_group_ids: $g) { id modifier_group_ids } }`,
        {
          c: Object.values(await ids('{ allCategories(filter: { q: "soups" }) { id name } }'))[0],
          g: [group.id],
        },
      );
      expect(item.errors).toBeUndefined();
      const itemId = item.data!.createMenuItem.id;
      const of = await gql<{ allMenuItems: { name: string }[]; _allMenuItemsMeta: { count: number } }>(
        'query ($g: ID) { allMenuItems(filter: { modifier_group_ids: $g }) { name } _allMenuItemsMeta(filter: { modifier_group_ids: $g }) { count } }',
        { g: group.id },
      );
      expect(of.data!.allMenuItems.map((i) => i.name)).toEqual(['Side salad']);
      expect(of.data!._allMenuItemsMeta.count).toBe(1);

      const delGroup = await gql('mutation ($id: ID!) { deleteModifierGroup(id: $id) { id } }', {
        id: group.id,
      });
      expect(refusal(delGroup).key).toBe('errors.guard.modifierGroupHasItems');
      expect(delGroup.errors![0]!.message).toBe(
        "You can't delete a modifier group with menu items associated",
      );
      const delItem = await gql('mutation ($id: ID!) { deleteMenuItem(id: $id) { id } }', { id: itemId });
      expect(refusal(delItem).key).toBe('errors.guard.menuItemHasModifiers');
      expect(delItem.errors![0]!.message).toBe("You can't delete a menu item with modifiers associated");
      const delPrefix = await gql('mutation ($id: ID!) { deleteModifierPrefix(id: $id) { id } }', {
        id: prefixes.Side,
      });
      expect(refusal(delPrefix).key).toBe('errors.guard.prefixInGroups');

      // Once unlinked, both go.
      await gql('mutation ($id: ID!) { updateMenuItem(id: $id, modifier_group_ids: []) { id } }', {
        id: itemId,
      });
      expect(
        (await gql('mutation ($id: ID!) { deleteMenuItem(id: $id) { id } }', { id: itemId })).errors,
      ).toBeUndefined();
      expect(
        (await gql('mutation ($id: ID!) { deleteModifierGroup(id: $id) { id } }', { id: group.id })).errors,
      ).toBeUndefined();
    });

    it('refuses a modifier group of another store in a menu item, and writes nothing', async () => {
      const other = await signIn(server, OWNER_2);
      const theirs = await other.gql<{ allModifierGroups: { id: string }[] }>('{ allModifierGroups { id } }');
      const steak = await ids('{ allMenuItems(filter: { q: "steak frites" }) { id name } }');
      const res = await gql(
        'mutation ($id: ID!, $g: [ID!]) { updateMenuItem(id: $id, modifier_group_ids: $g) { id } }',
        {
          id: steak['Steak Frites'],
          g: [theirs.data!.allModifierGroups[0]!.id],
        },
      );
      expect(refusal(res)).toMatchObject({ key: 'errors.referenceMissing', fields: ['modifier_group_ids'] });
      const read = await gql<{ MenuItem: { modifier_group_ids: string[] } }>(
        'query ($id: ID!) { MenuItem(id: $id) { modifier_group_ids } }',
        { id: steak['Steak Frites'] },
      );
      expect(read.data!.MenuItem.modifier_group_ids).toHaveLength(2);
    });
  });

  describe('menu items', () => {
    it('takes a UPC or EAN barcode only with its right check digit', async () => {
      const category = Object.values(
        await ids('{ allCategories(filter: { q: "starters" }) { id name } }'),
      )[0];
      const make = (barcode: string, name: string) =>
        gql(
          `mutation ($c: ID!, $b: String, $n: String) { createMenuItem(name: $n, category_id: $c,
            prices: [{ description: "Regular", price: 3 }], barcode: $b) { id barcode } }`,
          { c: category, b: barcode, n: name },
        );
      expect(refusal(await make('036000291453', 'Soda A'))).toMatchObject({
        key: 'validation.barcodeCheckDigit',
        fields: ['barcode'],
      });
      expect(refusal(await make('12345', 'Soda B'))).toMatchObject({ key: 'validation.barcode' });
      for (const [code, name] of [
        ['036000291452', 'Soda UPC'],
        ['4006381333931', 'Soda EAN'],
        ['96385074', 'Soda EAN-8'],
      ] as const)
        expect((await make(code, name)).errors, code).toBeUndefined();
    });
  });

  describe('special prices', () => {
    it('takes a percentage off of at most 100, and any price', async () => {
      const items = Object.values(await ids('{ allMenuItems(filter: { q: "ipa" }) { id name } }'));
      const make = (type: string, value: number) =>
        gql(
          `mutation ($items: [ID!], $type: String, $value: Float, $s: ScheduleInput, $d: String) {
            createSpecialPrice(description: "Late deal", item_ids: $items, price_type: $type, value: $value,
              schedule: $s, execution_date: $d) { id } }`,
          {
            items,
            type,
            value,
            d: '2099-01-05',
            s: {
              from: '2099-01-05',
              to: '2099-02-05',
              hours: [{ day: 'monday', start: '22:00', end: '23:00' }],
            },
          },
        );
      expect(refusal(await make('percent', 150))).toMatchObject({
        key: 'validation.maximum',
        fields: ['value'],
      });
      expect((await make('fixed', 150)).errors).toBeUndefined();
    });
  });

  describe('cash discount', () => {
    it('has its defaults before the first save and needs its value to be saved', async () => {
      const before = await gql<{ CashDiscount: { kind: string; value: number | null; enabled: boolean } }>(
        'query ($id: ID!) { CashDiscount(id: $id) { kind value enabled } }',
        { id: storeId },
      );
      expect(before.data!.CashDiscount).toEqual({ kind: 'cash-discount', value: null, enabled: false });
      const refused = await gql('mutation ($id: ID!) { updateCashDiscount(id: $id, enabled: true) { id } }', {
        id: storeId,
      });
      expect(refusal(refused)).toMatchObject({ key: 'validation.required', fields: ['value'] });
      expect(refused.errors![0]!.message).toBe('The value is required');
      const saved = await gql<{ updateCashDiscount: { value: number; enabled: boolean } }>(
        'mutation ($id: ID!) { updateCashDiscount(id: $id, value: 3.5, enabled: true) { value enabled } }',
        { id: storeId },
      );
      expect(saved.data!.updateCashDiscount).toEqual({ value: 3.5, enabled: true });
    });
  });
});
