import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * Exports of a generated list, as a user gets them: the menu items filtered by a search, downloaded
 * as CSV and as XLSX, and read back as a spreadsheet would read them.
 */

const { freshPage } = consoleSuite();

const FILE_NAME = /^menu-items-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/;
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

/** RFC 4180 records, enough to read back what the console wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

/** Searches the menu items and waits for the list (a table, or on a phone a simple list) to follow. */
async function menuItemsMatching(page: Page, search: string, placeholder: string, shown: string) {
  await page.getByPlaceholder(placeholder).fill(search);
  await page.getByText(shown).first().waitFor();
  await poll(() => page.getByText('Crispy Calamari').count()).toBe(0);
}

/** Picks a format in an export menu and returns the file the browser received. */
async function download(page: Page, button: string, item: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The workbook in a downloaded .xlsx, read by exceljs as a spreadsheet program would open it. */
async function readXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

function csvTable(bytes: Buffer) {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  const cell = (r: string[], label: string) => {
    expect(header, label).toContain(label);
    return r[header!.indexOf(label)]!;
  };
  return { header: header!, rows, cell };
}

describe('exports of a generated list', () => {
  test('exports the searched menu items as CSV and XLSX: names, not ids, and numbers as numbers', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await menuItemsMatching(page, 'soup', 'Search', 'French Onion Soup');

    const csv = await download(page, 'Export', 'Export CSV');
    expect(csv.name).toMatch(FILE_NAME);
    expect(csv.name.endsWith('.csv')).toBe(true);
    const { header, rows, cell } = csvTable(csv.bytes);
    expect(header.slice(0, 7)).toEqual([
      'Name',
      'Description',
      'Category',
      'Price 1 description',
      'Price 1 price',
      'Price 2 description',
      'Price 2 price',
    ]);
    // Only what an import reads back: none of the server's own columns.
    expect(header.at(-1)).toBe('Status');
    expect(header).not.toContain('Created');
    // The search and the list's order (by name) hold: two soups, French before Tomato.
    expect(rows.map((r) => cell(r, 'Name'))).toEqual(['French Onion Soup', 'Tomato Basil Soup']);
    const [onion] = rows;
    expect(cell(onion!, 'Category')).toBe('Soups & Salads');
    expect(cell(onion!, 'Price 1 description')).toBe('Cup');
    expect(cell(onion!, 'Price 1 price')).toBe('5.50');
    expect(Number(cell(onion!, 'Price 1 price'))).toBe(5.5);
    expect(cell(onion!, 'Price 2 price')).toBe('8.00');
    expect(cell(onion!, 'Status')).toBe('Active');
    expect(['Yes', 'No']).toContain(cell(onion!, 'Online sale'));

    const xlsx = await download(page, 'Export', 'Export XLSX');
    expect(xlsx.name).toMatch(FILE_NAME);
    expect(xlsx.name.endsWith('.xlsx')).toBe(true);
    const workbook = await readXlsx(xlsx.bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Menu Items']);
    const sheet = workbook.worksheets[0]!;
    const labels = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(labels).toEqual(header);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    const at = (label: string) => sheet.getRow(2).getCell(labels.indexOf(label) + 1);
    expect(at('Name').value).toBe('French Onion Soup');
    expect(at('Category').value).toBe('Soups & Salads');
    expect(at('Price 1 price').value).toBe(5.5);
    expect(at('Price 1 price').numFmt).toBe('#,##0.00');
  });

  test('exports only the selected rows from the bulk actions', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await menuItemsMatching(page, 'soup', 'Search', 'Tomato Basil Soup');
    await row(page, 'Tomato Basil Soup').getByRole('checkbox').check();

    const csv = await download(page, 'Export selected', 'Export CSV');
    expect(csv.name).toMatch(FILE_NAME);
    const { rows, cell } = csvTable(csv.bytes);
    expect(rows.map((r) => cell(r, 'Name'))).toEqual(['Tomato Basil Soup']);
    expect(cell(rows[0]!, 'Price 2 price')).toBe('7.50');
  });

  test('writes the headers in Spanish for a Spanish-speaking user', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/menu-items', labels: SPANISH });
    await menuItemsMatching(page, 'soup', 'Buscar', 'French Onion Soup');

    const csv = await download(page, 'Exportar', 'Exportar CSV');
    expect(csv.name).toMatch(FILE_NAME);
    const { header, rows, cell } = csvTable(csv.bytes);
    expect(header.slice(0, 5)).toEqual([
      'Nombre',
      'Descripción',
      'Categoría',
      'Precio 1: descripción',
      'Precio 1: importe',
    ]);
    expect(cell(rows[0]!, 'Categoría')).toBe('Soups & Salads');
    expect(cell(rows[0]!, 'Estado')).toBe('Activo');
    expect(['Sí', 'No']).toContain(cell(rows[0]!, 'Venta en línea'));

    const xlsx = await download(page, 'Exportar', 'Exportar XLSX');
    const workbook = await readXlsx(xlsx.bytes);
    expect(workbook.worksheets[0]!.name).toBe('Artículos del menú');
    expect(workbook.worksheets[0]!.getRow(1).getCell(3).value).toBe('Categoría');
  });

  test('keeps the export at 390 px wide, as an icon button with its name', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/menu-items' });
    await menuItemsMatching(page, 'soup', 'Search', 'French Onion Soup');
    const button = page.getByRole('button', { name: 'Export', exact: true });
    expect(await button.textContent()).toBe('');

    // The menu answers the keyboard: open with Enter, move down to XLSX, pick it with Enter.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Export CSV', exact: true }).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      })(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^menu-items-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
