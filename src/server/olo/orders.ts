/**
 * A guest's online order (SPEC §7's second GraphQL service): checked on the server against the online
 * menu of the moment (the same items, prices, availability and modifier rules the guest was shown),
 * the order type's prompts, the store's hours and its delivery zones, priced on the server, and
 * written as a check of the store through the same record path as a device's (`recordCheck`), with
 * `source: 'olo'`, in one transaction: the order monitor, the rollups, the reports and the dashboard
 * see it at once. The online channel records as a device of its own whose id is the store's.
 */
import { sql } from 'kysely';
import { itemGross, type CheckInput } from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import type { FieldError } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import { resourceByName } from '../../core/registry.js';
import { checkAccounts } from '../features/check-actions/accounts.js';
import { quoteDelivery } from '../features/delivery-zones/service.js';
import { onlineStatusOf } from '../features/order-monitor/online-orders.js';
import { couponCodeKey, type Catalog } from '../pos/catalog.js';
import { recordCheck } from '../pos/checks.js';
import type { CheckAnswer } from '../pos/check-versions.js';
import { giftCardBalance } from '../pos/lookups.js';
import { bodyHash, type DeviceScope } from '../pos/records.js';
import { openWorkingDay } from '../pos/working-day.js';
import { formatMoney } from '../../core/formats.js';
import { applyCoupon } from './coupon.js';
import { oloMenu, oloOrderTypes, oloStore } from './service.js';
import { ADDRESS_MAX } from './geocode.js';

/** Lines an order may have. */
export const ORDER_LINES_MAX = 50;
/** Units of one line. */
export const LINE_QUANTITY_MAX = 99;
/** Choices of one line. */
export const LINE_CHOICES_MAX = 30;
/** The longest customer name (it is kept as the check's table name, as the POS keeps a name). */
export const NAME_MAX = 40;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
/** The longest note. */
export const NOTE_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{5,}$/;

/** What a guest sends: ids and choices only; every price is the server's. */
export interface OrderInput {
  idempotency_key: string;
  order_type_id: string;
  lines: {
    menu_item_id: string;
    quantity: number;
    modifiers?: { modifier_id: string; prefix_id?: string | null }[] | null;
  }[];
  note?: string | null;
  customer?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  location?: { lat: number; lng: number; address?: string | null } | null;
  coupon_code?: string | null;
  /** A gift card of the store paying what it can of the order: min(its balance, the order's total). */
  gift_card_number?: string | null;
}

/**
 * How the API finds a gift card by its number (the store keeps its keyed hash only, as the point of
 * sale's), and the guest session's guard against guessing: `tries` refuses a session that has had too
 * many wrong numbers, `missed` counts one more.
 */
export interface GiftCardLookup {
  hash: (number: string) => string;
  tries: () => void;
  missed: () => void;
}

/** An order's line as the guest reads it back: the item's online name, its choices and prices. */
interface ShownLine {
  name: string;
  quantity: number;
  unit_price: number;
  modifiers: { name: string; price: number }[];
  total: number;
}

const cents = (amount: number | null | undefined) => Math.round(Number(amount ?? 0) * 100);
const money = (c: number) => c / 100;

/** The online channel's identity as a device, and as the check's server: the store's own id. */
const channelOf = (storeId: string): DeviceScope => ({ storeId, deviceId: storeId });

/**
 * The status a guest reads: the order's progress (received, preparing, ready, completed, as the store
 * marks it), cancelled once its check is voided.
 */
export const guestStatusOf = onlineStatusOf;

/** The store's wall clock of an `at` the API answers (`YYYY-MM-DDTHH:mm:ss`), as a coupon's duration reads it. */
const localOf = (at: string) => ({ date: at.slice(0, 10), time: at.slice(11, 16) });

