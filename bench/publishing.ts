/**
 * Menu publishing (BENCH_ONLY=publishing): Demo Bistro's menu brought up to PUBLISH_MENU_ITEMS items
 * (600), published whole (every department, so every category, item, tax and modifier group) to
 * BENCH_PUBLISH_STORES stores (10) that hold none of it: copies of the Bistro's jobs and people, its
 * owner working in each. Timed as the API runs it (`publishMenu`): the first publish, which creates
 * everything; the same publish again, which finds everything in place; and one after a tenth of the
 * items changed here, which updates them.
 */
import { performance } from 'node:perf_hooks';
import { resourceByName } from '../src/core/registry.js';
import { AccessService } from '../src/server/auth/access.js';
import { Tokens } from '../src/server/auth/tokens.js';
import {
  PARALLEL_STORES,
  publishMenu,
  type PublishPlan,
} from '../src/server/features/menu-publishing/service.js';
import { ItemsService, type Scope } from '../src/server/services/items.js';
import { DEMO, startServer, type DbKind } from '../tests/helpers/server.js';
import { round } from './load.js';
import { copyStore, HISTORY, storeTables } from './stores.js';

export const PUBLISH_MENU_ITEMS = 600;
const STORES = Number(process.env.BENCH_PUBLISH_STORES ?? 10);

/** The menu's tables, and their lists' join tables: a store copied without them holds no menu. */
const MENU = /^(department|category|tax|menu_item|modifier_|special_price|item_availability|recipe)/;

export interface PublishFigure {
  figure: 'menu_publish';
  db: DbKind;
  items: number;
  records: number;
  stores: number;
  /** Every record created in every store. */
  first_s: number;
  /** The same again: every record found unchanged. */
  again_s: number;
  /** A tenth of the items changed here: those updated everywhere. */
  update_s: number;
  updated: number;
}

const seconds = (t0: number) => round((performance.now() - t0) / 1000, 2);

function check(plan: PublishPlan, want: 'created' | 'unchanged' | 'updated', count: number) {
  for (const store of plan.stores) {
    if (store.refusal)
      throw new Error(`${store.name} refused: ${store.refusal.message} ${store.refusal.params}`);
    if (store[want] !== count) throw new Error(`${store.name}: ${store[want]} ${want}, not ${count}`);
  }
}

export async function publishFigure(kind: DbKind, log: (msg: string) => void): Promise<PublishFigure> {
  const server = await startServer(kind);
  try {
    const { db } = server.database;
    const bistro = (
      await db.selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    const user = await db
      .selectFrom('app_user')
      .select(['id', 'display_name'])
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    // Menu records have no hooks: the generic writes alone, as the server makes them.
    const items = new ItemsService(db);
    const scope: Scope = { storeId: bistro, userId: user.id as string, userName: String(user.display_name) };
    const menuItem = resourceByName('menu-item');
    const categories = await db
      .selectFrom('category')
      .select('id')
      .where('store_id', '=', bistro)
      .where('visible', '=', true)
      .orderBy('name')
      .execute();
    const have = Number(
      (
        await db
          .selectFrom('menu_item')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('store_id', '=', bistro)
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (let i = have; i < PUBLISH_MENU_ITEMS; i++)
      await items.create(scope, menuItem, {
        name: `Bench dish ${String(i).padStart(4, '0')}`,
        category_id: categories[i % categories.length]!.id,
        prices: [
          { description: 'Regular', price: 5 + (i % 30) / 2 },
          { description: 'Large', price: 8 + (i % 30) / 2 },
        ],
      });
    const tables = await storeTables(db, new RegExp(`${HISTORY.source}|${MENU.source}`));
    const stores: string[] = [];
    for (let n = 1; n <= STORES; n++)
      stores.push(await copyStore(db, bistro, tables, `publish-store-${n}`, `Publish Store ${n}`));
    const access = new AccessService(db, await Tokens.load(db, 3600, 60));
    const deps = {
      db,
      items,
      principal: (u: string, s: string) => access.principal(u, s),
      storesOf: (u: string) => access.storesOf(u),
      parallel: kind === 'postgres' ? PARALLEL_STORES : 1,
    };
    const departments = await db
      .selectFrom('department')
      .select('id')
      .where('store_id', '=', bistro)
      .execute();
    const input = { selection: { departments: departments.map((d) => d.id as string) }, stores };

    let t0 = performance.now();
    const first = await publishMenu(deps, scope, input, true);
    const firstS = seconds(t0);
    check(first, 'created', first.records);
    log(`[${kind}] ${first.records} records published to ${STORES} stores in ${firstS} s`);

    t0 = performance.now();
    const again = await publishMenu(deps, scope, input, true);
    const againS = seconds(t0);
    check(again, 'unchanged', first.records);

    const changed = await db
      .selectFrom('menu_item')
      .select('id')
      .where('store_id', '=', bistro)
      .orderBy('name')
      .limit(PUBLISH_MENU_ITEMS / 10)
      .execute();
    for (const row of changed)
      await items.update(scope, menuItem, row.id as string, { description: 'Now with a new recipe' });
    t0 = performance.now();
    const update = await publishMenu(deps, scope, input, true);
    const updateS = seconds(t0);
    check(update, 'updated', changed.length);

    return {
      figure: 'menu_publish',
      db: kind,
      items: PUBLISH_MENU_ITEMS,
      records: first.records,
      stores: STORES,
      first_s: firstS,
      again_s: againS,
      update_s: updateS,
      updated: changed.length,
    };
  } finally {
    await server.close();
  }
}
