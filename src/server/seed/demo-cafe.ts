import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { createStoreWithOwner } from '../services/stores.js';

/*
 * Demo Café: a small third store of Demo Bistro's owner, on the other coast (San Diego, Pacific
 * time), opened with her own account. With the Taqueria, where she is an owner too, a newcomer
 * signed in as her sees the reports of All my stores and the stores side by side on the dashboard.
 */

const r = resourceByName;

/** Its menu: categories, each with its items and a price. */
const CAFE_MENU: Record<string, [string, number][]> = {
  Coffee: [
    ['Espresso', 3],
    ['Cappuccino', 4.5],
    ['Latte', 4.75],
    ['Cold brew', 4.25],
  ],
  Bakery: [
    ['Croissant', 3.5],
    ['Blueberry muffin', 3.25],
    ['Avocado toast', 8.5],
  ],
};

/** Opens Demo Café for the owner of `owner` (her account, no new password) and sets it up. */
export async function seedDemoCafe(
  db: Db,
  items: ItemsService,
  owner: { email: string; name: string },
): Promise<Scope> {
  const cafe = await createStoreWithOwner(db, items, {
    name: 'Demo Café',
    slug: 'demo-cafe',
    owner: { email: owner.email, displayName: owner.name, pin: '1111' },
  });
  const scope: Scope = { storeId: cafe.storeId, userId: cafe.userId, userName: owner.name };
  await items.update(scope, r('store-info'), scope.storeId, {
    business_name: 'Demo Café',
    slug: 'demo-cafe',
    address: '801 Harbor Drive',
    city: 'San Diego',
    state: 'CA',
    country: 'United States',
    zipcode: '92101',
    time_zone: 'America/Los_Angeles',
    contact_name: owner.name,
    contact_email: 'hello@cafe.example.com',
  });
  await items.create(scope, r('device'), { name: 'Counter POS', master: true });
  await items.create(scope, r('order-type'), { name: 'For here', pos: true });
  await items.create(scope, r('order-type'), { name: 'To go', pos: true });
  await items.create(scope, r('payment'), { name: 'Cash', type: 'cash' });
  await items.create(scope, r('payment'), { name: 'Card', type: 'credit-card' });
  const tax = await items.create(scope, r('tax'), { name: 'Sales tax', rate: 7.75, is_default: true });
  const department = await items.create(scope, r('department'), { name: 'Café' });
  for (const [category, dishes] of Object.entries(CAFE_MENU)) {
    const cat = await items.create(scope, r('category'), { name: category, department_id: department.id });
    for (const [name, price] of dishes)
      await items.create(scope, r('menu-item'), {
        name,
        category_id: cat.id,
        tax_id: tax.id,
        prices: [{ description: 'Regular', price }],
      });
  }
  await items.create(scope, r('employee'), {
    first_name: 'Luis',
    last_name: 'Barista',
    pos_pin: '4444',
    job_ids: [cafe.jobs.Cashier],
    salary_type: 'hourly',
    salary: 18,
    pay_period: 'weekly',
    hours: 32,
    hired_date: '2025-09-01',
  });
  return scope;
}
