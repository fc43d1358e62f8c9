import { sql } from 'kysely';
import { expect } from 'vitest';
import { checkTotals, type CheckInput, type CheckItemInput } from '../../src/core/checks.js';
import { zonedWallTime } from '../../src/core/formats.js';
import type { TestServer } from './server.js';

/** The tables a point of sale's records are written to, each with the store's id. */
export const RECORD_TABLES = [
  'working_day',
  'shift',
  'cash_drawer',
  'cash_drawer_adjustment',
  'pos_check',
  'check_item',
  'check_item_modifier',
  'check_payment',
  'check_refund',
  'paid_out_record',
  'time_card',
  'time_card_break',
  'item_rating',
];

/** What the device API answers: the HTTP status and the JSON body. */
export type DeviceAnswer = { status: number; body: Record<string, unknown> };

/** A store's records a device refers to by id, prices in cents. */
export interface StoreRecords {
  id: string;
  /** The store's time zone. */
  zone: string;
  /** Its devices, by name. */
  devices: { id: string; code: string; name: string }[];
  /** The first order type by name. */
  orderType: { id: string; name: string };
  /** Its employees, by first name. */
  employees: { id: string; firstName: string; name: string; manager: boolean }[];
  /** The first three menu items by name, each at its first price. */
  items: { id: string; price: number }[];
  /** A modifier with a price, or none (empty id) when the store has none. */
  modifier: { id: string; price: number };
  /** The cash payment. */
  cash: string;
  /** The credit card payment. */
  card: string;
  /** A void reason without manager approval. */
  voidReason: string;
  /** The first paid out by reason without manager approval. */
  paidOut: string;
  /** The first paid out by reason that needs a manager's approval, if any. */
  approvalPaidOut: string | undefined;
}

const cents = (amount: unknown) => Math.round(Number(amount) * 100);