const trimmed = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The tax rates of the store's menu items, in percent: their tax, else the store's default. */
async function taxRates(db: Db, storeId: string, itemIds: string[]) {
  const taxes = await db
    .selectFrom(resourceByName('tax').table)
    .select(['id', 'rate', 'is_default'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .execute();
  const rate = new Map(taxes.map((t) => [t.id as string, Number(t.rate)]));
  const fallback = Number(taxes.find((t) => t.is_default === true)?.rate ?? 0);
  const items = itemIds.length
    ? await db
        .selectFrom(resourceByName('menu-item').table)
        .select(['id', 'tax_id'])
        .where('store_id', '=', storeId)
        .where('id', 'in', itemIds)
        .execute()
    : [];
  return new Map(items.map((i) => [i.id as string, rate.get((i.tax_id as string) ?? '') ?? fallback]));
}

/**
 * The lines a guest asks for, priced by the online menu of now: each item on the menu and available,
 * its choices offered and within their groups' rules, its tax at the item's rate. Faults go to `err`.
 */
async function priceLines(
  db: Db,
  storeId: string,
  asked: OrderInput['lines'],
  err: (field: string, key: string, params?: Record<string, string | number>) => void,
) {
  if (asked.length === 0) err('lines', 'olo.errors.noLines');
  if (asked.length > ORDER_LINES_MAX) err('lines', 'olo.errors.tooManyLines', { max: ORDER_LINES_MAX });
  const menu = await oloMenu(db, storeId, null);
  const items = new Map(menu.categories.flatMap((c) => c.items.map((i) => [i.id, i] as const)));
  // The tax rates of the items ordered only, not of the whole menu.
  const ordered = [...new Set(asked.map((l) => l.menu_item_id))].filter((id) => items.has(id));
  const rates = await taxRates(db, storeId, ordered);
  const lines: CheckInput['items'] = [];
  /** Each line's tax rate, in percent. */
  const taxRate: number[] = [];
  const shown: ShownLine[] = [];
  asked.slice(0, ORDER_LINES_MAX).forEach((line, i) => {
    const at = `lines.${i}`;
    const item = items.get(line.menu_item_id);
    if (!item) return err(`${at}.menu_item_id`, 'olo.errors.unknownItem');
    if (!item.available || item.price == null)
      return err(`${at}.menu_item_id`, 'olo.errors.itemUnavailable', { item: item.name });
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > LINE_QUANTITY_MAX)
      err(`${at}.quantity`, 'olo.errors.quantity', { max: LINE_QUANTITY_MAX });
    const chosen = line.modifiers ?? [];
    if (chosen.length > LINE_CHOICES_MAX)
      return err(`${at}.modifiers`, 'olo.errors.tooManyChoices', { max: LINE_CHOICES_MAX });
    const modifiers: CheckInput['items'][number]['modifiers'] = [];
    const names: { name: string; price: number }[] = [];
    const used = new Set<string>();
    const counted = new Map<string, number>();
    chosen.forEach((m, j) => {
      const group = item.modifier_groups.find((g) => g.modifiers.some((x) => x.id === m.modifier_id));
      if (!group || used.has(m.modifier_id))
        return err(`${at}.modifiers.${j}.modifier_id`, 'olo.errors.unknownModifier', { item: item.name });
      used.add(m.modifier_id);
      const prefix = m.prefix_id ? group.prefixes.find((p) => p.id === m.prefix_id) : null;
      if (m.prefix_id && !prefix)
        return err(`${at}.modifiers.${j}.prefix_id`, 'olo.errors.unknownPrefix', { group: group.name });
      const n = (counted.get(group.id) ?? 0) + 1;
      counted.set(group.id, n);
      const modifier = group.modifiers.find((x) => x.id === m.modifier_id)!;
      // The group's first `free` choices cost nothing.
      const price = n <= group.free ? 0 : cents(modifier.price);
      modifiers.push({ modifier_item_id: modifier.id, quantity: 1, price });
      const label = prefix?.name ?? group.online_prefix;
      names.push({ name: label ? `${label} ${modifier.name}` : modifier.name, price: money(price) });
    });
    for (const g of item.modifier_groups) {
      const n = counted.get(g.id) ?? 0;
      if (n < g.min) err(`${at}.modifiers`, 'olo.errors.tooFewChoices', { group: g.name, min: g.min });
      if (g.max > 0 && n > g.max)
        err(`${at}.modifiers`, 'olo.errors.tooManyInGroup', { group: g.name, max: g.max });
    }
    const unit = cents(item.price);
    const gross = line.quantity * (unit + modifiers.reduce((s, m) => s + m.price, 0));
    const tax = Math.round((gross * (rates.get(item.id) ?? 0)) / 100);
    lines.push({
      menu_item_id: item.id,
      quantity: line.quantity,
      unit_price: unit,
      modifiers,
      discount: 0,
      tax,
    });
    taxRate.push(rates.get(item.id) ?? 0);
    shown.push({
      name: item.name,
      quantity: line.quantity,
      unit_price: money(unit),
      modifiers: names,
      total: money(gross),
    });
  });
  return { items, lines, shown, taxRate };
}

/** Takes a coupon's shares off the lines, each line's tax being on what it then charges. */
function discounted(lines: CheckInput['items'], taxRate: readonly number[], shares: readonly number[]) {
  return lines.map((line, i) => {
    const discount = shares[i] ?? 0;
    const charged = itemGross(line) - discount;
    return { ...line, discount, tax: Math.round((charged * taxRate[i]!) / 100) };
  });
}

/** A card number as a guest types it: digits, spaces and dashes between them. */
const CARD_NUMBER = /^[0-9][0-9 -]{6,30}[0-9]$/;

/**
 * The store's gift card of a number, as it stands: refused when the session has guessed too often,
 * when no card of the store has the number (one more wrong guess), when it is not activated or holds
 * nothing. Its whole number is never answered: its last four digits only.
 */
async function usableCard(db: Db, storeId: string, number: string, cards: GiftCardLookup) {
  cards.tries();
  const digits = number.replace(/[ -]/g, '');
  const card =
    CARD_NUMBER.test(number.trim()) && /^[0-9]{8,19}$/.test(digits)
      ? await giftCardBalance(db, channelOf(storeId), cards.hash(digits))
      : null;
  if (!card) {
    cards.missed();
    throw new AppError('VALIDATION', 'olo.errors.unknownGiftCard', {}, [
      { field: 'gift_card_number', key: 'olo.errors.unknownGiftCard' },
    ]);
  }
  const params = { last_four: card.last_four };
  if (card.state !== 'activated') throw new AppError('VALIDATION', 'olo.errors.giftCardNotActivated', params);
  if (card.balance <= 0) throw new AppError('VALIDATION', 'olo.errors.giftCardNoBalance', params);
  return { ...card, number: digits };
}

/** What a gift card can pay now: its balance, and its last four digits (never its whole number). */
export async function quoteGiftCard(db: Db, storeId: string, number: string, cards: GiftCardLookup) {
  const card = await usableCard(db, storeId, number, cards);
  return { last_four: card.last_four, balance: money(card.balance) };
}

/** The store's active payment of the gift card kind, which an online order's card payment is recorded as. */
async function giftCardPayment(db: Db, storeId: string) {
  const row = await db
    .selectFrom(resourceByName('payment').table)
    .select(['id', 'name'])
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('type', '=', 'gift-card')
    .orderBy('name')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new AppError('VALIDATION', 'olo.errors.giftCardNotTaken');
  return { id: row.id as string, name: row.name as string };
}

/**
 * What a coupon takes off an order of these lines now, as placing it would: refused with the same
 * reasons (the lines' faults first).
 */
export async function quoteCoupon(db: Db, storeId: string, code: string, asked: OrderInput['lines']) {
  const errors: FieldError[] = [];
  const priced = await priceLines(db, storeId, asked, (field, key, params) =>
    errors.push({ field, key, ...(params ? { params } : {}) }),
  );
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params ?? {}, errors);
  const store = await oloStore(db, storeId, null);
  const coupon = await applyCoupon(db, storeId, code, priced.lines, localOf(store.at), store.currency_symbol);
  const subtotal = priced.lines.reduce((s, l) => s + itemGross(l), 0);
  return {
    code: coupon.code,
    description: coupon.description,
    subtotal: money(subtotal),
    discount: money(coupon.discount),
  };
}

