import { checkTotals, lastFour, modifiersTotal, type CheckInput } from '../../core/checks.js';
import type { FieldError } from '../../core/validation.js';
import { couponCodeKey, type Catalog } from './catalog.js';

/**
 * Every rule a check must meet, against the catalog; the errors found, none when it may be written.
 * `numberGiven`: the check's number is not the device's to choose (a newer version of an online
 * check, under the number the online channel gave it), so it need not be in the device's block.
 */
export function checkErrors(
  input: CheckInput,
  catalog: Catalog,
  deviceId: string,
  numberGiven = false,
): FieldError[] {
  const errors: FieldError[] = [];
  const err = (field: string, key: string) => errors.push({ field, key });
  const block = catalog.numberBlock.get(deviceId) ?? 0;
  if (input.number > block && !numberGiven) err('number', 'deviceApi.errors.numberOutOfBlock');
  if (!catalog.orderTypes.has(input.order_type_id)) err('order_type_id', 'deviceApi.errors.unknownOrderType');
  if (!catalog.employees.has(input.server_id)) err('server_id', 'deviceApi.errors.unknownEmployee');
  if (input.closed_by_id && !catalog.employees.has(input.closed_by_id))
    err('closed_by_id', 'deviceApi.errors.unknownEmployee');
  const opened = Date.parse(input.opened_at);
  if (input.status === 'open' && input.closed_at) err('closed_at', 'deviceApi.errors.openCheckClosed');
  if (input.status !== 'open' && !input.closed_at) err('closed_at', 'deviceApi.errors.closedAtRequired');
  if (input.closed_at && Date.parse(input.closed_at) < opened)
    err('closed_at', 'deviceApi.errors.closedBeforeOpened');
  input.items.forEach((item, i) => {
    if (!catalog.menuItems.has(item.menu_item_id))
      err(`items.${i}.menu_item_id`, 'deviceApi.errors.unknownMenuItem');
    item.modifiers.forEach((m, j) => {
      if (!catalog.modifierItems.has(m.modifier_item_id))
        err(`items.${i}.modifiers.${j}.modifier_item_id`, 'deviceApi.errors.unknownModifier');
    });
    if (item.discount > itemGrossOf(item)) err(`items.${i}.discount`, 'deviceApi.errors.discountTooLarge');
    if (item.void) {
      const reason = catalog.voidReasons.get(item.void.reason_id);
      if (!reason) err(`items.${i}.void.reason_id`, 'deviceApi.errors.unknownVoidReason');
      const approver = item.void.approved_by ? catalog.employees.get(item.void.approved_by) : undefined;
      if (item.void.approved_by && !approver)
        err(`items.${i}.void.approved_by`, 'deviceApi.errors.unknownEmployee');
      else if (reason?.managerApproval && !approver?.manager)
        err(`items.${i}.void.approved_by`, 'deviceApi.errors.managerApproval');
    }
  });
  const totals = checkTotals(input);
  if (input.status === 'voided') {
    if (input.subtotal !== 0 || input.tax !== 0 || input.total !== 0 || input.payments.length)
      err('total', 'deviceApi.errors.voidedCheckTotals');
  } else {
    if (input.subtotal !== totals.subtotal) err('subtotal', 'deviceApi.errors.totalsMismatch');
    if (input.tax !== totals.tax) err('tax', 'deviceApi.errors.totalsMismatch');
    if (input.total !== totals.total) err('total', 'deviceApi.errors.totalsMismatch');
    if (totals.total < 0) err('discount', 'deviceApi.errors.discountTooLarge');
  }
  errors.push(...accountErrors(input, catalog));
  input.payments.forEach((p, i) => {
    const type = catalog.payments.get(p.payment_id);
    if (!type) err(`payments.${i}.payment_id`, 'deviceApi.errors.unknownPayment');
    else if (type.type === 'gift-card' && p.gift_card_number === undefined)
      err(`payments.${i}.gift_card_number`, 'deviceApi.errors.giftCardNumberRequired');
    else if (type.type !== 'gift-card' && p.gift_card_number !== undefined)
      err(`payments.${i}.gift_card_number`, 'deviceApi.errors.giftCardNumberNotGiftCard');
    if (type?.type === 'house-account' && !input.customer_id)
      err(`payments.${i}.payment_id`, 'deviceApi.errors.customerRequired');
    if (type && p.change > 0 && type.type !== 'cash')
      err(`payments.${i}.change`, 'deviceApi.errors.changeCashOnly');
    if (p.change > p.amount) err(`payments.${i}.change`, 'deviceApi.errors.changeTooLarge');
    if (p.card_number !== undefined && !lastFour(p.card_number))
      err(`payments.${i}.card_number`, 'deviceApi.errors.cardLastFour');
  });
  if (input.status !== 'voided') {
    const due = totals.total + besideTotal(input);
    if (totals.paid > due) err('payments', 'deviceApi.errors.overpaid');
    else if (input.status === 'closed' && totals.paid < due) err('payments', 'deviceApi.errors.underpaid');
  }
  const refunded = new Map<number, number>();
  input.refunds.forEach((r, i) => {
    const payment = input.payments[r.payment];
    if (!payment) return err(`refunds.${i}.payment`, 'deviceApi.errors.unknownRefundPayment');
    const sum = (refunded.get(r.payment) ?? 0) + r.amount;
    refunded.set(r.payment, sum);
    if (sum > payment.amount - payment.change) err(`refunds.${i}.amount`, 'deviceApi.errors.refundTooLarge');
    if (!catalog.employees.has(r.employee_id))
      err(`refunds.${i}.employee_id`, 'deviceApi.errors.unknownEmployee');
  });
  if (input.ratings.length && catalog.ratingsTaken === false) err('ratings', 'deviceApi.errors.ratingOff');
  input.ratings.forEach((r, i) => {
    if (!catalog.menuItems.has(r.menu_item_id))
      err(`ratings.${i}.menu_item_id`, 'deviceApi.errors.unknownMenuItem');
  });
  return errors;
}

