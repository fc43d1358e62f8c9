import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { dragBlock, editorCanvas } from '../helpers/grapes.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The store's logo in the browser: Store info refuses a file of another kind or over 2 MB before
 * sending it, uploads a logo and keeps it on Save, and Remove takes it away; the e-mail editor's Store logo block, dragged
 * from the blocks panel onto the canvas, shows that logo there and is saved into the template's
 * HTML. Before the store has a logo the block is disabled and says where to upload one (Spanish, on
 * a 390 px phone). E-mails reach the logo at the server's public address, named here
 * http://logo.test and answered by the test server.
 */

const PUBLIC = 'http://logo.test';
const { server, freshPage } = consoleSuite({ publicUrl: PUBLIC });

// The demo stores come with a logo: these tests start from a store without one.
beforeAll(async () => {
  await server().database.db.updateTable('store_info').set({ logo_id: null }).execute();
});
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const canvas = editorCanvas;
const logoBlock = (page: Page) => page.locator('.gjs-block[data-block="store-logo"]');
const sections = (page: Page) => canvas(page).locator('[data-gjs-type="mj-section"]');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The public address's answers come from the test server, as a real host name would reach it. */
async function servePublicAddress(page: Page): Promise<void> {
  await page.route(`${PUBLIC}/**`, async (route) => {
    const res = await fetch(`${server().url}${new URL(route.request().url()).pathname}`);
    await route.fulfill({
      status: res.status,
      contentType: res.headers.get('content-type') ?? undefined,
      body: Buffer.from(await res.arrayBuffer()),
    });
  });
}

/** Opens a new template in the e-mail editor, its canvas showing the starter design. */
async function newTemplate(page: Page, tab: string, add: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: add }).click();
  await canvas(page).locator('body').waitFor();
  await poll(() => sections(page).count()).toBeGreaterThan(0);
}

describe('the store logo', () => {
  test('before there is a logo, the Store logo block is disabled and says where to upload one, on a 390 px phone in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/store-info', labels: SPANISH });
    await page.getByText('Todavía no hay logotipo').waitFor();
    await page.getByText('Subir logotipo').waitFor();
    expect(await overflow(page)).toBe(0);

    await page.goto('/office/pages/marketing-campaigns');
    await newTemplate(page, 'Plantillas', 'Agregar plantilla');
    const note = 'Sube un logotipo en Información de la tienda para usar este bloque';
    const block = logoBlock(page);
    await block.scrollIntoViewIfNeeded();
    await expect(block.getAttribute('class')).resolves.toContain('gjs-block--disable');
    await expect(block.getAttribute('draggable')).resolves.toBe('false');
    await block.getByText(note).waitFor();
    const before = await sections(page).count();
    await block.click();
    await poll(() => page.getByText(note).count()).toBe(2);
    expect(await sections(page).count()).toBe(before);
    expect(await overflow(page)).toBe(0);
  });

  test('uploads the logo in Store info, drags the Store logo block onto a template and saves it with the logo', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await servePublicAddress(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/media')) uploads.push(r.url());
    });
    await signInThroughUi(page, { path: '/office/pages/store-info' });
    const file = page.locator('input[type=file]');

    // Refused in the browser, before anything is sent.
    await file.setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    });
    await page.getByRole('alert').filter({ hasText: 'Only PNG, JPEG or WebP images are taken' }).waitFor();
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 7),
    });
    await page.getByRole('alert').filter({ hasText: 'The image is larger than 2 MB' }).waitFor();
    expect(uploads).toEqual([]);

    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#c62828' } })
        .png()
        .toBuffer(),
    });
    const shown = page.getByRole('img', { name: 'Logo of Demo Bistro' });
    await shown.waitFor();
    await poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
    expect(uploads).toHaveLength(1);
    await page.getByText('Save to keep the new logo.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/).first().waitFor();
    const storeId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('currentStore') ?? '{}') as { id: string }).id,
    );
    const logoUrl = `${PUBLIC}/api/public/stores/${storeId}/logo`;
    await poll(async () => (await fetch(`${server().url}/api/public/stores/${storeId}/logo`)).status).toBe(
      200,
    );

    await page.goto('/office/pages/marketing-campaigns');
    await newTemplate(page, 'Templates', 'Add template');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Logo news');
    const block = logoBlock(page);
    await expect(block.getAttribute('draggable')).resolves.toBe('true');
    await poll(() =>
      block.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(512);
    const before = await sections(page).count();
    await dragBlock(page, block, sections(page).last());
    await poll(() => sections(page).count()).toBe(before + 1);

    // The canvas shows the logo itself, read from the store's public address.
    const image = canvas(page).locator(`[data-gjs-type="mj-image"] img[src="${logoUrl}"]`);
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
    await expect(image.getAttribute('alt')).resolves.toBe('Demo Bistro');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Template saved').waitFor();
    const saved = await server()
      .database.db.selectFrom('email_template')
      .select(['design', 'html'])
      .where('store_id', '=', storeId)
      .where('description', '=', 'Logo news')
      .executeTakeFirstOrThrow();
    expect(String(saved.design)).toContain(`<mj-image src="${logoUrl}"`);
    expect(String(saved.html)).toMatch(new RegExp(`<img[^>]*src="${logoUrl.replace(/[.]/g, '\\.')}"`));

    // Removed on Store info and saved: the public address answers 404 again.
    await page.goto('/office/pages/store-info');
    await page.getByRole('img', { name: 'Logo of Demo Bistro' }).waitFor();
    await page.getByRole('button', { name: 'Remove logo', exact: true }).click();
    await page.getByText('Save to remove the logo.').waitFor();
    await page.getByText('No logo yet').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/).first().waitFor();
    await poll(async () => (await fetch(`${server().url}/api/public/stores/${storeId}/logo`)).status).toBe(
      404,
    );
  }, 90_000);
});
