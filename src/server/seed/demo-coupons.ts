/**
 * The demo stores' coupons: a percentage off, an amount off from a minimum and a buy-1-get-1 on some
 * items each. Written through the same services as the API, so they obey the same rules.
 */
import { addDays, localMoment } from '../../core/promotions.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { itemIdsIn } from './demo-items.js';

const coupon = resourceByName('coupon');

export async function seedDemoCoupons(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  const today = localMoment(new Date(), 'America/New_York').date;
  const { bistro, taqueria } = stores;
  const burgers = await itemIdsIn(db, bistro.storeId, ['Burgers & Sandwiches']);
  const desserts = await itemIdsIn(db, bistro.storeId, ['Desserts']);
  for (const row of [
    { code: 'WELCOME10', description: 'Ten percent off the first visit', type: 'percent', value: 10 },
    {
      code: 'SAVE5',
      description: '5 off a check of 30 or more',
      type: 'amount',
      value: 5,
      minimum_value: 30,
      max_coupons: 200,
    },
    {
      code: 'BURGERSWEET',
      description: 'Buy a burger or sandwich, get a dessert free',
      type: 'percent',
      value: 100,
      duration: { from: today, to: addDays(today, 60) },
      max_coupons: 50,
      buy_one_get_one: true,
      required_item_ids: burgers,
      reward_item_ids: desserts.slice(0, 3),
      award_discount: 100,
    },
  ])
    await items.create(bistro, coupon, row);

  const tacos = await itemIdsIn(db, taqueria.storeId, ['Tacos']);
  for (const row of [
    {
      code: 'MARTES15',
      description: 'Quince por ciento los martes',
      type: 'percent',
      value: 15,
      duration: { hours: [{ day: 'tuesday', start: '00:00', end: '24:00' }] },
    },
    {
      code: 'TACO2X1',
      description: 'Compra un taco y llévate otro',
      type: 'percent',
      value: 100,
      max_coupons: 100,
      buy_one_get_one: true,
      required_item_ids: tacos,
      reward_item_ids: tacos,
      award_discount: 100,
    },
    {
      code: 'PESOS20',
      description: '20 pesos menos en cuentas de 150',
      type: 'amount',
      value: 20,
      minimum_value: 150,
    },
  ])
    await items.create(taqueria, coupon, row);
}
