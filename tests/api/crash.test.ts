import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkTotals, type CheckInput } from '../../src/core/checks.js';
import type { Db } from '../../src/server/db/database.js';
import { acquireDataLock } from '../../src/server/db/lock.js';
import { recomputeRollups, ROLLUP_TABLES } from '../../src/server/pos/rollups/index.js';
import { startChildServer, startServerOn, type DataTarget } from '../helpers/child-server.js';
import { checkLine, paidCheck, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { DEMO, freshPostgresDatabase, type TestServer } from '../helpers/server.js';

/** What the server answered: undefined when no answer came (the connection died with the server). */
type Answer = { status: number; body: Record<string, unknown> } | undefined;

async function post(url: string, path: string, token: string, body: unknown): Promise<Answer> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A GraphQL answer is an acknowledgement when it is a 200 with data and no error. */
const acknowledged = (a: Answer, path: string) =>
  a !== undefined && a.status === 200 && (path !== '/api/graphql' || (!a.body.errors && !!a.body.data));

/** Every rollup row of a store, values as text, in key order. */
async function rollupRows(db: Db, storeId: string) {
  const out: Record<string, string[]> = {};
  for (const [table, def] of Object.entries(ROLLUP_TABLES)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      where store_id = ${storeId} order by ${sql.raw(def.keys.join(', '))}`.execute(db);
    out[table] = rows.map((r) =>
      JSON.stringify(
        Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : String(v)]),
      ),
    );
  }
  return out;
}

/** A record written over and over by one client at a time: the values it sent, in order. */
interface Chain {
  name: string;
  id?: string;
  /** Whether its creation was acknowledged. */
  created: boolean;
  /** The last value the server acknowledged. */
  acked?: string;
  /** Values sent after that, whose answer never came. */
  unanswered: string[];
}

describeEachDb('a server killed in the middle of writes, on %s', (kind) => {
  let target: DataTarget;
  let cleanup = async () => {};
  let store: DeviceStore;
  let departmentId: string;
  let categoryId: string;
  const categories: Chain[] = [];
  const items: Chain[] = [];
  /** Checks sent, by number, and those acknowledged. */
  const sent = new Map<number, CheckInput>();
  const ackedChecks = new Set<number>();
  let stopChild = async () => {};

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'comanda-crash-'));
      target = { dataDir: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const pgdb = await freshPostgresDatabase();
      target = { databaseUrl: pgdb.url };
      cleanup = pgdb.drop;
    }
    // A first start seeds the demo stores; the device is activated there.
    const first = await startServerOn(target);
    try {
      store = await storeWithDevice(first, 'demo-bistro');
      const { db } = first.database;
      const of = (table: string) =>
        db.selectFrom(table).select('id').where('store_id', '=', store.id).orderBy('name');
      departmentId = (await of('department').executeTakeFirstOrThrow()).id as string;
      categoryId = (await of('category').executeTakeFirstOrThrow()).id as string;
    } finally {
      await first.close();
    }
  });

  afterAll(async () => {
    await stopChild();
    await cleanup();
  });

  /** A check of the stream: `lines` lines, some with a modifier, paid in `payments` parts. */
  function streamCheck(number: number, lines: number, payments: number): CheckInput {
    const check = paidCheck(store, number, {
      items: Array.from({ length: lines }, (_, i) =>
        checkLine(store.items[i % store.items.length]!, 1 + ((number + i) % 3), {
          tax: 10 + ((number * 7 + i) % 90),
          discount: i % 4 === 3 ? 25 : 0,
          modifiers:
            i % 2 === 0 && store.modifier.id
              ? [{ modifier_item_id: store.modifier.id, quantity: 1, price: store.modifier.price }]
              : [],
        }),
      ),
    });
    const cash = Math.floor(check.total / payments);
    check.payments = Array.from({ length: payments }, (_, i) => ({
      payment_id: i % 2 === 0 ? store.cash : store.card,
      amount: i === payments - 1 ? check.total - cash * (payments - 1) : cash,
      tip: i % 2 === 1 ? 100 : 0,
      change: 0,
      paid_at: check.closed_at!,
    }));
    return check;
  }

  interface Phase {
    round: number;
    /** The stream is cut after this many acknowledged writes. */
    killAfter: number;
    /** Clients creating new categories and menu items, each then updating its own a few times. */
    creators: number;
    /** Clients updating the records created before (each its own share). */
    updaters: number;
    checkClients: number;
    linesPerCheck: number;
    paymentsPerCheck: number;
  }

  /**
   * Starts a server process on the data, streams writes from several clients at once, and kills the
   * process with SIGKILL right after the `killAfter`-th acknowledgement, with the other clients'
   * requests still in flight.
   */
  async function streamAndKill(phase: Phase) {
    const child = await startChildServer(target);
    stopChild = () => child.stop();
    const token = await login(child.url);
    let acks = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    const refusals: string[] = [];

    const send = async (path: string, body: unknown) => {
      inFlight++;
      const answer = await post(child.url, path, path === '/api/graphql' ? token : store.token, body);
      inFlight--;
      if (answer === undefined) {
        if (!killed) refusals.push(`${path}: no answer before the kill`);
        return undefined;
      }
      if (!acknowledged(answer, path)) {
        refusals.push(`${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        return undefined;
      }
      // Counted even after the kill: an answer that was on its way was written by the server.
      if (++acks === phase.killAfter) {
        inFlightAtKill = inFlight;
        killed = true;
        child.crash();
      }
      return answer.body;
    };
    const gql = (query: string, variables: Record<string, unknown>) =>
      send('/api/graphql', { query, variables }) as Promise<
        { data: Record<string, { id: string }> } | undefined
      >;

    /** Sends one value of a chain; the chain remembers it as acknowledged or unanswered. */
    const write = async (chain: Chain, value: string, run: () => ReturnType<typeof gql>) => {
      chain.unanswered.push(value);
      const body = await run();
      if (!body) return false;
      chain.created = true;
      chain.acked = value;
      chain.unanswered = [];
      return body;
    };

    const category = async (client: number) => {
      for (let n = 0; !killed; n++) {
        const chain: Chain = {
          name: `Crash category ${phase.round}-${client}-${n}`,
          created: false,
          unanswered: [],
        };
        categories.push(chain);
        const made = await write(chain, 'v0', () =>
          gql(
            `mutation ($d: ID) { createCategory(name: ${JSON.stringify(chain.name)}, department_id: $d, description: "v0") { id } }`,
            { d: departmentId },
          ),
        );
        if (!made) return;
        chain.id = made.data.createCategory!.id;
        for (let v = 1; v <= 2 && !killed; v++)
          if (!(await write(chain, `v${v}`, () => updateCategory(chain.id!, `v${v}`)))) return;
      }
    };
    const updateCategory = (id: string, description: string) =>
      gql(
        `mutation ($id: ID!) { updateCategory(id: $id, description: ${JSON.stringify(description)}) { id } }`,
        {
          id,
        },
      );

    const price = (n: number) => (5 + (n % 40) / 4).toFixed(2);
    const item = async (client: number) => {
      for (let n = 0; !killed; n++) {
        const chain: Chain = {
          name: `Crash item ${phase.round}-${client}-${n}`,
          created: false,
          unanswered: [],
        };
        items.push(chain);
        const made = await write(chain, price(n), () =>
          gql(
            `mutation ($c: ID) { createMenuItem(name: ${JSON.stringify(chain.name)}, category_id: $c,
              prices: [{ description: "Regular", price: ${price(n)} }]) { id } }`,
            { c: categoryId },
          ),
        );
        if (!made) return;
        chain.id = made.data.createMenuItem!.id;
        for (let v = 1; v <= 2 && !killed; v++)
          if (!(await write(chain, price(n + v), () => updateItem(chain.id!, price(n + v))))) return;
      }
    };
    const updateItem = (id: string, value: string) =>
      gql(
        `mutation ($id: ID!) { updateMenuItem(id: $id, prices: [{ description: "Regular", price: ${value} }]) { id } }`,
        {
          id,
        },
      );

    /** Updates the records made before this phase, client `client` of `of` taking its share. */
    const updater = async (client: number, of: number) => {
      const mine = [...categories, ...items].filter((c, i) => c.id && i % of === client);
      for (let v = 0; !killed; v++)
        for (const chain of mine) {
          if (killed) return;
          const isItem = chain.name.startsWith('Crash item');
          const value = isItem ? price(phase.round * 10 + v) : `r${phase.round}-${v}`;
          const done = await write(chain, value, () =>
            isItem ? updateItem(chain.id!, value) : updateCategory(chain.id!, value),
          );
          if (!done) return;
        }
    };

    // The demo device numbers its checks 1 to 999: each round and client has its own range of 120.
    const checks = async (client: number) => {
      for (let n = 0; n < 120 && !killed; n++) {
        const number = (phase.round - 1) * 400 + client * 120 + n + 1;
        const check = streamCheck(number, phase.linesPerCheck, phase.paymentsPerCheck);
        sent.set(number, check);
        if (!(await send('/api/devices/checks', check))) return;
        ackedChecks.add(number);
      }
    };

    const clients: Promise<unknown>[] = [];
    for (let c = 0; c < phase.creators; c++) clients.push(category(c), item(c));
    for (let c = 0; c < phase.updaters; c++) clients.push(updater(c, phase.updaters));
    for (let c = 0; c < phase.checkClients; c++) clients.push(checks(c));
    await Promise.all(clients);
    expect(await child.exited).toBe('SIGKILL');
    stopChild = async () => {};
    expect(refusals).toEqual([]);
    expect(acks).toBeGreaterThanOrEqual(phase.killAfter);
    // Killed with requests on their way: what the server had not answered yet may or may not be there.
    expect(inFlightAtKill).toBeGreaterThan(0);
  }

  /** Starts a server on the data again and checks it against everything the server acknowledged. */
  async function restartAndCheck(round: number) {
    // The killed server's lock on the folder belongs to no one now: a new server takes it.
    const release = 'dataDir' in target ? acquireDataLock(target.dataDir) : () => {};
    let server: TestServer | undefined;
    try {
      server = await startServerOn(target);
      const { db } = server.database;
      const token = await login(server.url);
      const gql = async <T>(query: string, variables: Record<string, unknown>) => {
        const a = await post(server!.url, '/api/graphql', token, { query, variables });
        expect(a?.status).toBe(200);
        expect(a!.body.errors).toBeUndefined();
        return a!.body.data as T;
      };

      // Every acknowledged category and menu item, with the last value acknowledged (or one sent after
      // it whose answer never came); one whose creation was not answered is there whole or not at all.
      const found = await gql<{
        allCategories: { id: string; name: string; description: string | null }[];
        allMenuItems: { id: string; name: string; prices: { price: number }[] }[];
      }>(
        `query ($q: String) { allCategories(perPage: 1000, filter: { q: $q }) { id name description }
           allMenuItems(perPage: 1000, filter: { q: $q }) { id name prices { price } } }`,
        { q: 'Crash' },
      );
      const byName = new Map<string, string>([
        ...found.allCategories.map((c) => [c.name, c.description ?? ''] as const),
        ...found.allMenuItems.map((i) => [i.name, i.prices.map((p) => p.price.toFixed(2)).join()] as const),
      ]);
      for (const chain of [...categories, ...items]) {
        const value = byName.get(chain.name);
        if (chain.created) expect(value, chain.name).toBeDefined();
        if (value !== undefined)
          expect([chain.acked, ...chain.unanswered], `${chain.name} holds ${value}`).toContain(value);
        // What is there from now on is what the next round starts from.
        if (value !== undefined) {
          chain.created = true;
          chain.acked = value;
        } else chain.created = false;
        chain.unanswered = [];
      }
      const ids = new Map([...found.allCategories, ...found.allMenuItems].map((r) => [r.name, r.id]));
      for (const chain of [...categories, ...items]) chain.id = ids.get(chain.name);
      expect(categories.filter((c) => c.created).length).toBeGreaterThan(0);
      expect(items.filter((c) => c.created).length).toBeGreaterThan(0);

      // Every acknowledged check is there, and every check there is whole: its lines, modifiers and
      // payments all there, its totals what its rows add up to.
      const { rows } = await sql<{
        number: number;
        subtotal: number;
        discount: number;
        tax: number;
        total: number;
        tip: number;
        lines: string | null;
        gross: string | null;
        line_tax: string | null;
        line_discount: string | null;
        modifiers: string | null;
        payments: string | null;
        paid: string | null;
      }>`select c.number, c.subtotal, c.discount, c.tax, c.total, c.tip, l.lines, l.gross, l.line_tax,
          l.line_discount, l.modifiers, p.payments, p.paid
        from pos_check c
        left join (select i.check_id, count(*) as lines,
            sum(i.quantity * (i.unit_price + i.modifiers_total)) as gross,
            sum(i.tax) as line_tax, sum(i.discount) as line_discount,
            sum((select count(*) from check_item_modifier m
              where m.store_id = i.store_id and m.check_item_id = i.id)) as modifiers
          from check_item i where i.store_id = ${store.id} group by i.check_id) l on l.check_id = c.id
        left join (select check_id, count(*) as payments, sum(amount - change) as paid
          from check_payment where store_id = ${store.id} group by check_id) p on p.check_id = c.id
        where c.store_id = ${store.id}`.execute(db);
      const present = new Map(rows.map((r) => [Number(r.number), r]));
      for (const number of ackedChecks) expect(present.has(number), `check ${number}`).toBe(true);
      for (const [number, row] of present) {
        const input = sent.get(number);
        expect(input, `check ${number} was never sent`).toBeDefined();
        const totals = checkTotals(input!);
        expect(
          {
            lines: Number(row.lines),
            modifiers: Number(row.modifiers),
            payments: Number(row.payments),
            subtotal: row.subtotal,
            discount: row.discount,
            tax: row.tax,
            total: row.total,
            tip: row.tip,
          },
          `check ${number}`,
        ).toEqual({
          lines: input!.items.length,
          modifiers: input!.items.reduce((n, i) => n + i.modifiers.length, 0),
          payments: input!.payments.length,
          subtotal: totals.subtotal,
          discount: totals.discount,
          tax: totals.tax,
          total: totals.total,
          tip: totals.tip,
        });
        expect(Number(row.gross), `check ${number}`).toBe(row.subtotal);
        expect(Number(row.line_tax), `check ${number}`).toBe(row.tax);
        expect(Number(row.line_discount), `check ${number}`).toBe(row.discount);
        expect(Number(row.paid), `check ${number}`).toBe(row.total);
        ackedChecks.add(number);
      }
      // No row without the check it belongs to.
      const orphans = await sql<{ n: string }>`select
          (select count(*) from check_item i where not exists (select 1 from pos_check c
            where c.store_id = i.store_id and c.id = i.check_id))
        + (select count(*) from check_payment p where not exists (select 1 from pos_check c
            where c.store_id = p.store_id and c.id = p.check_id))
        + (select count(*) from check_item_modifier m where not exists (select 1 from check_item i
            where i.store_id = m.store_id and i.id = m.check_item_id)) as n`.execute(db);
      expect(Number(orphans.rows[0]!.n)).toBe(0);

      // The report rollups are what the raw rows give.
      const kept = await rollupRows(db, store.id);
      expect(kept.report_sales_hour!.length).toBeGreaterThan(0);
      await recomputeRollups(db, store.id);
      expect(await rollupRows(db, store.id)).toEqual(kept);

      // And the server answers as usual: reads, a new check, a new category.
      const after = round * 400;
      const check = streamCheck(after, 3, 1);
      sent.set(after, check);
      const recorded = await post(server.url, '/api/devices/checks', store.token, check);
      expect(recorded?.status).toBe(200);
      ackedChecks.add(after);
      const made = await gql<{ createCategory: { id: string; description: string } }>(
        `mutation ($d: ID) { createCategory(name: "Crash category after ${round}", department_id: $d,
           description: "v0") { id description } }`,
        { d: departmentId },
      );
      expect(made.createCategory.description).toBe('v0');
      categories.push({
        name: `Crash category after ${round}`,
        id: made.createCategory.id,
        created: true,
        acked: 'v0',
        unanswered: [],
      });
    } finally {
      await server?.close();
      release();
    }
  }

  // Each round starts a server process and opens the database again in this one: slow on a busy machine.
  it('keeps every acknowledged write, and nothing half-written, when killed during mixed writes', async () => {
    await streamAndKill({
      round: 1,
      killAfter: 150,
      creators: 2,
      updaters: 0,
      checkClients: 3,
      linesPerCheck: 4,
      paymentsPerCheck: 2,
    });
    await restartAndCheck(1);
  }, 90_000);

  it('does so again when killed right after recovery, during large checks and updates of existing records', async () => {
    await streamAndKill({
      round: 2,
      killAfter: 40,
      creators: 0,
      updaters: 3,
      checkClients: 3,
      linesPerCheck: 30,
      paymentsPerCheck: 3,
    });
    await restartAndCheck(2);
  }, 90_000);
});