const itemGrossOf = (item: CheckInput['items'][number]) =>
  item.quantity * (item.unit_price + modifiersTotal(item));

/**
 * What a check's payments pay beside its total: gift cards sold or reloaded on it and a payment
 * against the customer's house account.
 */
export const besideTotal = (input: CheckInput) =>
  (input.gift_card_sales ?? []).reduce((sum, s) => sum + s.amount, 0) + (input.house_account_payment ?? 0);

/**
 * The rules of a check's customer, coupons and gift cards against the catalog: each named must be
 * the store's (a coupon active, by its id or its code, not both); a house account payment needs the
 * customer; a voided check moves none of them. Limits and balances are held when they are written,
 * with the account or the card locked (check-accounts.ts).
 */
function accountErrors(input: CheckInput, catalog: Catalog): FieldError[] {
  const errors: FieldError[] = [];
  const err = (field: string, key: string) => errors.push({ field, key });
  if (input.customer_id && !catalog.customers.has(input.customer_id))
    err('customer_id', 'deviceApi.errors.unknownCustomer');
  if (input.house_account_payment && !input.customer_id)
    err('house_account_payment', 'deviceApi.errors.customerRequired');
  if (input.loyalty_reward !== undefined && !input.customer_id)
    err('loyalty_reward', 'deviceApi.errors.loyaltyCustomerRequired');
  (input.coupons ?? []).forEach((c, i) => {
    if ((c.coupon_id === undefined) === (c.code === undefined))
      return err(`coupons.${i}`, 'deviceApi.errors.couponIdOrCode');
    const id = c.coupon_id ? catalog.coupons.get(c.coupon_id) : catalog.coupons.get(couponCodeKey(c.code!));
    if (!id) err(`coupons.${i}`, 'deviceApi.errors.unknownCoupon');
  });
  const cards = [
    ...(input.gift_card_sales ?? []).map((s, i) => [`gift_card_sales.${i}`, s.gift_card_number] as const),
    ...input.payments.map((p, i) => [`payments.${i}`, p.gift_card_number] as const),
  ];
  for (const [at, number] of cards)
    if (number !== undefined && !catalog.giftCards.has(number))
      err(`${at}.gift_card_number`, 'deviceApi.errors.unknownGiftCard');
  if (input.status === 'voided')
    for (const field of ['coupons', 'gift_card_sales'] as const)
      if (input[field]?.length) err(field, 'deviceApi.errors.voidedCheckAccounts');
  if (input.status === 'voided' && input.house_account_payment)
    err('house_account_payment', 'deviceApi.errors.voidedCheckAccounts');
  return errors;
}

/** Whether a check moves anything beside itself: a coupon, a gift card or a house account. */
export const movesAccounts = (input: CheckInput, catalog: Catalog) =>
  !!(
    input.coupons?.length ||
    input.gift_card_sales?.length ||
    input.house_account_payment ||
    input.payments.some(
      (p) => p.gift_card_number !== undefined || catalog.payments.get(p.payment_id)?.type === 'house-account',
    )
  );
