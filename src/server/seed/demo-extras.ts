/**
 * What the demo stores have beside their menus: store info, devices, modifiers, a happy hour and a
 * breakfast window. Written through the same services as the API, so it obeys the same rules.
 */
import { resourceByName } from '../../core/registry.js';
import { addDays, localMoment, nextScheduledDate } from '../../core/promotions.js';
import { WEEKDAYS } from '../../core/schedule.js';
import type { Db } from '../db/database.js';
import { savePosMenuLayout } from '../features/pos-layout/service.js';
import type { ItemsService, Scope } from '../services/items.js';
import { itemIdsByName, itemIdsIn } from './demo-items.js';

const r = resourceByName;

const everyDay = (start: string, end: string) => WEEKDAYS.map((day) => ({ day, start, end }));
const weekdays = (start: string, end: string) => WEEKDAYS.slice(0, 5).map((day) => ({ day, start, end }));

async function createAll(
  items: ItemsService,
  scope: Scope,
  resource: string,
  rows: Record<string, unknown>[],
) {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const made = await items.create(scope, r(resource), row);
    out[String(row.name)] = made.id as string;
  }
  return out;
}

/** Demo Bistro: a full set, in English. */
export async function seedBistroExtras(db: Db, items: ItemsService, scope: Scope): Promise<void> {
  const zone = 'America/New_York';
  await items.update(scope, r('store-info'), scope.storeId, {
    business_name: 'Demo Bistro',
    slug: 'demo-bistro',
    address: '120 Main Street',
    city: 'Springfield',
    state: 'IL',
    country: 'United States',
    zipcode: '62701',
    time_zone: zone,
    website: 'https://bistro.example.com',
    contact_name: 'Dana Owner',
    contact_phone: '+1 217 555 0100',
    contact_email: 'hello@bistro.example.com',
    opening_hours: { hours: everyDay('07:00', '23:00') },
    pickup_hours: { hours: everyDay('11:00', '22:00') },
    delivery_hours: { hours: everyDay('11:30', '21:30') },
  });
  await createAll(items, scope, 'device', [
    { name: 'Front counter POS', master: true },
    { name: 'Kitchen display', monitor_hours: 5 },
  ]);
  const prefixes = await createAll(
    items,
    scope,
    'modifier-prefix',
    ['Add', 'Extra', 'No', 'Light', 'Side'].map((name) => ({ name })),
  );
  const mods = await createAll(items, scope, 'modifier-item', [
    ...['Rare', 'Medium rare', 'Medium', 'Medium well', 'Well done'].map((name) => ({ name })),
    { name: 'Bacon', price: 1.5 },
    { name: 'Avocado', price: 2 },
    { name: 'Cheddar', price: 1 },
    { name: 'Fried egg', price: 1.5 },
    { name: 'Onions', price: 0 },
  ]);
  const groups = await createAll(items, scope, 'modifier-group', [
    {
      name: 'Steak temperature',
      min: 1,
      max: 1,
      free: 1,
      prefix_ids: [prefixes.Add],
      modifier_item_ids: ['Rare', 'Medium rare', 'Medium', 'Medium well', 'Well done'].map((n) => mods[n]),
      online_ordering: true,
      kiosk: true,
    },
    {
      name: 'Extras',
      min: 0,
      max: 4,
      free: 0,
      prefix_ids: [prefixes.Add, prefixes.Extra, prefixes.No, prefixes.Side],
      modifier_item_ids: ['Bacon', 'Avocado', 'Cheddar', 'Fried egg', 'Onions'].map((n) => mods[n]),
      online_ordering: true,
    },
  ]);
  const byName = await itemIdsByName(db, scope.storeId);
  const withModifiers: [string, string[]][] = [
    ['Steak Frites', [groups['Steak temperature']!, groups.Extras!]],
    ['Bistro Burger', [groups['Steak temperature']!, groups.Extras!]],
    ['Mushroom Swiss Burger', [groups.Extras!]],
    ['Grilled Chicken Sandwich', [groups.Extras!]],
  ];
  for (const [name, ids] of withModifiers) {
    const id = byName.get(name);
    if (id) await items.update(scope, r('menu-item'), id, { modifier_group_ids: ids });
  }
  const today = localMoment(new Date(), zone).date;
  const inAYear = addDays(today, 365);
  const happyHour = weekdays('16:00', '18:00');
  // A schedule must hold on the day it starts: the first weekday from today.
  const firstWeekday = nextScheduledDate({ hours: happyHour }, addDays(today, -1))!;
  await items.create(scope, r('special-price'), {
    description: 'Happy hour',
    item_ids: await itemIdsIn(db, scope.storeId, ['Beer']),
    schedule: { from: firstWeekday, to: inAYear, hours: happyHour },
    execution_date: firstWeekday,
    price_type: 'percent',
    value: 20,
  });
  await seedPosLayout(db, scope, ['Beer', 'Burgers & Sandwiches', 'Entrées', 'Starters', 'Desserts']);
  await items.create(scope, r('item-availability'), {
    description: 'Breakfast',
    item_ids: await itemIdsIn(db, scope.storeId, ['Breakfast']),
    schedule: { from: today, to: inAYear, hours: everyDay('07:00', '11:30') },
    execution_date: today,
  });
}

