import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import { ItemsService } from '../services/items.js';
import { createStoreWithOwner } from '../services/stores.js';
import { DEMO_MENU, DEMO_TAXES } from './demo-menu.js';

export const DEMO_OWNER = { email: 'admin@demo.test', password: 'demo-owner-1', name: 'Dana Owner' };

/**
 * Demo Bistro and its owner, on a database that has no store yet. Everything goes through the same
 * service as the API, so the demo data obeys every rule a user's data does.
 */
export async function seedDemo(db: Db): Promise<void> {
  const anyStore = await db.selectFrom('store').select('id').limit(1).executeTakeFirst();
  if (anyStore) return;
  const { storeId, userId } = await createStoreWithOwner(db, {
    name: 'Demo Bistro',
    slug: 'demo-bistro',
    owner: { email: DEMO_OWNER.email, password: DEMO_OWNER.password, displayName: DEMO_OWNER.name },
  });

  const items = new ItemsService(db);
  const scope = { storeId, userId };
  const taxes = [];
  for (const tax of DEMO_TAXES) taxes.push(await items.create(scope, resourceByName('tax'), tax));
  const [salesTax, alcoholTax] = taxes;
  for (const [department, { description, categories }] of Object.entries(DEMO_MENU)) {
    const dep = await items.create(scope, resourceByName('department'), { name: department, description });
    for (const cat of categories) {
      const category = await items.create(scope, resourceByName('category'), {
        name: cat.name,
        color: cat.color,
        visible: cat.visible ?? true,
        department_id: dep.id,
      });
      if (cat.visible === false) continue;
      for (const [name, prices, itemDescription] of cat.items) {
        await items.create(scope, resourceByName('menu-item'), {
          name,
          description: itemDescription,
          category_id: category.id,
          tax_id: department === 'Bar' ? alcoholTax!.id : salesTax!.id,
          prices: prices.map(([desc, price]) => ({ description: desc, price })),
        });
      }
    }
  }
}
