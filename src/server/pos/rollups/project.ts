import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sameStore } from '../../db/joins.js';
import {
  Accumulator,
  discountShares,
  isManualCard,
  lineGross,
  localHour,
  negated,
  num,
  ROLLUP_TABLES,
  upsert,
  type RollupTable,
  type Row,
} from './tables.js';

/**
 * The rows of checks of one working day, as they are stored (the checks' own rows, pos_check, and
 * their lines, payments, refunds and ratings): what the rollups count.
 */
export interface RecordedBatch {
  businessDate: string;
  /** The store's time zone, where a check's hour is read. */
  timeZone: string;
  checks: readonly Record<string, unknown>[];
  items: readonly Record<string, unknown>[];
  payments: readonly Record<string, unknown>[];
  refunds: readonly Record<string, unknown>[];
  ratings: readonly Record<string, unknown>[];
}

/**
 * Whom the store's sales rollup credits a check to (its payroll settings' payment accountability):
 * the employee who started it, its server, or the one who closed it when the device named another.
 */
export async function paymentAccountability(db: Db, storeId: string): Promise<'started' | 'closed'> {
  const row = await db
    .selectFrom('store_info')
    .select('payment_accountability')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.payment_accountability === 'closed' ? 'closed' : 'started';
}

/** The employee a check of pos_check c is credited to (id or name), as the store's accountability says. */
export const credited = (byCloser: boolean, column: 'id' | 'name') =>
  column === 'id'
    ? sql<string>`case when ${byCloser} and c.closed_by_id is not null then c.closed_by_id else c.server_id end`
    : sql<string>`case when ${byCloser} and c.closed_by_id is not null then c.closed_by_name else c.server_name end`;

/**
 * Adds a recorded batch to every rollup, inside the transaction that wrote it; with `sign` -1, takes
 * it back out (a check replaced by its newer version, read back from its rows).
 */
