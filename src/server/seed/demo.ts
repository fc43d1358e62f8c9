import { resourceByName } from '../../core/registry.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import { refreshStatistics } from '../db/statistics.js';
import { uuidv7 } from '../services/ids.js';
import type { ItemsService, Scope } from '../services/items.js';
import { employeeOfUser } from '../services/ownership.js';
import { createStoreWithOwner } from '../services/stores.js';
import { generateHistory } from './history.js';
import { seedDemoAds } from './demo-ads.js';
import { seedDemoFeatureItems } from './demo-feature-items.js';
import { seedDemoLogos } from './demo-logo.js';
import { seedDemoOnlineOrdering } from './demo-online-ordering.js';
import { DEMO_GIFT_CARD_NUMBERS } from './demo-gift-cards.js';
import { seedDemoCoupons } from './demo-coupons.js';
import { seedDemoDelivery } from './demo-delivery.js';
import { seedDemoEmailTemplates } from './demo-email-templates.js';
import { seedDemoInvoices } from './demo-invoices.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoGiftCards } from './demo-gift-cards.js';
import { seedDemoLoyalty } from './demo-loyalty.js';
import { seedDemoCafe } from './demo-cafe.js';
import { seedBistroExtras, seedTaqueriaExtras } from './demo-extras.js';
import { seedDemoFloors } from './demo-floor.js';
import { seedDemoOperations } from './demo-operations.js';
import { seedDemoPrinters } from './demo-printers.js';
import { seedDemoSurvey } from './demo-survey.js';
import { DEMO_MENU, DEMO_TAXES, TAQUERIA_MENU } from './demo-menu.js';

export const DEMO_OWNER = { email: 'admin@demo.test', password: 'demo-owner-1', name: 'Dana Owner' };
export const DEMO_MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1', name: 'Marco Manager' };
export const DEMO_CASHIER = { email: 'cashier@demo.test', password: 'demo-cashier-1', name: 'Carla Cashier' };
export const DEMO_SUPPORT = { email: 'support@demo.test', password: 'demo-support-1', name: 'Sam Support' };
export const DEMO_OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2', name: 'Tomás Owner' };

async function seedMenu(items: ItemsService, scope: Scope): Promise<void> {
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
          prices: Object.entries(prices).map(([desc, price]) => ({ description: desc, price })),
        });
      }
    }
  }
}

/** The owner's pay: opening a store writes its owner without one. */
async function seedOwnerPay(db: Db, items: ItemsService, scope: Scope, pay: Record<string, unknown>) {
  const owner = await employeeOfUser(db, scope.storeId, scope.userId);
  if (!owner) throw new Error('The store was opened without its owner as an employee');
  await items.update(scope, resourceByName('employee'), owner, pay);
}

/**
 * Demo Bistro (owner, manager, cashier and its menu), Demo Taqueria (another owner, Demo Bistro's
 * owner an owner there too), Demo Café (a small store of Demo Bistro's owner) and a support
 * user, on a database that has no store yet. Everything goes through the same services as the API,
 * so the demo data obeys every rule a user's data does.
 */
