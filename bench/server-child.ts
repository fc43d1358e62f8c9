/**
 * One benchmark server in its own process (started by bench/main.ts with --expose-gc), so that its
 * memory is measured alone and the HTTP load generator does not share its event loop.
 * Talks to the parent over the IPC channel; writes progress to stderr only.
 */
import { createServer, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { resourceByName } from '../src/core/registry.js';
import { toRecord } from '../src/server/services/item-rows.js';
import { ItemsService } from '../src/server/services/items.js';
import { startServer, type DbKind, type TestServer } from '../tests/helpers/server.js';
import { round, runLoad, serialP50, type LoadOptions, type LoadResult } from './load.js';
import { CUSTOMER_QUERIES, seedCustomers } from './customers.js';
import { seedMenuItems } from './seed.js';

export type ParentMessage =
  | { cmd: 'sql'; load: LoadOptions; serial: number; perPage: number; q: string }
  | { cmd: 'memory' }
  /** A bare HTTP server answering the list page from the same two statements: its URL. */
  | { cmd: 'floor'; perPage: number; q: string }
  /** `menuItems: false` leaves the 100,000 menu items out (BENCH_ONLY=customers). */
  | { cmd: 'seed'; menuItems?: boolean }
  | { cmd: 'customers' }
  | { cmd: 'close' };

export type ChildMessage =
  | { type: 'demo'; url: string }
  | { type: 'ready'; url: string; rows: number; seed_s: number; memory: Memory }
  | {
      type: 'sql';
      result: LoadResult & { serial_p50_ms: number; statements_per_page: number };
      count: number;
    }
  | { type: 'memory'; rss_mb: number; heap_used_mb: number; gc: boolean }
  | { type: 'floor'; url: string }
  | { type: 'customers'; rows: number; seed_s: number; index_backed: boolean }
  | { type: 'error'; message: string };

interface Memory {
  rss_mb: number;
  heap_used_mb: number;
  rss_mb_before_bulk_seed: number;
  heap_used_mb_before_bulk_seed: number;
  gc: boolean;
}

const kind = process.argv[2] as DbKind;
const send = (m: ChildMessage) => process.send!(m);
const log = (msg: string) => process.stderr.write(`[${kind}] ${msg}\n`);

function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: round(m.rss / 2 ** 20, 1), heap: round(m.heapUsed / 2 ** 20, 1), gc: gc !== undefined };
}

/**
 * The two statements the list resolvers run (rows, count), compiled by the service's own Kysely
 * builder: a plugin records the query trees, the executor turns them into SQL and parameters.
 */
async function listStatements(server: TestServer, perPage: number, q: string, resource = 'menu-item') {
  const { db } = server.database;
  const captured: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => (captured.push(node), node),
    transformResult: async ({ result }) => result,
  };
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const scope = { storeId: store.id as string, userId: user.id as string };
  const r = resourceByName(resource);
  const items = new ItemsService(db.withPlugin(recorder));
  const filter = { q };
  await items.list(scope, r, { page: 0, perPage, sortField: r.sort.field, sortOrder: r.sort.order, filter });
  await items.count(scope, r, filter);
  const [rows, count] = captured.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
  // However many rows and lists of references a page holds: no statement per row.
  return { rows: rows!, count: count!, statements: captured.length };
}

async function explain(server: TestServer, name: string, query: CompiledQuery): Promise<string> {
  const plan = await server.database.db.executeQuery<Record<string, string>>({
    ...query,
    sql: `explain (analyze, costs off) ${query.sql}`,
  });
  const text = plan.rows.map((row) => Object.values(row)[0]).join('\n    ');
  log(`plan of the ${name} statement:\n    ${text}`);
  return text;
}

/**
 * Customers up to the search figure's count; whether each search's count statement reads the
 * trigram indexes (a bitmap scan of their one index, or of every searched column's) rather than the
 * whole table.
 */
async function customers(server: TestServer) {
  log('seeding customers');
  const t0 = performance.now();
  const rows = await seedCustomers(server.database.db);
  const seed_s = round((performance.now() - t0) / 1000, 1);
  log(`${rows} customers, seeded and analyzed in ${seed_s} s`);
  let indexBacked = true;
  for (const q of CUSTOMER_QUERIES) {
    const { count } = await listStatements(server, 25, q, 'customer');
    const plan = await explain(server, `customer search "${q}" count`, count);
    // One index on the three fields together, or one per field.
    indexBacked &&=
      /Index Scan on customer_search\b/.test(plan) ||
      ['name', 'phone', 'email'].every((f) => plan.includes(`customer_${f}_search`));
  }
  send({ type: 'customers', rows, seed_s, index_backed: indexBacked });
}

let explained = false;

