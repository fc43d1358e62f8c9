import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { parseNetworks, parsePorts } from '../../src/server/printing/allow.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, pathIs, poll, row, tryUntil } from '../helpers/suite.js';

/*
 * The receipt builder as a manager uses it, in either language: a field switched on shows in the
 * preview at once, a field moved with the keyboard moves there too, the paper switches between 58 and
 * 80 mm, and the layout saved is the one read after a reload. Then the kitchen printers' "Print test
 * page" against a printer that answers (a TCP server of the test) and one that does not.
 * Demo Bistro's seeded layout starts with the order number, the business phone and the website, and
 * leaves out the car's model and colour.
 */

const PAGE = '/office/pages/receipt-builder';

interface Words {
  locale: string;
  login: typeof LOGIN_LABELS;
  builder: string;
  preview: (mm: number) => string;
  carModel: string;
  carLine: string;
  website: string;
  move: (name: string) => string;
  order: string;
  paper58: string;
  unsaved: string;
  save: string;
  saved: string;
  leaveTitle: string;
  stay: string;
  menuItems: string;
  copies: string;
  copiesError: string;
  upload: string;
  logoAlt: string;
  logoType: string;
}

const EN: Words = {
  locale: 'en-US',
  login: LOGIN_LABELS,
  builder: 'Receipt Builder',
  preview: (mm) => `Receipt preview at ${mm} mm`,
  carModel: 'Car model',
  carLine: 'Car model: Toyota Corolla',
  website: 'Website',
  move: (name) => `Move ${name}`,
  order: 'Order #1042',
  paper58: '58 mm',
  unsaved: 'Unsaved changes',
  save: 'Save',
  saved: 'Receipt layout saved',
  leaveTitle: 'Leave without saving?',
  stay: 'Stay',
  menuItems: 'Menu Items',
  copies: 'Copies',
  copiesError: 'Copies must be from 1 to 5',
  upload: 'Upload logo',
  logoAlt: "The receipt's logo",
  logoType: 'The logo must be a PNG, JPEG, GIF or WebP image',
};

const ES: Words = {
  locale: 'es-ES',
  login: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  builder: 'Constructor de recibos',
  preview: (mm) => `Vista previa del recibo en ${mm} mm`,
  carModel: 'Modelo del coche',
  carLine: 'Modelo del coche: Toyota Corolla',
  website: 'Sitio web',
  move: (name) => `Mover ${name}`,
  order: 'Pedido n.º 1042',
  paper58: '58 mm',
  unsaved: 'Cambios sin guardar',
  save: 'Guardar',
  saved: 'Diseño del recibo guardado',
  leaveTitle: '¿Salir sin guardar?',
  stay: 'Quedarse',
  menuItems: 'Artículos del menú',
  copies: 'Copias',
  copiesError: 'Las copias deben ser de 1 a 5',
  upload: 'Subir logotipo',
  logoAlt: 'El logotipo del recibo',
  logoType: 'El logotipo debe ser una imagen PNG, JPEG, GIF o WebP',
};

/** The preview's lines, as printed. */
const previewLines = (page: Page, words: Words, mm: number) =>
  page
    .getByRole('region', { name: words.preview(mm), exact: true })
    .locator('[data-line]')
    .evaluateAll((lines) => lines.map((l) => l.textContent ?? ''));

/** Which of some texts comes first in the preview. */
const indexOf = (lines: string[], start: string) => lines.findIndex((l) => l.startsWith(start));

