import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { addDays, REPORTS } from '../../src/core/reports.js';
import en from '../../locales/en.json' with { type: 'json' };
import { chooseOption, LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

const SUMMARY = '/office/pages/reports/summary';
const SPANISH_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const L = {
  en: {
    heading: 'Summary',
    range: 'Date range',
    preset: 'Last 30 Days',
    netSales: 'Net sales',
    checks: 'Checks',
    table: 'Summary table',
    chart: 'Chart of the Summary',
  },
  es: {
    heading: 'Resumen',
    range: 'Periodo',
    preset: 'Últimos 30 días',
    netSales: 'Ventas netas',
    checks: 'Cuentas',
    table: 'Tabla de Resumen',
    chart: 'Gráfico de Resumen',
  },
};
type Words = (typeof L)['en'];

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A row of a report's table, by the exact words of its heading cell. */
const row = (page: Page, heading: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: heading, exact: true }) });

/** Money as the screen writes it ("$1,234.56"), as a number of dollars. */
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/*
 * A store with a month of history: the owner opens the summary, picks a preset, sees the chart and
 * the table, and takes the figures away as CSV, XLSX and PDF — the same figures as on screen, and as
 * the raw checks add up.
 */
describe('reports', () => {
  const { server, freshPage } = consoleSuite({ seedHistoryDays: 12 });
  let expected: { net: number; checks: number };
  let range: { from: string; to: string };

  beforeAll(async () => {
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select(['id', 'time_zone'])
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const today = businessDate(new Date(), store.time_zone as string);
    range = { from: addDays(today, -29), to: today };
    const { rows } = await sql<{ net: string; checks: string }>`select
        coalesce(sum(c.subtotal - c.discount), 0) as net, count(*) filter (where c.status <> 'voided') as checks
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${store.id} and w.business_date between ${range.from}::date and ${range.to}::date`.execute(
      db,
    );
    expected = { net: Number(rows[0]!.net) / 100, checks: Number(rows[0]!.checks) };
    expect(expected.checks).toBeGreaterThan(100);
  });

  async function openSummary(page: Page, t: Words) {
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
    await page.getByRole('img', { name: t.chart }).waitFor();
    const table = page.getByRole('table', { name: t.table });
    await table.waitFor();
    const net = row(page, t.netSales).getByRole('cell').first();
    await poll(async () => dollars((await net.textContent()) ?? '')).toBe(expected.net);
    const checks = (await row(page, t.checks).getByRole('cell').first().textContent())!;
    expect(Number(checks.replace(/,/g, ''))).toBe(expected.checks);
    return { net: (await net.textContent())!, checks };
  }

  async function exportsMatch(page: Page, t: Words, screen: { net: string; checks: string }) {
    const csv = await download(page, 'CSV');
    expect(csv.name).toBe(`summary-${range.from}-${range.to}.csv`);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1).trim()).data;
    // Numbers as numbers, the currency beside the figure it counts in.
    expect(parsed.find((r) => r[0] === `${t.netSales} ($)`)?.[1]).toBe(dollars(screen.net).toFixed(2));
    expect(parsed.find((r) => r[0] === t.checks)?.[1]).toBe(screen.checks.replace(/,/g, ''));

    const xlsx = await download(page, 'XLSX');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      xlsx.bytes.buffer.slice(
        xlsx.bytes.byteOffset,
        xlsx.bytes.byteOffset + xlsx.bytes.byteLength,
      ) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Demo Bistro');
    const values: Record<string, unknown> = {};
    sheet.eachRow((r) => {
      values[String(r.getCell(1).value)] = r.getCell(2).value;
    });
    expect(values[t.netSales]).toBe(dollars(screen.net));
    expect(values[t.checks]).toBe(Number(screen.checks.replace(/,/g, '')));

    const pdf = await download(page, 'PDF');
    expect(pdf.name).toBe(`summary-${range.from}-${range.to}.pdf`);
    const { text: pdfText } = await new PDFParse({ data: new Uint8Array(pdf.bytes) }).getText();
    expect(pdfText).toContain('Demo Bistro');
    expect(pdfText).toContain(t.heading);
    expect(pdfText).toContain(screen.net);
    expect(pdfText).toContain(`${t.netSales}`);
  }

  test('a summary of the last 30 days, its chart, its table and its files, in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: SUMMARY, labels: LOGIN_LABELS });
    const screen = await openSummary(page, L.en);
    await exportsMatch(page, L.en, screen);
    // The sidebar's Reports section lists the reports there are.
    const nav = page.getByRole('list', { name: 'Reports' });
    for (const name of ['Summary', 'Daily Sales', 'Hourly Report'])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Hourly Report', exact: true }).click();
    await page.getByRole('heading', { name: 'Hourly Report', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Hourly Report table' }).waitFor();
    await page.getByRole('img', { name: 'Chart of the Hourly Report' }).waitFor();
  });

  test('the same in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: SUMMARY, labels: SPANISH_LOGIN });
    const screen = await openSummary(page, L.es);
    await exportsMatch(page, L.es, screen);
  });

  test('fits a 390 px phone, with no sideways scroll', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: '/office/pages/reports/daily-sales', labels: LOGIN_LABELS });
    await page.getByRole('heading', { name: 'Daily Sales', level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: 'Date range' }), 'Last 30 Days');
    await page.getByTestId('report-row-totals').waitFor();
    await page.getByRole('img', { name: 'Chart of the Daily Sales' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('names every bar of the menu item report on a 1366 px laptop, and shows its last column', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 768 } });
    await signInThroughUi(page, { path: '/office/pages/reports/menu-item-report', labels: LOGIN_LABELS });
    await page.getByRole('heading', { name: 'Menu Item Report', level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: 'Date range' }), 'Last 30 Days');
    const chart = page.getByTestId('report-chart');
    const bars = chart.locator('.MuiBarChart-element');
    await bars.first().waitFor();
    const ticks = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    // One name under each bar: none is left out for want of room.
    await poll(() => ticks.count()).toBe(await bars.count());
    const table = page.getByRole('table', { name: 'Menu Item Report table' });
    const last = table.getByRole('columnheader').last();
    await expect(last.textContent()).resolves.toBe('Voids');
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    // The table fits its frame: nothing of it is behind a sideways scroll.
    const hidden = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
    expect(hidden).toBeLessThanOrEqual(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('lists every report of the catalogue in the sidebar, and opens each with its table and totals', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: SUMMARY, labels: LOGIN_LABELS });
    const nav = page.getByRole('list', { name: 'Reports' });
    for (const def of REPORTS.slice(1)) {
      const title = en.reports[def.code as keyof typeof en.reports] as { title: string };
      await poll(() => nav.getByRole('link', { name: title.title, exact: true }).count()).toBe(1);
      await page.goto(`/office/pages/reports/${def.code}`);
      await page.getByRole('heading', { name: title.title, level: 1 }).waitFor();
      await chooseOption(page, page.getByRole('combobox', { name: 'Date range' }), 'Last 30 Days');
      if (def.code === 'paid-outs-report' || def.code === 'drawer-report') {
        // The generated history records no paid outs and no shifts with drawers.
        await page.getByRole('status').filter({ hasText: 'Nothing to report in this range.' }).waitFor();
        continue;
      }
      await page.getByRole('table', { name: `${title.title} table` }).waitFor();
      await page.getByTestId('report-row-totals').waitFor();
      if (def.chart !== 'none')
        await page.getByRole('img', { name: `Chart of the ${title.title}` }).waitFor();
    }
    // Each report is opened by a full page load.
  }, 150_000);

  const UNITS = {
    en: {
      login: LOGIN_LABELS,
      range: 'Date range',
      preset: 'Last 30 Days',
      labor: 'Labor Report',
      laborShare: 'Labor % of sales',
      checks: 'Check Report',
      opened: 'Opened',
      closed: 'Closed',
    },
    es: {
      login: SPANISH_LOGIN,
      range: 'Periodo',
      preset: 'Últimos 30 días',
      labor: 'Informe laboral',
      laborShare: 'Costo laboral (% de ventas)',
      checks: 'Informe de cuentas',
      opened: 'Apertura',
      closed: 'Cierre',
    },
  };

  for (const locale of ['en', 'es'] as const) {
    const t = UNITS[locale];
    test(`draws the labour chart's share of sales on a percent axis, with its legend in words (${locale})`, async () => {
      const page = await freshPage(locale === 'es' ? { locale: 'es-ES' } : {});
      await signInThroughUi(page, { path: '/office/pages/reports/labor-report', labels: t.login });
      await page.getByRole('heading', { name: t.labor, level: 1 }).waitFor();
      await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
      const chart = page.getByTestId('report-chart');
      await chart.getByText(t.laborShare, { exact: true }).waitFor();
      expect(await chart.textContent()).not.toContain('reports.chart');
      // Every tick of the value axis is a percentage: 22.5 % is not drawn as $0.23.
      const ticks = chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
      await ticks.first().waitFor();
      const labels = await ticks.allTextContents();
      expect(labels.length).toBeGreaterThan(1);
      for (const label of labels) expect(label).toMatch(/^\d[\d.,]*%$/);
    });

    test(`writes the check report's times and its ticket's in the store's formats (${locale})`, async () => {
      const db = server().database.db;
      const formats = (date_format: string, hour_format: string) =>
        sql`update store_info set date_format = ${date_format}, hour_format = ${hour_format}
          where store_id = (select id from store where slug = 'demo-bistro')`.execute(db);
      await formats('DD/MM/YYYY', 'hh:mm A');
      try {
        const page = await freshPage(locale === 'es' ? { locale: 'es-ES' } : {});
        await signInThroughUi(page, { path: '/office/pages/reports/check-report', labels: t.login });
        await page.getByRole('heading', { name: t.checks, level: 1 }).waitFor();
        await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
        const first = page.getByRole('table').locator('tbody tr').first();
        await first.waitFor();
        const headings = await page.getByRole('columnheader').allTextContents();
        const twelveHour = /^(0\d|1[0-2]):[0-5]\d (AM|PM)$/;
        const times = async (name: string) =>
          page
            .getByRole('table')
            .locator(`tbody tr td:nth-child(${headings.indexOf(name) + 1})`)
            .allTextContents();
        const opened = await times(t.opened);
        expect(opened.length).toBeGreaterThan(10);
        for (const time of opened) expect(time).toMatch(twelveHour);
        // Some check of a month was opened after noon: the 12-hour clock says so.
        expect(opened.some((time) => time.endsWith('PM'))).toBe(true);
        for (const time of (await times(t.closed)).filter(Boolean)) expect(time).toMatch(twelveHour);
        // The ticket says when the check was opened, the day first and on the 12-hour clock.
        await first.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const stamp = dialog.getByTestId('check-opened');
        await stamp.waitFor();
        expect(await stamp.textContent()).toMatch(
          new RegExp(`^${t.opened}: \\d{2}/\\d{2}/\\d{4} ${opened[0]}$`),
        );
      } finally {
        await formats('MM/DD/YYYY', 'HH:mm');
      }
    });
  }

  test('sends a report code that does not exist to the not-found page', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: SUMMARY, labels: LOGIN_LABELS });
    await page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    // A code no report declares: the router has no page for it.
    await page.goto('/office/pages/reports/stock-count-report');
    await page.waitForURL((url) => url.pathname === '/office/pages/error-404');
  });
});
