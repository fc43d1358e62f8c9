import { sql } from 'kysely';
import { spreadCheckDiscount, type CheckInput } from '../../core/checks.js';
import { zonedWallTime } from '../../core/formats.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from './ids.js';
import { CARD_PAYMENT_TYPES, MANUAL_CARD_SQL, MANUAL_ENTRY_TYPES } from './reports/tickets.js';
import type { Catalog, CheckAnswer } from './pos-records.js';

/**
 * The reports' daily aggregates (migration 0017_report_rollups), kept in step with the raw check rows
 * inside the transaction that writes them: every change to a check goes through a function of this
 * file. A check counts on its working day's business date; its hour is the local hour it opened.
 *
 * - report_sales_hour: date × hour × order type × server × source (the check's channel) — checks,
 *   guests, subtotal, discount, tax, tip, gratuity, total; voided checks and voided lines (or lines
 *   of voided checks) apart.
 * - report_item_day: date × menu item — quantity, gross, discount, tax of live lines, and their shares
 *   of their checks' own discounts (check_discount, see spreadCheckDiscount), so that items and checks
 *   count the same net sales; voids apart.
 * - report_payment_day: date × payment type — payments, amount, tip, change, refunds.
 */

interface TableDef {
  keys: readonly string[];
  /** Columns replaced by the newest value (names as last seen). */
  labels: readonly string[];
  /** Columns that add up. */
  sums: readonly string[];
}

export const ROLLUP_TABLES = {
  report_sales_hour: {
    keys: ['store_id', 'business_date', 'hour', 'order_type_id', 'server_id', 'source'],
    labels: ['order_type_name', 'server_name'],
    sums: [
      'checks',
      'open_checks',
      'guests',
      'subtotal',
      'discount',
      'tax',
      'tip',
      'gratuity',
      'total',
      'voided_checks',
      'void_quantity',
      'void_amount',
      'paid',
      'refunded',
    ],
  },
  report_item_day: {
    keys: ['store_id', 'business_date', 'menu_item_id'],
    labels: ['name'],
    sums: ['quantity', 'gross', 'discount', 'check_discount', 'tax', 'void_quantity', 'void_amount'],
  },
  report_payment_day: {
    keys: ['store_id', 'business_date', 'payment_id'],
    labels: ['payment_name', 'payment_type'],
    sums: [
      'payments',
      'amount',
      'tip',
      'change',
      'refunds',
      'refund_amount',
      'manual_payments',
      'manual_amount',
      'manual_tip',
      'manual_change',
    ],
  },
  report_rating_day: {
    keys: ['store_id', 'business_date', 'menu_item_id'],
    labels: [],
    sums: ['ratings', 'points', 'likes', 'dislikes'],
  },
} as const satisfies Record<string, TableDef>;

export type RollupTable = keyof typeof ROLLUP_TABLES;
type Row = Record<string, string | number>;

/** Rows per statement, well below PostgreSQL's limit of parameters. */
const CHUNK = 500;

/** Adds rows to a rollup table: new keys are inserted, existing ones grow by the row's values. */
async function upsert(tx: Db, table: RollupTable, rows: Iterable<Row>) {
  const all = [...rows];
  if (!all.length) return;
  const def: TableDef = ROLLUP_TABLES[table];
  const set = Object.fromEntries([
    ...def.labels.map((c) => [c, sql.ref(`excluded.${c}`)]),
    ...def.sums.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
  ]);
  for (let i = 0; i < all.length; i += CHUNK)
    await tx
      .insertInto(table)
      .values(all.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(def.keys as never).doUpdateSet(set))
      .execute();
}

/** Rows keyed and summed in memory, so a batch writes one statement per table. */
class Accumulator {
  readonly rows = new Map<string, Row>();
  constructor(private readonly def: TableDef) {}
  add(row: Row) {
    const key = this.def.keys.map((k) => row[k]).join('|');
    const found = this.rows.get(key);
    if (!found) {
      const fresh: Row = { ...row };
      for (const s of this.def.sums) fresh[s] = Number(row[s] ?? 0);
      this.rows.set(key, fresh);
      return;
    }
    for (const l of this.def.labels) if (row[l] !== undefined) found[l] = row[l];
    for (const s of this.def.sums) found[s] = Number(found[s]) + Number(row[s] ?? 0);
  }
}

/** The local hour (0–23) of an instant in a time zone. */
export function localHour(at: string | Date, timeZone: string): number {
  return zonedWallTime(at, timeZone)!.hour;
}

