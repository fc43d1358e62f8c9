import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MEDIA_USES } from '../../src/core/media.js';
import { sidebarEntry, signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Online Ordering Settings as an owner keeps them: reached from the sidebar's Online Ordering
 * section, on a laptop in English and on a 390 px phone in Spanish; a banner of the wrong size refused
 * with the spec's words, online ordering refused without both banners, a warning before unsaved
 * changes are lost, and what was saved seen again after a reload.
 */

const { server, freshPage } = consoleSuite();
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const PATH = '/office/pages/store-settings';

const png = async (width: number, height: number) => ({
  name: 'banner.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: '#6d4c41' } })
    .png()
    .toBuffer(),
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The picker of one banner: its fieldset, named by its legend. */
const banner = (page: Page, legend: string) => page.getByRole('group', { name: legend });

const web = MEDIA_USES['olo-banner-web'];
const mobile = MEDIA_USES['olo-banner-mobile'];

describe('Online Ordering Settings', () => {
  test('on a laptop in English: a wrong banner size refused, a change kept after a warning, saved and seen again', async () => {
    const page = await freshPage({ viewport: LAPTOP });
    await signInThroughUi(page);
    await sidebarEntry(page, 'Online Ordering Settings').click();
    await page.waitForURL((url) => url.pathname === PATH);
    await page.getByRole('heading', { level: 1, name: 'Online Ordering Settings' }).waitFor();
    // The demo store sells online, with both banners.
    const on = page
      .getByRole('switch', { name: 'Online ordering on' })
      .or(page.getByRole('checkbox', { name: 'Online ordering on' }));
    await poll(() => on.isChecked()).toBe(true);
    const webBanner = banner(page, 'Banner for computers (1920 × 480)');
    await poll(() =>
      webBanner.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    await webBanner.locator('input[type=file]').setInputFiles(await png(mobile.width, mobile.height));
    const alert = page.getByRole('alert').filter({ hasText: 'Error: Wrong dimensions' });
    await alert.waitFor();
    await alert.getByText(`Expected ${web.width} × ${web.height} pixels`, { exact: false }).waitFor();

    const pickup = page.getByRole('spinbutton', { name: 'Pickup ready in (minutes)' });
    await poll(() => pickup.inputValue()).toBe('20');
    await pickup.fill('35');
    const message = page.getByRole('textbox', { name: /Message to guests/ });
    await message.fill('Closed for a private party tonight');
    // Leaving with the change unsaved asks first.
    await sidebarEntry(page, 'Feature items').click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await poll(() => leave.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(PATH);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Online ordering settings saved').waitFor();
    // The hours and the order types offered online are on their own pages, and lead there.
    await page.getByRole('link', { name: 'Edit the hours in Store info' }).waitFor();
    await page.getByRole('link', { name: 'Choose on the order types' }).waitFor();
    await page.reload();
    await poll(() => page.getByRole('spinbutton', { name: 'Pickup ready in (minutes)' }).inputValue()).toBe(
      '35',
    );
    await poll(() => page.getByRole('textbox', { name: /Message to guests/ }).inputValue()).toBe(
      'Closed for a private party tonight',
    );
    const owner = await signIn(server());
    const stores = await owner.gql<{ allStoreInfos: { id: string }[] }>('{ allStoreInfos { id } }');
    const saved = await owner.gql<{
      OnlineOrderingSetting: { pickup_minutes: number; closed_message: string };
    }>('query ($id: ID!) { OnlineOrderingSetting(id: $id) { pickup_minutes closed_message } }', {
      id: stores.data!.allStoreInfos[0]!.id,
    });
    expect(saved.data!.OnlineOrderingSetting).toEqual({
      pickup_minutes: 35,
      closed_message: 'Closed for a private party tonight',
    });
  }, 90_000);

  test('on a 390 px phone in Spanish: a wrong size refused, ordering refused without both banners, then saved', async () => {
    const page = await freshPage({ viewport: PHONE, locale: 'es-ES' });
    await signInThroughUi(page, { path: PATH, labels: SPANISH });
    await page.getByRole('heading', { level: 1, name: 'Configuración de Pedidos en Línea' }).waitFor();
    const phoneBanner = banner(page, 'Banner para teléfonos (750 × 400)');
    await phoneBanner.getByRole('img').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await phoneBanner.locator('input[type=file]').setInputFiles(await png(web.width, web.height));
    const alerta = page.getByRole('alert').filter({ hasText: 'Error: Dimensiones incorrectas' });
    await alerta.waitFor();
    await alerta
      .getByText(`Se esperaban ${mobile.width} × ${mobile.height} píxeles`, { exact: false })
      .waitFor();
    await alerta.getByRole('button').first().click();

    // Without its phone banner, online ordering on is refused.
    await phoneBanner.getByRole('button', { name: 'Quitar banner' }).click();
    await phoneBanner.getByText('Guarde para quitar el banner.').waitFor();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('El banner en línea necesita imágenes para web y para móvil').first().waitFor();

    await phoneBanner
      .locator('input[type=file]')
      .setInputFiles(await png(mobile.width * 2, mobile.height * 2));
    await phoneBanner.getByText('Guarde para conservar el nuevo banner.').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Configuración de pedidos en línea guardada').waitFor();
    await page.reload();
    const shown = banner(page, 'Banner para teléfonos (750 × 400)').getByRole('img');
    await poll(() =>
      shown.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth > 0, img.naturalWidth]),
    ).toEqual([true, 750]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  }, 90_000);
});
