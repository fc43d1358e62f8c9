import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { records } from '../../src/core/registry.js';
import type { ResourceDef } from '../../src/core/resource.js';
import { ItemsService } from '../../src/server/services/items.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The read-only records (checks, time cards, the floor…) are guarded as the entities are: each by
 * the module and permission its schema names, and each store reads its own records only.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };

/** The records' read operations, each asked for one record of the store's (or a made-up id). */
function reads(r: ResourceDef, id: string): string[] {
  return [
    `{ all${r.plural}(perPage: 5) { id } }`,
    `{ _all${r.plural}Meta { count } }`,
    `{ ${r.type}(id: "${id}") { id } }`,
  ];
}

describeEachDb('read-only records on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let manager: Gql;
  let owner2: Gql;
  /** Every record of Demo Bistro, by type, as its owner reads them. */
  const bistro = new Map<string, string[]>();

  beforeAll(async () => {
    server = await startServer(kind, { seedHistoryDays: 1 });
    ({ gql: owner } = await signIn(server));
    ({ gql: manager } = await signIn(server, MANAGER));
    ({ gql: owner2 } = await signIn(server, OWNER_2));
    for (const r of records) {
      const res = await owner<Record<string, { id: string }[]>>(`{ all${r.plural}(perPage: 1000) { id } }`);
      expect(res.errors).toBeUndefined();
      bistro.set(
        r.type,
        res.data![`all${r.plural}`]!.map((x) => x.id),
      );
    }
  });
  afterAll(() => server?.close());

  it('guards checks, their items and payments by the Check report: the manager, without Reports, is refused', async () => {
    const guarded = records.filter((r) => r.module === 'reports-office');
    expect(guarded.map((r) => r.type).sort()).toEqual(['Check', 'CheckItem', 'CheckPayment']);
    for (const r of guarded) {
      expect(r.permission).toBe('check-report');
      for (const query of reads(r, bistro.get(r.type)![0]!)) {
        const res = await manager(query);
        expect(res.errors, query).toHaveLength(1);
        expect(res.errors![0]).toMatchObject({
          message: 'You are not authorized!',
          extensions: { code: '597-1' },
        });
      }
    }
  });

  it('lets the manager read the records of the modules his job holds: time cards, close day, the floor, delivery', async () => {
    for (const r of records.filter((x) => x.module !== 'reports-office')) {
      for (const query of reads(r, bistro.get(r.type)![0] ?? '00000000-0000-7000-8000-000000000000')) {
        const res = await manager(query);
        expect(res.errors, query).toBeUndefined();
      }
      const res = await manager<Record<string, { count: number }>>(`{ _all${r.plural}Meta { count } }`);
      expect(res.data![`_all${r.plural}Meta`]!.count).toBe(bistro.get(r.type)!.length);
    }
  });

  it("answers another store's owner with his own records only: never one of Demo Bistro's", async () => {
    // A day of history: Demo Bistro has checks, and the other store's owner must not see them.
    expect(bistro.get('Check')!.length).toBeGreaterThan(0);
    for (const r of records) {
      const mine = bistro.get(r.type)!;
      const res = await owner2<Record<string, { id: string }[]>>(
        `query ($ids: [ID!]) { all${r.plural}(perPage: 1000) { id } byIds: all${r.plural}(filter: { ids: $ids }) { id } }`,
        { ids: mine.slice(0, 50) },
      );
      expect(res.errors).toBeUndefined();
      const theirs = res.data![`all${r.plural}`]!.map((x) => x.id);
      expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
      expect(res.data!.byIds).toEqual([]);
      if (mine[0]) {
        const one = await owner2<Record<string, unknown>>(`{ ${r.type}(id: "${mine[0]}") { id } }`);
        expect(one.data![r.type]).toBeNull();
      }
    }
  });

  it('pages a record in its default order and by id along an index, with no sort of the whole table', async () => {
    const db = server.database.db;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    // The statements the list sends, as the database gets them.
    const sent: CompiledQuery[] = [];
    const spy: KyselyPlugin = {
      transformQuery: (args) => {
        sent.push(db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const items = new ItemsService(db.withPlugin(spy));
    const ordered = records.filter((r) =>
      ['date', 'datetime'].includes(r.fields.find((f) => f.name === r.sort.field)?.kind ?? ''),
    );
    expect(ordered.map((r) => r.type)).toEqual(expect.arrayContaining(['Check', 'TimeCardRecord', 'Shift']));
    for (const r of ordered) {
      for (const sortField of [r.sort.field, 'id']) {
        sent.length = 0;
        await items.list({ storeId: store.id, userId: store.id }, r, {
          page: 40,
          perPage: 25,
          sortField,
          sortOrder: 'DESC',
        });
        const [query] = sent;
        // However small the test's table, the plan must not need to sort it: an index gives the order.
        const plan = await db.transaction().execute(async (tx) => {
          await sql`set local enable_sort = off`.execute(tx);
          await sql`set local enable_seqscan = off`.execute(tx);
          const res = await tx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query!.sql}`, [...query!.parameters]),
          );
          return res.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
        expect(plan, `${r.plural} by ${sortField}`).not.toMatch(/\bSort\b/);
        expect(plan, `${r.plural} by ${sortField}`).toMatch(/Index (Only )?Scan Backward/);
      }
    }
  });
});
