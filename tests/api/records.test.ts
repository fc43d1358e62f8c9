import { afterAll, beforeAll, expect, it } from 'vitest';
import { records } from '../../src/core/registry.js';
import type { ResourceDef } from '../../src/core/resource.js';
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
});