describe.each([EN, ES])('receipt builder in $locale', (words) => {
  const { freshPage } = consoleSuite();

  test('shows a switched field and a moved field at once, at 58 and 80 mm, and keeps them once saved', async () => {
    const page = await freshPage({ locale: words.locale });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    await page.getByRole('heading', { name: words.builder, level: 1 }).waitFor();
    await poll(async () => (await previewLines(page, words, 80)).some((l) => l.startsWith(words.order))).toBe(
      true,
    );
    expect((await previewLines(page, words, 80)).some((l) => l.startsWith(words.carLine))).toBe(false);

    await page.getByRole('switch', { name: words.carModel, exact: true }).check();
    await poll(async () =>
      (await previewLines(page, words, 80)).some((l) => l.startsWith(words.carLine)),
    ).toBe(true);
    await page.getByRole('status').filter({ hasText: words.unsaved }).waitFor();

    // The website, third, goes first with the keyboard: its line moves above the order number.
    const before = await previewLines(page, words, 80);
    expect(indexOf(before, words.website)).toBeGreaterThan(indexOf(before, words.order));
    // A busy machine can drop a key between pick-up and drop, so the move is tried again until it shows.
    await tryUntil(async () => {
      await page.getByRole('button', { name: words.move(words.website), exact: true }).focus();
      await page.keyboard.press('Space');
      for (const key of ['ArrowUp', 'ArrowUp']) {
        await page.waitForTimeout(150);
        await page.keyboard.press(key);
      }
      await page.waitForTimeout(150);
      await page.keyboard.press('Space');
      await expect
        .poll(
          async () => {
            const lines = await previewLines(page, words, 80);
            return indexOf(lines, words.website) < indexOf(lines, words.order);
          },
          { timeout: 5_000 },
        )
        .toBe(true);
    });

    // 80 mm holds 48 characters a line, 58 mm 32: the dashes across the paper say so.
    const rule = (lines: string[]) => lines.find((l) => /^-+$/.test(l))?.length;
    expect(rule(await previewLines(page, words, 80))).toBe(48);
    await page.getByRole('button', { name: words.paper58, exact: true }).click();
    await poll(async () => rule(await previewLines(page, words, 58))).toBe(32);

    // A rule broken in the browser says so under its field, and Save sends nothing.
    const copies = page.getByRole('spinbutton', { name: words.copies });
    await copies.fill('9');
    await page.getByText(words.copiesError).first().waitFor();
    await copies.fill('2');
    await poll(() => page.getByText(words.copiesError).count()).toBe(0);

    // Leaving unsaved asks first.
    await sidebarEntry(page, words.menuItems).click();
    const dialog = page.getByRole('dialog', { name: words.leaveTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: words.stay }).click();
    expect(new URL(page.url()).pathname).toBe(PAGE);

    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(words.saved).waitFor();
    await poll(() => page.getByRole('status').filter({ hasText: words.unsaved }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: words.builder, level: 1 }).waitFor();
    await poll(async () =>
      (await previewLines(page, words, 80)).some((l) => l.startsWith(words.carLine)),
    ).toBe(true);
    const after = await previewLines(page, words, 80);
    expect(indexOf(after, words.website)).toBeLessThan(indexOf(after, words.order));
    expect(await page.getByRole('spinbutton', { name: words.copies }).inputValue()).toBe('2');
    // Saved: nothing holds the way out any more.
    await sidebarEntry(page, words.menuItems).click();
    await page.waitForURL(pathIs('/office/pages/menu-items'));
  }, 90_000);

  test('turns an uploaded picture into a black and white logo shown in the preview, and refuses other files', async () => {
    const page = await freshPage({ locale: words.locale });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    await page.getByRole('heading', { name: words.builder, level: 1 }).waitFor();
    const file = page.getByLabel(words.upload, { exact: true });
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByText(words.logoType).waitFor();

    // A 600 × 200 picture, grey and dark: scaled to 384 dots wide, printed as black.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#202020';
      context.fillRect(0, 0, 600, 200);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const logo = page
      .getByRole('region', { name: words.preview(80), exact: true })
      .getByRole('img', { name: words.logoAlt });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      384, 128,
    ]);
    await poll(() => page.getByText(words.logoType).count()).toBe(0);
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await page.getByText(words.saved).waitFor();
    await page.reload();
    await logo.waitFor();
  });

  test('fits a 390 px phone, the preview below the settings, without sideways scrolling', async () => {
    const page = await freshPage({ locale: words.locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: PAGE, labels: words.login });
    const preview = page.getByRole('region', { name: words.preview(80), exact: true });
    await preview.waitFor();
    const box = await preview.boundingBox();
    const fields = await page.getByRole('switch', { name: words.carModel, exact: true }).boundingBox();
    expect(box!.y).toBeGreaterThan(fields!.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Every character of a line is on the screen: the preview's lines are not cut.
    const widths = await preview
      .locator('[data-line]')
      .evaluateAll((lines) => lines.map((l) => l.scrollWidth - l.clientWidth));
    expect(Math.max(...widths)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});

/** A printer of the test: a TCP server on 127.0.0.1 that counts the jobs it is sent. */
function fakePrinter() {
  let jobs = 0;
  const server: Server = createServer((socket) => {
    socket.on('data', () => undefined);
    socket.on('end', () => jobs++);
  });
  return {
    server,
    jobs: () => jobs,
    port: () => (server.address() as AddressInfo).port,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
  };
}

/** A port nobody listens on: one just given by the system and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('kitchen printers: Print test page', () => {
  // The printers of the test listen on loopback, which the server reaches only when told so.
  const { server, freshPage } = consoleSuite({
    printers: { networks: parseNetworks('127.0.0.0/8'), ports: parsePorts('1024-65535') },
  });
  const printer = fakePrinter();
  let deadPort = 0;

  beforeAll(async () => {
    await printer.listen();
    deadPort = await closedPort();
    const { gql } = await signIn(server());
    for (const [name, port] of [
      ['Pass window', printer.port()],
      ['Unplugged', deadPort],
    ] as const) {
      const res = await gql(
        `mutation ($name: String, $port: Int) { createKitchenPrinter(name: $name, type: "thermal",
          ip: "127.0.0.1", port: $port, paper_width: "80") { id } }`,
        { name, port },
      );
      expect(res.errors).toBeUndefined();
    }
  });
  afterAll(async () => {
    await new Promise((resolve) => printer.server.close(resolve));
  });

  test('prints from the list row and says so; a printer that does not answer gives the error', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/kitchen-printer' });
    await row(page, 'Pass window')
      .getByRole('button', { name: 'Print a test page on Pass window', exact: true })
      .click();
    await page.getByText('Test page printed on Pass window').waitFor();
    // The click printed; it did not open the printer.
    expect(new URL(page.url()).pathname).toBe('/office/pages/kitchen-printer');
    await poll(() => printer.jobs()).toBe(1);

    await row(page, 'Unplugged').getByRole('cell', { name: 'Unplugged', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/office/pages/kitchen-printer/'));
    await page.getByRole('button', { name: 'Print test page', exact: true }).click();
    await page
      .getByText(
        `Error of printer: The printer at 127.0.0.1:${deadPort} cannot be reached: check that it is on and connected, and that its address is on a network and port this server may print to`,
      )
      .waitFor();
  });

  test('names the printer in the title of a refused save', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/kitchen-printer/create' });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pass window');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Error of printer: Printer's name is already taken").first().waitFor();
  });

  test('says the same in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, {
      path: '/office/pages/kitchen-printer',
      labels: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
    });
    await row(page, 'Pass window')
      .getByRole('button', { name: 'Imprimir una página de prueba en Pass window', exact: true })
      .click();
    await page.getByText('Página de prueba impresa en Pass window').waitFor();
    await row(page, 'Unplugged')
      .getByRole('button', { name: 'Imprimir una página de prueba en Unplugged', exact: true })
      .click();
    await page
      .getByText(
        `Error de impresora: No se puede llegar a la impresora en 127.0.0.1:${deadPort}: compruebe que esté encendida y conectada, y que su dirección esté en una red y un puerto a los que este servidor puede imprimir`,
      )
      .waitFor();
  });
});
