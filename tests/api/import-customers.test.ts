import ExcelJS from 'exceljs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import { selectionOf } from '../../src/core/graphql-names.js';
import type { ImportEvent, ImportResult, LineError } from '../../src/core/import/protocol.js';
import { resourceByName } from '../../src/core/registry.js';
import { readableFields } from '../../src/core/resource.js';
import { toCsv } from '../../src/web/resources/export/csv.js';
import { exportTable, type Row } from '../../src/web/resources/export/table.js';
import { toXlsx } from '../../src/web/resources/export/xlsx.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Import of customers through the generic import, on the embedded database and on PostgreSQL: from
 * CSV and XLSX, a line without an e-mail refused by line in both languages, an e-mail already taken
 * refused in a create import and updated in an update import (matched by e-mail), the agreement's
 * source set to `import`, the balance never read, and what the export writes imported back.
 */

const customer = resourceByName('customer');

function csv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

async function xlsx(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function translateIn(locale: 'en' | 'es') {
  const messages = (
    locale === 'en' ? { ...englishMessages, ...en } : { ...raEs, ...es }
  ) as TranslationMessages;
  const i18n = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
}

describeEachDb('import of customers on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    server = await startServer(kind);
    owner = await signIn(server);
  });
  afterAll(() => server?.close());

  async function send(file: string | Buffer, mode: string, action = 'create') {
    const res = await fetch(`${server.url}/api/import/customers?mode=${mode}&action=${action}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${owner.token}` },
      body: typeof file === 'string' ? file : new Uint8Array(file),
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const events = (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ImportEvent);
    const last = events.at(-1)!;
    expect(last).toHaveProperty('result');
    return (last as { result: ImportResult }).result;
  }

  const errorsOf = (r: ImportResult) =>
    r.errors.map(({ line, field, key }: LineError) => ({ line, field, key }));

  async function customersLike(q: string): Promise<Row[]> {
    const res = await owner.gql<{ allCustomers: Row[] }>(
      `query ($q: String) { allCustomers(perPage: 1000, filter: { q: $q }) { id ${selectionOf(readableFields(customer))} } }`,
      { q },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.allCustomers;
  }

  it('imports a CSV in English: agreement from the import, balance never read', async () => {
    const result = await send(
      csv([
        ['Name', 'E-mail', 'Phone', 'Agrees to marketing', 'Balance', 'House account limit'],
        ['Csv Ana', 'csv.ana@example.test', '555-0101', 'yes', '999', '50'],
        ['Csv Bob', 'csv.bob@example.test', '', 'no', '', ''],
      ]),
      'all',
    );
    expect(result).toMatchObject({ lines: 2, imported: 2, created: 2, errors: [] });
    const byName = new Map((await customersLike('Csv ')).map((c) => [c.name, c]));
    expect(byName.get('Csv Ana')).toMatchObject({
      email: 'csv.ana@example.test',
      phone: '555-0101',
      marketing_agreement: true,
      marketing_agreement_source: 'import',
      house_account_limit: 50,
      house_account_balance: 0,
    });
    expect(byName.get('Csv Ana')!.marketing_agreement_at).toBeTruthy();
    // Each record has its "create" entry in the system log, holding the record as the API reads it.
    for (const name of ['Csv Ana', 'Csv Bob']) {
      const record = byName.get(name)!;
      const log = await owner.gql<{ allSystemLogs: { action: string; after: string; user_name: string }[] }>(
        `query ($id: ID) { allSystemLogs(filter: { record_id: $id }) { action after user_name } }`,
        { id: record.id },
      );
      expect(log.data!.allSystemLogs).toHaveLength(1);
      expect(log.data!.allSystemLogs[0]!.action).toBe('create');
      expect(JSON.parse(log.data!.allSystemLogs[0]!.after)).toMatchObject(record);
    }
    expect(byName.get('Csv Bob')).toMatchObject({
      marketing_agreement: false,
      marketing_agreement_source: null,
    });
  });

  it('imports an XLSX with Spanish headers', async () => {
    const result = await send(
      await xlsx([
        ['Nombre', 'Correo electrónico', 'Empresa', 'Acepta marketing'],
        ['Xlsx Carla', 'xlsx.carla@example.test', 'Carla SA', 'sí'],
      ]),
      'valid',
    );
    expect(result).toMatchObject({ imported: 1, errors: [] });
    expect((await customersLike('Xlsx Carla'))[0]).toMatchObject({
      company: 'Carla SA',
      marketing_agreement_source: 'import',
    });
  });

  it('refuses a line without an e-mail, by line, in the check and the import, in English and Spanish', async () => {
    const file = csv([
      ['Name', 'E-mail', 'Phone'],
      ['Mail Dora', 'mail.dora@example.test', ''],
      ['Mail Nobody', '', '555-0199'],
    ]);
    const checked = await send(file, 'check');
    expect(errorsOf(checked)).toEqual([{ line: 3, field: 'email', key: 'errors.customer.noEmail' }]);
    expect(checked).toMatchObject({ valid: 1, imported: 0 });
    expect(translateIn('es')('errors.customer.noEmail')).toBe('No hay correo electrónico disponible');
    expect(translateIn('en')('errors.customer.noEmail')).toBe('No e-mail address available');

    expect(await send(file, 'all')).toMatchObject({ imported: 0, errorCount: 1 });
    expect(await customersLike('Mail ')).toEqual([]);
    const valid = await send(file, 'valid');
    expect(valid).toMatchObject({ imported: 1, skipped: 1 });
    expect(errorsOf(valid)).toEqual([{ line: 3, field: 'email', key: 'errors.customer.noEmail' }]);
    expect((await customersLike('Mail ')).map((c) => c.name)).toEqual(['Mail Dora']);

    // A file without the column at all: every line refused the same way.
    const none = await send(csv([['Name'], ['Mail Eve']]), 'check');
    expect(errorsOf(none)).toEqual([{ line: 2, field: 'email', key: 'errors.customer.noEmail' }]);
  });

  it('refuses an e-mail already taken in a create import, and updates its customer in an update import', async () => {
    await send(
      csv([
        ['Name', 'E-mail', 'Phone'],
        ['Dup Fay', 'dup.fay@example.test', '555-0001'],
      ]),
      'all',
    );
    const file = csv([
      ['Name', 'E-mail', 'Phone', 'Agrees to marketing'],
      ['Dup Fay Renamed', 'DUP.FAY@example.test', '555-0002', 'yes'],
      ['Dup Gus', 'dup.gus@example.test', '', ''],
    ]);
    const refused = await send(file, 'valid');
    expect(errorsOf(refused)).toEqual([{ line: 2, field: 'email', key: 'errors.customer.emailTaken' }]);
    expect(refused).toMatchObject({ imported: 1, suggestUpdate: true });
    expect(translateIn('en')('errors.customer.emailTaken')).toBe('Already exist a customer with this email');

    const planned = await send(file, 'check', 'update');
    expect(planned).toMatchObject({ errors: [], created: 0, updated: 2 });
    const updated = await send(file, 'all', 'update');
    expect(updated).toMatchObject({ imported: 2, updated: 2, created: 0, errors: [] });
    const fay = (await customersLike('dup.fay'))[0]!;
    expect(fay).toMatchObject({
      name: 'Dup Fay Renamed',
      email: 'dup.fay@example.test',
      phone: '555-0002',
      marketing_agreement: true,
      marketing_agreement_source: 'import',
    });
    expect(await customersLike('dup.fay')).toHaveLength(1);
    // The dialog's choice says what the update matches by.
    expect(translateIn('en')('import.actionUpdate', { field: 'e-mail' })).toContain('matched by e-mail');
  });

  it('re-imports what the export writes, in English as CSV and in Spanish as XLSX', async () => {
    const originals = (await customersLike('Csv ')).concat(await customersLike('Xlsx '));
    expect(originals.length).toBe(3);
    const compared = (r: Row) => {
      const { id: _id, created_at: _c, updated_at: _u, marketing_agreement_at: _at, ...rest } = r;
      return { ...rest, name: String(r.name).replace(/^(Csv|Xlsx) /, '') };
    };
    for (const [locale, prefix] of [
      ['en', 'Rt1 '],
      ['es', 'Rt2 '],
    ] as const) {
      const copies = originals.map((r) => ({
        ...r,
        name: `${prefix}${r.name as string}`,
        email: `${prefix.trim().toLowerCase()}.${r.email as string}`,
      }));
      const table = exportTable(customer, copies, { translate: translateIn(locale), related: new Map() });
      const file = locale === 'en' ? toCsv(table) : Buffer.from(await toXlsx(table));
      const result = await send(file, 'all');
      expect(result, locale).toMatchObject({ imported: originals.length, errors: [] });
      const back = new Map((await customersLike(prefix)).map((r) => [r.email, r]));
      for (const copy of copies) {
        const got = back.get(copy.email);
        expect(got, `${locale} ${copy.email}`).toBeDefined();
        expect({ ...compared(got!), name: got!.name, email: got!.email }).toEqual({
          ...compared(copy),
          name: copy.name,
          email: copy.email,
        });
      }
    }
  });
});
