import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import type { ImportEvent, ImportMessage, ImportResult } from '../../src/core/import/protocol.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * A menu import puts the new items on their category's tab of the POS menu, in the import's
 * transaction: Demo Bistro's saved layout has tabs for Beer, Burgers & Sandwiches, Entrées, Starters
 * and Desserts, none for Soft Drinks. A check tells what an import would place,
 * and writes nothing; the result tells what it placed, in English and Spanish.
 */

interface Tab {
  category_id: string;
  name: string;
  buttons: { menu_item_id: string; name: string }[];
}

const LAYOUT = `{ posMenuLayout { saved tabs { category_id name buttons { menu_item_id name } } } }`;
const HEADER = ['Name', 'Category', 'Department', 'Price 1 description', 'Price 1 price', 'Status'];

const csv = (rows: readonly (readonly string[])[]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

const translateIn = (messages: object, locale: string) => {
  const i18n = polyglotI18nProvider(() => messages as TranslationMessages, locale, [], {
    allowMissing: true,
  });
  return (m: ImportMessage) => i18n.translate(m.key, m.params);
};

describeEachDb('menu import onto the POS tabs on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    server = await startServer(kind);
    owner = await signIn(server);
  });
  afterAll(() => server?.close());

  async function send(file: string, mode: string): Promise<ImportResult> {
    const res = await fetch(`${server.url}/api/import/menu-items?mode=${mode}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${owner.token}` },
      body: file,
    });
    expect(res.status).toBe(200);
    const events = (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ImportEvent);
    const last = events.at(-1)!;
    if (!('result' in last)) throw new Error(JSON.stringify(last));
    return last.result;
  }

  async function tabs(): Promise<Tab[]> {
    const res = await owner.gql<{ posMenuLayout: { saved: boolean; tabs: Tab[] } }>(LAYOUT);
    expect(res.errors).toBeUndefined();
    expect(res.data!.posMenuLayout.saved).toBe(true);
    return res.data!.posMenuLayout.tabs;
  }
  const names = (all: Tab[]) => Object.fromEntries(all.map((t) => [t.name, t.buttons.map((b) => b.name)]));

  const FILE = csv([
    HEADER,
    ['Tab Tiramisu', 'Desserts', '', 'Slice', '7', 'Active'],
    ['Tab Calamari', 'Starters', '', 'Plate', '11', 'Active'],
    ['Tab Lemon Tart', 'desserts', '', 'Slice', '6', 'Active'],
    ['Tab Old Cake', 'Desserts', '', 'Slice', '5', 'Inactive'],
    ['Tab Ginger Ale', 'Soft Drinks', '', 'Can', '3', 'Active'],
  ]);

  it('a check tells how many new items would go on a tab, and places nothing', async () => {
    const before = await tabs();
    const result = await send(FILE, 'check');
    expect(result).toMatchObject({ valid: 5, imported: 0 });
    expect(result.also).toEqual([
      { key: 'import.posTabs.willPlace', params: { smart_count: 3 } },
      { key: 'import.posTabs.willNoTab', params: { smart_count: 1 } },
    ]);
    expect(result.also.map(translateIn(en, 'en'))).toEqual([
      "3 new items will be placed on their category's tab of the POS menu.",
      '1 new item will stay off the POS menu: its category has no tab.',
    ]);
    expect(await tabs()).toEqual(before);
  });

  it('puts the new items last on their category’s tab and on no other; items of tabless categories stay off', async () => {
    const before = names(await tabs());
    const result = await send(FILE, 'valid');
    expect(result).toMatchObject({ imported: 5, errors: [] });
    expect(result.also).toEqual([
      { key: 'import.posTabs.placed', params: { smart_count: 3 } },
      { key: 'import.posTabs.noTab', params: { smart_count: 1 } },
    ]);
    expect(result.also.map(translateIn(es, 'es'))).toEqual([
      '3 artículos nuevos se colocaron en la pestaña de su categoría en el menú del POS.',
      '1 artículo nuevo queda fuera del menú del POS: su categoría no tiene pestaña.',
    ]);

    const after = await tabs();
    expect(Object.keys(names(after))).toEqual(Object.keys(before));
    expect(names(after)).toEqual({
      ...before,
      Desserts: [...before.Desserts!, 'Tab Tiramisu', 'Tab Lemon Tart'],
      Starters: [...before.Starters!, 'Tab Calamari'],
    });
    // The layout's change is in the system log, as a save from the builder is.
    const log = await owner.gql<{ allSystemLogs: { action: string; after: string }[] }>(
      `{ allSystemLogs(filter: { entity: "pos-menu-layout" }, sortField: "id", sortOrder: "DESC", perPage: 1) { action after } }`,
    );
    const desserts = after.find((t) => t.name === 'Desserts')!;
    expect(log.data!.allSystemLogs[0]!.action).toBe('update');
    expect(JSON.stringify(log.data!.allSystemLogs[0]!.after)).toContain(
      desserts.buttons.at(-1)!.menu_item_id,
    );
  });

  it('an import refused for one bad line places nothing', async () => {
    const before = await tabs();
    const result = await send(
      csv([
        HEADER,
        ['Tab Panna Cotta', 'Desserts', '', 'Cup', '6', 'Active'],
        ['Tab Nowhere', 'No Such', '', 'x', '1', 'Active'],
      ]),
      'all',
    );
    expect(result).toMatchObject({ imported: 0, errorCount: 1, also: [] });
    expect(await tabs()).toEqual(before);
  });

  it('a tab takes new items up to its 200 buttons; the result says how many did not fit', async () => {
    const before = (await tabs()).find((t) => t.name === 'Desserts')!.buttons.length;
    const lines = Array.from({ length: 200 }, (_, i) => [
      `Full Cake ${String(i).padStart(3, '0')}`,
      'Desserts',
      '',
      'Slice',
      '4',
      'Active',
    ]);
    const result = await send(csv([HEADER, ...lines]), 'all');
    expect(result.imported).toBe(200);
    expect(result.also).toEqual([
      { key: 'import.posTabs.placed', params: { smart_count: 200 - before } },
      { key: 'import.posTabs.full', params: { smart_count: before, max: 200 } },
    ]);
    expect(translateIn(en, 'en')(result.also[1]!)).toBe(
      `${before} new items did not fit on their category's tab, which holds at most 200 buttons.`,
    );
    const desserts = (await tabs()).find((t) => t.name === 'Desserts')!.buttons.map((b) => b.name);
    expect(desserts).toHaveLength(200);
    expect(desserts.at(-1)).toBe(`Full Cake ${String(199 - before).padStart(3, '0')}`);
  });
});
