/**
 * A check as the point of sale records it, and its arithmetic. Money is in integer cents throughout, so
 * that sums are exact; the console and the reports read the same shapes.
 */
import { zonedWallTime } from './formats.js';

export const CHECK_STATUSES = ['open', 'closed', 'voided'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** The channel a check came from (SPEC application codes): the POS itself, online ordering, a kiosk, the mobile app. */
export const CHECK_SOURCES = ['pos', 'olo', 'kiosk', 'mobile'] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

export interface CheckModifierInput {
  modifier_item_id: string;
  quantity: number;
  /** Price of one, in cents. */
  price: number;
}

export interface CheckItemInput {
  menu_item_id: string;
  quantity: number;
  /** Price of one, in cents, before modifiers. */
  unit_price: number;
  modifiers: CheckModifierInput[];
  /** Cents. */
  discount: number;
  /** Cents. */
  tax: number;
  /** A voided item counts for nothing in the totals; the reason and who approved it stay. */
  void?: { reason_id: string; approved_by?: string };
}

/** The SPEC §3 payment transaction fields; the card number only ever as its last four digits. */
export interface PaymentInput {
  payment_id: string;
  /** Cents tendered. */
  amount: number;
  tip: number;
  /** Cents given back; cash only. */
  change: number;
  card_number?: string;
  account_type?: string;
  entry_type?: string;
  auth_code?: string;
  approval_code?: string;
  terminal_number?: string;
  transaction_id?: string;
  authorized_amount?: number;
  expiration?: string;
  paid_at: string;
}

export interface RefundInput {
  /** Index of the refunded payment in `payments`. */
  payment: number;
  amount: number;
  reason: string;
  employee_id: string;
  refunded_at: string;
}

export interface RatingInput {
  menu_item_id: string;
  rating: number;
  comment?: string;
  rated_at: string;
}

export interface CheckInput {
  number: number;
  /** Where the order came from; 'pos' when left out. */
  source?: CheckSource;
  order_type_id: string;
  table_name?: string;
  server_id: string;
  guests: number;
  opened_at: string;
  closed_at?: string;
  status: CheckStatus;
  items: CheckItemInput[];
  /** A discount on the whole check, in cents, beside the items' own. */
  discount: number;
  gratuity: number;
  subtotal: number;
  tax: number;
  total: number;
  payments: PaymentInput[];
  refunds: RefundInput[];
  ratings: RatingInput[];
}

/** A check, or one line of it, sent to the kitchen again by an employee. */
export interface KitchenResendInput {
  /** Chosen by the device; a retry sends it again. */
  id: string;
  check_id: string;
  /** The line resent; the whole check when left out. */
  check_item_id?: string;
  employee_id: string;
  /** How many were made again: the line's quantity (or 1 for a whole check) when left out. */
  quantity?: number;
  reason?: string;
  resent_at: string;
}

export interface CheckTotals {
  subtotal: number;
  discount: number;
  tax: number;
  gratuity: number;
  /** subtotal − discount + tax + gratuity. */
  total: number;
  /** Sum of the payments' tips (not part of the total). */
  tip: number;
  /** What the payments leave in the store: amounts less change. */
  paid: number;
}

/** The modifiers of one unit of an item, in cents. */
export const modifiersTotal = (item: Pick<CheckItemInput, 'modifiers'>) =>
  item.modifiers.reduce((sum, m) => sum + m.quantity * m.price, 0);

/** An item's price before discount and tax: quantity × (unit price + modifiers). */
export const itemGross = (item: Pick<CheckItemInput, 'quantity' | 'unit_price' | 'modifiers'>) =>
  item.quantity * (item.unit_price + modifiersTotal(item));

/** The totals a check must carry, computed from its rows. */
export function checkTotals(
  check: Pick<CheckInput, 'items' | 'discount' | 'gratuity' | 'payments'>,
): CheckTotals {
  const live = check.items.filter((i) => !i.void);
  const subtotal = live.reduce((sum, i) => sum + itemGross(i), 0);
  const discount = check.discount + live.reduce((sum, i) => sum + i.discount, 0);
  const tax = live.reduce((sum, i) => sum + i.tax, 0);
  const total = subtotal - discount + tax + check.gratuity;
  const tip = check.payments.reduce((sum, p) => sum + p.tip, 0);
  const paid = check.payments.reduce((sum, p) => sum + p.amount - p.change, 0);
  return { subtotal, discount, tax, gratuity: check.gratuity, total, tip, paid };
}

/**
 * How a check's own discount (the check's discount less its live lines' own) falls on its live lines,
 * so that the item, category and department reports count the same net sales as the check: in
 * proportion to what each line charges after its own discount, each share rounded down, and what the
 * rounding leaves (a cent or a few) on the line that charges the most, the first such line on a tie.
 * When no line charges anything, the whole discount goes on that first line; the shares always add up
 * to the discount, to the cent. `amounts` are the live lines' amounts in line order; the shares come
 * back in the same order. rollups.ts does the same in SQL when it rebuilds the rollups.
 */
export function spreadCheckDiscount(discount: number, amounts: readonly number[]): number[] {
  if (!amounts.length) return [];
  const whole = amounts.reduce((sum, a) => sum + a, 0);
  const shares = amounts.map((amount) => {
    if (whole <= 0) return 0;
    // Rounded down exactly: the product is an integer well within 2^53, the quotient may not be.
    const product = discount * amount;
    let share = Math.floor(product / whole);
    if (share * whole > product) share--;
    else if ((share + 1) * whole <= product) share++;
    return share;
  });
  let first = 0;
  amounts.forEach((a, i) => {
    if (a > amounts[first]!) first = i;
  });
  shares[first]! += discount - shares.reduce((sum, s) => sum + s, 0);
  return shares;
}

/** The last four digits of a card number as the device sends it (masked or not). */
export function lastFour(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether a text holds what looks like a full card number: 13 to 19 digits in a row (single spaces or
 * dashes allowed between them) that pass the card check digit. Ids are not card numbers.
 */
export function holdsCardNumber(text: string): boolean {
  if (UUID.test(text)) return false;
  for (const run of text.match(/\d(?:[ -]?\d)+/g) ?? []) {
    const digits = run.replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return true;
  }
  return false;
}

/** Whether any string or number anywhere in a value looks like a full card number. */
export function containsCardNumber(value: unknown): boolean {
  if (typeof value === 'string') return holdsCardNumber(value);
  if (typeof value === 'number') return holdsCardNumber(String(value));
  if (Array.isArray(value)) return value.some(containsCardNumber);
  if (value && typeof value === 'object') return Object.values(value).some(containsCardNumber);
  return false;
}

/**
 * The business date (YYYY-MM-DD) of an instant in the store's time zone. With a day start ("04:00"),
 * an instant before that local time belongs to the day before: a bar open past midnight.
 */
export function businessDate(instant: Date, timeZone: string, dayStart = '00:00'): string {
  const w = zonedWallTime(instant, timeZone)!;
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  // Date.UTC takes a day of 0 as the last day of the month before.
  const day = new Date(Date.UTC(w.year, w.month - 1, time >= dayStart ? w.day : w.day - 1));
  return day.toISOString().slice(0, 10);
}