/** A demo store's records by its slug, read from the database. */
export async function storeRecords(server: TestServer, slug: string): Promise<StoreRecords> {
  const db = server.database.db;
  const store = await db
    .selectFrom('store')
    .select(['id', 'time_zone'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const of = (table: string) => db.selectFrom(table).where('store_id', '=', store.id);
  const devices = await of('device').select(['id', 'installation_code', 'name']).orderBy('name').execute();
  const orderType = await of('order_type').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
  const employees = await of('employee')
    .select(['id', 'first_name', 'last_name', 'manager'])
    .orderBy('first_name')
    .execute();
  const items = await of('menu_item').select(['id', 'prices']).orderBy('name').limit(3).execute();
  const mod = await of('modifier_item').select(['id', 'price']).where('price', '>', 0).executeTakeFirst();
  const payments = await of('payment').select(['id', 'type']).execute();
  const voidReason = await of('void_reason')
    .select('id')
    .where('manager_approval', '=', false)
    .executeTakeFirstOrThrow();
  const paidOuts = await of('paid_out').select(['id', 'manager_approval']).orderBy('reason').execute();
  return {
    id: store.id as string,
    zone: store.time_zone as string,
    devices: devices.map((d) => ({
      id: d.id as string,
      code: d.installation_code as string,
      name: d.name as string,
    })),
    orderType: { id: orderType.id as string, name: orderType.name as string },
    employees: employees.map((e) => ({
      id: e.id as string,
      firstName: e.first_name as string,
      name: `${e.first_name} ${e.last_name}`,
      manager: e.manager === true,
    })),
    items: items.map((i) => ({
      id: i.id as string,
      price: cents((i.prices as { price: number }[])[0]!.price),
    })),
    modifier: mod ? { id: mod.id as string, price: cents(mod.price) } : { id: '', price: 0 },
    cash: payments.find((p) => p.type === 'cash')!.id as string,
    card: payments.find((p) => p.type === 'credit-card')!.id as string,
    voidReason: voidReason.id as string,
    paidOut: paidOuts.find((p) => p.manager_approval !== true)!.id as string,
    approvalPaidOut: paidOuts.find((p) => p.manager_approval === true)?.id as string | undefined,
  };
}

/**
 * A time zone in which it is early afternoon now (12:00 to 14:59), so records of the last few hours
 * fall on today's business day whatever the hour the tests run at.
 */
export function afternoonZone(now = new Date()): string {
  const zone = Intl.supportedValuesOf('timeZone').find((z) => {
    const hour = zonedWallTime(now, z)!.hour;
    return hour >= 12 && hour <= 14;
  });
  if (!zone) throw new Error(`no time zone is in the early afternoon at ${now.toISOString()}`);
  return zone;
}

/**
 * Moves a store to a time zone in which it is early afternoon now (see afternoonZone): its record and
 * its store info both, as saving the store info does, so that a later save keeps the zone.
 */
export async function moveToAfternoon(server: TestServer, store: StoreRecords): Promise<void> {
  store.zone = afternoonZone();
  const db = server.database.db;
  await db.updateTable('store').set({ time_zone: store.zone }).where('id', '=', store.id).execute();
  await db
    .updateTable('store_info')
    .set({ time_zone: store.zone })
    .where('store_id', '=', store.id)
    .execute();
}

/** Posts a JSON body (a string is sent as it is) to the device API, with the device token if any. */
export async function postDevice(
  server: TestServer,
  path: string,
  token: string | undefined,
  body: unknown,
): Promise<DeviceAnswer> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Activates a device by its installation code and gives its device token. */
export async function activateDevice(server: TestServer, installationCode: string): Promise<string> {
  const res = await postDevice(server, '/api/devices/activate', undefined, {
    installation_code: installationCode,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** A store's records, with one of its devices (by name, else the first by name) activated. */
export interface DeviceStore extends StoreRecords {
  device: { id: string; code: string; name: string };
  /** The device's token. */
  token: string;
}

/** A demo store's records by its slug, and a token for one of its devices (by name, else the first). */
export async function storeWithDevice(
  server: TestServer,
  slug: string,
  deviceName?: string,
): Promise<DeviceStore> {
  const records = await storeRecords(server, slug);
  const device = deviceName ? records.devices.find((d) => d.name === deviceName) : records.devices[0];
  if (!device) throw new Error(`${slug} has no device ${deviceName ?? ''}`);
  return { ...records, device, token: await activateDevice(server, device.code) };
}

/** Switches the store's rating system (General Settings → Customers): its devices send ratings only while on. */
export async function takeRatings(server: TestServer, storeId: string, on = true): Promise<void> {
  await server.database.db
    .updateTable('store_info')
    .set({ rating_system: on })
    .where('store_id', '=', storeId)
    .execute();
}

/** How many rows each POS record table holds for a store, or for all stores without one. */
export async function recordCounts(server: TestServer, storeId?: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of RECORD_TABLES) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
      ${storeId ? sql`where store_id = ${storeId}` : sql``}`.execute(server.database.db);
    out[table] = Number(rows[0]!.n);
  }
  return out;
}

/** A check line: a quantity of a menu item at its price, no modifiers, discount or tax unless given. */
export function checkLine(
  item: { id: string; price: number },
  quantity: number,
  overrides: Partial<CheckItemInput> = {},
): CheckItemInput {
  return {
    menu_item_id: item.id,
    quantity,
    unit_price: item.price,
    modifiers: [],
    discount: 0,
    tax: 0,
    ...overrides,
  };
}

/**
 * A closed check of the store, opened an hour ago and closed a minute ago: two of its first item and one
 * of its second, served by its first employee, totals that add up, paid in cash to the cent. Overrides
 * replace any field before the totals are computed; with `payments` among them, those are kept.
 */
export function paidCheck(
  store: StoreRecords,
  number: number,
  overrides: Partial<CheckInput> = {},
): CheckInput {
  const now = Date.now();
  const check: CheckInput = {
    number,
    order_type_id: store.orderType.id,
    table_name: `T${number}`,
    server_id: store.employees[0]!.id,
    guests: 2,
    opened_at: new Date(now - 3600_000).toISOString(),
    closed_at: new Date(now - 60_000).toISOString(),
    status: 'closed',
    items: [checkLine(store.items[0]!, 2, { tax: 90 }), checkLine(store.items[1]!, 1, { tax: 40 })],
    discount: 0,
    gratuity: 0,
    subtotal: 0,
    tax: 0,
    total: 0,
    payments: [],
    refunds: [],
    ratings: [],
    ...overrides,
  };
  const totals = checkTotals({ ...check, payments: [] });
  Object.assign(check, { subtotal: totals.subtotal, tax: totals.tax, total: totals.total });
  if (!overrides.payments)
    check.payments = [
      { payment_id: store.cash, amount: totals.total, tip: 0, change: 0, paid_at: check.closed_at! },
    ];
  return check;
}
