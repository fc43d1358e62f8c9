import type { CheckInput } from '../../core/checks.js';
import type { Db } from '../db/database.js';
import { unique, type DeviceScope } from './records.js';

/** What a check refers to, by id: names and prices as they are now, kept with the check. */
export interface Catalog {
  timeZone: string;
  numberBlock: Map<string, number>;
  orderTypes: Map<string, string>;
  employees: Map<string, { name: string; manager: boolean }>;
  menuItems: Map<string, string>;
  modifierItems: Map<string, string>;
  payments: Map<string, { name: string; type: string }>;
  voidReasons: Map<string, { name: string; managerApproval: boolean }>;
  paidOuts: Map<string, { reason: string; managerApproval: boolean }>;
}

/**
 * The store's records a request names, read in a few queries; without `ids`, the whole catalog (for
 * the history generator, which records thousands of checks against it).
 */
export async function loadCatalog(
  db: Db,
  storeId: string,
  ids?: {
    devices?: string[];
    orderTypes?: string[];
    employees?: string[];
    menuItems?: string[];
    modifierItems?: string[];
    payments?: string[];
    voidReasons?: string[];
    paidOuts?: string[];
  },
): Promise<Catalog> {
  const pick = async (table: string, columns: string[], wanted: string[] | undefined) => {
    if (wanted && wanted.length === 0) return [];
    let q = db
      .selectFrom(table)
      .select(['id', ...columns])
      .where('store_id', '=', storeId);
    if (wanted) q = q.where('id', 'in', wanted);
    return (await q.execute()) as Record<string, unknown>[];
  };
  const store = await db
    .selectFrom('store')
    .select('time_zone')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  const [devices, orderTypes, employees, menuItems, modifierItems, payments, voidReasons, paidOuts] =
    await Promise.all([
      pick('device', ['number_block'], ids?.devices),
      pick('order_type', ['name'], ids?.orderTypes),
      pick('employee', ['first_name', 'last_name', 'manager'], ids?.employees),
      pick('menu_item', ['name'], ids?.menuItems),
      pick('modifier_item', ['name'], ids?.modifierItems),
      pick('payment', ['name', 'type'], ids?.payments),
      pick('void_reason', ['name', 'manager_approval'], ids?.voidReasons),
      pick('paid_out', ['reason', 'manager_approval'], ids?.paidOuts),
    ]);
  const id = (r: Record<string, unknown>) => r.id as string;
  return {
    timeZone: store.time_zone as string,
    numberBlock: new Map(devices.map((r) => [id(r), Number(r.number_block)])),
    orderTypes: new Map(orderTypes.map((r) => [id(r), r.name as string])),
    employees: new Map(
      employees.map((r) => [id(r), { name: `${r.first_name} ${r.last_name}`, manager: r.manager === true }]),
    ),
    menuItems: new Map(menuItems.map((r) => [id(r), r.name as string])),
    modifierItems: new Map(modifierItems.map((r) => [id(r), r.name as string])),
    payments: new Map(payments.map((r) => [id(r), { name: r.name as string, type: r.type as string }])),
    voidReasons: new Map(
      voidReasons.map((r) => [
        id(r),
        { name: r.name as string, managerApproval: r.manager_approval === true },
      ]),
    ),
    paidOuts: new Map(
      paidOuts.map((r) => [
        id(r),
        { reason: r.reason as string, managerApproval: r.manager_approval === true },
      ]),
    ),
  };
}

/** The catalog a check needs. */
export function catalogForCheck(db: Db, scope: DeviceScope, input: CheckInput): Promise<Catalog> {
  return loadCatalog(db, scope.storeId, {
    devices: [scope.deviceId],
    orderTypes: [input.order_type_id],
    employees: unique([
      input.server_id,
      ...input.items.map((i) => i.void?.approved_by),
      ...input.refunds.map((r) => r.employee_id),
    ]),
    menuItems: unique([
      ...input.items.map((i) => i.menu_item_id),
      ...input.ratings.map((r) => r.menu_item_id),
    ]),
    modifierItems: unique(input.items.flatMap((i) => i.modifiers.map((m) => m.modifier_item_id))),
    payments: unique(input.payments.map((p) => p.payment_id)),
    voidReasons: unique(input.items.map((i) => i.void?.reason_id)),
  });
}
