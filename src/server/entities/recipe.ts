import { recipeCost, setMenuItemCost, type RecipeLine } from '../services/recipes.js';
import type { EntityModule } from './index.js';

/** A recipe costs what its ingredients cost, and the menu item it makes costs the same. */
const recipe: EntityModule = () => ({
  async beforeWrite(tx, scope, data) {
    const cost = await recipeCost(tx, scope.storeId, (data.ingredients as RecipeLine[]) ?? []);
    await setMenuItemCost(tx, scope.storeId, data.menu_item_id, cost);
    return { cost };
  },
});

export default recipe;
