import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import type { ColumnKind } from '../../src/core/reports.js';
import type { ReportData, ReportRowData } from '../../src/web/reports/data.js';
import { reportCsv, reportXlsx } from '../../src/web/reports/exports.js';
import { reportTable, seriesText } from '../../src/web/reports/model.js';

import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '../../src/web/store/formats.js';

/* A report's table as the screen and its files write it: the store's formats, numbers, units, totals. */

const MESSAGES = {
  en: { ...englishMessages, ...en },
  es: { ...raEs, ...es },
} as unknown as Record<'en' | 'es', TranslationMessages>;
const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];

const translateIn = (locale: Locale) => {
  const i18n = polyglotI18nProvider(() => MESSAGES[locale], locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
};
const column = (locale: Locale, key: string) =>
  (locale === 'en' ? en : es).reports.columns[key as keyof typeof en.reports.columns];

/** A store that writes days first and a 12-hour clock, in euros. */
const STORE: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  dateFormat: 'DD/MM/YYYY',
  hourFormat: 'hh:mm A',
  currencySymbol: '€',
};

const row = (cells: (string | null)[], unit: ReportRowData['unit'] = null): ReportRowData => ({
  cells,
  unit,
  group: null,
});

function report(
  code: string,
  columns: [string, ColumnKind][],
  rows: ReportRowData[],
  totals: (string | null)[] | null,
  previous: ReportData['previous'] = null,
): ReportData {
  return {
    code,
    from: '2026-11-01',
    to: '2026-11-07',
    columns: columns.map(([key, kind]) => ({ key, kind })),
    rows,
    totals,
    chart: null,
    previous,
    count: null,
  };
}

/** A drawer opened in the evening and closed after midnight, 179.49 short. */
const drawer = report(
  'drawer-report',
  [
    ['date', 'date'],
    ['employee', 'text'],
    ['opened', 'datetime'],
    ['closed', 'datetime'],
    ['cashPayments', 'money'],
    ['overShort', 'money'],
  ],
  [row(['2026-11-03', '-Dana', '2026-11-03 19:05', '2026-11-04 01:30', '96375', '-17949'])],
  [null, '1', null, null, '96375', '-17949'],
);

/** Two checks of the check report: the totals count them in the first column. */
const checks = report(
  'check-report',
  [
    ['check', 'text'],
    ['opened', 'time'],
    ['closed', 'time'],
    ['status', 'label'],
    ['total', 'money'],
  ],
  [
    row(['101', '13:05', '14:40', 'reports.checks.status.closed', '4200']),
    row(['102', '09:00', null, 'reports.checks.status.open', '1850']),
  ],
  ['1234', null, null, null, '6050'],
);

const csvRows = (text: string) => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1).trim()).data;
};

async function sheetOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook.worksheets[0]!;
}

const HEADING = { store: 'Demo Bistro', title: 'Report', range: '01/11/2026 – 07/11/2026', fileName: 'x' };

