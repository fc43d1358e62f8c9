/**
 * A check as the point of sale records it, and its arithmetic. Money is in integer cents throughout, so
 * that sums are exact; the console and the reports read the same shapes.
 */
import type {
  DeviceCheck,
  DeviceCheckItem,
  DeviceCheckModifier,
  DeviceCheckPayment,
  DeviceCheckRating,
  DeviceCheckRefund,
  DeviceKitchenResend,
} from '../../generated/device-types.js';
import { zonedWallTime } from './formats.js';

export type CheckStatus = DeviceCheck['status'];

/** The channel a check came from (SPEC application codes): the POS itself, online ordering, a kiosk, the mobile app. */
export type CheckSource = NonNullable<DeviceCheck['source']>;

/**
 * The bodies a device sends, as the server reads them once validated (defaults filled in); their
 * schemas are schemas/device/*.schema.json.
 */
export type CheckInput = DeviceCheck;
export type CheckItemInput = DeviceCheckItem;
export type CheckModifierInput = DeviceCheckModifier;
/** The SPEC §3 payment transaction fields; the card number only ever as its last four digits. */
export type PaymentInput = DeviceCheckPayment;
export type RefundInput = DeviceCheckRefund;
export type RatingInput = DeviceCheckRating;
/** A check, or one line of it, sent to the kitchen again by an employee. */
export type KitchenResendInput = DeviceKitchenResend;

export interface CheckTotals {
  subtotal: number;
  discount: number;
  tax: number;
  gratuity: number;
  /** What delivering the order costs. */
  delivery_fee: number;
  /** subtotal − discount + tax + gratuity + delivery fee. */
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
  check: Pick<CheckInput, 'items' | 'discount' | 'gratuity' | 'payments'> &
    Partial<Pick<CheckInput, 'delivery_fee'>>,
): CheckTotals {
  const live = check.items.filter((i) => !i.void);
  const subtotal = live.reduce((sum, i) => sum + itemGross(i), 0);
  const discount = check.discount + live.reduce((sum, i) => sum + i.discount, 0);
  const tax = live.reduce((sum, i) => sum + i.tax, 0);
  const deliveryFee = check.delivery_fee ?? 0;
  const total = subtotal - discount + tax + check.gratuity + deliveryFee;
  const tip = check.payments.reduce((sum, p) => sum + p.tip, 0);
  const paid = check.payments.reduce((sum, p) => sum + p.amount - p.change, 0);
  return { subtotal, discount, tax, gratuity: check.gratuity, delivery_fee: deliveryFee, total, tip, paid };
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
/** An ISO 8601 date or instant as a whole text: its digits run on past 13 with the offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

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
 * A decimal digit of any script as its ASCII digit. Unicode lays out every script's digits as ten
 * code points in a row, 0 to 9, so the digit is how far the character stands from the start of its
 * run (runs of twenty or more are whole sets side by side).
 */
function asciiDigit(char: string): string {
  if (char >= '0' && char <= '9') return char;
  let zero = char.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((char.codePointAt(0)! - zero) % 10);
}

/**
 * A text as a card number may hide in it: Unicode NFKC (full-width and other compatibility digits
 * become plain ones), every script's digits as ASCII, and each run of characters that are neither
 * letters nor digits (spaces, dots, slashes, underscores, dashes, invisible joiners…) as one space.
 * Letters stay, so that they still part numbers.
 */
export function normalisedForCards(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Nd}/gu, asciiDigit)
    .replace(/[^\p{L}0-9]+/gu, ' ');
}

/**
 * Whether a text holds what looks like a full card number: 13 to 19 digits, in groups parted by
 * separators of any kind (see `normalisedForCards`), that pass the card check digit. A number starts
 * where a group does and ends where one does: the card of "table 12: 4111 1111 1111 1111 12/27" is
 * found whatever stands either side of it. A group of more than 19 digits is an id, not a card; a
 * whole text that is a UUID or an ISO date or instant is not one either.
 */
export function holdsCardNumber(text: string): boolean {
  if (UUID.test(text) || DATE_TIME.test(text)) return false;
  for (const run of normalisedForCards(text).match(/\d+(?: \d+)*/g) ?? []) {
    const groups = run.split(' ');
    for (let first = 0; first < groups.length; first++) {
      // No card number starts with 0 (the first digit names the industry, and 0 none).
      if (groups[first]!.startsWith('0')) continue;
      let digits = '';
      for (let last = first; last < groups.length && digits.length + groups[last]!.length <= 19; last++) {
        digits += groups[last];
        if (digits.length >= 13 && luhn(digits)) return true;
      }
    }
  }
  return false;
}

/**
 * The field that carries a gift card's whole number: the store's own card, found by its keyed hash and
 * never kept whole, so it is not a payment card's number to refuse.
 */
export const GIFT_CARD_NUMBER_FIELD = 'gift_card_number';

/**
 * Where in a body a full card number is, as a field path (`payments.0.transaction_id`), or null.
 * Only texts are read: numbers are amounts, counts and times, which the body's schema bounds far
 * below a card's thirteen digits. A gift card's number (`gift_card_number`) is not a payment card's.
 */
export function cardNumberField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return holdsCardNumber(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    if (!Array.isArray(value) && key === GIFT_CARD_NUMBER_FIELD && typeof inner === 'string') continue;
    const found = cardNumberField(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Whether any text anywhere in a value looks like a full card number. */
export const containsCardNumber = (value: unknown): boolean => cardNumberField(value) !== null;

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
