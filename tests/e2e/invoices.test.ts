import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { pdfText } from '../helpers/pdf.js';
import { consoleSuite, pathIs, poll } from '../helpers/suite.js';

/*
 * The Invoices pages in the browser: the inbox of Demo Bistro's subscription and vendor invoices,
 * its Open and Paid filters (/pages/invoices/active and /inactive), a vendor's invoice opened with
 * its photo, marked paid after a confirmation, and its PDF downloaded and read; a document of another
 * kind refused before it is sent. Once more in Spanish on a 390 px phone.
 */

const { freshPage } = consoleSuite();
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Downloads the open invoice's PDF and answers its bytes. */
async function downloadPdf(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  return readFile((await file.path())!);
}

describe('the invoices', () => {
  test('the inbox filters open and paid, opens a vendor invoice, marks it paid and downloads its PDF', async () => {
    const page = await freshPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, { path: '/office/pages/invoices/inbox' });
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Invoices' });
    await table.getByRole('link', { name: 'VF-20931' }).waitFor();
    await table.getByRole('link', { name: 'VF-21077' }).waitFor();
    await poll(() => table.getByRole('link', { name: /^INV-\d{4}-\d{6}$/ }).count()).toBe(3);

    await page.getByRole('tab', { name: 'Paid' }).click();
    await page.waitForURL(pathIs('/office/pages/invoices/inactive'));
    await table.getByRole('link', { name: 'VF-20931' }).waitFor();
    await poll(() => table.getByRole('link', { name: 'VF-21077' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Open' }).click();
    await page.waitForURL(pathIs('/office/pages/invoices/active'));
    await poll(() => table.getByRole('link', { name: 'VF-20931' }).count()).toBe(0);

    // A GIF is refused in the browser, before it is sent.
    await page.getByRole('button', { name: 'Add vendor invoice' }).click();
    const dialog = page.getByRole('dialog', { name: "Add a vendor's invoice" });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
      .gif()
      .toBuffer();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bill.gif', mimeType: 'image/gif', buffer: gif });
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Only PDF, PNG, JPEG or WebP files are taken' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('link', { name: 'VF-21077' }).click();
    await page.waitForURL(/\/office\/pages\/invoice\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Invoice VF-21077', level: 1 }).waitFor();
    await page.getByText('Valley Farms Supply').waitFor();
    await page.getByRole('img', { name: 'Invoice VF-21077 as received' }).waitFor();

    await page.getByRole('button', { name: 'Mark paid' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark invoice VF-21077 paid?' });
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();

    const pdf = await downloadPdf(page, 'Download PDF');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Invoice VF-21077');
    expect(text).toContain('$96.25');
    expect(text).toContain('Valley Farms Supply');

    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await page.waitForURL(pathIs('/office/pages/invoices/inbox'));
    await page.goto('/office/pages/invoices/inactive');
    await table.getByRole('link', { name: 'VF-21077' }).waitFor();
    // /pages/invoices leads to the inbox.
    await page.goto('/office/pages/invoices');
    await page.waitForURL(pathIs('/office/pages/invoices/inbox'));
  });

  test('in Spanish on a 390 px phone: the open invoices, one opened, and its PDF', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/invoices/active', labels: SPANISH });
    await page.getByRole('heading', { name: 'Facturas', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Facturas' });
    const first = list.getByRole('link', { name: /INV-\d{4}-\d{6}/ }).first();
    await first.waitFor();
    expect(await overflow(page)).toBe(0);
    await first.click();
    await page.waitForURL(/\/office\/pages\/invoice\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { name: /^Factura INV-\d{4}-\d{6}$/, level: 1 });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Factura ', '');
    await page.getByText('Pendiente', { exact: true }).waitFor();
    expect(await overflow(page)).toBe(0);
    const pdf = await downloadPdf(page, 'Descargar PDF');
    const text = pdfText(pdf);
    expect(text).toContain(`Factura ${number}`);
    expect(text).toContain('$49.00');
    expect(text).toContain('Suscripción');
  });
});
