import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessDate, checkTotals, type CheckInput } from '../../src/core/checks.js';
import { shortCount } from '../../src/core/messages.js';
import { formatMoney } from '../../src/core/formats.js';
import { chooseOption, LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import {
  moveToAfternoon,
  paidCheck,
  postDevice,
  storeWithDevice,
  takeRatings,
  type DeviceStore,
} from '../helpers/devices.js';
import { consoleSuite, pathIs, pathOf, poll } from '../helpers/suite.js';

/*
 * The dashboards as the owner and a manager see them, on checks a device of Demo Bistro posts today:
 * two at the point of sale with 1,250 guests between them (shown as 1.3k), one from online ordering.
 */

const ANALYTICS = '/office/dashboard/analytics';
const ECOMMERCE = '/office/dashboard/ecommerce';
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const MINUTE = 60_000;

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const kpi = (page: Page, id: string) => page.getByTestId(`${id}-value`);
const net = (c: CheckInput) => {
  const t = checkTotals(c);
  return t.subtotal - t.discount;
};
const money = (cents: number) => formatMoney(cents / 100, '$');

describe('dashboards', () => {
  const { server, freshPage } = consoleSuite();
  let bistro: DeviceStore;
  let likedItem: string;
  const checks: CheckInput[] = [];

  beforeAll(async () => {
    bistro = await storeWithDevice(server(), 'demo-bistro');
    await takeRatings(server(), bistro.id);
    await moveToAfternoon(server(), bistro);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
    const item = bistro.items[0]!;
    likedItem = (
      await server()
        .database.db.selectFrom('menu_item')
        .select('name')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow()
    ).name as string;
    const rated = [5, 5, 4].map((rating, i) => ({ menu_item_id: item.id, rating, rated_at: at(3 + i) }));
    checks.push(
      paidCheck(bistro, 11, { guests: 600, opened_at: at(150), closed_at: at(120) }),
      paidCheck(bistro, 12, { guests: 650, opened_at: at(30), closed_at: at(10), ratings: rated }),
      paidCheck(bistro, 13, { source: 'olo', guests: 1, opened_at: at(20), closed_at: at(5) }),
    );
    for (const check of checks) {
      const res = await postDevice(server(), '/api/devices/checks', bistro.token, check);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  test("shows today's and this week's sales, checks, average ticket and guests, the chart by hour and the liked items", async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: ANALYTICS, labels: LOGIN_LABELS });
    await page.getByRole('heading', { name: 'Sales at a glance', level: 2 }).waitFor();
    const sales = checks.reduce((s, c) => s + net(c), 0);
    const guests = checks.reduce((s, c) => s + c.guests, 0);
    expect(guests).toBe(1251);
    for (const group of ['today', 'period']) {
      await poll(() => kpi(page, `kpi-${group}-netSales`).textContent()).toBe(money(sales));
      expect(await kpi(page, `kpi-${group}-checks`).textContent()).toBe('3');
      expect(await kpi(page, `kpi-${group}-averageTicket`).textContent()).toBe(money(Math.round(sales / 3)));
      // More than 999 guests: written with k.
      expect(await kpi(page, `kpi-${group}-guests`).textContent()).toBe('1.3k');
    }
    expect(shortCount(guests)).toBe('1.3k');
    // Nothing was sold yesterday or last week: nothing to compare.
    await page.getByTestId('kpi-today-checks').getByText('Nothing to compare yet').waitFor();
    await page
      .getByRole('img', { name: 'Chart of net sales by hour, this period and the previous one' })
      .waitFor();
    await poll(() => page.getByTestId('sales-by-hour').locator('svg rect').count()).toBeGreaterThan(0);
    await page.getByTestId('liked-items').getByText(`1. ${likedItem}`).waitFor();
    await page.getByTestId('liked-items').getByText('4.67 average · 3 ratings').waitFor();
    await page.getByTestId('disliked-items').getByText('No disliked items yet.').waitFor();
    // The period can be another preset.
    await chooseOption(page, page.getByRole('combobox', { name: 'Date range' }), 'Yesterday');
    await page
      .getByTestId('kpis-period')
      .getByRole('heading', { name: /^Yesterday/ })
      .waitFor();
    await poll(() => kpi(page, 'kpi-period-checks').textContent()).toBe('0');
    await page.getByText('No sales yet in this period.').waitFor();
    // The store's counts stay below.
    await page.getByRole('heading', { name: 'Your store at a glance' }).waitFor();
  });

  test('shows the admin the online orders by day, by hour and by order type', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: ANALYTICS, labels: LOGIN_LABELS });
    await sidebarEntry(page, 'eCommerce').click();
    await page.waitForURL(pathIs(ECOMMERCE));
    await page.getByRole('heading', { name: 'eCommerce', level: 1 }).waitFor();
    const online = checks.filter((c) => c.source === 'olo');
    await poll(() => kpi(page, 'online-today-orders').textContent()).toBe(String(online.length));
    expect(await kpi(page, 'online-today-sales').textContent()).toBe(money(net(online[0]!)));
    await page.getByRole('img', { name: 'Chart of online sales by day' }).waitFor();
    await page.getByRole('img', { name: 'Chart of online sales by hour' }).waitFor();
    const table = page.getByRole('table', { name: 'By order type' });
    await table.getByRole('row', { name: new RegExp(`^${bistro.orderType.name} 1 `) }).waitFor();
  });

  test('refuses the online dashboard to a manager, who is not an admin, and shows him the analytics', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: ANALYTICS, labels: LOGIN_LABELS, creds: MANAGER });
    await poll(() => kpi(page, 'kpi-today-checks').textContent()).toBe('3');
    await sidebarEntry(page, 'Analytics').waitFor();
    expect(await sidebarEntry(page, 'eCommerce').count()).toBe(0);
    await page.goto(ECOMMERCE);
    await page.waitForURL(pathIs('/office/pages/not-authorized'));
    expect(pathOf(page)).toBe('/office/pages/not-authorized');
  });

  test('fits a 390 px phone with no sideways scroll, in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: ANALYTICS, labels: ES_LOGIN });
    await page.getByRole('heading', { name: 'Ventas de un vistazo', level: 2 }).waitFor();
    await page.getByTestId('kpis-today').getByRole('heading', { name: 'Comensales' }).waitFor();
    await poll(() => kpi(page, 'kpi-today-guests').textContent()).toBe('1.3k');
    await page.getByTestId('sales-by-hour').waitFor();
    await page.getByRole('heading', { name: 'Los 10 artículos que más gustan' }).waitFor();
    await page.getByRole('heading', { name: 'Su tienda de un vistazo' }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.goto(ECOMMERCE);
    await page.getByRole('heading', { name: 'Comercio electrónico', level: 1 }).waitFor();
    await poll(() => kpi(page, 'online-today-orders').textContent()).toBe('1');
    await page.getByRole('img', { name: 'Gráfico de ventas en línea por hora' }).waitFor();
    await page.getByRole('table', { name: 'Por tipo de pedido' }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test("says in words which days This Week is compared with, from the store's first day of the week, in English and Spanish", async () => {
    const db = server().database.db;
    await db
      .updateTable('store_info')
      .set({ week_start: 'sunday' })
      .where('store_id', '=', bistro.id)
      .execute();
    try {
      const weekday = new Date(`${businessDate(new Date(), bistro.zone)}T00:00:00Z`).getUTCDay();
      const days = (names: string[]) => (weekday === 0 ? names[0]! : `${names[0]}–${names[weekday]}`);
      const en = await freshPage();
      await signInThroughUi(en, { path: ANALYTICS, labels: LOGIN_LABELS });
      await en
        .getByTestId('kpis-period')
        .getByText(`Compared with ${days(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} of last week`, {
          exact: false,
        })
        .waitFor();
      const es = await freshPage({ locale: 'es-ES' });
      await signInThroughUi(es, { path: ANALYTICS, labels: ES_LOGIN });
      await es
        .getByTestId('kpis-period')
        .getByText(
          `Comparado con ${days(['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'])} de la semana pasada`,
          { exact: false },
        )
        .waitFor();
    } finally {
      await db
        .updateTable('store_info')
        .set({ week_start: 'monday' })
        .where('store_id', '=', bistro.id)
        .execute();
    }
  });
});