/**
 * The order a guest places in the session's store: every rule checked before anything is written, a
 * retry with the same key answered with the first order, the same key with another body refused.
 */
export async function placeOrder(
  db: Db,
  storeId: string,
  input: OrderInput,
  words: { server: string },
  signOrder: (checkId: string) => Promise<string>,
  cards: GiftCardLookup,
) {
  const errors: FieldError[] = [];
  const err = (field: string, key: string, params?: Record<string, string | number>) =>
    errors.push({ field, key, ...(params ? { params } : {}) });
  const scope = channelOf(storeId);
  if (!UUID.test(input.idempotency_key)) throw new AppError('VALIDATION', 'olo.errors.idempotencyKey');
  const hash = bodyHash(input);
  const key = `id:${input.idempotency_key.toLowerCase()}`;
  const first = await storedOrder(db, scope, key);
  if (first) {
    if (first.request_hash !== hash) throw new AppError('DUPLICATE', 'olo.errors.keyReused');
    return answerOf(db, storeId, first.id, signOrder);
  }

  const store = await oloStore(db, storeId, null);
  // Off, nothing else is worth telling: the store's own words when it wrote some.
  if (!store.ordering_enabled)
    throw store.closed_message
      ? new AppError('VALIDATION', 'olo.errors.closedMessage', { message: store.closed_message })
      : new AppError('VALIDATION', 'olo.errors.orderingOff');
  const types = await oloOrderTypes(db, storeId);
  const type = types.find((t) => t.id === input.order_type_id);
  if (!type) throw new AppError('VALIDATION', 'olo.errors.unknownOrderType');
  const delivery = type.prompts.customer_lookup;
  if (!(delivery ? store.delivery_open : store.pickup_open))
    throw new AppError('VALIDATION', delivery ? 'olo.errors.deliveryClosed' : 'olo.errors.pickupClosed');

  const name = trimmed(input.customer?.name);
  const email = trimmed(input.customer?.email);
  const phone = trimmed(input.customer?.phone);
  const note = trimmed(input.note);
  if ((type.prompts.name_only || delivery) && !name) err('customer.name', 'olo.errors.nameRequired');
  if (name && name.length > NAME_MAX) err('customer.name', 'olo.errors.tooLong', { max: NAME_MAX });
  if (delivery && !phone) err('customer.phone', 'olo.errors.phoneRequired');
  if (phone && (phone.length > PHONE_MAX || !PHONE.test(phone))) err('customer.phone', 'olo.errors.phone');
  if (email && (email.length > EMAIL_MAX || !EMAIL.test(email))) err('customer.email', 'olo.errors.email');
  if (note && note.length > NOTE_MAX) err('note', 'olo.errors.tooLong', { max: NOTE_MAX });
  const address = delivery ? trimmed(input.location?.address) : null;
  if (address && address.length > ADDRESS_MAX)
    err('location.address', 'olo.errors.tooLong', { max: ADDRESS_MAX });
  let fee = 0;
  if (delivery) {
    const at = input.location;
    if (!at) err('location', 'olo.errors.locationRequired');
    else {
      const quote = await quoteDelivery(db, storeId, { lat: at.lat, lng: at.lng });
      if (!quote) throw new AppError('VALIDATION', 'olo.errors.outsideDelivery');
      fee = cents(quote.fee);
    }
  }

  const priced = await priceLines(db, storeId, input.lines, err);
  const { items, shown } = priced;
  // The online minimum is on the items before any coupon.
  const minimum = cents(store.online_minimum_order);
  const before = priced.lines.reduce((s, l) => s + itemGross(l), 0);
  if (errors.length === 0 && before < minimum)
    err('lines', 'olo.errors.belowMinimum', {
      minimum: formatMoney(money(minimum), store.currency_symbol),
      subtotal: formatMoney(money(before), store.currency_symbol),
    });
  // A delivery has the Delivery settings' minimum too, on the same subtotal.
  const deliveryMinimum = cents(store.delivery_minimum_order);
  if (errors.length === 0 && delivery && before < deliveryMinimum)
    err('lines', 'olo.errors.belowDeliveryMinimum', {
      minimum: formatMoney(money(deliveryMinimum), store.currency_symbol),
      subtotal: formatMoney(money(before), store.currency_symbol),
    });
  // Refused with its first fault said whole, and every fault listed.
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params ?? {}, errors);
  const leadMinutes = delivery ? store.delivery_minutes : store.pickup_minutes;
  const code = trimmed(input.coupon_code);
  const coupon = code
    ? await applyCoupon(db, storeId, code, priced.lines, localOf(store.at), store.currency_symbol)
    : null;
  const lines = coupon ? discounted(priced.lines, priced.taxRate, coupon.shares) : priced.lines;
  // The gift card is checked before anything is written; what it pays is taken under its lock below.
  const cardNumber = trimmed(input.gift_card_number);
  const card = cardNumber ? await usableCard(db, storeId, cardNumber, cards) : null;
  const cardPayment = card ? await giftCardPayment(db, storeId) : null;

  const checkId = await db.transaction().execute(async (tx) => {
    const now = new Date();
    const day = await openWorkingDay(tx, storeId, now, store.time_zone);
    // The online channel numbers its orders above every device's block, after the day's last; one
    // order of the store at a time takes its number (the lock is held until the transaction ends).
    await sql`select pg_advisory_xact_lock(hashtextextended(${`olo-number:${storeId}`}, 0))`.execute(tx);
    const top = await tx
      .selectFrom('pos_check')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('store_id', '=', storeId)
      .where('working_day_id', '=', day.id)
      .executeTakeFirst();
    const block = await tx
      .selectFrom('device')
      .select((eb) => eb.fn.max('number_block').as('n'))
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    const number = Math.max(Number(top?.n ?? 0), Number(block?.n ?? 0)) + 1;
    const subtotal = lines.reduce((s, l) => s + itemGross(l), 0);
    const discount = lines.reduce((s, l) => s + l.discount, 0);
    const tax = lines.reduce((s, l) => s + l.tax, 0);
    const total = subtotal - discount + tax + fee;
    // The card pays what it holds now, up to the total: read under its row lock, which the
    // redemption takes again in this transaction, so two orders at once never take more than it holds
    // (the second pays what the first left, or is refused when nothing is left).
    let paid = 0;
    if (card) {
      const locked = await tx
        .selectFrom('gift_card')
        .select(['state', 'balance'])
        .where('store_id', '=', storeId)
        .where('id', '=', card.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const params = { last_four: card.last_four };
      if (locked.state !== 'activated')
        throw new AppError('VALIDATION', 'olo.errors.giftCardNotActivated', params);
      const balance = cents(locked.balance);
      if (balance <= 0) throw new AppError('VALIDATION', 'olo.errors.giftCardNoBalance', params);
      paid = Math.min(balance, total);
    }
    const check: CheckInput = {
      id: input.idempotency_key.toLowerCase(),
      number,
      source: 'olo',
      order_type_id: type.id,
      ...(name ? { table_name: name } : {}),
      server_id: storeId,
      guests: 1,
      opened_at: now.toISOString(),
      status: 'open',
      items: lines,
      discount: 0,
      gratuity: 0,
      // The delivery fee is charged with the check, in its own column, beside the lines.
      delivery_fee: fee,
      subtotal,
      tax,
      total,
      ...(coupon ? { coupons: [{ code: coupon.code }] } : {}),
      // Paid by gift card as the point of sale pays one: a payment of the gift card kind naming the
      // card, which the check's accounts redeem in this transaction.
      payments:
        card && paid > 0
          ? [
              {
                payment_id: cardPayment!.id,
                amount: paid,
                tip: 0,
                change: 0,
                gift_card_number: card.number,
                paid_at: now.toISOString(),
              },
            ]
          : [],
      refunds: [],
      ratings: [],
    };
    const catalog: Catalog = {
      timeZone: store.time_zone,
      numberBlock: new Map([[storeId, 999999]]),
      orderTypes: new Map([[type.id, type.name]]),
      employees: new Map([[storeId, { name: words.server, manager: false }]]),
      menuItems: new Map(lines.map((l) => [l.menu_item_id, items.get(l.menu_item_id)!.name])),
      modifierItems: new Map(
        [...items.values()].flatMap((i) =>
          i.modifier_groups.flatMap((g) => g.modifiers.map((m) => [m.id, m.name] as const)),
        ),
      ),
      payments: new Map(cardPayment ? [[cardPayment.id, { name: cardPayment.name, type: 'gift-card' }]] : []),
      voidReasons: new Map(),
      paidOuts: new Map(),
      customers: new Map(),
      coupons: new Map(coupon ? [[couponCodeKey(coupon.code), coupon.id]] : []),
      giftCards: new Map(
        card ? [[card.number, { id: card.id, state: 'activated', lastFour: card.last_four }]] : [],
      ),
      accounts: checkAccounts,
    };
    const answer: CheckAnswer = await recordCheck(tx, scope, check, catalog, hash).catch((e: unknown) => {
      // A refusal met while writing (the coupon's last use taken meanwhile) is told by its reason.
      const first = e instanceof AppError ? e.errors[0] : undefined;
      throw first
        ? new AppError((e as AppError).code, first.key, first.params ?? {}, (e as AppError).errors)
        : e;
    });
    await tx
      .insertInto('olo_order')
      .values({
        store_id: storeId,
        check_id: answer.check.id,
        name,
        email,
        phone,
        note,
        lat: input.location?.lat ?? null,
        lng: input.location?.lng ?? null,
        address,
        lines: JSON.stringify(shown),
        ready_at: new Date(now.getTime() + leadMinutes * 60_000).toISOString(),
      })
      .execute();
    return answer.check.id;
  });
  return answerOf(db, storeId, checkId, signOrder);
}

