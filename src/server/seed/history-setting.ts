import type { Db } from '../db/database.js';
import { sameStore } from '../db/joins.js';
import { loadCatalog, type Catalog } from '../pos/catalog.js';
import { random } from './history-random.js';

export interface MenuItem {
  id: string;
  price: number;
  taxRate: number;
  modifiers: { id: string; price: number }[];
}

/** What a store's history is made of: its menu, its staff, its device, its order types and payments. */
export interface Setting {
  catalog: Catalog;
  menu: MenuItem[];
  popularity: number[];
  popularitySum: number;
  servers: string[];
  /** A manager approves voids that need it; without one, only voids that need no approval happen. */
  manager: string | undefined;
  deviceId: string;
  numberBlock: number;
  orderTypes: string[];
  /** Order types online ordering takes (their `olo` flag), else every one. */
  oloOrderTypes: string[];
  cash: string;
  cards: string[];
  voidReasons: { id: string; managerApproval: boolean }[];
}

/** The store's setting, or null when it lacks menu items, servers, a device, an order type or a cash payment. */
export async function settingOf(db: Db, storeId: string, seed: number): Promise<Setting | null> {
  const catalog = await loadCatalog(db, storeId);
  const of = (table: string) => db.selectFrom(table).where('store_id', '=', storeId);
  /** The store's active rows of a table, in the order of their ids. */
  const active = (table: string, columns: string[]) =>
    of(table).select(columns).where('status', '=', 'active').orderBy('id').execute();
  const items = await active('menu_item', ['id', 'prices', 'tax_id']);
  const taxes = await of('tax').select(['id', 'rate', 'is_default']).execute();
  const defaultTax = taxes.find((t) => t.is_default);
  const rate = new Map(taxes.map((t) => [t.id as string, Number(t.rate)]));
  const links = await db
    .selectFrom('menu_item_modifier_group_ids as g')
    .innerJoin('modifier_group_modifier_item_ids as m', (j) =>
      j.onRef('m.store_id', '=', 'g.store_id').onRef('m.owner_id', '=', 'g.target_id'),
    )
    .innerJoin('modifier_item as mi', sameStore('mi', 'm', 'target_id'))
    .select(['g.owner_id as item', 'mi.id as modifier', 'mi.price as price'])
    .where('g.store_id', '=', storeId)
    .orderBy('g.owner_id')
    .orderBy('mi.id')
    .execute();
  const employees = await active('employee', ['id', 'manager', 'time_card_only']);
  // The device with the largest sequential block takes the orders: numbers are unique in a working day.
  const devices = await of('device')
    .select(['id', 'number_block'])
    .where('status', '=', 'active')
    .orderBy('number_block', 'desc')
    .orderBy('name')
    .execute();
  const orderTypes = await active('order_type', ['id', 'olo']);
  const payments = await active('payment', ['id', 'type']);
  const voids = await active('void_reason', ['id', 'manager_approval']);
  const servers = employees.filter((e) => !e.time_card_only).map((e) => e.id as string);
  const cash = payments.find((p) => p.type === 'cash');
  const cards = payments
    .filter((p) => p.type === 'credit-card' || p.type === 'debit-card')
    .map((p) => p.id as string);
  if (!items.length || !servers.length || !devices.length || !orderTypes.length || !cash) return null;
  const menu: MenuItem[] = items.map((i) => ({
    id: i.id as string,
    price: Math.round(Number((i.prices as { price: number }[])[0]!.price) * 100),
    taxRate: rate.get((i.tax_id as string) ?? '') ?? Number(defaultTax?.rate ?? 0),
    modifiers: links
      .filter((l) => l.item === i.id)
      .map((l) => ({ id: l.modifier as string, price: Math.round(Number(l.price ?? 0) * 100) })),
  }));
  // Popularity: a few favourites and a long tail, in an order of the seed's choosing.
  const rnd = random(seed ^ 0x5eed);
  const rank = menu.map((_, i) => i).sort(() => rnd.next() - 0.5);
  const popularity = menu.map((_, i) => 1 / Math.pow(rank.indexOf(i) + 1, 0.9));
  return {
    catalog,
    menu,
    popularity,
    popularitySum: popularity.reduce((a, b) => a + b, 0),
    servers,
    manager: employees.find((e) => e.manager)?.id as string | undefined,
    deviceId: devices[0]!.id as string,
    numberBlock: Number(devices[0]!.number_block),
    orderTypes: orderTypes.map((o) => o.id as string),
    oloOrderTypes: (orderTypes.some((o) => o.olo === true)
      ? orderTypes.filter((o) => o.olo === true)
      : orderTypes
    ).map((o) => o.id as string),
    cash: cash.id as string,
    cards: cards.length ? cards : [cash.id as string],
    voidReasons: voids
      .map((v) => ({ id: v.id as string, managerApproval: v.manager_approval === true }))
      .filter((v) => !v.managerApproval || employees.some((e) => e.manager)),
  };
}
