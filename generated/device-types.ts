// Written by `npm run gen` from schemas/device/. Do not edit.
/**
 * A device activating with its installation code (POST /api/devices/activate).
 */
export interface DeviceActivation {
  installation_code: string;
}

/**
 * A check as the point of sale records it (POST /api/devices/checks). Money is in integer cents; times are ISO 8601 instants.
 */
export interface DeviceCheck {
  /**
   * The device's own identity for the check; without it, the check is known by its number and opening time.
   */
  id?: string;
  /**
   * Grows with each body the device sends for the check; 1 for an open check and 2 otherwise when left out.
   */
  version?: number;
  number: number;
  /**
   * The channel the check came from; 'pos' when left out.
   */
  source?: 'pos' | 'olo' | 'kiosk' | 'mobile';
  order_type_id: string;
  table_name?: string;
  server_id: string;
  /**
   * The employee who closed the check, when another than its server (handed over, or paid at another station); the store's payment accountability decides which of the two the server, tips and employee reports credit.
   */
  closed_by_id?: string;
  /**
   * The store's customer the check is for; needed by a house account payment or a payment against the account.
   */
  customer_id?: string;
  /**
   * Coupons redeemed on the check, each by its id or its code (one of them).
   *
   * @maxItems 10
   */
  coupons?: DeviceCheckCoupon[];
  /**
   * Gift cards sold or reloaded on the check, paid by its payments beside its total. Selling a preactivated card activates it.
   *
   * @maxItems 20
   */
  gift_card_sales?: DeviceCheckGiftCardSale[];
  /**
   * What the customer pays against his house account on this check, paid by its payments beside its total.
   */
  house_account_payment?: number;
  /**
   * The reward of the store's active loyalty plan (its place in the plan's list) the customer takes on this closed check, paid with its points.
   */
  loyalty_reward?: number;
  guests: number;
  opened_at: string;
  closed_at?: string;
  status: 'open' | 'closed' | 'voided';
  /**
   * @minItems 1
   * @maxItems 500
   */
  items: DeviceCheckItem[];
  /**
   * A discount on the whole check, in cents, beside the items' own.
   */
  discount: number;
  gratuity: number;
  /**
   * What delivering the order costs, in cents (none: 0): part of the total, beside the gratuity.
   */
  delivery_fee?: number;
  subtotal: number;
  tax: number;
  total: number;
  /**
   * @maxItems 50
   */
  payments: DeviceCheckPayment[];
  /**
   * @maxItems 50
   */
  refunds: DeviceCheckRefund[];
  /**
   * @maxItems 500
   */
  ratings: DeviceCheckRating[];
}
export interface DeviceCheckCoupon {
  coupon_id?: string;
  code?: string;
}
export interface DeviceCheckGiftCardSale {
  /**
   * A gift card's whole number, 8 to 19 digits: the server finds the card by its keyed hash and never keeps or answers it whole.
   */
  gift_card_number: string;
  amount: number;
}
/**
 * One line of a check.
 */
export interface DeviceCheckItem {
  menu_item_id: string;
  quantity: number;
  /**
   * Price of one, in cents, before modifiers.
   */
  unit_price: number;
  /**
   * @maxItems 50
   */
  modifiers: DeviceCheckModifier[];
  discount: number;
  tax: number;
  /**
   * A voided item counts for nothing in the totals; the reason and who approved it stay.
   */
  void?: {
    reason_id: string;
    approved_by?: string;
  };
}
export interface DeviceCheckModifier {
  modifier_item_id: string;
  quantity: number;
  price: number;
}
/**
 * A payment transaction (SPEC §3).
 */
export interface DeviceCheckPayment {
  payment_id: string;
  amount: number;
  tip: number;
  /**
   * Cents given back; cash only.
   */
  change: number;
  /**
   * Only its last four digits are kept; a full card number is refused.
   */
  card_number?: string;
  /**
   * The gift card a payment of the gift card kind redeems; only its last four digits are kept with the payment.
   */
  gift_card_number?: string;
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
export interface DeviceCheckRefund {
  /**
   * Index of the refunded payment in `payments`.
   */
  payment: number;
  amount: number;
  reason: string;
  employee_id: string;
  refunded_at: string;
}
export interface DeviceCheckRating {
  menu_item_id: string;
  rating: number;
  comment?: string;
  rated_at: string;
}

/**
 * A search of the store's customers by phone, e-mail or name, whatever the accents and case (POST /api/devices/customers/lookup); answered a page at a time.
 */
export interface DeviceCustomerLookup {
  /**
   * Part of a name, an e-mail or a phone (its digits, whatever the separators).
   */
  q: string;
  page: number;
  per_page: number;
}

/**
 * A gift card's balance asked by its number (POST /api/devices/gift-cards/balance); the answer names the card by its last four digits only.
 */
export interface DeviceGiftCardBalance {
  /**
   * A gift card's whole number, 8 to 19 digits: the server finds the card by its keyed hash and never keeps or answers it whole.
   */
  gift_card_number: string;
}

/**
 * A check, or one line of it, sent to the kitchen again by an employee (POST /api/devices/kitchen-resends).
 */
export interface DeviceKitchenResend {
  /**
   * Chosen by the device; a retry sends it again.
   */
  id: string;
  check_id: string;
  /**
   * The line resent; the whole check when left out.
   */
  check_item_id?: string;
  employee_id: string;
  /**
   * How many were made again: the line's quantity (or 1 for a whole check) when left out.
   */
  quantity?: number;
  reason?: string;
  resent_at: string;
}

/**
 * Cash paid out of the drawer (POST /api/devices/paid-outs).
 */
export interface DevicePaidOut {
  id: string;
  paid_out_id: string;
  amount: number;
  employee_id: string;
  approved_by?: string;
  comment?: string;
  paid_at: string;
}

/**
 * How a print job went (POST /api/devices/print-jobs/:id/done).
 */
export interface DevicePrintJobDone {
  printed: boolean;
}

/**
 * The print job a device reports on, in the path of /api/devices/print-jobs/:id/done.
 */
export interface DevicePrintJobParams {
  id: string;
}

/**
 * A shift and its cash drawer (POST /api/devices/shifts): the opening, and later the same shift with its adjustments, closing bank and close.
 */
export interface DeviceShift {
  id: string;
  employee_id: string;
  opened_at: string;
  closed_at?: string;
  /**
   * The drawer's starting bank, in cents.
   */
  starting_bank: number;
  closing_bank?: number;
  /**
   * Cash put in (positive) or taken out (negative) during the shift.
   *
   * @maxItems 200
   */
  adjustments: DeviceShiftAdjustment[];
}
export interface DeviceShiftAdjustment {
  amount: number;
  reason: string;
  at: string;
}

/**
 * A time card (POST /api/devices/time-cards): the clock-in, and later the same card with its clock-out and breaks.
 */
export interface DeviceTimeCard {
  /**
   * Chosen by the device when the employee clocks in; the clock-out sends it again.
   */
  id: string;
  employee_id: string;
  clock_in: string;
  clock_out?: string;
  /**
   * @maxItems 20
   */
  breaks: DeviceTimeCardBreak[];
}
export interface DeviceTimeCardBreak {
  break_in: string;
  break_out: string;
}
