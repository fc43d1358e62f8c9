/**
 * The demo stores' loyalty plans (Perks): one active plan each, with rewards of every kind (a
 * discount, a free menu item, a coupon), and some customers with points — brought over with an
 * adjustment and some spent on a reward. Written through the same services as the API and the point
 * of sale, so they obey the same rules; every demo has the same plans and points.
 */
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { adjustLoyaltyIn, spendLoyaltyIn } from '../services/loyalty.js';
import { demoCustomerIds } from './demo-customers.js';

type DemoStore = 'bistro' | 'taqueria';

const plan = resourceByName('loyalty-plan');

async function idOf(db: Db, table: string, storeId: string, column: string, value: string): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('store_id', '=', storeId)
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The points each of the store's first customers (by name) starts with, and what some spent. */
const MEMBERS: { points: number; spend?: number }[] = [
  { points: 180, spend: 0 },
  { points: 95 },
  { points: 240, spend: 1 },
  { points: 40 },
  { points: 130 },
  { points: 15 },
  { points: 75 },
];

export async function seedDemoLoyalty(db: Db, items: ItemsService, stores: Record<DemoStore, Scope>) {
  const { bistro, taqueria } = stores;
  await items.create(bistro, plan, {
    name: 'Bistro Rewards',
    description: 'One point per dollar spent',
    earn_by: 'spending',
    status: 'active',
    points_per_amount: 1,
    rewards: [
      { points: 50, name: '5% off the check', type: 'percent', value: 5 },
      {
        points: 100,
        name: 'Free Crème Brûlée',
        type: 'item',
        menu_item_id: await idOf(db, 'menu_item', bistro.storeId, 'name', 'Crème Brûlée'),
      },
      {
        points: 200,
        name: '$5 off with coupon SAVE5',
        type: 'coupon',
        coupon_id: await idOf(db, 'coupon', bistro.storeId, 'code', 'SAVE5'),
      },
    ],
  });
  await items.create(taqueria, plan, {
    name: 'Club Taquero',
    description: 'Diez puntos por visita',
    earn_by: 'visit',
    status: 'active',
    points_per_visit: 10,
    rewards: [
      {
        points: 50,
        name: 'Horchata gratis',
        type: 'item',
        menu_item_id: await idOf(db, 'menu_item', taqueria.storeId, 'name', 'Horchata'),
      },
      { points: 100, name: '$50 de descuento', type: 'amount', value: 50 },
      {
        points: 150,
        name: 'Cupón MARTES15',
        type: 'coupon',
        coupon_id: await idOf(db, 'coupon', taqueria.storeId, 'code', 'MARTES15'),
      },
    ],
  });
  for (const [scope, reason] of [
    [bistro, 'Points brought over from the paper card'],
    [taqueria, 'Puntos traídos de la tarjeta de papel'],
  ] as const) {
    const customers = await demoCustomerIds(db, scope.storeId, MEMBERS.length);
    for (const [i, member] of MEMBERS.entries()) {
      const customerId = customers[i]!;
      await db.transaction().execute(async (tx) => {
        await adjustLoyaltyIn(tx, scope, { customerId, points: member.points, reason });
        if (member.spend !== undefined)
          await spendLoyaltyIn(tx, scope, { customerId, rewardIndex: member.spend });
      });
    }
  }
}