/** The rows `recordChecks` has just written for a batch of one working day. */
export interface RecordedBatch {
  businessDate: string;
  catalog: Catalog;
  checks: readonly { input: CheckInput; answer: CheckAnswer }[];
  items: readonly Record<string, unknown>[];
  payments: readonly Record<string, unknown>[];
  refunds: readonly Record<string, unknown>[];
  ratings: readonly Record<string, unknown>[];
}

/** A card payment typed in by hand (the manual card transactions report). */
export const isManualCard = (p: Record<string, unknown>) =>
  (CARD_PAYMENT_TYPES as readonly string[]).includes(p.payment_type as string) &&
  (MANUAL_ENTRY_TYPES as readonly string[]).includes(String(p.entry_type ?? '').toLowerCase());

const num = (v: unknown) => Number(v ?? 0);
const lineGross = (i: Record<string, unknown>) =>
  num(i.quantity) * (num(i.unit_price) + num(i.modifiers_total));

/**
 * Each live line's share of its check's own discount, by line number: `checkDiscount` is the check's
 * whole discount (its own and its live lines'), as pos_check keeps it.
 */
function discountShares(checkDiscount: number, live: readonly Record<string, unknown>[]) {
  const lines = [...live].sort((a, b) => num(a.line) - num(b.line));
  const own = checkDiscount - lines.reduce((sum, i) => sum + num(i.discount), 0);
  const shares = spreadCheckDiscount(
    own,
    lines.map((i) => lineGross(i) - num(i.discount)),
  );
  return new Map(lines.map((i, k) => [num(i.line), shares[k]!]));
}

