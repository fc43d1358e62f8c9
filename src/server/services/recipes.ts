import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';

export interface RecipeLine {
  ingredient_id: string;
  quantity: number;
}

/** Rounds money to cents as the store keeps it. */
const cents = (n: number) => Math.round(n * 100) / 100;

/** The most a recipe may cost: what its cost, and its menu item's, can hold. */
const MAX_COST = resourceByName('recipe').fields.find((f) => f.name === 'cost')!.maximum!;

/**
 * What a recipe's lines cost: each quantity times its ingredient's cost per unit. `changed` is an
 * ingredient's new cost, not written yet (an ingredient being saved). A cost beyond what a cost can
 * hold is refused, whichever write brings it.
 */
export async function recipeCost(
  tx: Db,
  storeId: string,
  lines: readonly RecipeLine[],
  changed?: { id: string; cost: number },
): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.ingredient_id))];
  if (ids.length === 0) return 0;
  const rows = await tx
    .selectFrom('ingredient')
    .select(['id', 'cost'])
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .execute();
  const costs = new Map(rows.map((r) => [String(r.id), Number(r.cost ?? 0)]));
  if (changed) costs.set(changed.id, changed.cost);
  const total = cents(
    lines.reduce((sum, l) => sum + Number(l.quantity) * (costs.get(l.ingredient_id) ?? 0), 0),
  );
  if (total > MAX_COST) {
    const key = 'errors.recipe.costTooHigh';
    throw new AppError('VALIDATION', key, { limit: MAX_COST }, [
      { field: 'ingredients', key, params: { limit: MAX_COST } },
    ]);
  }
  return total;
}

/** Gives a menu item the cost of its recipe. */
export async function setMenuItemCost(tx: Db, storeId: string, menuItemId: unknown, cost: number) {
  if (typeof menuItemId !== 'string') return;
  await tx
    .updateTable('menu_item')
    .set({ cost })
    .where('store_id', '=', storeId)
    .where('id', '=', menuItemId)
    .execute();
}

/**
 * An ingredient's cost changed: every recipe using it, and the menu item each one makes, follow.
 * Runs in the ingredient's own transaction, before its row is written.
 */
export async function followIngredientCost(tx: Db, storeId: string, id: string, cost: number) {
  const recipes = await tx
    .selectFrom('recipe')
    .select(['id', 'ingredients', 'menu_item_id'])
    .where('store_id', '=', storeId)
    .where(sql<boolean>`ingredients @> ${JSON.stringify([{ ingredient_id: id }])}::jsonb`)
    .execute();
  for (const recipe of recipes) {
    const lines = (
      typeof recipe.ingredients === 'string' ? JSON.parse(recipe.ingredients) : recipe.ingredients
    ) as RecipeLine[];
    const total = await recipeCost(tx, storeId, lines, { id, cost });
    await tx
      .updateTable('recipe')
      .set({ cost: total })
      .where('store_id', '=', storeId)
      .where('id', '=', recipe.id)
      .execute();
    await setMenuItemCost(tx, storeId, recipe.menu_item_id, total);
  }
}
