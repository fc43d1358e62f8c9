import { followIngredientCost } from '../services/recipes.js';
import type { EntityModule } from './index.js';

/** A new cost per unit reaches the recipes that use the ingredient, and the menu items they make. */
const ingredient: EntityModule = () => ({
  async beforeWrite(tx, scope, data, before) {
    const cost = Number(data.cost ?? 0);
    if (before && Number(before.cost ?? 0) !== cost)
      await followIngredientCost(tx, scope.storeId, String(before.id), cost);
    return {};
  },
});

export default ingredient;
