import { sql } from 'kysely';
import type { Db } from '../src/server/db/database.js';
import { uuidv7 } from '../src/server/services/ids.js';
import { consoleListRequest } from './console-query.js';
import { percentile, round } from './load.js';

/** Customers the search figure looks through: the demo's, the imported ones, and made-up ones up to this. */
export const CUSTOMER_ROWS = 100_000;
/** Timed searches of each query, one at a time, after one untimed. */
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);

// prettier-ignore
const FIRST = [
  'José', 'María', 'Ángela', 'Iñaki', 'Zoë', 'François', 'Chloé', 'Björn', 'Renée', 'Joaquín', 'Noémie',
  'Sebastián', 'Lucía', 'Andrés', 'Inés', 'Raúl', 'Müller', 'Élodie', 'Ramón', 'Søren',
];
// prettier-ignore
const LAST = [
  'Núñez', 'García', 'Peña', 'Muñoz', 'Gómez', 'Fernández', 'Ibáñez', 'Sánchez', 'Álvarez', 'Martín',
  'Dubois', 'Lefèvre', 'Öztürk', 'Kowalski', 'Nguyễn', 'Rodríguez', 'Jiménez', 'Castaño', 'Brontë', 'Cañas',
];

/** Plain ASCII, as an e-mail address has it: "José Núñez" → "jose.nunez". */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .toLowerCase();

/**
 * The searches, as a cashier or a manager types them: a surname without its accents, a name in
 * capitals, a piece of a phone number, a piece of an e-mail address.
 */
export const CUSTOMER_QUERIES = ['nunez', 'JOSE GARCIA', '555-0142', 'ines.castano'];

/**
 * Adds made-up customers to the demo store until it holds `target`, with multi-row inserts (the
 * trigram indexes kept up as by any write), then ANALYZE. Returns the store's customer count.
 */
export async function seedCustomers(db: Db, target = CUSTOMER_ROWS, perStmt = 1000): Promise<number> {
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  const storeId = store.id as string;
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('customer')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('store_id', '=', storeId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const missing = target - (await count());
  for (let start = 0; start < missing; start += perStmt) {
    const rows = Array.from({ length: Math.min(perStmt, missing - start) }, (_, k) => {
      const i = start + k;
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      const n = String(i).padStart(6, '0');
      return {
        store_id: storeId,
        id: uuidv7(),
        name: `${first} ${last}`,
        email: `${ascii(first)}.${ascii(last)}.${n}@example.test`,
        phone: `555-${String(i % 10_000).padStart(4, '0')}`,
        marketing_agreement: i % 3 === 0,
      };
    });
    await db.insertInto('customer').values(rows).execute();
  }
  await sql`analyze customer`.execute(db);
  return count();
}

/**
 * The customers list searched as the console searches it (the list page's request, `q` over name,
 * phone and e-mail, accents and case ignored), one request at a time: each query once untimed, then
 * RUNS times each; every query must find someone.
 */
export async function customerSearchFigure(url: string, token: string) {
  const latencies: number[] = [];
  const matches: Record<string, number> = {};
  for (const q of CUSTOMER_QUERIES) {
    const { request, total } = await consoleListRequest(url, token, { perPage: 25, q, resource: 'customer' });
    if (!total) throw new Error(`The customer search for "${q}" found no one`);
    matches[q] = total;
    const endpoint = `${url}/api/graphql`;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(endpoint, { method: 'POST', headers: request.headers, body: request.body });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status !== 200 || text.includes('"errors"'))
        throw new Error(`${res.status} ${text.slice(0, 200)}`);
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    requests: latencies.length,
    queries: CUSTOMER_QUERIES.length,
    matches,
  };
}
