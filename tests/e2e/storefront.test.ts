import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { resourceByName } from '../../src/core/registry.js';
import { guestToken, olo } from '../helpers/olo.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The guests' storefront on a 390 px phone, in English and in Spanish: a guest opens the store's page,
 * picks an item whose required choice is refused until made, orders it for pickup, then another for
 * delivery (a point outside every zone refused in the API's words, a pin inside one with its fee),
 * and follows each order's page, which shows it ready, without reloading, once the store closes the
 * check. The order is on the office's order monitor.
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

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

describe('storefront', () => {
  const { server, freshPage } = consoleSuite();
  let item: Item;
  let group: Group;
  let plain: Item;

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
    const token = await guestToken(server());
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

  /** Closes the order's check as the store's POS does once the order is handed over. */
  const closeCheck = (number: number) =>
    server()
      .database.db.updateTable('pos_check')
      .set({ status: 'closed', closed_at: new Date().toISOString() })
      .where('source', '=', 'olo')
      .where('number', '=', number)
      .execute();

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

    await page.getByRole('button', { name: fill(en.storefront.addNamed, { item: item.name }) }).click();
    const sheet = page.getByRole('dialog', { name: item.name });
    await sheet.waitFor();
    // Focus is in the sheet.
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await sheet.getByText(fill(en.olo.errors.tooFewChoices, { group: group.name, min: 1 })).waitFor();
    expect(await sheet.isVisible()).toBe(true);
    // The first choice is free; the running price is the item's.
    await sheet.getByRole('checkbox', { name: new RegExp(`^${group.modifiers[0]!.name}`) }).check();
    await sheet.getByRole('button', { name: 'One more' }).click();
    const amount = `$${(item.price! * 2).toFixed(2)}`;
    await sheet.getByRole('button', { name: `Add to cart · ${amount}` }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: `View cart (2) · ${amount}` }).click();

    await page.getByRole('heading', { level: 1, name: 'Cart · Demo Bistro' }).waitFor();
    await page.getByRole('radio', { name: 'Take out' }).check();
    await page.getByRole('textbox', { name: 'Note for the store (optional)' }).fill('No onions, please');
    await page.getByRole('button', { name: `Place order · ${amount}` }).click();
    await page.getByText(en.olo.errors.nameRequired).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Storefront');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('button', { name: `Place order · ${amount}` }).click();

    await page.waitForURL(/\/order\/demo-bistro\/o\/[^/]+$/);
    const number = await orderNumber(page, en.storefront.order.title);
    const status = page.getByRole('status').filter({ hasText: /^Status:/ });
    await status.filter({ hasText: 'Status: Preparing' }).waitFor();
    await page.getByText(`${item.name}`, { exact: false }).first().waitFor();
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

    await closeCheck(number);
    await status.filter({ hasText: 'Status: Ready' }).waitFor({ timeout: 15_000 });
    // Without a reload.
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    // The cart was emptied by the order.
    await page.getByRole('button', { name: 'Order something else' }).click();
    await page.getByRole('button', { name: 'View cart (0) · $0.00' }).waitFor();
  });

  test('in Spanish: delivery outside every zone is refused, a pin inside shows its fee, a retry keeps its key', async () => {
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
    await page.getByText('$2,50', { exact: true }).waitFor();
    const status = page.getByRole('status').filter({ hasText: /^Estado:/ });
    await status.filter({ hasText: 'Estado: En preparación' }).waitFor();
    await closeCheck(number);
    await status.filter({ hasText: 'Estado: Listo' }).waitFor({ timeout: 15_000 });
  });

  test('an unknown store is answered 404 with the API’s words', async () => {
    const page = await freshPage({ viewport: PHONE });
    const res = await page.goto('/order/no-such-store');
    expect(res!.status()).toBe(404);
    await page
      .getByRole('alert')
      .filter({ hasText: fill(en.olo.errors.unknownStore, { store: 'no-such-store' }) })
      .waitFor();
  });
});