describe.each(LOCALES)('report files in %s', (locale) => {
  const t = translateIn(locale);

  it('writes amounts in the CSV as plain numbers, the currency in the column heading', () => {
    const [header, body, totals] = csvRows(reportCsv(reportTable(drawer, STORE, t), STORE));
    expect(header).toEqual([
      column(locale, 'date'),
      column(locale, 'employee'),
      column(locale, 'opened'),
      column(locale, 'closed'),
      `${column(locale, 'cashPayments')} (€)`,
      `${column(locale, 'overShort')} (€)`,
    ]);
    // A number is a number; a text that starts like a formula is still neutralised.
    expect(body!.slice(4)).toEqual(['963.75', '-179.49']);
    expect(body![1]).toBe("'-Dana");
    expect(totals).toEqual([t('reports.totals'), '1', '', '', '963.75', '-179.49']);
  });

  it('writes a mixed column’s unit on the row, and a percent column’s in its heading', () => {
    const summary = report(
      'summary',
      [
        ['metric', 'label'],
        ['value', 'value'],
      ],
      [row(['reports.metrics.netSales', '96375'], 'money'), row(['reports.metrics.checks', '1234'], 'count')],
      null,
      {
        from: '2026-10-25',
        to: '2026-10-31',
        rows: [
          row(['reports.metrics.netSales', '77100'], 'money'),
          row(['reports.metrics.checks', '1000'], 'count'),
        ],
        totals: null,
      },
    );
    const [header, net, count] = csvRows(reportCsv(reportTable(summary, STORE, t), STORE));
    expect(header).toEqual([
      column(locale, 'metric'),
      column(locale, 'value'),
      column(locale, 'previous'),
      `${column(locale, 'change')} (%)`,
    ]);
    expect(net).toEqual([`${t('reports.metrics.netSales')} (€)`, '963.75', '771.00', '25']);
    expect(count).toEqual([t('reports.metrics.checks'), '1234', '1000', '23.4']);
    const labor = report(
      'labor-report',
      [
        ['date', 'date'],
        ['laborCost', 'money'],
        ['laborShare', 'percent'],
      ],
      [row(['2026-11-03', '21675', '22.50'])],
      [null, '21675', '22.50'],
    );
    const [laborHeader, day] = csvRows(reportCsv(reportTable(labor, STORE, t), STORE));
    // "Labor % of sales" says its unit already.
    expect(laborHeader).toEqual([
      column(locale, 'date'),
      `${column(locale, 'laborCost')} (€)`,
      column(locale, 'laborShare'),
    ]);
    expect(day).toEqual(['03/11/2026', '216.75', '22.5']);
  });

  it('writes dates and times in the store’s formats on screen, in the CSV and in the XLSX', async () => {
    const table = reportTable(drawer, STORE, t);
    expect(table.rows[0]!.cells.slice(0, 4).map((c) => c.text)).toEqual([
      '03/11/2026',
      '-Dana',
      '03/11/2026 07:05 PM',
      '04/11/2026 01:30 AM',
    ]);
    const times = reportTable(checks, STORE, t);
    expect(times.rows.map((r) => [r.cells[1]!.text, r.cells[2]!.text])).toEqual([
      ['01:05 PM', '02:40 PM'],
      ['09:00 AM', ''],
    ]);
    expect(csvRows(reportCsv(times, STORE))[1]!.slice(1, 3)).toEqual(['01:05 PM', '02:40 PM']);
    const sheet = await sheetOf(await reportXlsx(table, HEADING, STORE));
    const opened = sheet.getRow(6).getCell(3);
    expect(opened.value).toEqual(new Date(Date.UTC(2026, 10, 3, 19, 5)));
    expect(opened.numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    const timeSheet = await sheetOf(await reportXlsx(times, HEADING, STORE));
    expect(timeSheet.getRow(6).getCell(2).value).toBe('01:05 PM');
  });

  it('keeps the check count in the totals row of the table, the CSV and the XLSX', async () => {
    const table = reportTable(checks, STORE, t);
    const label = t('reports.totalsCount', { count: '1,234' });
    expect(label).toContain('1,234');
    expect(table.footer[0]!.cells[0]!.text).toBe(label);
    expect(csvRows(reportCsv(table, STORE)).at(-1)).toEqual([label, '', '', '', '60.50']);
    const sheet = await sheetOf(await reportXlsx(table, HEADING, STORE));
    expect(sheet.getRow(8).getCell(1).value).toBe(label);
    expect(sheet.getRow(8).getCell(5).value).toBe(60.5);
  });

  it('writes a percentage in the XLSX as a number shown as on screen', async () => {
    const labor = report(
      'labor-report',
      [
        ['date', 'date'],
        ['laborShare', 'percent'],
      ],
      [row(['2026-11-03', '22.50'])],
      [null, '22.50'],
    );
    const sheet = await sheetOf(await reportXlsx(reportTable(labor, STORE, t), HEADING, STORE));
    expect(sheet.getRow(6).getCell(2).value).toBe(22.5);
    expect(sheet.getRow(6).getCell(2).numFmt).toBe('0.00"%"');
  });
});

describe('chart figures', () => {
  it('writes each series in its unit', () => {
    expect(seriesText('money', 96375, STORE)).toBe('€963.75');
    expect(seriesText('percent', 22.5, STORE)).toBe('22.5%');
    expect(seriesText('count', 1234, STORE)).toBe('1,234');
    expect(seriesText('number', 4.25, STORE)).toBe('4.25');
  });
});
