import { sql } from 'kysely';
import { spreadCheckDiscount } from '../../../core/checks.js';
import { zonedWallTime } from '../../../core/formats.js';
import type { Db } from '../../db/database.js';
import { CARD_PAYMENT_TYPES, MANUAL_ENTRY_TYPES } from '../../services/reports/tickets.js';
import { SALES_FIGURES } from '../../db/sales-figures.js';

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
    sums: [...SALES_FIGURES, 'open_checks', 'paid', 'refunded'],
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
export type Row = Record<string, string | number>;

/** Rows per statement, well below PostgreSQL's limit of parameters. */
const CHUNK = 500;

/** Adds rows to a rollup table: new keys are inserted, existing ones grow by the row's values. */
export async function upsert(tx: Db, table: RollupTable, rows: Iterable<Row>) {
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
export class Accumulator {
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

/** A card payment typed in by hand (the manual card transactions report). */
export const isManualCard = (p: Record<string, unknown>) =>
  (CARD_PAYMENT_TYPES as readonly string[]).includes(p.payment_type as string) &&
  (MANUAL_ENTRY_TYPES as readonly string[]).includes(String(p.entry_type ?? '').toLowerCase());

export const num = (v: unknown) => Number(v ?? 0);
export const lineGross = (i: Record<string, unknown>) =>
  num(i.quantity) * (num(i.unit_price) + num(i.modifiers_total));

/**
 * Each live line's share of its check's own discount, by line number: `checkDiscount` is the check's
 * whole discount (its own and its live lines'), as pos_check keeps it.
 */
export function discountShares(checkDiscount: number, live: readonly Record<string, unknown>[]) {
  const lines = [...live].sort((a, b) => num(a.line) - num(b.line));
  const own = checkDiscount - lines.reduce((sum, i) => sum + num(i.discount), 0);
  const shares = spreadCheckDiscount(
    own,
    lines.map((i) => lineGross(i) - num(i.discount)),
  );
  return new Map(lines.map((i, k) => [num(i.line), shares[k]!]));
}

/** The rows with every sum negated: what takes a batch back out of a rollup. */
export const negated = (table: RollupTable, rows: Iterable<Row>) =>
  [...rows].map((row) => {
    const out = { ...row };
    for (const s of ROLLUP_TABLES[table].sums) if (out[s] !== undefined) out[s] = -Number(out[s]);
    return out;
  });
