import ExcelJS from 'exceljs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { DataProvider, TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import {
  DATE_FORMATS,
  formatDate,
  formatDateOnly,
  formatTimestamp,
  parseDateOnly,
  type DateFormat,
} from '../../src/core/formats.js';
import { resourceByName } from '../../src/core/registry.js';
import { cellText, csvField, toCsv } from '../../src/web/resources/export/csv.js';
import { fetchAll, fetchRelated, PAGE_SIZE } from '../../src/web/resources/export/fetch.js';
import { exportFileName } from '../../src/web/resources/export/file.js';
import { exportTable, type Related, type Row } from '../../src/web/resources/export/table.js';
import { excelNumberFormat, sheetName, toXlsx } from '../../src/web/resources/export/xlsx.js';

/* The generic exporter's pure parts: columns, cells, CSV, XLSX, file names and date formats. */

const MESSAGES = {
  en: { ...englishMessages, ...en },
  es: { ...raEs, ...es },
} as unknown as Record<'en' | 'es', TranslationMessages>;

/** The console's translations in one language, as its i18n provider gives them. */
const translateIn = (locale: 'en' | 'es') => {
  const i18n = polyglotI18nProvider(() => MESSAGES[locale], locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
};

const menuItem = resourceByName('menu-item');
const employee = resourceByName('employee');
const job = resourceByName('job');

// Local wall times, so that the expectations hold in any time zone.
const CREATED = new Date(2026, 10, 22, 9, 5).toISOString();
const UPDATED = new Date(2026, 10, 23, 18, 40).toISOString();

const related: Related = new Map([
  ['category', new Map<string, Row>([['cat-1', { id: 'cat-1', name: 'Entrées' }]])],
  ['tax', new Map<string, Row>([['tax-1', { id: 'tax-1', name: 'Sales tax' }]])],
  [
    'modifier-group',
    new Map<string, Row>([
      ['mg-1', { id: 'mg-1', name: 'Steak temperature' }],
      ['mg-2', { id: 'mg-2', name: 'Extras' }],
    ]),
  ],
  [
    'job',
    new Map<string, Row>([
      ['job-1', { id: 'job-1', name: 'Manager' }],
      ['job-2', { id: 'job-2', name: 'Cashier' }],
    ]),
  ],
]);

const steak: Row = {
  id: 'item-1',
  name: 'Steak Frites',
  description: 'Sirloin, "house" fries',
  category_id: 'cat-1',
  prices: [
    { description: 'Regular', price: 24.5 },
    { description: 'Large', price: 29 },
  ],
  tax_id: 'tax-1',
  receipt_name: null,
  kitchen_name: 'STEAK',
  barcode: null,
  cost: 9.125,
  online_sale: true,
  kiosk_sale: false,
  open_price: false,
  sold_by_weight: false,
  countdown_quantity: 12,
  availability: {
    hours: [
      { day: 'monday', start: '11:00', end: '15:00' },
      { day: 'monday', start: '18:00', end: '22:00' },
      { day: 'friday', start: '11:00', end: '23:00' },
    ],
  },
  modifier_group_ids: ['mg-1', 'mg-2'],
  status: 'inactive',
  created_at: CREATED,
  updated_at: UPDATED,
};
const soup: Row = {
  id: 'item-2',
  name: 'Soup',
  category_id: 'cat-1',
  prices: [{ description: 'Bowl', price: 6 }],
  tax_id: null,
  online_sale: false,
  status: 'active',
  created_at: CREATED,
  updated_at: CREATED,
};

describe('export table', () => {
  it('writes menu items with prices in numbered columns, references by name and words translated', () => {
    const table = exportTable(menuItem, [steak, soup], { translate: translateIn('en'), related });
    expect(table.sheet).toBe('Menu Items');
    expect(table.columns.map((c) => c.label)).toEqual([
      'Name',
      'Description',
      'Category',
      'Price 1 description',
      'Price 1 price',
      'Price 2 description',
      'Price 2 price',
      'Tax',
      'Receipt name',
      'Kitchen name',
      'Kitchen printer',
      'POS name',
      'OLO name',
      'Barcode (UPC)',
      'Cost',
      'Online sale',
      'Kiosk sale',
      'Open price',
      'Sold by weight',
      'Countdown quantity',
      'Nutritional info',
      'Availability',
      'Modifier groups',
      'Status',
    ]);
    const col = (label: string) => table.columns.findIndex((c) => c.label === label);
    expect(table.columns[col('Price 1 price')]!.kind).toBe('money');

    const [first, second] = table.rows.map((row) =>
      row.map((cell, i) => cellText(table.columns[i]!.kind, cell)),
    );
    expect(first).toEqual([
      'Steak Frites',
      'Sirloin, "house" fries',
      'Entrées',
      'Regular',
      '24.50',
      'Large',
      '29.00',
      'Sales tax',
      '',
      'STEAK',
      '',
      '',
      '',
      '',
      '9.13',
      'Yes',
      'No',
      'No',
      'No',
      '12',
      '',
      'Mon 11:00–15:00, 18:00–22:00 · Fri 11:00–23:00',
      'Steak temperature, Extras',
      'Inactive',
    ]);
    // A record with fewer rows leaves the later numbered columns empty; numbers stay numbers.
    expect(second!.slice(3, 8)).toEqual(['Bowl', '6.00', '', '', '']);
    expect(table.rows[1]![col('Price 1 price')]).toBe(6);
    expect(second![col('Tax')]).toBe('');
  });

  it('writes an importable resource as its import reads it back: none of the server-set fields', () => {
    const customer = resourceByName('customer');
    const row = {
      id: 'c-1',
      name: 'Ana Núñez',
      email: 'ana@example.test',
      marketing_agreement: true,
      marketing_agreement_at: CREATED,
      marketing_agreement_source: 'office',
      house_account_balance: 12.5,
      created_at: CREATED,
      updated_at: UPDATED,
    };
    for (const locale of ['en', 'es'] as const) {
      const table = exportTable(customer, [row], { translate: translateIn(locale), related: new Map() });
      const t = translateIn(locale);
      const labels = table.columns.map((c) => c.label);
      for (const name of ['house_account_balance', 'marketing_agreement_at', 'marketing_agreement_source'])
        expect(labels, name).not.toContain(t(`entities.customer.fields.${name}`));
      for (const name of ['created_at', 'updated_at', 'id'])
        expect(labels, name).not.toContain(t(`list.export.${name}`));
      expect(labels).toContain(t('entities.customer.fields.house_account_limit'));
      expect(table.rows[0]).not.toContain(12.5);
    }
  });

  it('labels the columns in Spanish', () => {
    const table = exportTable(menuItem, [steak], { translate: translateIn('es'), related });
    expect(table.sheet).toBe('Artículos del menú');
    const labels = table.columns.map((c) => c.label);
    expect(labels.slice(0, 5)).toEqual([
      'Nombre',
      'Descripción',
      'Categoría',
      'Precio 1: descripción',
      'Precio 1: importe',
    ]);
    expect(labels.at(-1)).toBe('Estado');
    expect(table.rows[0]![labels.indexOf('Venta en línea')]).toBe('Sí');
    expect(table.rows[0]![labels.indexOf('Estado')]).toBe('Inactivo');
  });

  it('keeps one set of numbered columns when no record has rows', () => {
    const table = exportTable(menuItem, [], { translate: translateIn('en'), related });
    expect(table.columns.filter((c) => c.label.startsWith('Price ')).map((c) => c.label)).toEqual([
      'Price 1 description',
      'Price 1 price',
    ]);
    expect(table.rows).toEqual([]);
  });

  it('leaves secrets out, names referenced jobs, formats dates and translates choices', () => {
    const table = exportTable(
      employee,
      [
        {
          id: 'e-1',
          first_name: 'Dana',
          last_name: 'Owner',
          password: 'never',
          pos_pin: '1234',
          job_ids: ['job-1', 'job-2', 'job-gone'],
          salary_type: 'salary',
          hired_date: '2024-03-09',
          status: 'terminated',
          created_at: CREATED,
          updated_at: CREATED,
        },
      ],
      { translate: translateIn('en'), related },
    );
    const labels = table.columns.map((c) => c.label);
    expect(labels).not.toContain('Password');
    expect(labels.some((l) => /PIN/.test(l))).toBe(false);
    const cell = (label: string) => {
      const i = labels.indexOf(label);
      expect(i, label).toBeGreaterThanOrEqual(0);
      return cellText(table.columns[i]!.kind, table.rows[0]![i]!);
    };
    expect(cell('Jobs')).toBe('Manager, Cashier, job-gone');
    expect(cell('Hired date')).toBe('03/09/2024');
    expect(cell('Salary type')).toBe('Salary');
    expect(cell('Status')).toBe('Terminated');
  });

  it("sums up a job's permissions as the names of the modules that are on", () => {
    const modules = [
      { code: 'menu-items', status: true, permissions: [] },
      { code: 'dashboard-office', status: true, permissions: [] },
      { code: 'reports-office', status: false, permissions: [] },
    ];
    const row = { id: 'j', name: 'Manager', modules, created_at: CREATED, updated_at: CREATED };
    const en = exportTable(job, [row], { translate: translateIn('en'), related: new Map() });
    expect(en.columns.map((c) => c.label)).toEqual([
      'Name',
      'Description',
      'Permissions',
      'Created',
      'Last change',
    ]);
    expect(en.rows[0]![2]).toBe('Dashboard, Menu Items');
    const es = exportTable(job, [row], { translate: translateIn('es'), related: new Map() });
    expect(es.rows[0]![2]).toBe(
      `${translateIn('es')('permissions.modules.dashboard-office')}, ${translateIn('es')('permissions.modules.menu-items')}`,
    );
  });
});

describe('CSV', () => {
  it('quotes fields with quotes, commas and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('starts with a byte-order mark, ends lines with CRLF and defuses formulas', () => {
    const csv = toCsv({
      sheet: 'Test',
      columns: [
        { label: 'Name', kind: 'text' },
        { label: 'Price', kind: 'money' },
        { label: 'Day', kind: 'date' },
      ],
      rows: [
        ['=HYPERLINK("x")', 9.5, parseDateOnly('2026-01-31')],
        ['Crème, "brûlée"', -1, null],
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Name,Price,Day',
      `"'=HYPERLINK(""x"")",9.50,01/31/2026`,
      '"Crème, ""brûlée""",-1.00,',
      '',
    ]);
  });

  it('writes a whole menu-item export', () => {
    const table = exportTable(menuItem, [steak], { translate: translateIn('en'), related });
    const [header, line] = toCsv(table).slice(1).split('\r\n');
    expect(header!.startsWith('Name,Description,Category,Price 1 description,Price 1 price,')).toBe(true);
    expect(
      line!.startsWith('Steak Frites,"Sirloin, ""house"" fries",Entrées,Regular,24.50,Large,29.00,'),
    ).toBe(true);
  });
});

describe('file names', () => {
  it('is the route and the day, e.g. menu-items-2026-11-22.csv', () => {
    const day = new Date(2026, 10, 22, 23, 59);
    expect(exportFileName(menuItem, 'csv', day)).toBe('menu-items-2026-11-22.csv');
    expect(exportFileName(menuItem, 'xlsx', day)).toBe('menu-items-2026-11-22.xlsx');
    expect(exportFileName(resourceByName('category'), 'csv', new Date(2027, 0, 5))).toBe(
      'category-2027-01-05.csv',
    );
  });
});

describe('date formats (SPEC §3)', () => {
  const day = parseDateOnly('2026-03-07')!;
  const expected: Record<DateFormat, string> = {
    'YYYY-MM-DD': '2026-03-07',
    'DD-MM-YYYY': '07-03-2026',
    'MM-DD-YYYY': '03-07-2026',
    'MM/DD/YYYY': '03/07/2026',
    'YYYY/MM/DD': '2026/03/07',
    'DD/MM/YYYY': '07/03/2026',
  };

  it.each(DATE_FORMATS.map((f) => [f, expected[f]]))('writes %s as %s', (format, text) => {
    expect(formatDate(day, format as DateFormat)).toBe(text);
    expect(formatDateOnly('2026-03-07', format as DateFormat)).toBe(text);
  });

  it('defaults to MM/DD/YYYY and HH:mm, refuses what is not a date, and has a 12-hour clock', () => {
    expect(formatDateOnly('2026-03-07')).toBe('03/07/2026');
    expect(formatDateOnly('2026-02-30')).toBe('');
    expect(formatDateOnly('07/03/2026')).toBe('');
    expect(formatDateOnly(null)).toBe('');
    const moment = new Date(2026, 2, 7, 0, 30);
    expect(formatTimestamp(moment)).toBe('03/07/2026 00:30');
    expect(formatTimestamp(moment, { date: 'DD/MM/YYYY', time: 'hh:mm A' })).toBe('07/03/2026 12:30 AM');
    expect(formatTimestamp(new Date(2026, 2, 7, 13, 5), { date: 'YYYY-MM-DD', time: 'hh:mm A' })).toBe(
      '2026-03-07 01:05 PM',
    );
    expect(formatTimestamp('not a date')).toBe('');
  });
});

describe('XLSX', () => {
  it('writes one sheet with a bold frozen header, numbers as numbers and dates as dates', async () => {
    const table = exportTable(menuItem, [steak, soup], { translate: translateIn('en'), related });
    const bytes = await toXlsx(table);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Menu Items']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('Name');
    expect(header.getCell(1).font?.bold).toBe(true);
    const at = (label: string) => table.columns.findIndex((c) => c.label === label) + 1;
    const price = sheet.getRow(2).getCell(at('Price 1 price'));
    expect(price.value).toBe(24.5);
    expect(price.numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(at('Category')).value).toBe('Entrées');
    // Dates as dates: a job's export keeps when it was made (a menu item's, read back by its
    // import, does not).
    const jobs = exportTable(job, [{ id: 'j', name: 'Cook', created_at: CREATED, updated_at: UPDATED }], {
      translate: translateIn('en'),
      related: new Map(),
    });
    const jobBook = new ExcelJS.Workbook();
    await jobBook.xlsx.load((await toXlsx(jobs)).buffer);
    const created = jobBook.worksheets[0]!.getRow(2).getCell(
      jobs.columns.findIndex((c) => c.label === 'Created') + 1,
    );
    expect(created.value).toEqual(new Date(Date.UTC(2026, 10, 22, 9, 5)));
    expect(created.numFmt).toBe('mm/dd/yyyy hh:mm');
    expect(sheet.getRow(3).getCell(at('Price 2 price')).value).toBeNull();
    expect(sheet.getColumn(at('Description')).width).toBeGreaterThanOrEqual('Sirloin, "house" fries'.length);
  });

  it('spells the number formats as Excel does and keeps sheet names within its rules', () => {
    expect(excelNumberFormat('percent')).toBe('#,##0.000');
    expect(excelNumberFormat('date', { date: 'DD-MM-YYYY', time: 'HH:mm' })).toBe('dd-mm-yyyy');
    expect(excelNumberFormat('timestamp', { date: 'YYYY/MM/DD', time: 'hh:mm A' })).toBe(
      'yyyy/mm/dd hh:mm AM/PM',
    );
    expect(excelNumberFormat('text')).toBeUndefined();
    expect(sheetName('Sales / Taxes [2026]: a very long name indeed')).toBe(
      'Sales   Taxes  2026   a very lo',
    );
  });
});

describe('fetching', () => {
  const page = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({ id: `r-${from + i}` }));

  it('reads every matching record in pages of 1000, reporting progress', async () => {
    const calls: unknown[] = [];
    const dataProvider = {
      getList: async (_: string, params: { pagination: { page: number; perPage: number } }) => {
        calls.push(params);
        const { page: p, perPage } = params.pagination;
        return { data: page(Math.min(perPage, 2500 - (p - 1) * perPage), (p - 1) * perPage), total: 2500 };
      },
    } as unknown as DataProvider;
    const progress: [number, number][] = [];
    const records = await fetchAll(
      dataProvider,
      menuItem,
      { filter: { q: 'steak' }, sort: { field: 'name', order: 'ASC' } },
      (done, total) => progress.push([done, total]),
    );
    expect(records).toHaveLength(2500);
    expect(calls).toEqual(
      [1, 2, 3].map((p) => ({
        filter: { q: 'steak' },
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: p, perPage: PAGE_SIZE },
      })),
    );
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it('asks each referenced resource once for the records the rows point to', async () => {
    const calls: [string, string[]][] = [];
    const dataProvider = {
      getMany: async (resource: string, { ids }: { ids: string[] }) => {
        calls.push([resource, ids]);
        return { data: ids.map((id) => ({ id, name: `name of ${id}` })) };
      },
    } as unknown as DataProvider;
    const got = await fetchRelated(dataProvider, menuItem, [steak, soup, { ...soup, tax_id: 'tax-2' }]);
    expect(calls.sort()).toEqual([
      ['pages/category', ['cat-1']],
      ['pages/modifier-group', ['mg-1', 'mg-2']],
      ['pages/taxes', ['tax-1', 'tax-2']],
    ]);
    expect(got.get('tax')?.get('tax-2')).toEqual({ id: 'tax-2', name: 'name of tax-2' });
  });
});
