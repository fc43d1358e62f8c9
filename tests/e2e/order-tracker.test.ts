import { beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The order tracker: its owner edits the settings on a phone, the preview following each change
 * before it is saved, a wrong range refused and leaving with changes asked about; and the public
 * screen over the counter moves an order from Preparing to Ready when the store's POS closes it.
 */

const PAGE = '/office/pages/order-tracker-settings';
const OWNER = { email: 'admin@demo.test', password: 'demo-owner-1' };

describe('order tracker', () => {
  const { server, freshPage } = consoleSuite();
  let bistro: DeviceStore;

  beforeAll(async () => {
    // Numbers in the thousands: the front counter's block goes that far.
    await server()
      .database.db.updateTable('device')
      .set({ number_block: 9999 })
      .where('name', '=', 'Front counter POS')
      .execute();
    bistro = await storeWithDevice(server(), 'demo-bistro', 'Front counter POS');
  });

  test('on a 390 px phone: the preview follows unsaved values, a wrong range is refused, leaving asks', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: LOGIN_LABELS, creds: OWNER });
    await page.getByRole('heading', { name: 'Order tracker', level: 1 }).waitFor();
    await page.evaluate(() => window.history.pushState(window.history.state, '', window.location.href));
    const preview = page.getByTestId('tracker-preview');
    await preview.getByText('Your order').waitFor();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Pick up at the bar');
    await page.getByRole('textbox', { name: 'Title of the Ready column' }).fill('Come and get it');
    await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#ffee00');
    await poll(() => preview.textContent()).toContain('Pick up at the bar');
    await poll(() => preview.locator('[data-status="ready"]').textContent()).toContain('Come and get it');
    // Dark text on a light background.
    await poll(() => preview.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(0, 0, 0)');
    await page.getByLabel('Shown: Preparing').uncheck();
    await poll(() => preview.locator('[data-status="preparing"]').count()).toBe(0);
    await page.getByLabel('Shown: Preparing').check();

    // An end before the start: refused, in words, and nothing saved.
    await page.getByLabel('From', { exact: true }).fill('18:00');
    await page.getByLabel('To', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The end time must be later than the start time.' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );

    // Leaving with changes asks first; staying keeps them. Back goes to the console's own entry put
    // behind the page on arrival. (Back as a script asks for it: Playwright's goBack would wait for a
    // page load that never comes.)
    await page.evaluate(() => window.history.back());
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      'Pick up at the bar',
    );

    await page.getByLabel('From', { exact: true }).fill('00:00');
    await page.getByLabel('To', { exact: true }).fill('23:59');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Order tracker settings saved').waitFor();
    await page.reload();
    await page.getByTestId('tracker-preview').getByText('Pick up at the bar').waitFor();
  });

  test('the public screen moves an order from Preparing to Ready when the POS closes it', async () => {
    const page = await freshPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${server().url}/order/demo-bistro/tracker`);
    const column = (status: string) => page.locator(`section[data-status="${status}"]`);
    await column('preparing').waitFor();
    // Whenever its stream opens, the screen reads its board again: nothing recorded before is missed.

    const open = paidCheck(bistro, 3301, { status: 'open', closed_at: undefined, payments: [] });
    expect((await postDevice(server(), '/api/devices/checks', bistro.token, open)).status).toBe(200);
    await column('preparing').getByText('3301', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await column('ready').getByText('3301', { exact: true }).count()).toBe(0);

    const closed = paidCheck(bistro, 3301, { opened_at: open.opened_at });
    expect((await postDevice(server(), '/api/devices/checks', bistro.token, closed)).status).toBe(200);
    await column('ready').getByText('3301', { exact: true }).waitFor({ timeout: 10_000 });
    await poll(() => column('preparing').getByText('3301', { exact: true }).count()).toBe(0);
    // Nothing of the store but the tracker: no table, no server, no total.
    const text = await page.locator('body').textContent();
    expect(text).not.toContain('T3301');
    expect(text).not.toContain('$');
  });
});