/** The online channel's check under this key, with its body's digest; none the first time. */
const storedOrder = (db: Db, scope: DeviceScope, key: string) =>
  db
    .selectFrom('pos_check')
    .select(['id', 'request_hash'])
    .where('store_id', '=', scope.storeId)
    .where('device_id', '=', scope.deviceId)
    .where('device_key', '=', key)
    .executeTakeFirst() as Promise<{ id: string; request_hash: string } | undefined>;

/** An online order as its guest reads it: number, lines and prices, totals, status, and its token. */
async function answerOf(
  db: Db,
  storeId: string,
  checkId: string,
  signOrder: (checkId: string) => Promise<string>,
) {
  const order = await readOrder(db, storeId, checkId);
  if (!order) throw new AppError('NOT_FOUND', 'olo.errors.unknownOrder');
  return { ...order, check_id: checkId, token: await signOrder(checkId) };
}

/** An online order of the store, by its check; none when the store has no such online order. */
export async function readOrder(db: Db, storeId: string, checkId: string) {
  const row = await db
    .selectFrom('pos_check as c')
    .innerJoin('olo_order as o', (j) =>
      j.onRef('o.store_id', '=', 'c.store_id').onRef('o.check_id', '=', 'c.id'),
    )
    .select([
      'c.number',
      'c.status',
      'c.order_type_name',
      'c.subtotal',
      'c.discount',
      'c.tax',
      'c.delivery_fee',
      'c.total',
      'c.opened_at',
      'o.ready_at',
      'o.status as progress',
      'o.lines',
      'o.email',
      'o.name',
      'o.address',
    ])
    .select((eb) =>
      eb
        .selectFrom('coupon_redemption as r')
        .select(sql<string>`string_agg(r.coupon_code, ', ' order by r.coupon_code)`.as('codes'))
        .whereRef('r.store_id', '=', 'c.store_id')
        .whereRef('r.check_id', '=', 'c.id')
        .as('coupon'),
    )
    .select((eb) =>
      eb
        .selectFrom('check_payment as p')
        .select(sql<string>`coalesce(sum(p.amount - p.change), 0)`.as('paid'))
        .whereRef('p.store_id', '=', 'c.store_id')
        .whereRef('p.check_id', '=', 'c.id')
        .where('p.payment_type', '=', 'gift-card')
        .as('gift_card'),
    )
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', checkId)
    .executeTakeFirst();
  if (!row) return null;
  const lines = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
  return {
    number: Number(row.number),
    status: guestStatusOf(row.progress, row.status),
    order_type: row.order_type_name as string,
    placed_at: new Date(row.opened_at as string).toISOString(),
    ready_at: new Date((row.ready_at ?? row.opened_at) as string).toISOString(),
    lines,
    subtotal: money(Number(row.subtotal)),
    discount: money(Number(row.discount)),
    coupon: (row.coupon as string | null) ?? null,
    tax: money(Number(row.tax)),
    delivery_fee: money(Number(row.delivery_fee)),
    total: money(Number(row.total)),
    gift_card: money(Number(row.gift_card ?? 0)),
    amount_due: money(Number(row.total) - Number(row.gift_card ?? 0)),
    email: (row.email as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    delivery_address: (row.address as string | null) ?? null,
  };
}
