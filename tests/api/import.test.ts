import ExcelJS from 'exceljs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import { selectionOf } from '../../src/core/graphql-names.js';
import { importLayout } from '../../src/core/import/layout.js';
import type { ImportEvent, ImportResult, LineError } from '../../src/core/import/protocol.js';
import { resourceByName } from '../../src/core/registry.js';
import { readableFields } from '../../src/core/resource.js';
import { toCsv } from '../../src/web/resources/export/csv.js';
import { exportTable, type Related, type Row } from '../../src/web/resources/export/table.js';
import { toXlsx } from '../../src/web/resources/export/xlsx.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Import of menu items from CSV and XLSX over HTTP, on the embedded database and on PostgreSQL:
 * what is written, what is refused by line or as a whole file, and how fast a large file goes.
 */

const menuItem = resourceByName('menu-item');
const NOBODY = { email: 'no.menu@demo.test', password: 'no-menu-items-1', pin: '80471' };

/** A CSV file as a spreadsheet saves one: fields quoted when they must be, CRLF line ends. */
function csv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

async function xlsx(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = [
  'Name',
  'Category',
  'Department',
  'Price 1 description',
  'Price 1 price',
  'Tax',
  'Online sale',
];

/** The console's translations in one language, as its i18n provider gives them. */
function translateIn(locale: 'en' | 'es') {
  const messages = (
    locale === 'en' ? { ...englishMessages, ...en } : { ...raEs, ...es }
  ) as TranslationMessages;
  const i18n = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
}

describeEachDb('import of menu items on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    server = await startServer(kind);
    owner = await signIn(server);
  });
  afterAll(() => server?.close());

  interface Answer {
    status: number;
    /** The refusal, for an answer that is not a stream. */
    body?: { message: string; key: string; params: Record<string, unknown> };
    events: ImportEvent[];
    result?: ImportResult;
  }

  async function send(
    file: string | Buffer,
    mode = 'valid',
    { token = owner.token, type = 'text/csv' }: { token?: string; type?: string } = {},
  ): Promise<Answer> {
    const res = await fetch(`${server.url}/api/import/menu-items?mode=${mode}`, {
      method: 'POST',
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
      body: typeof file === 'string' ? file : new Uint8Array(file),
    });
    const text = await res.text();
    if (!res.headers.get('content-type')?.startsWith('application/x-ndjson'))
      return { status: res.status, body: JSON.parse(text) as Answer['body'], events: [] };
    const events = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ImportEvent);
    const last = events.at(-1);
    return { status: res.status, events, result: last && 'result' in last ? last.result : undefined };
  }

  async function count(): Promise<{ items: number; log: number }> {
    const res = await owner.gql<{ items: { count: number }; log: { count: number } }>(
      `{ items: _allMenuItemsMeta { count }
         log: _allSystemLogsMeta(filter: { entity: "menu-item", action: "create" }) { count } }`,
    );
    return { items: res.data!.items.count, log: res.data!.log.count };
  }

  async function itemsNamed(prefix: string): Promise<Row[]> {
    const res = await owner.gql<{ allMenuItems: Row[] }>(
      `query ($q: String) { allMenuItems(perPage: 1000, filter: { q: $q }) { id ${selectionOf(readableFields(menuItem))} } }`,
      { q: prefix },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.allMenuItems;
  }

  async function idOf(query: string, name: string): Promise<string> {
    const res = await owner.gql<Record<string, { id: string; name: string }[]>>(
      `{ list: ${query}(perPage: 100) { id name } }`,
    );
    return res.data!.list!.find((r) => r.name === name)!.id;
  }

  const errorsOf = (a: Answer) =>
    a.result!.errors.map(({ line, field, key }: LineError) => ({ line, field, key }));

  it('imports a CSV: names, prices, references by name, yes/no in either language; one log entry each', async () => {
    const before = await count();
    const answer = await send(
      csv([
        [...HEADER, 'Price 2 description', 'Price 2 price', 'Status'],
        [
          'Csv Lemonade',
          'Soft Drinks',
          'Beverages',
          'Small',
          '2.50',
          'State sales tax',
          'sí',
          'Large',
          '$3.75',
          'Activo',
        ],
        ['Csv Brownie', 'desserts', '', 'Slice', '4', '', 'No', '', '', 'inactive'],
        ['', '', '', '', '', '', '', '', '', ''],
        ['Csv Pretzel', 'Starters', 'Kitchen', 'Regular', '6,50', 'Tax exempt', 'TRUE', '', '', ''],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      mode: 'valid',
      lines: 3,
      valid: 3,
      imported: 3,
      skipped: 0,
      errors: [],
    });
    expect(answer.events.some((e) => 'phase' in e && e.phase === 'check')).toBe(true);
    expect(answer.events).toContainEqual({ phase: 'import', done: 3, total: 3 });

    const items = new Map((await itemsNamed('Csv ')).map((i) => [i.name, i]));
    expect(items.get('Csv Lemonade')).toMatchObject({
      category_id: await idOf('allCategories', 'Soft Drinks'),
      tax_id: await idOf('allTaxes', 'State sales tax'),
      prices: [
        { description: 'Small', price: 2.5 },
        { description: 'Large', price: 3.75 },
      ],
      online_sale: true,
      kiosk_sale: true,
      status: 'active',
    });
    // A tax left empty stays empty; a category is found without regard to case.
    expect(items.get('Csv Brownie')).toMatchObject({
      category_id: await idOf('allCategories', 'Desserts'),
      tax_id: null,
      online_sale: false,
      status: 'inactive',
    });
    expect(items.get('Csv Pretzel')).toMatchObject({ prices: [{ description: 'Regular', price: 6.5 }] });
    const after = await count();
    expect(after.items - before.items).toBe(3);
    expect(after.log - before.log).toBe(3);
    const log = await owner.gql<{ allSystemLogs: { record_id: string; after: string; user_name: string }[] }>(
      `query ($id: ID) { allSystemLogs(filter: { record_id: $id }) { record_id after user_name } }`,
      { id: items.get('Csv Lemonade')!.id },
    );
    expect(log.data!.allSystemLogs).toHaveLength(1);
    // The entry holds the record as the API reads it, every field.
    expect(JSON.parse(log.data!.allSystemLogs[0]!.after)).toMatchObject(items.get('Csv Lemonade')!);
    expect(log.data!.allSystemLogs[0]!.user_name).toBe('Dana Owner');
  });

  it('imports an XLSX with numbers, yes/no cells, rich text and Spanish headers; no tax column gets the default tax', async () => {
    const answer = await send(
      await xlsx([
        ['Nombre', 'Categoría', 'Precio 1: descripción', 'Precio 1: importe', 'Venta en línea', 'Costo'],
        ['Xlsx Tart', 'Desserts', 'Slice', 5.25, false, 1.1],
        [
          { richText: [{ text: 'Xlsx ' }, { text: 'Latte', font: { bold: true } }] },
          'Coffee & Tea',
          'Cup',
          4,
          true,
          null,
        ],
      ]),
      'valid',
      { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    );
    expect(answer.result).toMatchObject({ lines: 2, imported: 2, errors: [] });
    const items = new Map((await itemsNamed('Xlsx ')).map((i) => [i.name, i]));
    expect(items.get('Xlsx Tart')).toMatchObject({
      prices: [{ description: 'Slice', price: 5.25 }],
      online_sale: false,
      cost: 1.1,
      tax_id: await idOf('allTaxes', 'State sales tax'),
    });
    expect(items.get('Xlsx Latte')).toMatchObject({ online_sale: true, cost: null });
  });

  it('re-imports what the export writes, in English as CSV and in Spanish as XLSX, unchanged', async () => {
    const originals = await itemsNamed('');
    // The records the export names, as the console fetches them: every resource a field points to.
    const related = new Map<string, Map<string, Row>>();
    for (const f of menuItem.fields.filter((x) => x.reference)) {
      const target = resourceByName(f.reference!.resource);
      const res = await owner.gql<{ list: Row[] }>(
        `{ list: all${target.plural}(perPage: 1000) { id ${target.title.join(' ')} } }`,
      );
      related.set(target.name, new Map(res.data!.list.map((r) => [r.id as string, r])));
    }
    const fields = importLayout(menuItem)
      .columns.filter((c) => c.type !== 'parent')
      .map((c) => c.field.name);
    const compared = (r: Row) =>
      Object.fromEntries([...new Set(fields)].filter((f) => f !== 'name').map((f) => [f, r[f]]));

    // As exported, every line is refused for its name alone.
    const same = await send(
      toCsv(exportTable(menuItem, originals, { translate: translateIn('en'), related })),
      'check',
    );
    expect(same.result!.errorCount).toBe(originals.length);
    expect(new Set(same.result!.errors.map((e) => `${e.field} ${e.key}`))).toEqual(
      new Set(['name errors.duplicate']),
    );

    for (const [locale, suffix] of [
      ['en', ' (csv copy)'],
      ['es', ' (xlsx copia)'],
    ] as const) {
      const renamed = originals.map((r) => ({ ...r, name: `${r.name as string}${suffix}` }));
      const table = exportTable(menuItem, renamed, {
        translate: translateIn(locale),
        related: related as Related,
      });
      const file = locale === 'en' ? toCsv(table) : Buffer.from(await toXlsx(table));
      const answer = await send(file, 'all');
      expect(answer.result, locale).toMatchObject({ imported: originals.length, errors: [] });
      const copies = new Map((await itemsNamed(suffix)).map((r) => [r.name, r]));
      for (const original of originals)
        expect(
          compared(copies.get(`${original.name as string}${suffix}`)!),
          `${locale} ${original.name as string}`,
        ).toEqual(compared(original));
    }
  });

  describe('errors by line', () => {
    const file = csv([
      HEADER,
      ['Bad Pizza', 'Pizzas', '', 'Slice', '3', '', ''],
      ['Bad Soup', 'Soups & Salads', 'Bar', 'Cup', '4', '', ''],
      ['Bad Price', 'Sides', '', 'Small', 'four', '', ''],
      ['Bad Description', 'Sides', '', '', '4', '', ''],
      ['Bad Amount', 'Sides', '', 'Large', '', '', ''],
      ['', 'Sides', '', 'Small', '2', '', ''],
      ['Good Fries', 'Sides', 'Kitchen', 'Small', '3', '', 'maybe'],
      ['Good Salad', 'Soups & Salads', 'Kitchen', 'Side', '5', 'Nothing tax', ''],
      ['Good Chips', 'Sides', '', 'Bag', '2', '', ''],
      ['good chips', 'Sides', '', 'Bag', '2', '', ''],
      ['Caesar Salad', 'Soups & Salads', '', 'Side', '6', '', ''],
      ['Good Tea', 'Market', '', 'Cup', '2', '', ''],
      ['Good Coffee', 'Coffee & Tea', '', 'Cup', '2', '', ''],
    ]);
    const expected = [
      { line: 2, field: 'category_id', key: 'import.errors.notFound' },
      { line: 3, field: 'category_id.department_id', key: 'import.errors.parentMismatch' },
      { line: 4, field: 'prices.1.price', key: 'import.errors.number' },
      { line: 5, field: 'prices.1.description', key: 'validation.required' },
      { line: 6, field: 'prices.1.price', key: 'validation.required' },
      { line: 7, field: 'name', key: 'validation.required' },
      { line: 8, field: 'online_sale', key: 'import.errors.boolean' },
      { line: 9, field: 'tax_id', key: 'import.errors.notFound' },
      { line: 11, field: 'name', key: 'import.errors.duplicateInFile' },
      { line: 12, field: 'name', key: 'errors.duplicate' },
      { line: 13, field: 'category_id', key: 'errors.menuItem.categoryNotVisible' },
    ];

    it('reports each line with its column and message key, and writes nothing when checking', async () => {
      const before = await count();
      const answer = await send(file, 'check');
      expect(errorsOf(answer)).toEqual(expected);
      expect(answer.result).toMatchObject({ lines: 13, valid: 2, imported: 0, skipped: 13, errorCount: 11 });
      expect(answer.result!.errors[0]!.params).toEqual({ value: 'Pizzas' });
      expect(answer.result!.errors[1]!.params).toEqual({ record: 'Soups & Salads', value: 'Bar' });
      expect(answer.result!.errors[8]!.params).toEqual({ line: 10 });
      expect(await count()).toEqual(before);
    });

    it('writes nothing in mode "all" when one line fails', async () => {
      const before = await count();
      const answer = await send(file, 'all');
      expect(answer.result).toMatchObject({ imported: 0, skipped: 13, errorCount: 11 });
      expect(answer.events.some((e) => 'phase' in e && e.phase === 'import')).toBe(false);
      expect(await count()).toEqual(before);
    });

    it('imports the valid lines in mode "valid" and skips the others', async () => {
      const before = await count();
      const answer = await send(file, 'valid');
      expect(errorsOf(answer)).toEqual(expected);
      expect(answer.result).toMatchObject({ valid: 2, imported: 2, skipped: 11 });
      expect((await itemsNamed('Good ')).map((r) => r.name).sort()).toEqual(['Good Chips', 'Good Coffee']);
      expect(await count()).toEqual({ items: before.items + 2, log: before.log + 2 });
    });
  });

  describe('files refused whole, with nothing written', () => {
    let before: { items: number; log: number };
    beforeAll(async () => {
      before = await count();
    });
    afterAll(async () => {
      expect(await count()).toEqual(before);
    });

    const refused = async (answer: Promise<Answer>, status: number, key: string) => {
      const a = await answer;
      expect(a.status, key).toBe(status);
      expect(a.body?.key).toBe(key);
      expect(a.body?.message).toBeTruthy();
      expect(a.body?.message).not.toBe(key);
      return a.body!;
    };

    it('refuses a file that is neither CSV nor XLSX, whatever its name or type says', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      await refused(send(png, 'check'), 415, 'import.errors.format');
      await refused(
        send(Buffer.from('PK\x03\x04 not really a workbook'), 'check'),
        415,
        'import.errors.format',
      );
    });

    it('refuses an empty file and a file with a header only', async () => {
      await refused(send('', 'valid'), 400, 'import.errors.empty');
      await refused(send('\r\n\r\n', 'valid'), 400, 'import.errors.empty');
      await refused(send(csv([HEADER]), 'valid'), 400, 'import.errors.noLines');
    });

    it('refuses a file without the columns it needs, or with one twice', async () => {
      const missing = await refused(
        send(
          csv([
            ['Name', 'Tax'],
            ['X', ''],
          ]),
          'valid',
        ),
        400,
        'import.errors.missingColumns',
      );
      expect(missing.params.columns).toBe('Category, Price 1 description, Price 1 price');
      await refused(
        send(
          csv([
            ['Colour', 'Size'],
            ['red', 'L'],
          ]),
          'valid',
        ),
        400,
        'import.errors.noColumns',
      );
      await refused(
        send(
          csv([
            [...HEADER, 'Nombre'],
            ['A', 'Sides', '', 'S', '1', '', '', 'A'],
          ]),
          'valid',
        ),
        400,
        'import.errors.duplicateColumn',
      );
    });

    it('refuses a file of 100,000 lines', async () => {
      const lines = Array.from({ length: 100_000 }, (_, i) => `Huge ${i},Sides,,Small,1,,`);
      const body = await refused(
        send([HEADER.join(','), ...lines].join('\n'), 'valid'),
        400,
        'import.errors.tooManyLines',
      );
      expect(body.params.limit).toBe(50_000);
    });

    it('refuses a cell longer than 2,000 characters, and a body over 20 MB before reading it', async () => {
      const long = await refused(
        send(csv([HEADER, ['Long', 'Sides', '', 'x'.repeat(2001), '1', '', '']]), 'valid'),
        400,
        'import.errors.cellTooLong',
      );
      expect(long.params).toMatchObject({ line: 2, column: 'Price 1 description' });
      const huge = `${HEADER.join(',')}\nHuge,Sides,,${'x'.repeat(50 * 1024 * 1024)},1,,\n`;
      await refused(send(huge, 'valid'), 413, 'import.errors.tooLarge');
    });

    it('refuses an unknown mode, a caller without a token, and one without the menu items permission', async () => {
      const file = csv([HEADER, ['Refused', 'Sides', '', 'S', '1', '', '']]);
      await refused(send(file, 'everything'), 400, 'import.errors.mode');
      await refused(send(file, 'valid', { token: 'not-a-token' }), 401, 'errors.tokenInvalid');
      const job = await owner.gql<{ createJob: { id: string } }>(
        'mutation ($m: [JobModulesInput!]) { createJob(name: "No menu", modules: $m) { id } }',
        {
          m: [{ code: 'dashboard-office', status: true, permissions: [{ code: 'analytics', status: true }] }],
        },
      );
      const employee = await owner.gql(
        `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
          createEmployee(first_name: "Nils", last_name: "Nomenu", email: $email, password: $password,
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
        { job: job.data!.createJob.id, ...NOBODY },
      );
      expect(employee.errors).toBeUndefined();
      const nobody = await signIn(server, NOBODY);
      const answer = await send(file, 'valid', { token: nobody.token });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ key: 'errors.notAuthorized', code: '597-1' });
    });
  });

  it('imports 10,000 lines completely, in batches, with their log entries', async () => {
    const before = await count();
    const lines = Array.from({ length: 10_000 }, (_, i) => [
      `Bulk item ${String(i).padStart(5, '0')}`,
      ['Sides', 'Starters', 'Desserts', 'Soft Drinks'][i % 4]!,
      '',
      'Regular',
      (1 + (i % 50) / 4).toFixed(2),
      i % 3 ? 'State sales tax' : '',
      i % 2 ? 'yes' : 'no',
    ]);
    const started = performance.now();
    let finished = Infinity;
    const importing = send(csv([HEADER, ...lines]), 'valid').then((a) => ((finished = performance.now()), a));
    // The store's other work goes on meanwhile: once the first batch is in, a list is answered
    // before the import ends (each batch waits behind the requests that came before it).
    while ((await count()).items === before.items && finished === Infinity);
    await itemsNamed('Bulk item 0000');
    const listed = performance.now();
    const answer = await importing;
    const ms = finished - started;
    expect(listed).toBeLessThan(finished);
    console.info(
      `import of 10,000 lines on ${kind}: ${Math.round(ms)} ms, ${Math.round(10_000 / (ms / 1000))} lines/s`,
    );
    expect(answer.result).toMatchObject({ lines: 10_000, imported: 10_000, errorCount: 0 });
    const progress = answer.events.filter((e) => 'phase' in e && e.phase === 'import');
    expect(progress).toHaveLength(10);
    expect(progress.at(-1)).toEqual({ phase: 'import', done: 10_000, total: 10_000 });
    expect(await count()).toEqual({ items: before.items + 10_000, log: before.log + 10_000 });
    // The time is printed, not asserted: a busy machine may take several times as long.
  }, 120_000);
});
