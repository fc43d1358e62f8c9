import { sql } from 'kysely';
import type { Db } from '../src/server/db/database.js';
import { uuidv7 } from '../src/server/services/ids.js';

/** The word the list benchmark searches for: one ingredient of 25, so about 4,000 of 100,000 names. */
export const SEARCH_WORD = 'chorizo';

// prettier-ignore
const ADJECTIVES = [
  'Smoked', 'Grilled', 'Roasted', 'Crispy', 'Spicy', 'Braised', 'Pan-Seared', 'Charred', 'Honey-Glazed',
  'Slow-Cooked', 'Blackened', 'Herb-Crusted', 'Stuffed', 'Toasted', 'Fried', 'Poached', 'Sweet', 'Tangy',
  'Rustic', 'Classic',
];
// prettier-ignore
const INGREDIENTS = [
  'Chicken', 'Beef', 'Pork', 'Lamb', 'Salmon', 'Tuna', 'Shrimp', 'Mushroom', 'Tofu', 'Duck', 'Turkey',
  'Halibut', 'Eggplant', 'Chorizo', 'Brisket', 'Cod', 'Crab', 'Lobster', 'Avocado', 'Cauliflower',
  'Chickpea', 'Spinach', 'Pumpkin', 'Venison', 'Scallop',
];
// prettier-ignore
const DISHES = [
  'Burger', 'Tacos', 'Burrito', 'Salad', 'Bowl', 'Sandwich', 'Wrap', 'Pizza', 'Flatbread', 'Skewers',
  'Curry', 'Stew', 'Risotto', 'Pasta', 'Quesadilla', 'Sliders', 'Platter', 'Soup', 'Panini', 'Hash',
];
// prettier-ignore
const SIDES = [
  'Fries', 'Rice', 'Slaw', 'Greens', 'Aioli', 'Salsa Verde', 'Pickles', 'Cornbread', 'Garlic Bread',
  'Sweet Potato Mash',
];
// prettier-ignore
const GARNISHES = [
  'lime crema', 'pickled onion', 'fresh herbs', 'toasted sesame', 'shaved parmesan', 'chili oil',
  'roasted garlic', 'citrus zest', 'cotija', 'scallions', 'microgreens', 'sea salt',
];
const SIZES: string[][] = [['Regular'], ['Half', 'Full'], ['Small', 'Large'], ['Small', 'Medium', 'Large']];

export const ROW_COUNT = ADJECTIVES.length * INGREDIENTS.length * DISHES.length * SIDES.length;

/** A small deterministic PRNG, so every run seeds the same menu. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Context {
  storeId: string;
  categories: { id: string; taxId: string }[];
}

async function loadContext(db: Db): Promise<Context> {
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  const storeId = store.id as string;
  const taxes = await db.selectFrom('tax').select(['id', 'name']).where('store_id', '=', storeId).execute();
  const taxId = (name: string) => taxes.find((t) => t.name === name)!.id as string;
  const cats = await db
    .selectFrom('category as c')
    .innerJoin('department as d', (j) =>
      j.onRef('d.store_id', '=', 'c.store_id').onRef('d.id', '=', 'c.department_id'),
    )
    .select(['c.id', 'd.name as department'])
    .where('c.store_id', '=', storeId)
    .where('c.visible', '=', true)
    .orderBy('c.name')
    .execute();
  if (cats.length === 0) throw new Error('The demo store has no visible categories');
  const categories = cats.map((c) => ({
    id: c.id as string,
    taxId: taxId(c.department === 'Bar' ? 'Alcohol tax' : 'State sales tax'),
  }));
  return { storeId, categories };
}

function makeRow(n: number, ctx: Context, rand: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const adjective = ADJECTIVES[n % ADJECTIVES.length]!;
  const ingredient = INGREDIENTS[Math.floor(n / ADJECTIVES.length) % INGREDIENTS.length]!;
  const dish = DISHES[Math.floor(n / (ADJECTIVES.length * INGREDIENTS.length)) % DISHES.length]!;
  const side = SIDES[Math.floor(n / (ADJECTIVES.length * INGREDIENTS.length * DISHES.length))]!;
  const name = `${adjective} ${ingredient} ${dish} with ${side}`;
  const base = 6 + Math.round(rand() * 80) / 4;
  const prices = pick(SIZES).map((description, i) => ({ description, price: base + i * 3.5 }));
  const category = pick(ctx.categories);
  return {
    store_id: ctx.storeId,
    id: uuidv7(),
    name,
    description:
      rand() < 0.7
        ? `${dish} of ${ingredient.toLowerCase()}, ${pick(GARNISHES)} and ${pick(GARNISHES)}`
        : null,
    category_id: category.id,
    prices: JSON.stringify(prices),
    tax_id: category.taxId,
    receipt_name: name.slice(0, 40),
    kitchen_name: `${ingredient} ${dish}`.toUpperCase().slice(0, 40),
    barcode: rand() < 0.4 ? String(Math.floor(1e11 + rand() * 9e11)) : null,
    cost: rand() < 0.5 ? Math.round(base * 30) / 100 : null,
    online_sale: rand() < 0.9,
    status: rand() < 0.05 ? 'inactive' : 'active',
  };
}

/**
 * Adds ROW_COUNT menu items to the demo store with multi-row INSERTs, `perTx` statements of `perStmt`
 * rows in each transaction, straight through the database handle, then VACUUM ANALYZE. Returns the row count.
 */
export async function seedMenuItems(db: Db, perStmt = 1000, perTx = 25): Promise<number> {
  const ctx = await loadContext(db);
  const rand = mulberry32(42);
  // Names are unique per store, so each combination is used once, in a shuffled order.
  const order = Array.from({ length: ROW_COUNT }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const chunk = perStmt * perTx;
  for (let start = 0; start < ROW_COUNT; start += chunk) {
    await db.transaction().execute(async (tx) => {
      for (let s = start; s < Math.min(start + chunk, ROW_COUNT); s += perStmt) {
        const rows = order.slice(s, Math.min(s + perStmt, ROW_COUNT)).map((n) => makeRow(n, ctx, rand));
        await tx.insertInto('menu_item').values(rows).execute();
      }
    });
  }
  await linkModifierGroups(db, ctx.storeId);
  // Vacuumed as well as analyzed: PostgreSQL's autovacuum would otherwise take up the 100,000 new rows
  // (and merge the trigram indexes' pending entries) in the middle of whatever is measured next.
  await sql`vacuum analyze`.execute(db);
  return ROW_COUNT;
}

/**
 * Gives two items in three one or two of the store's modifier groups, in one statement on the
 * join table, so that the list resolves a list of references on every page.
 */
async function linkModifierGroups(db: Db, storeId: string): Promise<void> {
  // Every pair is a record of this store by construction: the foreign keys' triggers, a row lock
  // each (minutes on PGlite for 100,000 rows), are skipped for this bulk load only.
  await db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await sql`insert into menu_item_modifier_group_ids (store_id, owner_id, target_id, position)
    select mi.store_id, mi.id, g.id, g.position
    from menu_item mi
    join (select id, (row_number() over (order by name))::int - 1 as position
          from modifier_group where store_id = ${storeId}) g
      on g.position <= abs(hashtext(mi.id::text)) % 3 - 1
    where mi.store_id = ${storeId}
    on conflict do nothing`.execute(tx);
  });
}