/** The rows with every sum negated: what takes a batch back out of a rollup. */
const negated = (table: RollupTable, rows: Iterable<Row>) =>
  [...rows].map((row) => {
    const out = { ...row };
    for (const s of ROLLUP_TABLES[table].sums) if (out[s] !== undefined) out[s] = -Number(out[s]);
    return out;
  });

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
  const { businessDate: business_date, catalog } = batch;
  const status = new Map(batch.checks.map((c) => [c.answer.check.id, c.answer.check.status]));
  const isVoided = (i: Record<string, unknown>) =>
    i.void_reason_id != null || status.get(i.check_id as string) === 'voided';
  const liveLines = new Map<string, Record<string, unknown>[]>();
  for (const i of batch.items)
    if (!isVoided(i))
      liveLines.set(i.check_id as string, [...(liveLines.get(i.check_id as string) ?? []), i]);
  const shareOf = new Map<string, number>();
  for (const { answer } of batch.checks)
    for (const [line, share] of discountShares(answer.check.discount, liveLines.get(answer.check.id) ?? []))
      shareOf.set(`${answer.check.id}|${line}`, share);
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
  for (const { input, answer } of batch.checks) {
    const c = answer.check;
    const live = c.status !== 'voided';
    const v = voids.get(c.id);
    sales.add({
      store_id: storeId,
      business_date,
      hour: localHour(input.opened_at, catalog.timeZone),
      order_type_id: input.order_type_id,
      server_id: input.server_id,
      source: input.source ?? 'pos',
      order_type_name: catalog.orderTypes.get(input.order_type_id) ?? '',
      server_name: catalog.employees.get(input.server_id)?.name ?? '',
      checks: live ? 1 : 0,
      open_checks: c.status === 'open' ? 1 : 0,
      guests: live ? input.guests : 0,
      subtotal: c.subtotal,
      discount: c.discount,
      tax: c.tax,
      tip: c.tip,
      gratuity: c.gratuity,
      total: c.total,
      voided_checks: live ? 0 : 1,
      void_quantity: v?.q ?? 0,
      void_amount: v?.a ?? 0,
      paid: paid.get(c.id) ?? 0,
      refunded: refunded.get(c.id) ?? 0,
    });
  }
  const payments = new Accumulator(ROLLUP_TABLES.report_payment_day);
  const typeOf = new Map<string, Record<string, unknown>>();
  for (const p of batch.payments) {
    typeOf.set(p.id as string, p);
    payments.add({
      store_id: storeId,
      business_date,
      payment_id: p.payment_id as string,
      payment_name: p.payment_name as string,
      payment_type: p.payment_type as string,
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
      store_id: storeId,
      business_date,
      payment_id: p.payment_id as string,
      payment_name: p.payment_name as string,
      payment_type: p.payment_type as string,
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
 * Rebuilds the rollups of a store from the raw rows, for business dates in [from, to] (every date
 * when a bound is left out). Hours are taken in the store's present time zone.
 */
export async function recomputeRollups(db: Db, storeId: string, from?: string, to?: string): Promise<void> {
  const lo = from ?? null;
  const hi = to ?? null;
  const inRange = sql`w.store_id = ${storeId}
    and (${lo}::date is null or w.business_date >= ${lo}::date)
    and (${hi}::date is null or w.business_date <= ${hi}::date)`;
  const run = async (tx: Db) => {
    for (const table of Object.keys(ROLLUP_TABLES))
      await sql`delete from ${sql.table(table)} where store_id = ${storeId}
        and (${lo}::date is null or business_date >= ${lo}::date)
        and (${hi}::date is null or business_date <= ${hi}::date)`.execute(tx);
    await sql`with c as (
        select c.*, w.business_date,
          extract(hour from c.opened_at at time zone s.time_zone)::int as hour
        from pos_check c
        join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
        join store s on s.id = c.store_id
        where ${inRange}),
      v as (
        select i.check_id, sum(i.quantity) as q, sum(i.quantity * (i.unit_price + i.modifiers_total)) as a
        from check_item i join c on c.id = i.check_id
        where i.store_id = ${storeId} and (i.void_reason_id is not null or c.status = 'voided')
        group by i.check_id),
      pd as (
        select p.check_id, sum(p.amount - p.change) as paid
        from check_payment p join c on c.id = p.check_id
        where p.store_id = ${storeId} group by p.check_id),
      rf as (
        select r.check_id, sum(r.amount) as refunded
        from check_refund r join c on c.id = r.check_id
        where r.store_id = ${storeId} group by r.check_id)
      insert into report_sales_hour (store_id, business_date, hour, order_type_id, server_id, source,
        order_type_name, server_name, checks, open_checks, guests, subtotal, discount, tax, tip, gratuity,
        total, voided_checks, void_quantity, void_amount, paid, refunded)
      select ${storeId}, c.business_date, c.hour, c.order_type_id, c.server_id, c.source,
        (array_agg(c.order_type_name order by c.opened_at desc))[1],
        (array_agg(c.server_name order by c.opened_at desc))[1],
        count(*) filter (where c.status <> 'voided'), count(*) filter (where c.status = 'open'),
        coalesce(sum(c.guests) filter (where c.status <> 'voided'), 0),
        sum(c.subtotal), sum(c.discount), sum(c.tax), sum(c.tip), sum(c.gratuity), sum(c.total),
        count(*) filter (where c.status = 'voided'), coalesce(sum(v.q), 0), coalesce(sum(v.a), 0),
        coalesce(sum(pd.paid), 0), coalesce(sum(rf.refunded), 0)
      from c left join v on v.check_id = c.id left join pd on pd.check_id = c.id left join rf on rf.check_id = c.id
      group by c.business_date, c.hour, c.order_type_id, c.server_id, c.source`.execute(tx);
    // The live lines' shares of their checks' own discounts as spreadCheckDiscount works them out:
    // each rounded down in proportion to the line's amount after its own discount (p), and what the
    // rounding leaves on the line of the largest amount, the first one on a tie (s).
    await sql`with x as (
        select w.business_date, i.check_id, i.menu_item_id, i.name, i.line, c.opened_at, i.quantity,
          i.discount, i.tax, i.quantity * (i.unit_price + i.modifiers_total) as gross,
          (i.void_reason_id is not null or c.status = 'voided') as voided, c.discount as check_total
        from check_item i
        join pos_check c on c.store_id = i.store_id and c.id = i.check_id
        join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
        where i.store_id = ${storeId} and ${inRange}),
      p as (
        select x.check_id, x.line, x.check_total - sum(x.discount) over c as own,
          case when sum(x.gross - x.discount) over c > 0
            then (x.check_total - sum(x.discount) over c) * (x.gross - x.discount) / sum(x.gross - x.discount) over c
            else 0 end as part,
          row_number() over (partition by x.check_id order by x.gross - x.discount desc, x.line) as rank
        from x where not x.voided
        window c as (partition by x.check_id)),
      s as (
        select p.check_id, p.line,
          p.part + case when p.rank = 1 then p.own - sum(p.part) over (partition by p.check_id) else 0 end as share
        from p)
      insert into report_item_day (store_id, business_date, menu_item_id, name, quantity, gross,
        discount, check_discount, tax, void_quantity, void_amount)
      select ${storeId}, x.business_date, x.menu_item_id,
        (array_agg(x.name order by x.opened_at desc, x.line desc))[1],
        coalesce(sum(x.quantity) filter (where not x.voided), 0),
        coalesce(sum(x.gross) filter (where not x.voided), 0),
        coalesce(sum(x.discount) filter (where not x.voided), 0),
        coalesce(sum(s.share) filter (where not x.voided), 0),
        coalesce(sum(x.tax) filter (where not x.voided), 0),
        coalesce(sum(x.quantity) filter (where x.voided), 0),
        coalesce(sum(x.gross) filter (where x.voided), 0)
      from x left join s on s.check_id = x.check_id and s.line = x.line
      group by x.business_date, x.menu_item_id`.execute(tx);
    await sql`with p as (
        select w.business_date, p.*, c.opened_at
        from check_payment p
        join pos_check c on c.store_id = p.store_id and c.id = p.check_id
        join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
        where p.store_id = ${storeId} and ${inRange}),
      r as (
        select r.check_payment_id, count(*) as n, sum(r.amount) as amount
        from check_refund r join p on p.id = r.check_payment_id
        where r.store_id = ${storeId} group by r.check_payment_id)
      insert into report_payment_day (store_id, business_date, payment_id, payment_name, payment_type,
        payments, amount, tip, change, refunds, refund_amount,
        manual_payments, manual_amount, manual_tip, manual_change)
      select ${storeId}, p.business_date, p.payment_id,
        (array_agg(p.payment_name order by p.opened_at desc))[1],
        (array_agg(p.payment_type order by p.opened_at desc))[1],
        count(*), sum(p.amount), sum(p.tip), sum(p.change),
        coalesce(sum(r.n), 0), coalesce(sum(r.amount), 0),
        count(*) filter (where ${MANUAL_CARD_SQL}),
        coalesce(sum(p.amount) filter (where ${MANUAL_CARD_SQL}), 0),
        coalesce(sum(p.tip) filter (where ${MANUAL_CARD_SQL}), 0),
        coalesce(sum(p.change) filter (where ${MANUAL_CARD_SQL}), 0)
      from p left join r on r.check_payment_id = p.id
      group by p.business_date, p.payment_id`.execute(tx);
    await sql`insert into report_rating_day (store_id, business_date, menu_item_id, ratings, points, likes,
        dislikes)
      select ${storeId}, w.business_date, r.menu_item_id, count(*), sum(r.rating),
        count(*) filter (where r.rating >= 4), count(*) filter (where r.rating <= 2)
      from item_rating r
      join pos_check c on c.store_id = r.store_id and c.id = r.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where r.store_id = ${storeId} and ${inRange}
      group by w.business_date, r.menu_item_id`.execute(tx);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

/** Where a check counts: its business date and the key of its sales row. */
async function checkKey(tx: Db, storeId: string, checkId: string) {
  return (await tx
    .selectFrom('pos_check as c')
    .innerJoin('working_day as w', (j) =>
      j.onRef('w.store_id', '=', 'c.store_id').onRef('w.id', '=', 'c.working_day_id'),
    )
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select([
      sql<string>`to_char(w.business_date, 'YYYY-MM-DD')`.as('business_date'),
      sql<number>`extract(hour from c.opened_at at time zone s.time_zone)::int`.as('hour'),
      'c.order_type_id',
      'c.server_id',
      'c.source',
      'c.order_type_name',
      'c.server_name',
      'c.status',
    ])
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', checkId)
    .executeTakeFirst()) as
    | {
        business_date: string;
        hour: number;
        order_type_id: string;
        server_id: string;
        source: string;
        order_type_name: string;
        server_name: string;
        status: string;
      }
    | undefined;
}

export interface RefundRequest {
  checkPaymentId: string;
  amount: number;
  reason: string;
  employeeId: string;
  refundedAt?: string;
}

/**
 * Refunds part of a payment after the fact (the office's check report): the refund row and the
 * payment rollup of the check's business date, in the caller's transaction. Never more than what
 * the payment left in the store, less what was refunded already.
 */
export async function applyRefund(tx: Db, storeId: string, refund: RefundRequest): Promise<{ id: string }> {
  const payment = await tx
    .selectFrom('check_payment')
    .select(['id', 'check_id', 'payment_id', 'payment_name', 'payment_type', 'amount', 'change'])
    .where('store_id', '=', storeId)
    .where('id', '=', refund.checkPaymentId)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', 'reports.errors.paymentNotFound');
  const { refunded } = (await tx
    .selectFrom('check_refund')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('refunded'))
    .where('store_id', '=', storeId)
    .where('check_payment_id', '=', refund.checkPaymentId)
    .executeTakeFirstOrThrow()) as { refunded: string };
  const left = num(payment.amount) - num(payment.change) - num(refunded);
  if (!Number.isInteger(refund.amount) || refund.amount <= 0 || refund.amount > left)
    throw new AppError('VALIDATION', 'reports.errors.refundTooLarge', { left });
  const key = (await checkKey(tx, storeId, payment.check_id as string))!;
  const id = uuidv7();
  await tx
    .insertInto('check_refund')
    .values({
      store_id: storeId,
      id,
      check_id: payment.check_id,
      check_payment_id: payment.id,
      amount: refund.amount,
      reason: refund.reason,
      employee_id: refund.employeeId,
      refunded_at: refund.refundedAt ?? new Date().toISOString(),
    })
    .execute();
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
      refund_amount: refund.amount,
    },
  ]);
  await upsert(tx, 'report_sales_hour', [
    {
      store_id: storeId,
      business_date: key.business_date,
      hour: key.hour,
      order_type_id: key.order_type_id,
      server_id: key.server_id,
      source: key.source,
      order_type_name: key.order_type_name,
      server_name: key.server_name,
      refunded: refund.amount,
    },
  ]);
  return { id };
}

export interface VoidRequest {
  checkItemId: string;
  reasonId: string;
  reasonName: string;
  approvedBy?: string;
}

/**
 * Voids one line of a check after the fact: the line keeps its reason and approver, the check's
 * totals lose what the line added, and the sales and item rollups move it to the voids, in the
 * caller's transaction; the check's own discount stays on the check and is spread again over the
 * lines left. Payments are left as they were (a refund is its own act).
 */
export async function applyVoid(tx: Db, storeId: string, request: VoidRequest): Promise<void> {
  const item = await tx
    .selectFrom('check_item')
    .select([
      'id',
      'check_id',
      'menu_item_id',
      'name',
      'quantity',
      'unit_price',
      'modifiers_total',
      'tax',
      'discount',
      'void_reason_id',
    ])
    .where('store_id', '=', storeId)
    .where('id', '=', request.checkItemId)
    .forUpdate()
    .executeTakeFirst();
  if (!item) throw new AppError('NOT_FOUND', 'reports.errors.itemNotFound');
  const key = (await checkKey(tx, storeId, item.check_id as string))!;
  if (item.void_reason_id != null || key.status === 'voided')
    throw new AppError('VALIDATION', 'reports.errors.alreadyVoided');
  const gross = lineGross(item);
  const discount = num(item.discount);
  const tax = num(item.tax);
  const live = await tx
    .selectFrom('check_item')
    .select(['id', 'line', 'menu_item_id', 'name', 'quantity', 'unit_price', 'modifiers_total', 'discount'])
    .where('store_id', '=', storeId)
    .where('check_id', '=', item.check_id as string)
    .where('void_reason_id', 'is', null)
    .execute();
  const { discount: checkDiscount } = await tx
    .selectFrom('pos_check')
    .select('discount')
    .where('store_id', '=', storeId)
    .where('id', '=', item.check_id as string)
    .executeTakeFirstOrThrow();
  const before = discountShares(num(checkDiscount), live);
  const after = discountShares(
    num(checkDiscount) - discount,
    live.filter((l) => l.id !== item.id),
  );
  await tx
    .updateTable('check_item')
    .set({
      void_reason_id: request.reasonId,
      void_reason_name: request.reasonName,
      void_approved_by: request.approvedBy ?? null,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', request.checkItemId)
    .execute();
  await sql`update pos_check set subtotal = subtotal - ${gross}, discount = discount - ${discount},
      tax = tax - ${tax}, total = total - ${gross - discount + tax}
    where store_id = ${storeId} and id = ${item.check_id}`.execute(tx);
  const quantity = num(item.quantity);
  await upsert(tx, 'report_sales_hour', [
    {
      store_id: storeId,
      business_date: key.business_date,
      hour: key.hour,
      order_type_id: key.order_type_id,
      server_id: key.server_id,
      source: key.source,
      order_type_name: key.order_type_name,
      server_name: key.server_name,
      checks: 0,
      open_checks: 0,
      guests: 0,
      subtotal: -gross,
      discount: -discount,
      tax: -tax,
      tip: 0,
      gratuity: 0,
      total: -(gross - discount + tax),
      voided_checks: 0,
      void_quantity: quantity,
      void_amount: gross,
    },
  ]);
  const items = new Accumulator(ROLLUP_TABLES.report_item_day);
  items.add({
    store_id: storeId,
    business_date: key.business_date,
    menu_item_id: item.menu_item_id as string,
    name: item.name as string,
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
