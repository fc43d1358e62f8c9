import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MEDIA_USES } from '../../src/core/media.js';
import { signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, pickOption, poll, textbox } from '../helpers/suite.js';

/*
 * Feature items as an owner keeps them on a phone: one added with its menu item, web address and
 * image (a bad address refused in the form), shown in the list in its sequence order with its
 * image; and, once the store has nine, the tenth refused with the spec's limit, in Spanish.
 */

const { server, freshPage } = consoleSuite();
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const { width: W, height: H } = MEDIA_USES['feature-item'];
const PHONE = { width: 390, height: 844 };

const png = async () => ({
  name: 'special.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: W, height: H, channels: 3, background: '#8d6e63' } })
    .png()
    .toBuffer(),
});

const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('feature items', () => {
  test('adds one on a 390 px phone: menu item, address and image, first in the list by its order', async () => {
    const page = await freshPage({ viewport: PHONE });
    await signInThroughUi(page, { path: '/office/pages/feature-items/create' });
    await textbox(page, 'Description').fill('Soup of the day, every day');
    await pickOption(page, 'Menu item', 'Bistro Burger');
    await page.getByRole('spinbutton', { name: 'Sequence order' }).fill('0');
    await textbox(page, 'URL').fill('soup of the day');
    await page.locator('input[type=file]').setInputFiles(await png());
    await page.getByRole('img', { name: 'Soup of the day, every day' }).first().waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The website must be a valid URL').first().waitFor();
    await textbox(page, 'URL').fill('https://bistro.example.com/soup');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pages\/feature-items$/);
    // Sorted by sequence order: the new one (0) above the demo's own.
    const top = (text: string) =>
      page
        .getByText(text)
        .first()
        .boundingBox()
        .then((box) => box!.y);
    await page.getByText('Soup of the day, every day').first().waitFor();
    expect(await top('Soup of the day, every day')).toBeLessThan(
      await top('Our house burger, aged cheddar and caramelized onion'),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // On a laptop the list shows each image as a thumbnail named by its description.
    const laptop = await freshPage({ viewport: { width: 1366, height: 900 } });
    await signInThroughUi(laptop, { path: '/office/pages/feature-items' });
    const thumbnail = laptop
      .getByRole('row')
      .filter({ hasText: 'Soup of the day, every day' })
      .getByRole('img', {
        name: 'Soup of the day, every day',
        exact: true,
      });
    await poll(() =>
      thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    // Two sessions, a phone's and a laptop's.
  }, 60_000);

  test('refuses a tenth in Spanish and keeps the nine', async () => {
    const owner = await signIn(server());
    const existing = await owner.gql<{
      allFeatureItems: { menu_item_id: string; image_id: string }[];
    }>('{ allFeatureItems(perPage: 20) { menu_item_id image_id } }');
    const items = existing.data!.allFeatureItems;
    const [first] = items;
    for (let i = items.length; i < 9; i++) {
      const made = await owner.gql(
        `mutation ($d: String!, $m: ID!, $i: ID!) {
          createFeatureItem(description: $d, menu_item_id: $m, url: "https://bistro.example.com/", image_id: $i) { id }
        }`,
        { d: `Filler ${i}`, m: first!.menu_item_id, i: first!.image_id },
      );
      expect(made.errors).toBeUndefined();
    }
    const page = await freshPage({ viewport: PHONE, locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/feature-items/create', labels: SPANISH });
    await textbox(page, 'Descripción').fill('Uno de más');
    await pickOption(page, 'Artículo del menú', 'Bistro Burger');
    await textbox(page, 'URL').fill('https://bistro.example.com/more');
    await page.locator('input[type=file]').setInputFiles(await png());
    await page.getByRole('img', { name: 'Uno de más' }).first().waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Una tienda puede tener como máximo 9 artículos destacados').first().waitFor();
    const after = await owner.gql<{ _allFeatureItemsMeta: { count: number } }>(
      '{ _allFeatureItemsMeta { count } }',
    );
    expect(after.data!._allFeatureItemsMeta.count).toBe(9);
  });
});