/** Demo Taqueria: a smaller set, in Spanish. */
export async function seedTaqueriaExtras(db: Db, items: ItemsService, scope: Scope): Promise<void> {
  await items.update(scope, r('store-info'), scope.storeId, {
    business_name: 'Demo Taqueria',
    slug: 'demo-taqueria',
    address: 'Avenida Juárez 45',
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'México',
    zipcode: '44100',
    time_zone: 'America/Mexico_City',
    date_format: 'DD/MM/YYYY',
    opening_hours: { hours: everyDay('09:00', '22:00') },
  });
  await createAll(items, scope, 'device', [
    { name: 'Caja', master: true, country_code: 'MX' },
    { name: 'Cocina', country_code: 'MX' },
  ]);
  const prefixes = await createAll(
    items,
    scope,
    'modifier-prefix',
    ['Con', 'Sin', 'Extra'].map((name) => ({ name })),
  );
  const mods = await createAll(items, scope, 'modifier-item', [
    { name: 'Salsa verde' },
    { name: 'Salsa roja' },
    { name: 'Guacamole', price: 1.5 },
    { name: 'Cebolla y cilantro' },
  ]);
  const group = await items.create(scope, r('modifier-group'), {
    name: 'Salsas y extras',
    min: 0,
    max: 3,
    free: 2,
    prefix_ids: [prefixes.Con, prefixes.Sin, prefixes.Extra],
    modifier_item_ids: Object.values(mods),
    online_ordering: true,
  });
  for (const id of await itemIdsIn(db, scope.storeId, ['Tacos', 'Antojitos']))
    await items.update(scope, r('menu-item'), id, { modifier_group_ids: [group.id] });
}

/** The POS menu: these categories as tabs, in this order, each with its items by name. */
async function seedPosLayout(db: Db, scope: Scope, categories: string[]): Promise<void> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'name'])
    .where('store_id', '=', scope.storeId)
    .where('name', 'in', categories)
    .execute();
  const tabs = [];
  for (const name of categories) {
    const category = rows.find((row) => row.name === name);
    if (!category) continue;
    const itemRows = await db
      .selectFrom('menu_item')
      .select('id')
      .where('store_id', '=', scope.storeId)
      .where('category_id', '=', category.id as string)
      .orderBy('name')
      .execute();
    tabs.push({ category_id: category.id as string, menu_item_ids: itemRows.map((i) => i.id as string) });
  }
  await savePosMenuLayout(db, scope, { columns: 5, tabs });
}
