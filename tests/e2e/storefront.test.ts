import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { localMoment } from '../../src/core/promotions.js';
import { resourceByName } from '../../src/core/registry.js';
import { WEEKDAYS } from '../../src/core/schedule.js';
import { TRACKER_DAYS } from '../../src/core/order-tracker.js';
import { signInThroughUi } from '../helpers/browser.js';
import { guestToken, olo, ZONE } from '../helpers/olo.js';
import { signIn } from '../helpers/server.js';
import { testGeocoder } from '../helpers/geocoder.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The guests' storefront on a 390 px phone, in English and in Spanish: a guest opens the store's page,
 * picks an item whose required choice is refused until made, orders it for pickup, then another for
 * delivery (a point outside every zone refused in the API's words, a pin inside one with its fee),
 * and follows each order's page, which shows it ready, without reloading, once the office marks it
 * ready on its order monitor; the order tracker screen over the counter moves it to ready too.
 */

const PHONE = { width: 390, height: 844 };

interface Group {
  id: string;
  name: string;
  modifiers: { id: string; name: string; price: number }[];
}
interface Item {
  id: string;
  name: string;
  price: number | null;
  available: boolean;
  modifier_groups: (Group & { min: number })[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, as axe-core checks them, on the page as it stands: one line per violation. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

describe('storefront', () => {
  // A geocoder on 127.0.0.1 that finds "Main" at the store's own point (inside its Downtown zone).
  let storePoint = { lat: 0, lng: 0 };
  const geocoder = testGeocoder((q) =>
    /main/i.test(q)
      ? [
          {
            display_name: '100 Main Street, Springfield',
            lat: String(storePoint.lat),
            lon: String(storePoint.lng),
          },
        ]
      : [],
  );
  beforeAll(() => geocoder.start());
  afterAll(() => geocoder.close());
  const { server, freshPage } = consoleSuite({
    get geocoderUrl() {
      return geocoder.url;
    },
  });
  let item: Item;
  let group: Group;
  let plain: Item;
  let pictured: { name: string; image_url: string };
  let takeOut: string;

  beforeAll(async () => {
    const db = server().database.db;
    const bistro = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const always = JSON.stringify({
      hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day,
        start: '00:00',
        end: '24:00',
      })),
    });
    await db
      .updateTable('store_info')
      .set({ opening_hours: always, pickup_hours: always, delivery_hours: always })
      .where('store_id', '=', bistro.id as string)
      .execute();
    // Map tiles from this server only (none are there: the map is drawn without them).
    await db
      .updateTable('delivery_settings')
      .set({ tile_url: `${server().url}/tiles/{z}/{x}/{y}.png` })
      .where('store_id', '=', bistro.id as string)
      .execute();
    const at = await db
      .selectFrom('delivery_settings')
      .select(['latitude', 'longitude'])
      .where('store_id', '=', bistro.id as string)
      .executeTakeFirstOrThrow();
    storePoint = { lat: Number(at.latitude), lng: Number(at.longitude) };
    // Breakfast is served some other time of the day than now.
    const availability = resourceByName('item-availability').table;
    const rule = await db
      .selectFrom(availability)
      .select(['id', 'schedule'])
      .where('store_id', '=', bistro.id as string)
      .where('description', '=', 'Breakfast')
      .executeTakeFirstOrThrow();
    const schedule = (typeof rule.schedule === 'string' ? JSON.parse(rule.schedule) : rule.schedule) as {
      hours: object[];
    };
    const later = String((Number(localMoment(new Date(), ZONE).time.slice(0, 2)) + 2) % 24).padStart(2, '0');
    schedule.hours = WEEKDAYS.map((day) => ({ day, start: `${later}:00`, end: `${later}:30` }));
    await db
      .updateTable(availability)
      .set({ schedule: JSON.stringify(schedule) })
      .where('id', '=', rule.id as string)
      .execute();
    const token = await guestToken(server());
    const shown = (
      (await olo(server(), '{ menu { categories { items { name image_url } } } }', {}, { token })).body.data!
        .menu.categories as unknown as { items: { name: string; image_url: string | null }[] }[]
    ).flatMap((c) => c.items);
    pictured = shown.find((i) => i.image_url) as { name: string; image_url: string };
    const types = (await olo(server(), '{ orderTypes { id name } }', {}, { token })).body.data!
      .orderTypes as unknown as { id: string; name: string }[];
    takeOut = types.find((t) => t.name === 'Take out')!.id;
    const MENU = `{ menu { categories { items { id name price available
      modifier_groups { id name min modifiers { id name price } } } } } }`;
    const read = async () =>
      (
        (await olo(server(), MENU, {}, { token })).body.data!.menu.categories as unknown as {
          items: Item[];
        }[]
      )
        .flatMap((c) => c.items)
        .filter((i) => i.available && i.price !== null);
    const withGroup = (await read()).find((i) => i.modifier_groups.some((g) => g.modifiers.length >= 3))!;
    const chosen = withGroup.modifier_groups.find((g) => g.modifiers.length >= 3)!;
    // One choice at least, two at most, the first free.
    await db
      .updateTable(resourceByName('modifier-group').table)
      .set({ min: 1, max: 2, free: 1 })
      .where('id', '=', chosen.id)
      .execute();
    const items = await read();
    item = items.find((i) => i.id === withGroup.id)!;
    group = item.modifier_groups.find((g) => g.id === chosen.id)!;
    plain = items.find((i) => i.modifier_groups.every((g) => g.min === 0) && i.price! > 0)!;
  });

  /** Marks the order ready through the office API, as the order monitor does. */
  const markReady = async (number: number) => {
    const office = await signIn(server());
    const monitor = await office.gql<{ orderMonitor: { checks: { id: string; number: number }[] } }>(
      '{ orderMonitor(hours: 2) { checks { id number } } }',
    );
    const check = monitor.data!.orderMonitor.checks.find((c) => c.number === number)!;
    const marked = await office.gql(
      'mutation ($id: ID!) { markOnlineOrder(check_id: $id, status: "ready") { status } }',
      { id: check.id },
    );
    expect(marked.errors, JSON.stringify(marked)).toBeUndefined();
  };

  const orderNumber = async (page: Page, title: string) => {
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(fill(title, { number: '\\d+' })),
    });
    await heading.waitFor();
    return Number(/(\d+)/.exec((await heading.textContent())!)![1]);
  };

  test('in English: a required choice is refused until made, then a pickup order follows to ready', async () => {
    const page = await freshPage({ viewport: PHONE });
    await page.goto('/order/demo-bistro');
    expect((await page.request.get('/order/demo-bistro')).headers()['permissions-policy']).toContain(
      'geolocation=(self)',
    );
    await page.getByRole('heading', { level: 1, name: 'Demo Bistro' }).waitFor();
    await page.getByText(en.storefront.open, { exact: true }).waitFor();
    // The store's banner for phones on a phone, and its featured items.
    const { store: shown } = (
      await olo(server(), '{ store { banners { mobile_url } } }', {}, { token: await guestToken(server()) })
    ).body.data as unknown as { store: { banners: { mobile_url: string } } };
    expect(shown.banners.mobile_url).toMatch(/\/api\/public\/stores\/demo-bistro\/media\//);
    const banner = page.locator('.banner img');
    await poll(() => banner.evaluate((i) => (i as HTMLImageElement).currentSrc)).toBe(
      shown.banners.mobile_url,
    );
    await page.getByRole('heading', { name: en.storefront.featured }).waitFor();
    // Breakfast is shown, and not orderable now.
    const eggs = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Eggs Benedict' }) });
    await eggs.getByText(en.storefront.unavailable).waitFor();
    expect(await page.getByRole('button', { name: 'Add Eggs Benedict' }).isDisabled()).toBe(true);
    // An item's image, read without sign-in.
    const picture = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: pictured.name, exact: true }) })
      .locator('img');
    expect(await picture.getAttribute('src')).toBe(pictured.image_url);
    await poll(() => picture.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: fill(en.storefront.addNamed, { item: item.name }) }).click();
    const sheet = page.getByRole('dialog', { name: item.name });
    await sheet.waitFor();
    expect(await violations(page)).toEqual([]);
    // Focus is in the sheet.
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Closed, the sheet gives the focus back to the button that opened it.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const add = page.getByRole('button', { name: fill(en.storefront.addNamed, { item: item.name }) });
    expect(await add.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await sheet.getByText(fill(en.olo.errors.tooFewChoices, { group: group.name, min: 1 })).waitFor();
    expect(await sheet.isVisible()).toBe(true);
    // The first choice is free; the running price is the item's.
    await sheet.getByRole('checkbox', { name: new RegExp(`^${group.modifiers[0]!.name}`) }).check();
    await sheet.getByRole('button', { name: 'One more' }).click();
    const amount = `$${(item.price! * 2).toFixed(2)}`;
    await sheet.getByRole('button', { name: `Add to cart · ${amount}` }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const viewCart = page.getByRole('button', { name: `View cart (2) · ${amount}` });
    // Added: the focus is on the cart, and the addition is announced.
    await poll(() => viewCart.evaluate((b) => b === document.activeElement)).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: fill(en.storefront.added, { item: item.name }) })
      .waitFor({ state: 'attached' });
    await viewCart.click();

    await page.getByRole('heading', { level: 1, name: 'Cart · Demo Bistro' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Take out' }).check();
    await page.getByRole('textbox', { name: 'Note for the store (optional)' }).fill('No onions, please');
    // A coupon: an unknown code is refused in the store's words, a good one comes off the total.
    const couponBox = page.getByRole('textbox', { name: 'Coupon code (optional)' });
    await couponBox.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(en.errors.coupon.notFound).waitFor();
    await couponBox.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const cents = Math.round(item.price! * 200);
    const off = `$${(Math.round(cents / 10) / 100).toFixed(2)}`;
    const discounted = `$${((cents - Math.round(cents / 10)) / 100).toFixed(2)}`;
    await page.getByText(`Coupon WELCOME10: −${off}`).waitFor();
    // A gift card holding $5.00 pays that much; the rest is due at pickup.
    const issued = await (
      await signIn(server())
    ).gql(`mutation { issueGiftCard(number: "7700999900004321", amount: 5) { balance } }`);
    expect(issued.errors, JSON.stringify(issued.errors)).toBeUndefined();
    const cardBox = page.getByRole('textbox', { name: 'Gift card number (optional)' });
    await cardBox.fill('7700 9999 0000 0000');
    await page.getByRole('button', { name: 'Use', exact: true }).click();
    await page.getByText(en.olo.errors.unknownGiftCard).waitFor();
    await cardBox.fill('7700 9999 0000 4321');
    await page.getByRole('button', { name: 'Use', exact: true }).click();
    await page.getByText('Gift card …4321 (balance $5.00) pays about $5.00').waitFor();
    await page.getByRole('button', { name: `Place order · ${discounted}` }).click();
    await page.getByText(en.olo.errors.nameRequired).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Storefront');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('button', { name: `Place order · ${discounted}` }).click();

    await page.waitForURL(/\/order\/demo-bistro\/o\/[^/]+$/);
    const number = await orderNumber(page, en.storefront.order.title);
    const status = page.getByRole('status').filter({ hasText: /^Status:/ });
    await status.filter({ hasText: 'Status: Received' }).waitFor();
    await page.getByText(`${item.name}`, { exact: false }).first().waitFor();
    await page.getByText(`−${off}`).waitFor();
    await page.getByText('−$5.00').waitFor();
    const due = await page.getByTestId('amount-due').textContent();
    expect(due).toMatch(/^\$\d+\.\d{2}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );

    // On the office's order monitor at once, under the guest's name.
    const office = await signIn(server());
    const monitor = await office.gql<{ orderMonitor: { checks: { number: number; table_name: string }[] } }>(
      '{ orderMonitor(hours: 2) { checks { number table_name status } } }',
    );
    expect(monitor.data!.orderMonitor.checks.find((c) => c.number === number)).toMatchObject({
      table_name: 'Ada Storefront',
      status: 'open',
    });

    // The order tracker over the counter, open all day, shows it being prepared.
    const tracker = await office.gql(
      `mutation ($input: OrderTrackerSettingsInput!) { saveOrderTrackerSettings(input: $input) { from } }`,
      {
        input: {
          title: '',
          icon: 'bell',
          background: '#1e3a5f',
          alignment: 'center',
          image_id: null,
          columns: [
            { status: 'preparing', title: '', shown: true },
            { status: 'ready', title: '', shown: true },
          ],
          days: [...TRACKER_DAYS],
          from: '00:00',
          to: '23:59',
        },
      },
    );
    expect(tracker.errors).toBeUndefined();
    const screen = await freshPage({ viewport: { width: 1280, height: 720 } });
    await screen.goto('/order/demo-bistro/tracker');
    const column = (s: string) => screen.locator(`section[data-status="${s}"]`);
    await column('preparing').getByText(String(number), { exact: true }).waitFor();

    // The office marks it ready on the order monitor, in a browser of its own.
    const desk = await freshPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(desk, { path: '/office/pages/order-monitor' });
    const card = desk.getByRole('listitem', { name: fill(en.orderMonitor.check, { number }) });
    await card.getByText(en.orderMonitor.onlineStatuses.received, { exact: true }).waitFor();
    await card
      .getByRole('button', {
        name: fill(en.orderMonitor.stepLabel, { step: en.orderMonitor.steps.preparing, number }),
      })
      .click();
    await card.getByText(en.orderMonitor.onlineStatuses.preparing, { exact: true }).waitFor();
    await status.filter({ hasText: 'Status: Preparing' }).waitFor({ timeout: 15_000 });
    await card
      .getByRole('button', {
        name: fill(en.orderMonitor.stepLabel, { step: en.orderMonitor.steps.ready, number }),
      })
      .click();
    await card.getByText(en.orderMonitor.onlineStatuses.ready, { exact: true }).waitFor();
    await card
      .getByRole('button', {
        name: fill(en.orderMonitor.stepLabel, { step: en.orderMonitor.steps.completed, number }),
      })
      .waitFor();
    // The guest's page and the tracker follow, without a reload.
    await status.filter({ hasText: 'Status: Ready' }).waitFor({ timeout: 15_000 });
    await column('ready').getByText(String(number), { exact: true }).waitFor({ timeout: 15_000 });
    expect(await column('preparing').getByText(String(number), { exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    // Without a reload.
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    // The cart was emptied by the order.
    await page.getByRole('button', { name: 'Order something else' }).click();
    await page.getByRole('button', { name: 'View cart (0) · $0.00' }).waitFor();
  });

  test('in Spanish: the cart is kept and edited, delivery outside every zone is refused, a pin inside shows its fee, a retry keeps its key', async () => {
    const page = await freshPage({
      viewport: PHONE,
      locale: 'es-ES',
      // New York: far from every zone of the store.
      geolocation: { latitude: 40.7128, longitude: -74.006 },
      permissions: ['geolocation'],
    });
    await page.goto('/order/demo-bistro');
    await page.getByRole('heading', { level: 1, name: 'Demo Bistro' }).waitFor();
    await page.getByText(es.storefront.open, { exact: true }).waitFor();

    await page.getByRole('button', { name: fill(es.storefront.addNamed, { item: plain.name }) }).click();
    const sheet = page.getByRole('dialog', { name: plain.name });
    await sheet.getByRole('button', { name: /^Añadir al carrito/ }).click();
    // The cart is kept by the browser for this store.
    await page.reload();
    await page.getByRole('button', { name: /^Ver carrito \(1\)/ }).click();

    // Quantities from 1 to 99, with the estimate following; a line removed.
    const quantity = page.getByRole('spinbutton', {
      name: fill(es.storefront.lineQuantity, { item: plain.name }),
    });
    await quantity.fill('120');
    expect(await quantity.inputValue()).toBe('99');
    await quantity.fill('3');
    const price = (n: number) => `$${n.toFixed(2).replace('.', ',')}`;
    await page.getByText(fill(es.storefront.estimate, { amount: price(plain.price! * 3) })).waitFor();
    await page.getByRole('button', { name: fill(es.storefront.remove, { item: plain.name }) }).click();
    await page.getByText(es.storefront.emptyCart).waitFor();
    await page.getByRole('button', { name: es.storefront.backToMenu, exact: false }).click();
    await page.getByRole('button', { name: fill(es.storefront.addNamed, { item: plain.name }) }).click();
    await sheet.getByRole('button', { name: /^Añadir al carrito/ }).click();
    await page.getByRole('button', { name: /^Ver carrito \(1\)/ }).click();

    await page.getByRole('radio', { name: 'Delivery' }).check();
    await page.getByRole('button', { name: /^Hacer el pedido/ }).click();
    await page.getByText(es.olo.errors.nameRequired).waitFor();
    await page.getByText(es.olo.errors.phoneRequired).waitFor();
    await page.getByText(es.olo.errors.locationRequired).waitFor();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('555 0199');

    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await page.getByRole('alert').filter({ hasText: es.olo.errors.outsideDelivery }).waitFor();

    // The address typed and searched: nothing matches, then a place is found, picked and quoted.
    const address = page.getByRole('textbox', { name: es.storefront.address });
    await address.fill('Calle Inexistente 1');
    await page.getByRole('button', { name: es.storefront.findAddress, exact: true }).click();
    await page.getByText(es.storefront.noPlaces).waitFor();
    await address.fill('100 Main Street, depto 4');
    await address.press('Enter');
    const found = page.getByRole('list', { name: es.storefront.places }).getByRole('button');
    await found.filter({ hasText: '100 Main Street, Springfield' }).click();
    await page.getByText(/^Downtown: envío \$2,50$/).waitFor();

    // The map comes only now, in a chunk of its own; a tap at its centre drops the pin at the store.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByRole('button', { name: 'Mostrar el mapa' }).click();
    const map = page.getByRole('application', { name: es.storefront.mapLabel });
    await map.waitFor();
    expect(scripts.some((u) => /MapPicker/.test(u))).toBe(true);
    await map.click();
    await page.getByText(/^Downtown: envío \$2,50$/).waitFor();
    await poll(() => page.getByRole('alert').filter({ hasText: es.olo.errors.outsideDelivery }).count()).toBe(
      0,
    );

    // The first attempt is lost on the way; the second sends the same key.
    const keys: string[] = [];
    page.on('request', (r) => {
      const body = r.postData();
      if (body?.includes('placeOrder'))
        keys.push(
          (JSON.parse(body) as { variables: { order: { idempotency_key: string } } }).variables.order
            .idempotency_key,
        );
    });
    await page.route('**/api/olo/graphql', (route) =>
      route.request().postData()?.includes('placeOrder') ? route.abort('connectionreset') : route.fallback(),
    );
    await page.getByRole('button', { name: /^Hacer el pedido/ }).click();
    await page.getByRole('alert').filter({ hasText: es.storefront.errors.network }).waitFor();
    await page.unroute('**/api/olo/graphql');
    await page.getByRole('button', { name: /^Hacer el pedido/ }).click();

    await page.waitForURL(/\/order\/demo-bistro\/o\/[^/]+$/);
    const number = await orderNumber(page, es.storefront.order.title);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.getByText('Envío', { exact: true }).waitFor();
    await page.getByText(`${es.storefront.deliverTo}: 100 Main Street, depto 4`).waitFor();
    await page.getByText('$2,50', { exact: true }).waitFor();
    const status = page.getByRole('status').filter({ hasText: /^Estado:/ });
    await status.filter({ hasText: 'Estado: Recibido' }).waitFor();
    await markReady(number);
    await status.filter({ hasText: 'Estado: Listo' }).waitFor({ timeout: 15_000 });
  });

  test("the office voids an order: its guest's page says cancelled without a reload", async () => {
    const token = await guestToken(server());
    const placed = await olo(
      server(),
      `mutation ($order: OloOrderInput!) { placeOrder(order: $order) { number token } }`,
      {
        order: {
          idempotency_key: randomUUID(),
          order_type_id: takeOut,
          customer: { name: 'Grace' },
          lines: [{ menu_item_id: plain.id, quantity: 1 }],
        },
      },
      { token },
    );
    const { number, token: orderToken } = (
      placed.body.data as unknown as { placeOrder: { number: number; token: string } }
    ).placeOrder;
    // On a laptop this time.
    const page = await freshPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`/order/demo-bistro/o/${orderToken}`);
    const status = page.getByRole('status').filter({ hasText: /^Status:/ });
    await status.filter({ hasText: 'Status: Received' }).waitFor();

    // Voided from the order monitor's check actions.
    const office = await signIn(server());
    const monitor = await office.gql<{ orderMonitor: { checks: { id: string; number: number }[] } }>(
      '{ orderMonitor(hours: 2) { checks { id number } } }',
    );
    const check = monitor.data!.orderMonitor.checks.find((c) => c.number === number)!;
    const reason = await server()
      .database.db.selectFrom('void_reason')
      .innerJoin('store', 'store.id', 'void_reason.store_id')
      .select('void_reason.id')
      .where('store.slug', '=', 'demo-bistro')
      .where('void_reason.manager_approval', '=', false)
      .executeTakeFirstOrThrow();
    const voided = await office.gql(
      'mutation ($id: ID!, $reason: ID!) { voidCheck(check_id: $id, void_reason_id: $reason) { id } }',
      { id: check.id, reason: reason.id },
    );
    expect(voided.errors, JSON.stringify(voided)).toBeUndefined();
    await status.filter({ hasText: 'Status: Cancelled' }).waitFor({ timeout: 15_000 });
    const column = await page.getByRole('main').boundingBox();
    expect(column!.width).toBeLessThanOrEqual(720);
  });

  test('while the store has online ordering off, the page says so and nothing can be added', async () => {
    const db = server().database.db;
    const bistro = db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro');
    await db
      .updateTable('store_info')
      .set({ online_ordering: false, closed_message: 'Back on Monday' })
      .where('store_id', 'in', bistro)
      .execute();
    try {
      const page = await freshPage({ viewport: PHONE });
      await page.goto('/order/demo-bistro');
      await page.getByRole('status').filter({ hasText: 'Back on Monday' }).waitFor();
      const adds = page.getByRole('button', { name: /^Add / });
      expect(await adds.count()).toBeGreaterThan(0);
      for (const add of await adds.all()) expect(await add.isDisabled()).toBe(true);
    } finally {
      await db
        .updateTable('store_info')
        .set({ online_ordering: true, closed_message: null })
        .where('store_id', 'in', bistro)
        .execute();
    }
  });

  test('an unknown store is answered 404 with the API’s words', async () => {
    const page = await freshPage({ viewport: PHONE });
    const res = await page.goto('/order/no-such-store');
    expect(res!.status()).toBe(404);
    await page
      .getByRole('alert')
      .filter({ hasText: fill(en.olo.errors.unknownStore, { store: 'no-such-store' }) })
      .waitFor();
    // The switch on the page: the API's words again, in Spanish, and kept for the next visit.
    await page.getByRole('button', { name: 'Español' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: fill(es.olo.errors.unknownStore, { store: 'no-such-store' }) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.goto('/order/demo-bistro');
    await page.getByRole('button', { name: /^Ver carrito/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
  });
});