export async function addToRollups(
  tx: Db,
  storeId: string,
  batch: RecordedBatch,
  sign: 1 | -1 = 1,
): Promise<void> {
  const { businessDate: business_date, timeZone } = batch;
  const status = new Map(batch.checks.map((c) => [c.id as string, c.status as string]));
  const isVoided = (i: Record<string, unknown>) =>
    i.void_reason_id != null || status.get(i.check_id as string) === 'voided';
  const liveLines = new Map<string, Record<string, unknown>[]>();
  for (const i of batch.items)
    if (!isVoided(i))
      liveLines.set(i.check_id as string, [...(liveLines.get(i.check_id as string) ?? []), i]);
  const shareOf = new Map<string, number>();
  for (const c of batch.checks)
    for (const [line, share] of discountShares(num(c.discount), liveLines.get(c.id as string) ?? []))
      shareOf.set(`${c.id as string}|${line}`, share);
  const voids = new Map<string, { q: number; a: number }>();
  const items = new Accumulator(ROLLUP_TABLES.report_item_day);
  for (const i of batch.items) {
    const voided = isVoided(i);
    const gross = lineGross(i);
    if (voided) {
      const v = voids.get(i.check_id as string) ?? { q: 0, a: 0 };
      voids.set(i.check_id as string, { q: v.q + num(i.quantity), a: v.a + gross });
    }
    items.add({
      store_id: storeId,
      business_date,
      menu_item_id: i.menu_item_id as string,
      name: i.name as string,
      quantity: voided ? 0 : num(i.quantity),
      gross: voided ? 0 : gross,
      discount: voided ? 0 : num(i.discount),
      check_discount: voided ? 0 : (shareOf.get(`${i.check_id as string}|${num(i.line)}`) ?? 0),
      tax: voided ? 0 : num(i.tax),
      void_quantity: voided ? num(i.quantity) : 0,
      void_amount: voided ? gross : 0,
    });
  }
  const paid = new Map<string, number>();
  for (const p of batch.payments)
    paid.set(p.check_id as string, (paid.get(p.check_id as string) ?? 0) + num(p.amount) - num(p.change));
  const refunded = new Map<string, number>();
  for (const r of batch.refunds)
    refunded.set(r.check_id as string, (refunded.get(r.check_id as string) ?? 0) + num(r.amount));
  const sales = new Accumulator(ROLLUP_TABLES.report_sales_hour);
  const byCloser = batch.checks.length > 0 && (await paymentAccountability(tx, storeId)) === 'closed';
  for (const c of batch.checks) {
    const id = c.id as string;
    const live = c.status !== 'voided';
    const v = voids.get(id);
    const closer = byCloser && c.closed_by_id != null;
    sales.add({
      store_id: storeId,
      business_date,
      hour: localHour(c.opened_at as string | Date, timeZone),
      order_type_id: c.order_type_id as string,
      server_id: (closer ? c.closed_by_id : c.server_id) as string,
      source: c.source as string,
      order_type_name: c.order_type_name as string,
      server_name: (closer ? c.closed_by_name : c.server_name) as string,
      checks: live ? 1 : 0,
      open_checks: c.status === 'open' ? 1 : 0,
      guests: live ? num(c.guests) : 0,
      subtotal: num(c.subtotal),
      discount: num(c.discount),
      tax: num(c.tax),
      tip: num(c.tip),
      gratuity: num(c.gratuity),
      delivery_fee: num(c.delivery_fee),
      total: num(c.total),
      voided_checks: live ? 0 : 1,
      void_quantity: v?.q ?? 0,
      void_amount: v?.a ?? 0,
      paid: paid.get(id) ?? 0,
      refunded: refunded.get(id) ?? 0,
    });
  }
  const payments = new Accumulator(ROLLUP_TABLES.report_payment_day);
  // The payment row a payment counts in, and so do its refunds.
  const paymentRow = (p: Record<string, unknown>) => ({
    store_id: storeId,
    business_date,
    payment_id: p.payment_id as string,
    payment_name: p.payment_name as string,
    payment_type: p.payment_type as string,
  });
  const typeOf = new Map<string, Record<string, unknown>>();
  for (const p of batch.payments) {
    typeOf.set(p.id as string, p);
    payments.add({
      ...paymentRow(p),
      payments: 1,
      amount: num(p.amount),
      tip: num(p.tip),
      change: num(p.change),
      ...(isManualCard(p) && {
        manual_payments: 1,
        manual_amount: num(p.amount),
        manual_tip: num(p.tip),
        manual_change: num(p.change),
      }),
    });
  }
  for (const r of batch.refunds) {
    const p = typeOf.get(r.check_payment_id as string)!;
    payments.add({
      ...paymentRow(p),
      refunds: 1,
      refund_amount: num(r.amount),
    });
  }
  const ratings = new Accumulator(ROLLUP_TABLES.report_rating_day);
  for (const r of batch.ratings)
    ratings.add({
      store_id: storeId,
      business_date,
      menu_item_id: r.menu_item_id as string,
      ratings: 1,
      points: num(r.rating),
      likes: num(r.rating) >= 4 ? 1 : 0,
      dislikes: num(r.rating) <= 2 ? 1 : 0,
    });
  const put = (table: RollupTable, rows: Iterable<Row>) =>
    upsert(tx, table, sign < 0 ? negated(table, rows) : rows);
  await put('report_sales_hour', sales.rows.values());
  await put('report_item_day', items.rows.values());
  await put('report_payment_day', payments.rows.values());
  await put('report_rating_day', ratings.rows.values());
}

/**
 * Adds a stored check to the rollups (`sign` 1) or takes it out (-1), read back from its rows as they
 * are now (lines voided in the office included), under the names the rollups have for it.
 */
export async function rollStoredCheck(
  tx: Db,
  storeId: string,
  checkId: string,
  timeZone: string,
  sign: 1 | -1,
): Promise<{ lineIds: string[] }> {
  const check = await tx
    .selectFrom('pos_check as c')
    .innerJoin('working_day as w', sameStore('w', 'c', 'working_day_id'))
    .selectAll('c')
    .select(sql<string>`to_char(w.business_date, 'YYYY-MM-DD')`.as('business_date'))
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', checkId)
    .executeTakeFirstOrThrow();
  const of = (table: string) =>
    tx.selectFrom(table).selectAll().where('store_id', '=', storeId).where('check_id', '=', checkId);
  const [items, payments, refunds, ratings] = await Promise.all([
    of('check_item').orderBy('line').execute(),
    of('check_payment').execute(),
    of('check_refund').execute(),
    of('item_rating').execute(),
  ]);
  const batch = {
    businessDate: check.business_date,
    timeZone,
    checks: [check],
    items,
    payments,
    refunds,
    ratings,
  };
  await addToRollups(tx, storeId, batch, sign);
  return { lineIds: items.map((i) => i.id as string) };
}