export async function seedDemo(
  db: Db,
  items: ItemsService,
  historyDays = 0,
  giftCardHash?: (number: string) => string,
): Promise<void> {
  const anyStore = await db.selectFrom('store').select('id').limit(1).executeTakeFirst();
  if (anyStore) return;
  const bistro = await createStoreWithOwner(db, items, {
    name: 'Demo Bistro',
    slug: 'demo-bistro',
    owner: {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
      displayName: DEMO_OWNER.name,
      pin: '1111',
    },
  });
  const scope = { storeId: bistro.storeId, userId: bistro.userId, userName: DEMO_OWNER.name };
  const employee = resourceByName('employee');
  await seedOwnerPay(db, items, scope, {
    salary_type: 'salary',
    salary: 1200,
    pay_period: 'weekly',
    hours: 50,
  });
  await items.create(scope, employee, {
    first_name: 'Marco',
    last_name: 'Manager',
    email: DEMO_MANAGER.email,
    password: DEMO_MANAGER.password,
    pos_pin: '2222',
    manager: true,
    job_ids: [bistro.jobs.Manager],
    salary_type: 'salary',
    salary: 950,
    pay_period: 'weekly',
    hours: 45,
    hired_date: '2024-03-01',
  });
  const manager = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', DEMO_MANAGER.email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_user')
    .values({ store_id: bistro.storeId, user_id: manager.id, role: 'editor' })
    .execute();
  await items.create(scope, employee, {
    first_name: 'Carla',
    last_name: 'Cashier',
    email: DEMO_CASHIER.email,
    password: DEMO_CASHIER.password,
    pos_pin: '3333',
    time_card_only: true,
    job_ids: [bistro.jobs.Cashier],
    salary_type: 'hourly',
    salary: 15.5,
    pay_period: 'weekly',
    hours: 30,
    hired_date: '2025-06-15',
  });
  await seedMenu(items, scope);
  await seedBistroExtras(db, items, scope);

  const taqueria = await createStoreWithOwner(db, items, {
    name: 'Demo Taqueria',
    slug: 'demo-taqueria',
    owner: {
      email: DEMO_OWNER_2.email,
      password: DEMO_OWNER_2.password,
      displayName: DEMO_OWNER_2.name,
      pin: '1111',
    },
  });
  const tq = { storeId: taqueria.storeId, userId: taqueria.userId, userName: DEMO_OWNER_2.name };
  await seedOwnerPay(db, items, tq, { salary_type: 'salary', salary: 1100, pay_period: 'weekly', hours: 48 });
  const tax = await items.create(tq, resourceByName('tax'), { name: 'IVA', rate: 16, is_default: true });
  for (const [department, categories] of Object.entries(TAQUERIA_MENU)) {
    const dep = await items.create(tq, resourceByName('department'), { name: department });
    for (const [category, color, dishes] of categories) {
      const cat = await items.create(tq, resourceByName('category'), {
        name: category,
        color,
        department_id: dep.id,
      });
      for (const [name, price] of dishes)
        await items.create(tq, resourceByName('menu-item'), {
          name,
          category_id: cat.id,
          tax_id: tax.id,
          prices: [{ description: 'Regular', price }],
        });
    }
  }
  await seedTaqueriaExtras(db, items, tq);
  // Demo Bistro's owner is an owner of the Taqueria too (its own owner keeps his login), and has a
  // small café of her own: a newcomer signed in as her sees her stores together at once.
  await items.create(tq, employee, {
    first_name: 'Dana',
    last_name: 'Owner',
    email: DEMO_OWNER.email,
    pos_pin: '5555',
    job_ids: [taqueria.jobs.Owner],
    salary_type: 'salary',
    salary: 0,
    pay_period: 'weekly',
    hours: 0,
  });
  await db
    .insertInto('store_user')
    .values({ store_id: taqueria.storeId, user_id: bistro.userId, role: 'admin' })
    .execute();
  const cafe = await seedDemoCafe(db, items, { email: DEMO_OWNER.email, name: DEMO_OWNER.name });
  await seedDemoOperations(db, items, { bistro: scope, taqueria: tq });
  await seedDemoFloors(db, { bistro: scope, taqueria: tq });
  await seedDemoPrinters(db, items, { bistro: scope, taqueria: tq });
  await seedDemoDelivery(db, { bistro: scope, taqueria: tq });
  await seedDemoCustomers(db, { bistro: scope, taqueria: tq });
  await seedDemoCoupons(db, items, { bistro: scope, taqueria: tq });
  await seedDemoGiftCards(db, items, { bistro: scope, taqueria: tq });
  await seedDemoAds(db, items, { bistro: scope, taqueria: tq });
  await seedDemoFeatureItems(db, items, { bistro: scope, taqueria: tq });
  await seedDemoLogos(db, { bistro: scope, taqueria: tq });
  await seedDemoOnlineOrdering(db, items, { bistro: scope, taqueria: tq });
  await seedDemoLoyalty(db, items, { bistro: scope, taqueria: tq });
  await seedDemoEmailTemplates(db, items, { bistro: scope, taqueria: tq });
  await seedDemoInvoices(db, { bistro: scope, taqueria: tq });

  await db
    .insertInto('app_user')
    .values({
      id: uuidv7(),
      email: DEMO_SUPPORT.email,
      password_hash: await hashPassword(DEMO_SUPPORT.password),
      display_name: DEMO_SUPPORT.name,
      support: true,
    })
    .execute();
  // Past checks and time cards, so that the console's lists and reports have something to show.
  // Some past checks name a customer, redeem a coupon, or are paid by gift card or house account.
  const guests = (numbers: string[]) => ({
    giftCards: giftCardHash ? { numbers, hash: giftCardHash } : undefined,
  });
  await generateHistory(db, bistro.storeId, {
    days: historyDays,
    perDay: 40,
    seed: 1,
    guests: guests(DEMO_GIFT_CARD_NUMBERS.bistro),
  });
  await generateHistory(db, taqueria.storeId, {
    days: historyDays,
    perDay: 30,
    seed: 2,
    guests: guests(DEMO_GIFT_CARD_NUMBERS.taqueria),
  });
  await generateHistory(db, cafe.storeId, { days: historyDays, perDay: 12, seed: 3 });
  await seedDemoSurvey(db, { bistro, taqueria });
  if (historyDays > 0) await refreshStatistics(db);
}
