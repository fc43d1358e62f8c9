import { performance } from 'node:perf_hooks';
import { round } from './load.js';

/** Lines of the import figure, as the issue asks: a 10,000-line file. */
export const IMPORT_LINES = 10_000;

const HEADER = [
  'Name',
  'Category',
  'Department',
  'Price 1 description',
  'Price 1 price',
  'Tax',
  'Online sale',
];
const CATEGORIES = ['Sides', 'Starters', 'Desserts', 'Soft Drinks'];

const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A CSV of new menu items in the demo store's categories, as a manager would write it. */
function importFile(tag: string): string {
  const lines = Array.from({ length: IMPORT_LINES }, (_, i) => [
    `Imported ${tag} item ${String(i).padStart(5, '0')}`,
    CATEGORIES[i % CATEGORIES.length]!,
    '',
    'Regular',
    (1 + (i % 50) / 4).toFixed(2),
    i % 3 ? 'State sales tax' : '',
    i % 2 ? 'yes' : 'no',
  ]);
  return [HEADER, ...lines].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Lines of the customer import figure: the largest file an import takes (50,000 lines). */
export const CUSTOMER_IMPORT_LINES = 50_000;

/** A CSV of new customers, each with an e-mail of his own, some agreeing to marketing, as a mailing list exports them. */
function customerFile(tag: string): string {
  const header = ['Name', 'E-mail', 'Phone', 'Company', 'Address', 'Agrees to marketing'];
  const lines = Array.from({ length: CUSTOMER_IMPORT_LINES }, (_, i) => {
    const n = String(i).padStart(5, '0');
    return [
      `Imported ${tag} customer ${n}`,
      `customer.${tag}.${n}@example.test`,
      `555-${String(i % 10_000).padStart(4, '0')}`,
      i % 4 ? '' : 'Acme',
      `${i} Main Street`,
      i % 2 ? 'yes' : 'no',
    ];
  });
  return [header, ...lines].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * Posts a file to `POST /api/import/<route>` in `all` mode (everything checked first, then written
 * in batches) and times it to the final answer; every line must be imported.
 */
async function timedImport(url: string, token: string, route: string, body: string, lines: number) {
  const started = performance.now();
  const res = await fetch(`${url}/api/import/${route}?mode=all`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    body,
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  const last = text.trim().split('\n').pop() ?? '';
  const result = (JSON.parse(last) as { result?: { imported?: number } }).result;
  if (res.status !== 200 || result?.imported !== lines)
    throw new Error(`Import answered ${res.status}: ${last.slice(0, 300)}`);
  return {
    lines,
    bytes: Buffer.byteLength(body),
    seconds: round(seconds),
    lines_per_s: Math.round(lines / seconds),
  };
}

/** The menu item import figure: a 10,000-line file of new items. */
export async function importFigure(url: string, token: string, tag: string) {
  return timedImport(url, token, 'menu-items', importFile(tag), IMPORT_LINES);
}

/** The customer import figure: a 50,000-line file of new customers. */
export async function customerImportFigure(url: string, token: string, tag: string) {
  return timedImport(url, token, 'customers', customerFile(tag), CUSTOMER_IMPORT_LINES);
}
