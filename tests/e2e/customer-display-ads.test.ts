import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MEDIA_USES } from '../../src/core/media.js';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, textbox } from '../helpers/suite.js';

/*
 * A customer display ad's images in the console: a file of the wrong size is refused in the browser
 * with the spec's words (English and Spanish) and the size wanted; one of the right size is uploaded
 * and shown in the form; making the new ad the default asks first, naming the current default; the list
 * shows the ad's first image as a thumbnail.
 */

const { freshPage } = consoleSuite();
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const { width: W, height: H } = MEDIA_USES['customer-display'];

const png = async (width: number, height: number) => ({
  name: `photo-${width}x${height}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer(),
});

describe('a customer display ad', () => {
  test('refuses an image of the wrong size in both languages, shows one of the right size, and asks before taking the default', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/customer-display/create' });
    const file = page.locator('input[type=file]');
    await file.setInputFiles(await png(640, 640));
    const alert = page.getByRole('alert').filter({ hasText: 'Error: Wrong dimensions' });
    await alert.waitFor();
    await alert.getByText(`Expected ${W} × ${H} pixels`, { exact: false }).waitFor();
    await alert.getByText('this image is 640 × 640', { exact: false }).waitFor();

    await file.setInputFiles(await png(W, H));
    const shown = page.getByRole('img', { name: 'Image 1 of 1' });
    await shown.waitFor();
    await poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(W);
    await expect(alert.count()).resolves.toBe(0);

    await textbox(page, 'Name').fill('Summer menu');
    await page.getByLabel('Default', { exact: true }).check();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('«Weekend brunch»', { exact: false }).first().waitFor();
    await confirm.getByRole('button', { name: 'Take it over' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pages\/customer-display$/);
    await page.getByRole('row').filter({ hasText: 'Summer menu' }).waitFor();
    // The list shows each ad's first image as a thumbnail named by the ad.
    const thumbnail = page.getByRole('img', { name: 'Summer menu', exact: true });
    await thumbnail.waitFor();
    await poll(() =>
      thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    const es = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(es, { path: '/office/pages/customer-display/create', labels: SPANISH });
    await es.locator('input[type=file]').setInputFiles(await png(W, H + 200));
    const alerta = es.getByRole('alert').filter({ hasText: 'Error: Dimensiones incorrectas' });
    await alerta.waitFor();
    await alerta.getByText(`Se esperaban ${W} × ${H} píxeles`, { exact: false }).waitFor();
  });
});
