import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sameStore } from '../../db/joins.js';
import { credited, paymentAccountability } from './project.js';
import { Accumulator, discountShares, num, ROLLUP_TABLES, upsert } from './tables.js';

/**
 * What corrections made in the office after the fact (a refund, a voided line) change in the
 * rollups: only the sums they move, in the caller's transaction.
 */

/** Where a check counts: its business date, the key and names of its sales row, and its status. */
export interface CheckKey {
  business_date: string;
  hour: number;
  order_type_id: string;
  server_id: string;
  source: string;
  order_type_name: string;
  server_name: string;
  status: string;
}

/** Where a check counts, read from its row; undefined when the store has no such check. */
export async function checkKey(tx: Db, storeId: string, checkId: string): Promise<CheckKey | undefined> {
  const byCloser = (await paymentAccountability(tx, storeId)) === 'closed';
  return (await tx
    .selectFrom('pos_check as c')
    .innerJoin('working_day as w', sameStore('w', 'c', 'working_day_id'))
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select([
      sql<string>`to_char(w.business_date, 'YYYY-MM-DD')`.as('business_date'),
      sql<number>`extract(hour from c.opened_at at time zone s.time_zone)::int`.as('hour'),
      'c.order_type_id',
      credited(byCloser, 'id').as('server_id'),
      'c.source',
      'c.order_type_name',
      credited(byCloser, 'name').as('server_name'),
      'c.status',
    ])
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', checkId)
    .executeTakeFirst()) as CheckKey | undefined;
}

/** The sales row a check counts in, with every sum to add. */
const salesRow = (storeId: string, key: CheckKey, sums: Record<string, number>) => ({
  store_id: storeId,
  business_date: key.business_date,
  hour: key.hour,
  order_type_id: key.order_type_id,
  server_id: key.server_id,
  source: key.source,
  order_type_name: key.order_type_name,
  server_name: key.server_name,
  ...sums,
});

/** A refund of `amount` of a payment (its check_payment row) of the check `key` names. */
export async function rollRefund(
  tx: Db,
  storeId: string,
  key: CheckKey,
  payment: Record<string, unknown>,
  amount: number,
): Promise<void> {
  await upsert(tx, 'report_payment_day', [
    {
      store_id: storeId,
      business_date: key.business_date,
      payment_id: payment.payment_id as string,
      payment_name: payment.payment_name as string,
      payment_type: payment.payment_type as string,
      payments: 0,
      amount: 0,
      tip: 0,
      change: 0,
      refunds: 1,
      refund_amount: amount,
    },
  ]);
  await upsert(tx, 'report_sales_hour', [salesRow(storeId, key, { refunded: amount })]);
}

/**
 * A line voided after the fact: the sales and item rollups move it to the voids, and the check's own
 * discount (`checkDiscount`, the check's whole discount before the void) is spread again over the
 * lines left. `live` are the check's live lines before the void, the voided one among them.
 */
export async function rollVoid(
  tx: Db,
  storeId: string,
  key: CheckKey,
  item: {
    id: string;
    menu_item_id: string;
    name: string;
    quantity: number;
    gross: number;
    discount: number;
    tax: number;
  },
  live: readonly Record<string, unknown>[],
  checkDiscount: number,
): Promise<void> {
  const { gross, discount, tax, quantity } = item;
  const before = discountShares(checkDiscount, live);
  const after = discountShares(
    checkDiscount - discount,
    live.filter((l) => l.id !== item.id),
  );
  await upsert(tx, 'report_sales_hour', [
    salesRow(storeId, key, {
      checks: 0,
      open_checks: 0,
      guests: 0,
      subtotal: -gross,
      discount: -discount,
      tax: -tax,
      tip: 0,
      gratuity: 0,
      delivery_fee: 0,
      total: -(gross - discount + tax),
      voided_checks: 0,
      void_quantity: quantity,
      void_amount: gross,
    }),
  ]);
  const items = new Accumulator(ROLLUP_TABLES.report_item_day);
  items.add({
    store_id: storeId,
    business_date: key.business_date,
    menu_item_id: item.menu_item_id,
    name: item.name,
    quantity: -quantity,
    gross: -gross,
    discount: -discount,
    tax: -tax,
    void_quantity: quantity,
    void_amount: gross,
  });
  // The check's own discount moves from the line voided (its share goes) to the lines left.
  for (const l of live) {
    const moved = (after.get(num(l.line)) ?? 0) - (before.get(num(l.line)) ?? 0);
    if (moved)
      items.add({
        store_id: storeId,
        business_date: key.business_date,
        menu_item_id: l.menu_item_id as string,
        name: l.name as string,
        check_discount: moved,
      });
  }
  await upsert(tx, 'report_item_day', items.rows.values());
}

/**
 * A whole check voided after its lines were: its sales row stops counting it (and its guests, and
 * what the lines left: the check's discount, tax, gratuity and delivery fee, `left` being its totals after the
 * lines' voids) and counts it voided. `check` is its row before the void.
 */
export async function rollCheckVoid(
  tx: Db,
  storeId: string,
  check: Record<string, unknown>,
  left: Record<string, unknown>,
): Promise<void> {
  const open = check.status === 'open' ? 1 : 0;
  const byCloser = (await paymentAccountability(tx, storeId)) === 'closed';
  const moved = await sql`update report_sales_hour h set
        checks = h.checks - 1, open_checks = h.open_checks - ${open},
        guests = h.guests - ${num(check.guests)}, voided_checks = h.voided_checks + 1,
        subtotal = h.subtotal - ${num(left.subtotal)}, discount = h.discount - ${num(left.discount)},
        tax = h.tax - ${num(left.tax)}, gratuity = h.gratuity - ${num(left.gratuity)},
        delivery_fee = h.delivery_fee - ${num(left.delivery_fee)},
        total = h.total - ${num(left.total)}
      from pos_check c
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      join store s on s.id = c.store_id
      where c.store_id = ${storeId} and c.id = ${check.id} and h.store_id = c.store_id
        and h.business_date = w.business_date
        and h.hour = extract(hour from c.opened_at at time zone s.time_zone)::int
        and h.order_type_id = c.order_type_id and h.server_id = ${credited(byCloser, 'id')}
        and h.source = c.source`.execute(tx);
  if (Number(moved.numAffectedRows ?? 0) !== 1) throw new Error('sales rollup row missing');
}