async function sqlLoad(server: TestServer, msg: Extract<ParentMessage, { cmd: 'sql' }>) {
  const { db } = server.database;
  const statements = await listStatements(server, msg.perPage, msg.q);
  // The plans once: the list's load comes in several rounds.
  if (!explained) {
    explained = true;
    log(`rows statement: ${statements.rows.sql}`);
    log(`count statement: ${statements.count.sql}`);
    await explain(server, 'rows', statements.rows);
    await explain(server, 'count', statements.count);
  }
  const [page, total] = await Promise.all([
    db.executeQuery(statements.rows),
    db.executeQuery(statements.count),
  ]);
  if (page.rows.length !== msg.perPage) throw new Error(`SQL page has ${page.rows.length} rows`);
  const count = (total.rows[0] as { count: number }).count;
  // Like GraphQL execution, the two root fields run at the same time.
  const task = async () => {
    await Promise.all([db.executeQuery(statements.rows), db.executeQuery(statements.count)]);
  };
  const result = await runLoad(task, msg.load);
  const serial_p50_ms = await serialP50(task, msg.serial);
  send({
    type: 'sql',
    result: { ...result, serial_p50_ms, statements_per_page: statements.statements },
    count,
  });
}

let floorServer: Server | undefined;

/**
 * What any server answering the list page over HTTP does at least, and nothing more: the body read
 * and parsed, the two statements sent at once, the rows as the API shows them, the answer written as
 * JSON — no framework, no sign-in, no GraphQL. Its distance from the statements alone is the cost of
 * HTTP itself on this machine.
 */
async function floor(server: TestServer, msg: Extract<ParentMessage, { cmd: 'floor' }>) {
  const { db } = server.database;
  const statements = await listStatements(server, msg.perPage, msg.q);
  const r = resourceByName('menu-item');
  floorServer ??= createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      Promise.all([db.executeQuery(statements.rows), db.executeQuery(statements.count)]).then(
        ([page, total]) => {
          const items = page.rows.map((row) => toRecord(r, row as Record<string, unknown>));
          const body = JSON.stringify({ data: { items, total: total.rows[0] } });
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  if (!floorServer.listening) await new Promise<void>((ok) => floorServer!.listen(0, '127.0.0.1', ok));
  const address = floorServer.address() as { port: number };
  send({ type: 'floor', url: `http://127.0.0.1:${address.port}` });
}

async function main() {
  const t0 = performance.now();
  // Every request of the load comes from this machine's one address: the ordering API's limits per
  // address and per store (a minute's requests) would answer most of them 429.
  const server = await startServer(kind, { oloIpLimit: 1_000_000_000, oloStoreLimit: 1_000_000_000 });
  const before = memory();
  log(`server up at ${server.url} in ${round((performance.now() - t0) / 1000, 1)} s`);
  try {
    // The demo stores as a new install has them, for the figures taken on the demo data; then the bulk.
    const seed = new Promise<boolean>((resolve) => {
      const onMessage = (msg: ParentMessage) => {
        if (msg.cmd !== 'seed') return;
        process.off('message', onMessage);
        resolve(msg.menuItems !== false);
      };
      process.on('message', onMessage);
    });
    send({ type: 'demo', url: server.url });
    const menuItems = await seed;
    if (menuItems) log('seeding menu items');
    const t1 = performance.now();
    const rows = menuItems ? await seedMenuItems(server.database.db) : 0;
    const seed_s = round((performance.now() - t1) / 1000, 1);
    log(`seeded ${rows} menu items and analyzed in ${seed_s} s`);
    const after = memory();
    send({
      type: 'ready',
      url: server.url,
      rows,
      seed_s,
      memory: {
        rss_mb: after.rss,
        heap_used_mb: after.heap,
        rss_mb_before_bulk_seed: before.rss,
        heap_used_mb_before_bulk_seed: before.heap,
        gc: after.gc,
      },
    });
    await new Promise<void>((resolve, reject) => {
      process.on('message', (msg: ParentMessage) => {
        if (msg.cmd === 'close') resolve();
        else if (msg.cmd === 'memory') {
          const m = memory();
          send({ type: 'memory', rss_mb: m.rss, heap_used_mb: m.heap, gc: m.gc });
        } else if (msg.cmd === 'sql') sqlLoad(server, msg).catch(reject);
        else if (msg.cmd === 'floor') floor(server, msg).catch(reject);
        else if (msg.cmd === 'customers') customers(server).catch(reject);
      });
      process.on('disconnect', resolve);
    });
  } finally {
    floorServer?.close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    log(String((e as Error)?.stack ?? e));
    if (process.connected) send({ type: 'error', message: String((e as Error)?.message ?? e) });
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100);
  },
);
