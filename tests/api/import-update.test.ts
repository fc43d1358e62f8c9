import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import raEs from '../../locales/ra/es.json' with { type: 'json' };
import type { ImportEvent, ImportResult, LineError } from '../../src/core/import/protocol.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Import of menu items that updates the items it names (matched by name, without regard to case)
 * and creates the others, on the embedded database and on PostgreSQL: what a check says each line
 * would do, what is written, what is refused by line; and the create import that points to it.
 */

const csv = (rows: readonly (readonly string[])[]) =>
  rows.map((r) => r.map((v) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n') +
  '\r\n';

function translateIn(locale: 'en' | 'es') {
  const messages = (
    locale === 'en' ? { ...englishMessages, ...en } : { ...raEs, ...es }
  ) as TranslationMessages;
  const i18n = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
}

interface Item {
  id: string;
  name: string;
  description: string | null;
  category_id: string;
  tax_id: string | null;
  online_sale: boolean;
  prices: { description: string; price: number }[];
}

const FIRST = csv([
  [
    'Name',
    'Category',
    'Description',
    'Price 1 description',
    'Price 1 price',
    'Price 2 description',
    'Price 2 price',
  ],
  ['Upd Burger', 'Sides', 'Two patties', 'Single', '9.50', 'Double', '12.50'],
  ['Upd Fries', 'Sides', '', 'Small', '3', '', ''],
]);

/** The same items again, named in another case, with the first price only: new prices, nothing else touched. */
const AGAIN = csv([
  ['Name', 'Price 1 price'],
  ['upd burger', '10.25'],
  ['UPD FRIES', '3.40'],
]);

describeEachDb('import of menu items that updates existing ones, on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    server = await startServer(kind);
    owner = await signIn(server);
  });
  afterAll(() => server?.close());

  async function send(file: string, mode: string, action?: string) {
    const query = `mode=${mode}${action ? `&action=${action}` : ''}`;
    const res = await fetch(`${server.url}/api/import/menu-items?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${owner.token}` },
      body: file,
    });
    const text = await res.text();
    if (!res.headers.get('content-type')?.startsWith('application/x-ndjson'))
      return { status: res.status, body: JSON.parse(text) as { key: string; message: string } };
    const events = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ImportEvent);
    const last = events.at(-1)!;
    expect(last).toHaveProperty('result');
    return { status: res.status, result: (last as { result: ImportResult }).result };
  }

  async function count(): Promise<{ items: number; created: number; updated: number }> {
    const res = await owner.gql<Record<'items' | 'created' | 'updated', { count: number }>>(
      `{ items: _allMenuItemsMeta { count }
         created: _allSystemLogsMeta(filter: { entity: "menu-item", action: "create" }) { count }
         updated: _allSystemLogsMeta(filter: { entity: "menu-item", action: "update" }) { count } }`,
    );
    return {
      items: res.data!.items.count,
      created: res.data!.created.count,
      updated: res.data!.updated.count,
    };
  }

  async function itemsNamed(q: string): Promise<Item[]> {
    const res = await owner.gql<{ allMenuItems: Item[] }>(
      `query ($q: String) { allMenuItems(perPage: 100, filter: { q: $q }) {
         id name description category_id tax_id online_sale prices { description price } } }`,
      { q },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.allMenuItems.sort((a, b) => a.name.localeCompare(b.name));
  }

  const errorsOf = (r: ImportResult) =>
    r.errors.map(({ line, field, key }: LineError) => ({ line, field, key }));

  it('imports a file twice: the second time updates the prices it gives, creates nothing, keeps the rest', async () => {
    const before = await count();
    const first = await send(FIRST, 'all', 'update');
    expect(first.result).toMatchObject({
      action: 'update',
      imported: 2,
      created: 2,
      updated: 0,
      errorCount: 0,
    });
    const created = await itemsNamed('Upd ');
    expect(await count()).toEqual({ ...before, items: before.items + 2, created: before.created + 2 });

    const again = await send(AGAIN, 'all', 'update');
    expect(again.result).toMatchObject({ imported: 2, created: 0, updated: 2, skipped: 0, errorCount: 0 });
    expect(await count()).toEqual({
      items: before.items + 2,
      created: before.created + 2,
      updated: before.updated + 2,
    });
    const updated = await itemsNamed('Upd ');
    expect(updated.map((i) => i.id)).toEqual(created.map((i) => i.id));
    const [burger, fries] = updated;
    expect(burger).toEqual({
      ...created[0],
      prices: [
        { description: 'Single', price: 10.25 },
        { description: 'Double', price: 12.5 },
      ],
    });
    expect(fries).toEqual({ ...created[1], prices: [{ description: 'Small', price: 3.4 }] });

    // The same file once more: the same records, the same prices.
    expect((await send(AGAIN, 'valid', 'update')).result).toMatchObject({ created: 0, updated: 2 });
    expect((await count()).items).toBe(before.items + 2);
  });

  it('says before writing anything which lines are new and which update which record, and counts both', async () => {
    const before = await count();
    const answer = await send(
      csv([
        ['Name', 'Category', 'Price 1 description', 'Price 1 price'],
        ['caesar salad', 'Soups & Salads', 'Bowl', '8'],
        ['Upd Onion Rings', 'Sides', 'Basket', '4'],
        ['Upd Nowhere', 'Pizzas', 'Slice', '3'],
      ]),
      'check',
      'update',
    );
    expect(answer.result).toMatchObject({
      mode: 'check',
      action: 'update',
      lines: 3,
      valid: 2,
      imported: 0,
      created: 1,
      updated: 1,
      plan: [{ line: 2, updates: 'Caesar Salad' }, { line: 3 }],
    });
    expect(errorsOf(answer.result!)).toEqual([
      { line: 4, field: 'category_id', key: 'import.errors.notFound' },
    ]);
    expect(await count()).toEqual(before);
    const t = translateIn('es');
    expect(t('import.planUpdates', { record: 'Caesar Salad' })).toBe('Actualiza Caesar Salad');
    expect(t('import.checkedPlan', { created: 1, updated: 1 })).toBe('Nuevos: 1. Actualizaciones: 1.');
  });

  it('refuses, by line, a name given twice in the file; "all" then writes nothing', async () => {
    const before = await count();
    const file = csv([
      ['Name', 'Price 1 price'],
      ['Caesar Salad', '7'],
      ['CAESAR salad', '8'],
      ['Upd Twice', '1'],
    ]);
    const answer = await send(file, 'all', 'update');
    expect(errorsOf(answer.result!)).toEqual([
      { line: 3, field: 'name', key: 'import.errors.duplicateInFile' },
      // A new item needs a category and a price description: the file has neither column.
      { line: 4, field: 'category_id', key: 'validation.required' },
      { line: 4, field: 'prices.1.description', key: 'validation.required' },
    ]);
    expect(answer.result!.errors[0]!.params).toEqual({ line: 2 });
    expect(answer.result).toMatchObject({ imported: 0, created: 0, updated: 0 });
    expect(await count()).toEqual(before);
    const [salad] = await itemsNamed('Caesar Salad');
    expect(salad!.prices[0]!.price).not.toBe(7);
  });

  it('still refuses a name taken in a create import, and points to the update import in English and Spanish', async () => {
    const before = await count();
    const answer = await send(
      csv([
        ['Name', 'Category', 'Price 1 description', 'Price 1 price'],
        ['Upd Burger', 'Sides', 'Single', '1'],
        ['Upd Brand New', 'Sides', 'One', '2'],
      ]),
      'all',
    );
    expect(answer.result).toMatchObject({ action: 'create', imported: 0, suggestUpdate: true, plan: [] });
    expect(errorsOf(answer.result!)).toEqual([{ line: 2, field: 'name', key: 'errors.duplicate' }]);
    expect(await count()).toEqual(before);
    const hint = (locale: 'en' | 'es') => {
      const t = translateIn(locale);
      const field = t('entities.menu-item.fields.name').toLowerCase();
      return t('import.updateHint', { action: t('import.actionUpdate', { field }) });
    };
    expect(hint('en')).toBe(
      'Some lines name records that already exist. To update those records instead, choose “Update existing records (matched by name)” and check the file again.',
    );
    expect(hint('es')).toBe(
      'Algunas líneas nombran registros que ya existen. Para actualizar esos registros, elija «Actualizar los registros existentes (por nombre)» y revise el archivo de nuevo.',
    );

    const fine = await send(
      csv([
        ['Name', 'Category', 'Price 1 description', 'Price 1 price'],
        ['Upd Lone', 'Sides', 'One', '2'],
      ]),
      'all',
    );
    expect(fine.result).toMatchObject({ action: 'create', imported: 1, suggestUpdate: false });
  });

  it('refuses an unknown action before reading the file', async () => {
    const answer = await send(AGAIN, 'check', 'merge');
    expect(answer).toMatchObject({ status: 400, body: { key: 'import.errors.action' } });
    expect(answer.body!.message).toBe('Choose what the lines do: create, update');
  });
});
