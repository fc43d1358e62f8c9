import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkTotals, type CheckInput } from '../../src/core/checks.js';
import { LOGIN_LABELS, chooseOption, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The order monitor as a manager of Demo Bistro watches it: a check the front counter's POS records
 * through the device API appears without a reload, highlighted and announced, in English and in
 * Spanish, and the page fits a 390 px phone.
 */

const PAGE = '/office/pages/order-monitor';
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

/**
 * Resolves once the console's live channel has joined the store's room: the server's acknowledgement
 * of `joinRoom` (a socket.io packet `43<id>[{"ok":true}]`), over WebSocket or long polling. A check
 * recorded before that would reach the page only with its next periodic reading.
 */
function liveChannelJoined(page: Page): Promise<void> {
  // Long polling joins packets with the record separator (U+001E).
  const ack = new RegExp(`(^|${String.fromCharCode(0x1e)})43\\d*\\[\\{"ok":true`);
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && ack.test(payload)) resolve();
      }),
    );
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then(
        (text) => ack.test(text) && resolve(),
        () => undefined,
      );
    });
  });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('order monitor', () => {
  const { server, freshPage } = consoleSuite();
  let deviceToken = '';
  let base: Omit<CheckInput, 'number' | 'opened_at' | 'closed_at'>;

  beforeAll(async () => {
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const of = (table: string) => db.selectFrom(table).where('store_id', '=', store.id);
    // Numbers in the thousands: the front counter's block goes that far.
    await db
      .updateTable('device')
      .set({ number_block: 9999 })
      .where('store_id', '=', store.id)
      .where('name', '=', 'Front counter POS')
      .execute();
    const device = await of('device')
      .select('installation_code')
      .where('name', '=', 'Front counter POS')
      .executeTakeFirstOrThrow();
    const res = await fetch(`${server().url}/api/devices/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ installation_code: device.installation_code }),
    });
    deviceToken = ((await res.json()) as { token: string }).token;
    const item = await of('menu_item').select(['id', 'prices']).orderBy('name').executeTakeFirstOrThrow();
    const price = Math.round(Number((item.prices as { price: number }[])[0]!.price) * 100);
    const items = [
      {
        menu_item_id: item.id as string,
        quantity: 2,
        unit_price: price,
        modifiers: [],
        discount: 0,
        tax: 77,
      },
    ];
    const totals = checkTotals({ items, discount: 0, gratuity: 0, payments: [] });
    base = {
      order_type_id: (await of('order_type').select('id').orderBy('name').executeTakeFirstOrThrow())
        .id as string,
      table_name: 'T9',
      server_id: (await of('employee').select('id').orderBy('first_name').executeTakeFirstOrThrow())
        .id as string,
      guests: 2,
      status: 'closed',
      items,
      discount: 0,
      gratuity: 0,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      payments: [
        {
          payment_id: (await of('payment').select('id').where('type', '=', 'cash').executeTakeFirstOrThrow())
            .id as string,
          amount: totals.total,
          tip: 0,
          change: 0,
          paid_at: new Date().toISOString(),
        },
      ],
      refunds: [],
      ratings: [],
    };
  });

  /** The POS records a closed check opened a few minutes ago; its total as the store writes it. */
  async function recordCheck(number: number): Promise<string> {
    const now = Date.now();
    const check: CheckInput = {
      ...base,
      number,
      opened_at: new Date(now - 5 * 60_000).toISOString(),
      closed_at: new Date(now - 60_000).toISOString(),
    };
    const res = await fetch(`${server().url}/api/devices/checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${deviceToken}` },
      body: JSON.stringify(check),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return `$${(check.total / 100).toFixed(2)}`;
  }

  /** The card of a check, found by its heading. */
  const card = (page: Page, title: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, level: 3, exact: true }) });

  test('a check recorded by a device appears at once, highlighted and announced, without a reload', async () => {
    const page = await freshPage();
    const joined = liveChannelJoined(page);
    await signInThroughUi(page, { path: PAGE, labels: LOGIN_LABELS, creds: MANAGER });
    await page.getByRole('heading', { name: 'Order Monitor', level: 1 }).waitFor();
    await sidebarEntry(page, 'Order Monitor').waitFor();
    // The master device's setting: the last 5 hours.
    const hours = page.getByRole('combobox', { name: 'Hours shown' });
    await poll(() => hours.textContent()).toBe('Last 5 hours');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await joined;
    const total = await recordCheck(1042);
    const recorded = card(page, 'Check 1042');
    await recorded.waitFor({ timeout: 5_000 });
    await expect.poll(() => recorded.textContent()).toContain(total);
    await expect.poll(() => recorded.textContent()).toContain('Closed');
    await expect.poll(() => recorded.textContent()).toContain('New');
    await poll(() => page.getByRole('status').filter({ hasText: 'Check 1042 recorded' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    // Counted at the top.
    await poll(() => page.locator('[data-figure="sales"]').textContent()).toBe(total);

    // Filtered to open checks, the closed one leaves; back to all, it returns.
    const status = page.getByRole('combobox', { name: 'Status' });
    await chooseOption(page, status, 'Open');
    await poll(() => recorded.count()).toBe(0);
    await page.getByText('No checks match these filters.').waitFor();
    await chooseOption(page, status, 'All');
    await recorded.waitFor();

    // A second check while watching: it comes first.
    await recordCheck(1043);
    await card(page, 'Check 1043').waitFor({ timeout: 5_000 });
    await poll(async () =>
      (await page.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2),
    ).toEqual(['Check 1043', 'Check 1042']);
  });

  test('in Spanish on a 390 px phone: the check appears live, and nothing scrolls sideways', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    const joined = liveChannelJoined(page);
    await signInThroughUi(page, { path: PAGE, labels: ES_LOGIN, creds: MANAGER });
    await page.getByRole('heading', { name: 'Monitor de órdenes', level: 1 }).waitFor();
    await poll(() => page.getByRole('combobox', { name: 'Horas mostradas' }).textContent()).toBe(
      'Últimas 5 horas',
    );
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await joined;
    const total = await recordCheck(2077);
    const recorded = card(page, 'Cuenta 2077');
    await recorded.waitFor({ timeout: 5_000 });
    await expect.poll(() => recorded.textContent()).toContain(total);
    await expect.poll(() => recorded.textContent()).toContain('Cerrada');
    await expect.poll(() => recorded.textContent()).toContain('Mesa');
    await poll(() => page.getByRole('status').filter({ hasText: 'Cuenta 2077 registrada' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const box = await recorded.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
