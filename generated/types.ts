// Written by `npm run gen` from schemas/. Do not edit.
/**
 * A marketing e-mail to a segment of the store's customers (SPEC §3 Campaign): its subject and sender, the template it sends and the segment it goes to, and when: sent now, published now or scheduled (SPEC §4). Shown in Email Campaigns.
 */
export type Campaign = {
  [k: string]: unknown;
} & {
  name: string;
  description?: string;
  /**
   * Who created the campaign (set by the server from the signed-in user).
   */
  author?: string;
  /**
   * The e-mail's subject line.
   */
  subject: string;
  /**
   * The address the campaign is sent from (its From).
   */
  send_from: string;
  /**
   * The template whose HTML the campaign sends.
   */
  template_id: string;
  /**
   * The segment whose customers receive the campaign.
   */
  segment_id: string;
  /**
   * The channels the campaign is for: the point of sale, online ordering, the kiosk and the mobile app (SPEC §3 application codes).
   *
   * @minItems 1
   */
  platforms?: ('pos' | 'olo' | 'kiosk' | 'mobile')[];
  /**
   * Sent now, published now (sent when saved) or scheduled at a time (SPEC §4).
   */
  schedule: 'now' | 'publish' | 'scheduled';
  /**
   * When a scheduled campaign goes out.
   */
  scheduled_at?: string;
  /**
   * Where the campaign is: a draft, scheduled, sending, sent, or inactive (deactivated before or while sending). Set by the server.
   */
  state?: 'draft' | 'scheduled' | 'sending' | 'sent' | 'inactive';
};

/**
 * A discount for paying in cash, or a surcharge for paying by card: one per store.
 */
export interface CashDiscount {
  kind?: 'cash-discount' | 'surcharge';
  /**
   * Percentage of the check.
   */
  value: number;
  enabled?: boolean;
}

export interface Category {
  name: string;
  description?: string;
  /**
   * A record id (UUID).
   */
  department_id: string;
  /**
   * Shown on the POS and online menus.
   */
  visible?: boolean;
  color?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A line of a recorded check: the menu item as it was sold, with its void when it was voided.
 */
export interface CheckItem {
  check_id: string;
  /**
   * Its place on the check, from 1.
   */
  line: number;
  menu_item_id: string;
  /**
   * The menu item's name when it was sold.
   */
  name: string;
  quantity: number;
  /**
   * One unit, without modifiers. In cents.
   */
  unit_price: number;
  /**
   * Its modifiers. In cents.
   */
  modifiers_total: number;
  /**
   * Tax. In cents.
   */
  tax: number;
  /**
   * Discounts. In cents.
   */
  discount: number;
  void_reason_id?: string;
  /**
   * Set when the line was voided.
   */
  void_reason_name?: string;
  void_approved_by?: string;
}

/**
 * A payment of a recorded check; card payments carry the masked transaction fields (SPEC §3 payment transaction fields).
 */
export interface CheckPayment {
  check_id: string;
  payment_id: string;
  /**
   * The payment type's name when it was paid.
   */
  payment_name: string;
  payment_type: string;
  /**
   * Amount paid. In cents.
   */
  amount: number;
  /**
   * Tip. In cents.
   */
  tip: number;
  /**
   * Change given. In cents.
   */
  change: number;
  card_last_four?: string;
  account_type?: string;
  entry_type?: string;
  auth_code?: string;
  approval_code?: string;
  terminal_number?: string;
  transaction_id?: string;
  /**
   * Amount authorized. In cents.
   */
  authorized_amount?: number;
  expiration?: string;
  paid_at: string;
}

/**
 * A check the point of sale recorded (SPEC §3 check report): who served it, when, and its totals. Written by the device API only; its lines are CheckItems, its payments CheckPayments.
 */
export interface Check {
  working_day_id: string;
  device_id: string;
  /**
   * The check's number in its working day.
   */
  number: number;
  /**
   * The channel it came from.
   */
  source: 'pos' | 'olo' | 'kiosk' | 'mobile';
  order_type_id: string;
  /**
   * The order type's name when the check was recorded.
   */
  order_type_name: string;
  table_name?: string;
  /**
   * The customer the check was for, when the device named one.
   */
  customer_id?: string;
  server_id: string;
  /**
   * The server's name when the check was recorded.
   */
  server_name: string;
  /**
   * The employee who closed it, when the device named another than its server.
   */
  closed_by_id?: string;
  /**
   * That employee's name when the check was recorded.
   */
  closed_by_name?: string;
  guests: number;
  opened_at: string;
  /**
   * Null while the check is open.
   */
  closed_at?: string;
  status: 'open' | 'closed' | 'voided';
  /**
   * Items and modifiers, before tax and discounts. In cents.
   */
  subtotal: number;
  /**
   * Tax. In cents.
   */
  tax: number;
  /**
   * Discounts. In cents.
   */
  discount: number;
  /**
   * Tips. In cents.
   */
  tip: number;
  /**
   * Gratuity. In cents.
   */
  gratuity: number;
  /**
   * What delivering the order cost (an online delivery's fee), part of the total. In cents.
   */
  delivery_fee: number;
  /**
   * What the guest owes. In cents.
   */
  total: number;
  /**
   * Raised by each body the device sends for the check.
   */
  version: number;
  /**
   * When the server recorded it.
   */
  recorded_at: string;
}

/**
 * A code a customer gives at the POS for a percentage or an amount off, or a buy-1-get-1 on some items; up to a number of uses.
 */
export type Coupon = {
  [k: string]: unknown;
} & {
  /**
   * What the customer gives at the POS; unique in the store, whatever its case.
   */
  code: string;
  description?: string;
  /**
   * percent: the value is a percentage off; amount: an amount off.
   */
  type: 'percent' | 'amount';
  /**
   * A currency-style amount: never negative, at most two decimals.
   */
  value: number;
  /**
   * The check's total from which the coupon applies; empty: any total.
   */
  minimum_value?: number;
  /**
   * When the coupon holds; empty: always available.
   */
  duration?: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * How many times the coupon may be redeemed; empty: without limit.
   */
  max_coupons?: number;
  /**
   * How many times the coupon was redeemed at the POS.
   */
  redeemed?: number;
  /**
   * Buying the required items gives the reward items.
   */
  buy_one_get_one?: boolean;
  /**
   * @maxItems 100
   */
  required_item_ids?: string[];
  /**
   * @maxItems 100
   */
  reward_item_ids?: string[];
  /**
   * Percentage off the reward items (100: free).
   */
  award_discount?: number;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
};

/**
 * An ad the customer-facing display shows (SPEC §3 ad): its images in turn, each for its duration, as a screen saver or on the check screen, with an optional link and menu item. One ad of the store is the default.
 */
export interface CustomerDisplayAd {
  name: string;
  description?: string;
  /**
   * A web address the ad leads to (shown as a QR code or link on the display).
   */
  hyperlink?: string;
  /**
   * The menu item the ad promotes, if any.
   */
  menu_item_id?: string;
  /**
   * The ad's images, shown in this order; each uploaded for the customer display (POST /api/media?use=customer-display).
   *
   * @minItems 1
   * @maxItems 10
   */
  image_ids: string[];
  /**
   * How long each image stays on the display, in seconds.
   */
  duration_seconds: number;
  /**
   * screen-saver: shown while the display is idle; check-screen: shown beside the check while it is open.
   */
  usage: 'screen-saver' | 'check-screen';
  /**
   * The ad the display shows when no other is chosen; the store has exactly one while it has ads.
   */
  is_default?: boolean;
}

/**
 * How the store treats its customers and names people (General Settings, Customers tab): the marketing agreement's wording, the name format and whether customers rate their orders. Kept in the store's own record; every office user reads the name format.
 */
export interface CustomerSettings {
  name_format?: 'firstname-lastname' | 'lastname-firstname';
  /**
   * The words a customer agrees to when giving the marketing agreement (online ordering, kiosk and the customer's page); empty for the default wording.
   */
  marketing_agreement_text?: string;
  rating_system?: boolean;
}

/**
 * A customer of the store (SPEC §3 customer): how to reach and deliver to him, his marketing agreement and his house account. The house account's balance is the sum of its movements.
 */
export interface Customer {
  name: string;
  company?: string;
  birthday?: string;
  /**
   * A phone number: digits, spaces and + ( ) - . only.
   */
  phone?: string;
  /**
   * Unique in the store.
   */
  email?: string;
  address?: string;
  apartment?: string;
  delivery_instructions?: string;
  /**
   * The customer agreed to receive marketing e-mail and messages.
   */
  marketing_agreement?: boolean;
  /**
   * When the agreement was given; set by the server when it turns on, cleared when it turns off.
   */
  marketing_agreement_at?: string;
  /**
   * Where the agreement was given; set by the server with its time.
   */
  marketing_agreement_source?: 'office' | 'pos' | 'online' | 'kiosk' | 'import';
  /**
   * Checks may be charged to the customer's house account.
   */
  house_account_enabled?: boolean;
  /**
   * The most the balance may reach by charges.
   */
  house_account_limit?: number;
  /**
   * What the customer owes: the sum of the account's movements, written with each movement.
   */
  house_account_balance?: number;
}

/**
 * The store's delivery terms beside its zones (General Settings, Delivery tab): the smallest order delivered and the order amount from which delivery is free. Each zone's fee and area stay on the delivery zones page, the delivery hours in Store info's opening hours, the time a delivery is promised in on the Online Ordering Settings page, a driver's most orders on each device.
 */
export interface DeliveryOptions {
  /**
   * The smallest order subtotal delivered; 0 for any.
   */
  minimum_order?: number;
  /**
   * An order subtotal from which the zone's fee is not charged; 0 for never.
   */
  free_delivery_from?: number;
}

/**
 * A delivery zone of either type (by distance or drawn on the map), in its order. Written by the delivery zones page.
 */
export interface DeliveryZoneRecord {
  zone_type: 'distance' | 'map';
  /**
   * Its place among the zones of its type, from 0.
   */
  position: number;
  name: string;
  fee: number;
  /**
   * Zones by distance: the ring's radius, in the store's unit.
   */
  distance?: number;
  color?: string;
  /**
   * Zones by map: the outline's corners.
   */
  polygon?: {
    lat: number;
    lng: number;
  }[];
}

export interface Department {
  name: string;
  description?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A POS, kiosk or monitor of the store. It signs in with its installation code; a deactivated device is refused.
 */
export interface Device {
  name: string;
  /**
   * The application the device runs (SPEC §3 application codes): what it is for in the store.
   */
  application?: 'pos' | 'pay' | 'kds' | 'mobile' | 'olo' | 'perks' | 'kiosk' | 'crd' | 'office';
  /**
   * The device the others follow (one per store).
   */
  master?: boolean;
  /**
   * Typed on the device once to link it to the store; given when the device is created.
   */
  installation_code?: string;
  /**
   * When the device last called the API.
   */
  last_connection?: string;
  /**
   * Orders are numbered 1 to this, then start again at 1.
   */
  number_block?: number;
  /**
   * The number the next order on this device gets.
   */
  next_number?: number;
  country_code?: string;
  /**
   * The order monitor shows the last hours of orders.
   */
  monitor_hours?: number;
  max_orders_per_driver?: number;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A change to a check's price offered on the POS: a fixed price, or an increase or decrease by a percentage.
 */
export interface Discount {
  name: string;
  /**
   * fixed: the value is the new price; increase / decrease: the price changes by the value, in percent.
   */
  type: 'fixed' | 'increase' | 'decrease';
  /**
   * A currency-style amount: never negative, at most two decimals.
   */
  value: number;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * The design of a marketing e-mail (SPEC §3 Template): its description, the saved design (the MJML the editor writes) and the exported HTML the server compiles from it and sanitises. Campaigns send a template's HTML with its merge fields filled in for each recipient.
 */
export interface EMailTemplate {
  /**
   * What names the template in lists and campaigns.
   */
  description: string;
  /**
   * The saved design: the MJML document the e-mail editor reads and writes.
   */
  design: string;
  /**
   * The exported HTML: the design compiled with MJML on the server and sanitised, merge fields left as {{first_name}} and {{store_name}}.
   */
  html?: string;
}

export interface Employee {
  first_name: string;
  last_name: string;
  nickname?: string;
  /**
   * Signs in to the office with this e-mail; unique in the store.
   */
  email?: string;
  /**
   * Sign-in password; stored only as a memory-hard hash and never shown again.
   */
  password?: string;
  /**
   * PIN for the point of sale: 4 to 8 digits, unique in the store, stored hashed.
   */
  pos_pin?: string;
  /**
   * Jobs held; their modules and permissions add up.
   *
   * @maxItems 20
   */
  job_ids?: string[];
  time_card_only?: boolean;
  manager?: boolean;
  driver?: boolean;
  receive_order_in_email?: boolean;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  country?: string;
  salary_type?: 'hourly' | 'salary';
  /**
   * Compensation value: the rate per hour of an hourly employee, the amount per pay period of a salaried one; required and above 0 for an active employee.
   */
  salary?: number;
  /**
   * Daily or weekly: a salaried employee's amount is per day worked or per week; an hourly employee's default rate follows it.
   */
  pay_period?: 'daily' | 'weekly';
  /**
   * Scheduled hours per pay period.
   */
  hours?: number;
  hired_date?: string;
  termination_date?: string;
  termination_reason?: string;
  status?: 'active' | 'inactive' | 'terminated';
}

/**
 * A menu item the online ordering site features (SPEC §3 feature item): its description, image and link, in its sequence order. A store has at most 9 (SPEC §9).
 */
export interface FeatureItem {
  description: string;
  /**
   * Where it stands among the store's feature items: lower first.
   */
  sequence_order?: number;
  /**
   * The menu item it features.
   */
  menu_item_id: string;
  /**
   * The web address the feature item leads to.
   */
  url: string;
  /**
   * Its image, uploaded for feature items (POST /api/media?use=feature-item).
   */
  image_id: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * An area of the floor layout, in the editor's order. Written by the floor layout page.
 */
export interface FloorAreaRecord {
  name: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status: 'active' | 'inactive';
  /**
   * Its place among the store's areas, from 0.
   */
  position: number;
  updated_at: string;
}

/**
 * A table of the floor layout, where the editor placed it; busy while the point of sale has it open.
 */
export interface FloorTableRecord {
  area_id: string;
  name: string;
  shape: 'square' | 'round' | 'rectangle';
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * Degrees clockwise, 0 to 359.
   */
  rotation: number;
  seats: number;
  color: string;
  busy: boolean;
}

/**
 * One transaction of a gift card: a sale or a reload adds to its balance, a redemption takes from it, an adjustment, with its reason, corrects it either way. The card's balance is their sum. Written by the gift card's own operations only.
 */
export interface GiftCardTransaction {
  gift_card_id: string;
  kind: 'sale' | 'reload' | 'redemption' | 'adjustment';
  /**
   * Signed: a sale or a reload is positive, a redemption negative, an adjustment either.
   */
  amount: number;
  reason?: string;
  /**
   * The check a redemption paid.
   */
  check_id?: string;
  /**
   * Who recorded it (a user of the office, or the device's employee).
   */
  user_id?: string;
  /**
   * His name when it was recorded.
   */
  user_name: string;
  at: string;
}

/**
 * A gift card of the store (SPEC §3 gift card): its number kept as a keyed hash with its last four digits for display, an optional customer, its state and its balance, the sum of its transactions.
 */
export interface GiftCard {
  /**
   * The card's number, 8 to 19 digits, unique in the store; kept only as a keyed hash and never read back.
   */
  number?: string;
  /**
   * The number's last four digits, shown as "•••• 1234"; set by the server.
   */
  last_four?: string;
  /**
   * The customer the card belongs to, if any.
   */
  customer_id?: string;
  /**
   * preactivated: not yet sold; activated: in use; deactivated: refused at the POS. A preactivated card is activated; an activated card is deactivated and back; nothing returns to preactivated.
   */
  state: 'activated' | 'deactivated' | 'preactivated';
  /**
   * What the store wants to remember of the card: who bought it, for whom.
   */
  note?: string;
  /**
   * What the card holds: the sum of its transactions, written with each one.
   */
  balance?: number;
}

/**
 * A service charge added to checks as a percentage; one at most is added automatically.
 */
export interface Gratuity {
  name: string;
  /**
   * Percentage of the check.
   */
  value: number;
  /**
   * Added to every check by itself; only one gratuity is automatic at a time.
   */
  automatic?: boolean;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * One movement of a customer's house account: a charge (a check put on the account) raises what the customer owes, a payment lowers it, an adjustment corrects it either way. The account's balance is their sum. Written by the house account's own operations only.
 */
export interface HouseAccountMovement {
  customer_id: string;
  kind: 'charge' | 'payment' | 'adjustment';
  /**
   * Signed: a charge is positive, a payment negative, an adjustment either.
   */
  amount: number;
  reason?: string;
  /**
   * The check a charge put on the account.
   */
  check_id?: string;
  /**
   * Who recorded it (a user of the office, or the device's employee).
   */
  user_id?: string;
  /**
   * His name when it was recorded.
   */
  user_name: string;
  at: string;
}

/**
 * Something the store stocks and its recipes use: counted in a unit, bought at a cost per unit.
 */
export interface Ingredient {
  name: string;
  /**
   * A record id (UUID).
   */
  subgroup_id: string;
  /**
   * A record id (UUID).
   */
  unit_id: string;
  /**
   * What one unit costs the store; recipes add it up into a menu item's cost.
   */
  cost?: number;
  /**
   * A record id (UUID).
   */
  vendor_id?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * The broadest shelf of the stock (Produce, Dairy, Dry goods), holding subgroups.
 */
export interface InventoryGroup {
  name: string;
  description?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A shelf within an inventory group (Produce › Vegetables), holding ingredients.
 */
export interface InventorySubgroup {
  name: string;
  /**
   * A record id (UUID).
   */
  group_id: string;
  description?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A unit stock is counted and used in (kg, g, l, each), by its abbreviation.
 */
export interface Unit {
  name: string;
  /**
   * As it is written after a quantity: kg, g, l, ea.
   */
  abbreviation: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * When some items can be sold (a breakfast menu): a date range and hours per day. Outside every window that lists them, they are not offered.
 */
export interface ItemAvailability {
  description: string;
  /**
   * @minItems 1
   * @maxItems 500
   */
  item_ids: string[];
  /**
   * When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.
   */
  schedule: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * From when it runs: not before today.
   */
  execution_date: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

export interface Job {
  name: string;
  description?: string;
  /**
   * Per module: whether it is on, and each of its permission codes with its status.
   *
   * @maxItems 20
   */
  modules: {
    code:
      | 'dashboard-office'
      | 'business-info'
      | 'menu-items'
      | 'inventory'
      | 'checks'
      | 'customers-office'
      | 'employees-office'
      | 'operations'
      | 'marketing'
      | 'online-ordering'
      | 'reports-office'
      | 'settings-office'
      | 'perks-office'
      | 'pos'
      | 'olo'
      | 'kiosk';
    name?: string;
    status: boolean;
    /**
     * @maxItems 100
     */
    permissions: {
      code: string;
      status: boolean;
    }[];
  }[];
}

/**
 * A network printer of the kitchen or the bar: menu items are sent to their kitchen printer, and receipts follow the store's receipt layout.
 */
export interface KitchenPrinter {
  name: string;
  manufacturer?: string;
  model?: string;
  /**
   * Thermal printers print receipts and tickets fast and quietly; impact printers stand the heat and grease of a kitchen line.
   */
  type: 'thermal' | 'impact';
  /**
   * The printer's IPv4 address on the store's network; Epson printers leave the factory at 192.168.192.168, shown as an example, never filled in. A printer needs its IP or its host name.
   */
  ip?: string;
  /**
   * A host name that reaches the printer (kitchen-1.local); when given, it is used instead of the IP.
   */
  host?: string;
  /**
   * The printer's raw printing port; ESC/POS printers listen on 9100.
   */
  port: number;
  /**
   * The paper roll's width: 58 mm holds 32 characters a line, 80 mm holds 48.
   */
  paper_width: '58' | '80';
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * One movement of a customer's loyalty points: points earned on a check, points spent on a reward, or an adjustment with its reason. A customer's points are their sum. Written by the loyalty operations only (the point of sale's checks and the office's adjustments).
 */
export interface LoyaltyMovement {
  customer_id: string;
  kind: 'earn' | 'spend' | 'adjustment';
  /**
   * Signed: earned points are positive, spent ones negative, an adjustment either.
   */
  points: number;
  /**
   * What the check came to, for points earned on it.
   */
  amount?: number;
  /**
   * The plan the points were earned or spent under.
   */
  plan_id?: string;
  /**
   * The plan's reward the points were spent on, by its place in the plan's list.
   */
  reward_index?: number;
  reason?: string;
  /**
   * The check the points were earned or spent on.
   */
  check_id?: string;
  /**
   * Who recorded it.
   */
  user_id?: string;
  /**
   * His name when it was recorded.
   */
  user_name: string;
  at: string;
}

/**
 * A store's loyalty plan (Perks): customers earn points per amount spent or per visit, and reach rewards at thresholds of points: a discount (a percentage or an amount off), a free menu item or a coupon. Only one plan of a store is active at a time; customers' points are the movements of loyalty_movement.
 */
export interface LoyaltyPlan {
  name: string;
  description?: string;
  /**
   * spending: points per amount spent on a check; visit: the same points for each check.
   */
  earn_by: 'spending' | 'visit';
  /**
   * Points earned per 1.00 spent (rounded down to a whole point), when the plan earns by amount.
   */
  points_per_amount?: number;
  /**
   * Points earned per check, when the plan earns by visit.
   */
  points_per_visit?: number;
  /**
   * What the customer may take once his points reach each threshold.
   *
   * @minItems 1
   * @maxItems 20
   */
  rewards: {
    [k: string]: unknown;
  }[];
  /**
   * A new plan starts inactive: a store has one active plan at most.
   */
  status?: 'active' | 'inactive';
}

/**
 * An image the store uploaded through POST /api/media (customer display ads, the store's logo, feature items; later banners): checked, resized and stored with the store's data; its bytes are read at GET /api/media/<id>. Written by that route only; never changes.
 */
export interface Media {
  /**
   * The uploaded file's name, as the browser gave it.
   */
  name: string;
  /**
   * What it was uploaded for, which set its size (src/core/media.ts).
   */
  use: 'customer-display' | 'store-logo' | 'feature-item';
  /**
   * Its kind, read from its content.
   */
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  /**
   * Its width as stored, in pixels.
   */
  width: number;
  /**
   * Its height as stored, in pixels.
   */
  height: number;
  /**
   * Its size as stored, in bytes.
   */
  byte_size: number;
  /**
   * The SHA-256 of its bytes, in hex; its address changes with it.
   */
  hash: string;
  created_at: string;
}

export interface MenuItem {
  name: string;
  description?: string;
  /**
   * A record id (UUID).
   */
  category_id: string;
  /**
   * @minItems 1
   * @maxItems 6
   */
  prices: {
    description: string;
    /**
     * A currency-style amount: never negative, at most two decimals.
     */
    price: number;
  }[];
  /**
   * A record id (UUID).
   */
  tax_id?: string;
  receipt_name?: string;
  kitchen_name?: string;
  /**
   * Where the item's orders print in the kitchen.
   */
  kitchen_printer_id?: string;
  /**
   * Shown on the POS buttons instead of the name.
   */
  pos_name?: string;
  /**
   * Shown on online ordering instead of the name.
   */
  olo_name?: string;
  /**
   * A UPC or EAN code: 8, 12, 13 or 14 digits, the last one checking the others.
   */
  barcode?: string;
  /**
   * A currency-style amount: never negative, at most two decimals.
   */
  cost?: number;
  online_sale?: boolean;
  kiosk_sale?: boolean;
  open_price?: boolean;
  sold_by_weight?: boolean;
  /**
   * Portions left to sell today; the POS counts down and stops at zero. Empty: no limit.
   */
  countdown_quantity?: number;
  nutritional_info?: string;
  /**
   * When the item is offered; empty: whenever the store is open.
   */
  availability?: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * @maxItems 20
   */
  modifier_group_ids?: string[];
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * Choices offered with a menu item (Steak temperature, Extras): how many may, must and are free to be chosen, and with which prefixes.
 */
export interface ModifierGroup {
  name: string;
  /**
   * Choices that must be made (0: optional).
   */
  min?: number;
  /**
   * Choices that may be made.
   */
  max?: number;
  /**
   * Choices that cost nothing; the others add their price.
   */
  free?: number;
  /**
   * @minItems 1
   * @maxItems 20
   */
  prefix_ids: string[];
  /**
   * @minItems 1
   * @maxItems 100
   */
  modifier_item_ids: string[];
  /**
   * Offered on online ordering: needs the prefix Add or Extra.
   */
  online_ordering?: boolean;
  /**
   * Offered on the kiosk: needs the prefix Add.
   */
  kiosk?: boolean;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A choice within a modifier group: Rare, Bacon, Extra cheese…, with what it adds to the price.
 */
export interface ModifierItem {
  name: string;
  /**
   * A currency-style amount: never negative, at most two decimals.
   */
  price?: number;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A word put before a modifier on the ticket: Add, Extra, No, Light, Side…
 */
export interface ModifierPrefix {
  name: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * How the store sells online (Online Ordering Settings page): whether online ordering is on, its banners for the web and for phones, how long pickup and delivery orders take, the smallest online order and what guests read while ordering is closed or off. Kept in the store's own record, where the online ordering API reads it. The pickup and delivery hours stay in Store info's opening hours; which order types are offered online, on each order type.
 */
export type OnlineOrderingSettings = {
  [k: string]: unknown;
} & {
  /**
   * Guests may place orders online; off, the online ordering API refuses every order with the closed message.
   */
  online_ordering?: boolean;
  /**
   * The banner the ordering site shows on a computer, uploaded for it (POST /api/media?use=olo-banner-web); required while online ordering is on.
   */
  web_banner_id?: string;
  /**
   * The banner the ordering site shows on a phone, uploaded for it (POST /api/media?use=olo-banner-mobile); required while online ordering is on.
   */
  mobile_banner_id?: string;
  /**
   * How long a pickup order takes to be ready, in minutes: the time told to the guest is when it was placed plus this.
   */
  pickup_minutes?: number;
  /**
   * How long a delivery order takes to arrive, in minutes: the time promised to the guest is when it was placed plus this.
   */
  delivery_minutes?: number;
  /**
   * The smallest subtotal of any online order, pickup or delivery; 0 for any. Delivery's own minimum (General Settings, Delivery tab) applies to delivery orders besides.
   */
  online_minimum_order?: number;
  /**
   * What guests read when ordering is closed or off; without one they read the standard sentence.
   */
  closed_message?: string;
};

/**
 * How an order is served (dine in, take out, delivery…): what the POS asks for and where the type is offered. One is the POS's default.
 */
export interface OrderType {
  name: string;
  /**
   * The type a new order on the POS starts with; the store always has exactly one.
   */
  pos_default?: boolean;
  /**
   * The POS asks for the table number.
   */
  prompt_table_number?: boolean;
  /**
   * The POS asks for the customer's name only.
   */
  prompt_name_only?: boolean;
  /**
   * The POS looks the customer up (phone, address).
   */
  prompt_customer_lookup?: boolean;
  /**
   * Whether the POS asks at the start or at the end of the order.
   */
  prompt_at?: 'start' | 'end';
  pos?: boolean;
  olo?: boolean;
  mobile?: boolean;
  kiosk?: boolean;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A reason money leaves the cash drawer (supplies, a delivery driver's tip…), and what the POS asks when it does.
 */
export interface PaidOut {
  reason: string;
  description?: string;
  manager_approval?: boolean;
  open_cash_drawer?: boolean;
  require_invoice?: boolean;
  /**
   * Who the money usually goes to (a supplier, a person).
   */
  contact?: string;
  comment?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A way the store takes money (cash, a card, a gift card…), enabled or disabled on the POS.
 */
export interface Payment {
  name: string;
  /**
   * The payment category: how the POS handles it (a card is authorized, cash opens the drawer).
   */
  type: 'cash' | 'credit-card' | 'debit-card' | 'gift-card' | 'house-account' | 'check' | 'other';
  /**
   * The card platform that authorizes this payment type's cards (SPEC §3 payment platforms); none for cash and the like.
   */
  platform?: 'DATAFAST' | 'FLUIDPAY';
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * The store's payroll rules (General Settings, Payroll tab): default rates for employees whose own compensation value is 0, overtime, and who answers for an order's payment. Kept in the store's own record, where payroll and the payroll and labor reports read them.
 */
export interface PayrollSettings {
  /**
   * Default amount a day for salaried employees paid daily whose own compensation value is 0.
   */
  daily_rate?: number;
  /**
   * Default rate per hour for hourly employees paid daily whose own compensation value is 0.
   */
  daily_hour_rate?: number;
  /**
   * Default rate per hour for hourly employees paid weekly whose own compensation value is 0.
   */
  weekly_hour_rate?: number;
  /**
   * Hours worked in one business day after which time is overtime; 0 for no daily overtime.
   */
  overtime_daily_hours?: number;
  /**
   * Regular hours worked in one week after which time is overtime; 0 for no weekly overtime.
   */
  overtime_weekly_hours?: number;
  /**
   * Overtime is paid at the hourly rate times this factor.
   */
  overtime_multiplier?: number;
  /**
   * Who answers for an order's payment: the employee who started it or who closed it.
   */
  payment_accountability?: 'started' | 'closed';
}

/**
 * What goes into a menu item: ingredients and their quantities. The menu item's cost follows its recipe.
 */
export interface Recipe {
  name: string;
  /**
   * The menu item made by this recipe; its cost becomes the recipe's cost. One recipe per menu item.
   */
  menu_item_id?: string;
  /**
   * @minItems 1
   * @maxItems 50
   */
  ingredients: {
    /**
     * A record id (UUID).
     */
    ingredient_id: string;
    /**
     * How much of the ingredient, in its unit.
     */
    quantity: number;
  }[];
  /**
   * The ingredients' quantities times their costs, kept up to date by the server.
   */
  cost?: number;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A group of the store's customers a campaign writes to, told by conditions over the customers and their closed checks (services/segments.ts): the platform they ordered on, when they enrolled, how often they ordered and how much they spent lately. Only customers who agreed to marketing count, unless the segment includes the others. An empty condition holds for everyone.
 */
export type Segment = {
  [k: string]: unknown;
} & {
  /**
   * What names the segment in lists and campaigns.
   */
  description: string;
  /**
   * Only customers with a closed check from this channel; the frequency and the amount count that channel's checks only. Empty: any channel.
   */
  platform?: 'pos' | 'olo' | 'kiosk' | 'mobile';
  /**
   * First day (the store's calendar) on which the customer was enrolled; empty: from the start.
   */
  enrolled_from?: string;
  /**
   * Last day on which the customer was enrolled; empty: until today.
   */
  enrolled_to?: string;
  /**
   * Order frequency: at least this many closed checks in the last `orders_days` days.
   */
  min_orders?: number;
  /**
   * The days back the order frequency counts, today included.
   */
  orders_days?: number;
  /**
   * Amount spent: at least this much in closed checks' totals in the last `spent_days` days.
   */
  min_spent?: number;
  /**
   * The days back the amount spent counts, today included.
   */
  spent_days?: number;
  /**
   * Counts the customers who did not agree to marketing too.
   */
  include_without_agreement?: boolean;
  /**
   * How many customers met the conditions when the segment was last saved.
   */
  total_customers?: number;
};

/**
 * A shift of an employee at a device, within a working day; Close Day needs every shift closed.
 */
export interface Shift {
  working_day_id: string;
  employee_id: string;
  device_id: string;
  opened_at: string;
  /**
   * Null while the shift is open.
   */
  closed_at?: string;
}

/**
 * An SMTP server the store sends its e-mail through (SPEC §3 SMTP setting): the sender, the server and its logon. One setting of the store is the default. Shown in the SMTP tab of General Settings.
 */
export interface SMTPSetting {
  name: string;
  /**
   * The address the e-mail is sent from (its From).
   */
  sender: string;
  /**
   * The SMTP server's host name or address.
   */
  host?: string;
  /**
   * The SMTP server's port: 587 (STARTTLS), 465 (TLS) or 25.
   */
  port: number;
  /**
   * The logon name at the SMTP server; unique in the store.
   */
  username?: string;
  /**
   * The logon password, kept encrypted (AES-256-GCM); write-only: never answered, and an edit that leaves it empty keeps the one stored.
   */
  password?: string;
  /**
   * The most messages a second the store's e-mail (campaigns) sends through this server: most providers limit it (10 a second unless told).
   */
  send_rate?: number;
  /**
   * The setting the store's e-mail goes through; one setting of the store at most.
   */
  is_default?: boolean;
}

/**
 * A price that holds for some items on some days and hours (happy hour): a fixed price or a discount.
 */
export interface SpecialPrice {
  description: string;
  /**
   * @minItems 1
   * @maxItems 500
   */
  item_ids: string[];
  /**
   * When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.
   */
  schedule: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * Every week, every other week (counted from the start date) or the first week of each month.
   */
  frequency?: 'weekly' | 'biweekly' | 'monthly';
  /**
   * From when it runs: not before today.
   */
  execution_date: string;
  price_type?: 'fixed' | 'percent' | 'amount';
  /**
   * The price, the percentage off, or the amount off.
   */
  value: number;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * The store's own settings: one record per store. Dates, hours, money and names across the console follow them.
 */
export interface StoreInfo {
  business_name: string;
  /**
   * The store's short name in addresses (online ordering); unique across all stores.
   */
  slug: string;
  /**
   * The store's logo, uploaded for it (POST /api/media?use=store-logo): at most 512 pixels wide, kept as PNG; e-mails show it from /api/public/stores/<store id>/logo without signing in. None: no logo.
   */
  logo_id?: string;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  zipcode?: string;
  time_zone:
    | 'Africa/Abidjan'
    | 'Africa/Accra'
    | 'Africa/Addis_Ababa'
    | 'Africa/Algiers'
    | 'Africa/Asmera'
    | 'Africa/Bamako'
    | 'Africa/Bangui'
    | 'Africa/Banjul'
    | 'Africa/Bissau'
    | 'Africa/Blantyre'
    | 'Africa/Brazzaville'
    | 'Africa/Bujumbura'
    | 'Africa/Cairo'
    | 'Africa/Casablanca'
    | 'Africa/Ceuta'
    | 'Africa/Conakry'
    | 'Africa/Dakar'
    | 'Africa/Dar_es_Salaam'
    | 'Africa/Djibouti'
    | 'Africa/Douala'
    | 'Africa/El_Aaiun'
    | 'Africa/Freetown'
    | 'Africa/Gaborone'
    | 'Africa/Harare'
    | 'Africa/Johannesburg'
    | 'Africa/Juba'
    | 'Africa/Kampala'
    | 'Africa/Khartoum'
    | 'Africa/Kigali'
    | 'Africa/Kinshasa'
    | 'Africa/Lagos'
    | 'Africa/Libreville'
    | 'Africa/Lome'
    | 'Africa/Luanda'
    | 'Africa/Lubumbashi'
    | 'Africa/Lusaka'
    | 'Africa/Malabo'
    | 'Africa/Maputo'
    | 'Africa/Maseru'
    | 'Africa/Mbabane'
    | 'Africa/Mogadishu'
    | 'Africa/Monrovia'
    | 'Africa/Nairobi'
    | 'Africa/Ndjamena'
    | 'Africa/Niamey'
    | 'Africa/Nouakchott'
    | 'Africa/Ouagadougou'
    | 'Africa/Porto-Novo'
    | 'Africa/Sao_Tome'
    | 'Africa/Tripoli'
    | 'Africa/Tunis'
    | 'Africa/Windhoek'
    | 'America/Adak'
    | 'America/Anchorage'
    | 'America/Anguilla'
    | 'America/Antigua'
    | 'America/Araguaina'
    | 'America/Argentina/La_Rioja'
    | 'America/Argentina/Rio_Gallegos'
    | 'America/Argentina/Salta'
    | 'America/Argentina/San_Juan'
    | 'America/Argentina/San_Luis'
    | 'America/Argentina/Tucuman'
    | 'America/Argentina/Ushuaia'
    | 'America/Aruba'
    | 'America/Asuncion'
    | 'America/Bahia'
    | 'America/Bahia_Banderas'
    | 'America/Barbados'
    | 'America/Belem'
    | 'America/Belize'
    | 'America/Blanc-Sablon'
    | 'America/Boa_Vista'
    | 'America/Bogota'
    | 'America/Boise'
    | 'America/Buenos_Aires'
    | 'America/Cambridge_Bay'
    | 'America/Campo_Grande'
    | 'America/Cancun'
    | 'America/Caracas'
    | 'America/Catamarca'
    | 'America/Cayenne'
    | 'America/Cayman'
    | 'America/Chicago'
    | 'America/Chihuahua'
    | 'America/Ciudad_Juarez'
    | 'America/Coral_Harbour'
    | 'America/Cordoba'
    | 'America/Costa_Rica'
    | 'America/Coyhaique'
    | 'America/Creston'
    | 'America/Cuiaba'
    | 'America/Curacao'
    | 'America/Danmarkshavn'
    | 'America/Dawson'
    | 'America/Dawson_Creek'
    | 'America/Denver'
    | 'America/Detroit'
    | 'America/Dominica'
    | 'America/Edmonton'
    | 'America/Eirunepe'
    | 'America/El_Salvador'
    | 'America/Fort_Nelson'
    | 'America/Fortaleza'
    | 'America/Glace_Bay'
    | 'America/Godthab'
    | 'America/Goose_Bay'
    | 'America/Grand_Turk'
    | 'America/Grenada'
    | 'America/Guadeloupe'
    | 'America/Guatemala'
    | 'America/Guayaquil'
    | 'America/Guyana'
    | 'America/Halifax'
    | 'America/Havana'
    | 'America/Hermosillo'
    | 'America/Indiana/Knox'
    | 'America/Indiana/Marengo'
    | 'America/Indiana/Petersburg'
    | 'America/Indiana/Tell_City'
    | 'America/Indiana/Vevay'
    | 'America/Indiana/Vincennes'
    | 'America/Indiana/Winamac'
    | 'America/Indianapolis'
    | 'America/Inuvik'
    | 'America/Iqaluit'
    | 'America/Jamaica'
    | 'America/Jujuy'
    | 'America/Juneau'
    | 'America/Kentucky/Monticello'
    | 'America/Kralendijk'
    | 'America/La_Paz'
    | 'America/Lima'
    | 'America/Los_Angeles'
    | 'America/Louisville'
    | 'America/Lower_Princes'
    | 'America/Maceio'
    | 'America/Managua'
    | 'America/Manaus'
    | 'America/Marigot'
    | 'America/Martinique'
    | 'America/Matamoros'
    | 'America/Mazatlan'
    | 'America/Mendoza'
    | 'America/Menominee'
    | 'America/Merida'
    | 'America/Metlakatla'
    | 'America/Mexico_City'
    | 'America/Miquelon'
    | 'America/Moncton'
    | 'America/Monterrey'
    | 'America/Montevideo'
    | 'America/Montserrat'
    | 'America/Nassau'
    | 'America/New_York'
    | 'America/Nome'
    | 'America/Noronha'
    | 'America/North_Dakota/Beulah'
    | 'America/North_Dakota/Center'
    | 'America/North_Dakota/New_Salem'
    | 'America/Ojinaga'
    | 'America/Panama'
    | 'America/Paramaribo'
    | 'America/Phoenix'
    | 'America/Port-au-Prince'
    | 'America/Port_of_Spain'
    | 'America/Porto_Velho'
    | 'America/Puerto_Rico'
    | 'America/Punta_Arenas'
    | 'America/Rankin_Inlet'
    | 'America/Recife'
    | 'America/Regina'
    | 'America/Resolute'
    | 'America/Rio_Branco'
    | 'America/Santarem'
    | 'America/Santiago'
    | 'America/Santo_Domingo'
    | 'America/Sao_Paulo'
    | 'America/Scoresbysund'
    | 'America/Sitka'
    | 'America/St_Barthelemy'
    | 'America/St_Johns'
    | 'America/St_Kitts'
    | 'America/St_Lucia'
    | 'America/St_Thomas'
    | 'America/St_Vincent'
    | 'America/Swift_Current'
    | 'America/Tegucigalpa'
    | 'America/Thule'
    | 'America/Tijuana'
    | 'America/Toronto'
    | 'America/Tortola'
    | 'America/Vancouver'
    | 'America/Whitehorse'
    | 'America/Winnipeg'
    | 'America/Yakutat'
    | 'Antarctica/Casey'
    | 'Antarctica/Davis'
    | 'Antarctica/DumontDUrville'
    | 'Antarctica/Macquarie'
    | 'Antarctica/Mawson'
    | 'Antarctica/McMurdo'
    | 'Antarctica/Palmer'
    | 'Antarctica/Rothera'
    | 'Antarctica/Syowa'
    | 'Antarctica/Troll'
    | 'Antarctica/Vostok'
    | 'Arctic/Longyearbyen'
    | 'Asia/Aden'
    | 'Asia/Almaty'
    | 'Asia/Amman'
    | 'Asia/Anadyr'
    | 'Asia/Aqtau'
    | 'Asia/Aqtobe'
    | 'Asia/Ashgabat'
    | 'Asia/Atyrau'
    | 'Asia/Baghdad'
    | 'Asia/Bahrain'
    | 'Asia/Baku'
    | 'Asia/Bangkok'
    | 'Asia/Barnaul'
    | 'Asia/Beirut'
    | 'Asia/Bishkek'
    | 'Asia/Brunei'
    | 'Asia/Calcutta'
    | 'Asia/Chita'
    | 'Asia/Colombo'
    | 'Asia/Damascus'
    | 'Asia/Dhaka'
    | 'Asia/Dili'
    | 'Asia/Dubai'
    | 'Asia/Dushanbe'
    | 'Asia/Famagusta'
    | 'Asia/Gaza'
    | 'Asia/Hebron'
    | 'Asia/Hong_Kong'
    | 'Asia/Hovd'
    | 'Asia/Irkutsk'
    | 'Asia/Jakarta'
    | 'Asia/Jayapura'
    | 'Asia/Jerusalem'
    | 'Asia/Kabul'
    | 'Asia/Kamchatka'
    | 'Asia/Karachi'
    | 'Asia/Katmandu'
    | 'Asia/Khandyga'
    | 'Asia/Krasnoyarsk'
    | 'Asia/Kuala_Lumpur'
    | 'Asia/Kuching'
    | 'Asia/Kuwait'
    | 'Asia/Macau'
    | 'Asia/Magadan'
    | 'Asia/Makassar'
    | 'Asia/Manila'
    | 'Asia/Muscat'
    | 'Asia/Nicosia'
    | 'Asia/Novokuznetsk'
    | 'Asia/Novosibirsk'
    | 'Asia/Omsk'
    | 'Asia/Oral'
    | 'Asia/Phnom_Penh'
    | 'Asia/Pontianak'
    | 'Asia/Pyongyang'
    | 'Asia/Qatar'
    | 'Asia/Qostanay'
    | 'Asia/Qyzylorda'
    | 'Asia/Rangoon'
    | 'Asia/Riyadh'
    | 'Asia/Saigon'
    | 'Asia/Sakhalin'
    | 'Asia/Samarkand'
    | 'Asia/Seoul'
    | 'Asia/Shanghai'
    | 'Asia/Singapore'
    | 'Asia/Srednekolymsk'
    | 'Asia/Taipei'
    | 'Asia/Tashkent'
    | 'Asia/Tbilisi'
    | 'Asia/Tehran'
    | 'Asia/Thimphu'
    | 'Asia/Tokyo'
    | 'Asia/Tomsk'
    | 'Asia/Ulaanbaatar'
    | 'Asia/Urumqi'
    | 'Asia/Ust-Nera'
    | 'Asia/Vientiane'
    | 'Asia/Vladivostok'
    | 'Asia/Yakutsk'
    | 'Asia/Yekaterinburg'
    | 'Asia/Yerevan'
    | 'Atlantic/Azores'
    | 'Atlantic/Bermuda'
    | 'Atlantic/Canary'
    | 'Atlantic/Cape_Verde'
    | 'Atlantic/Faeroe'
    | 'Atlantic/Madeira'
    | 'Atlantic/Reykjavik'
    | 'Atlantic/South_Georgia'
    | 'Atlantic/St_Helena'
    | 'Atlantic/Stanley'
    | 'Australia/Adelaide'
    | 'Australia/Brisbane'
    | 'Australia/Broken_Hill'
    | 'Australia/Darwin'
    | 'Australia/Eucla'
    | 'Australia/Hobart'
    | 'Australia/Lindeman'
    | 'Australia/Lord_Howe'
    | 'Australia/Melbourne'
    | 'Australia/Perth'
    | 'Australia/Sydney'
    | 'Europe/Amsterdam'
    | 'Europe/Andorra'
    | 'Europe/Astrakhan'
    | 'Europe/Athens'
    | 'Europe/Belgrade'
    | 'Europe/Berlin'
    | 'Europe/Bratislava'
    | 'Europe/Brussels'
    | 'Europe/Bucharest'
    | 'Europe/Budapest'
    | 'Europe/Busingen'
    | 'Europe/Chisinau'
    | 'Europe/Copenhagen'
    | 'Europe/Dublin'
    | 'Europe/Gibraltar'
    | 'Europe/Guernsey'
    | 'Europe/Helsinki'
    | 'Europe/Isle_of_Man'
    | 'Europe/Istanbul'
    | 'Europe/Jersey'
    | 'Europe/Kaliningrad'
    | 'Europe/Kiev'
    | 'Europe/Kirov'
    | 'Europe/Lisbon'
    | 'Europe/Ljubljana'
    | 'Europe/London'
    | 'Europe/Luxembourg'
    | 'Europe/Madrid'
    | 'Europe/Malta'
    | 'Europe/Mariehamn'
    | 'Europe/Minsk'
    | 'Europe/Monaco'
    | 'Europe/Moscow'
    | 'Europe/Oslo'
    | 'Europe/Paris'
    | 'Europe/Podgorica'
    | 'Europe/Prague'
    | 'Europe/Riga'
    | 'Europe/Rome'
    | 'Europe/Samara'
    | 'Europe/San_Marino'
    | 'Europe/Sarajevo'
    | 'Europe/Saratov'
    | 'Europe/Simferopol'
    | 'Europe/Skopje'
    | 'Europe/Sofia'
    | 'Europe/Stockholm'
    | 'Europe/Tallinn'
    | 'Europe/Tirane'
    | 'Europe/Ulyanovsk'
    | 'Europe/Vaduz'
    | 'Europe/Vatican'
    | 'Europe/Vienna'
    | 'Europe/Vilnius'
    | 'Europe/Volgograd'
    | 'Europe/Warsaw'
    | 'Europe/Zagreb'
    | 'Europe/Zurich'
    | 'Indian/Antananarivo'
    | 'Indian/Chagos'
    | 'Indian/Christmas'
    | 'Indian/Cocos'
    | 'Indian/Comoro'
    | 'Indian/Kerguelen'
    | 'Indian/Mahe'
    | 'Indian/Maldives'
    | 'Indian/Mauritius'
    | 'Indian/Mayotte'
    | 'Indian/Reunion'
    | 'Pacific/Apia'
    | 'Pacific/Auckland'
    | 'Pacific/Bougainville'
    | 'Pacific/Chatham'
    | 'Pacific/Easter'
    | 'Pacific/Efate'
    | 'Pacific/Enderbury'
    | 'Pacific/Fakaofo'
    | 'Pacific/Fiji'
    | 'Pacific/Funafuti'
    | 'Pacific/Galapagos'
    | 'Pacific/Gambier'
    | 'Pacific/Guadalcanal'
    | 'Pacific/Guam'
    | 'Pacific/Honolulu'
    | 'Pacific/Kiritimati'
    | 'Pacific/Kosrae'
    | 'Pacific/Kwajalein'
    | 'Pacific/Majuro'
    | 'Pacific/Marquesas'
    | 'Pacific/Midway'
    | 'Pacific/Nauru'
    | 'Pacific/Niue'
    | 'Pacific/Norfolk'
    | 'Pacific/Noumea'
    | 'Pacific/Pago_Pago'
    | 'Pacific/Palau'
    | 'Pacific/Pitcairn'
    | 'Pacific/Ponape'
    | 'Pacific/Port_Moresby'
    | 'Pacific/Rarotonga'
    | 'Pacific/Saipan'
    | 'Pacific/Tahiti'
    | 'Pacific/Tarawa'
    | 'Pacific/Tongatapu'
    | 'Pacific/Truk'
    | 'Pacific/Wake'
    | 'Pacific/Wallis';
  /**
   * A web address starting with http:// or https://.
   */
  website?: string;
  contact_name?: string;
  /**
   * A phone number: digits, spaces and + ( ) - . only.
   */
  contact_phone?: string;
  /**
   * An e-mail address.
   */
  contact_email?: string;
  /**
   * When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.
   */
  opening_hours?: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.
   */
  pickup_hours?: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.
   */
  delivery_hours?: {
    from?: string;
    to?: string;
    /**
     * @maxItems 28
     */
    hours?: {
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
      start: string;
      end: string;
    }[];
  };
  /**
   * Close the working day by itself at the set time.
   */
  auto_close_day?: boolean;
  auto_close_time?: string;
  /**
   * When a business day begins: a record made before this time, with no working day open, belongs to the day before (a bar open past midnight).
   */
  business_day_start?: string;
  /**
   * How dates are written (SPEC §3).
   */
  date_format?: 'YYYY-MM-DD' | 'DD-MM-YYYY' | 'MM-DD-YYYY' | 'MM/DD/YYYY' | 'YYYY/MM/DD' | 'DD/MM/YYYY';
  /**
   * How times of day are written (SPEC §3).
   */
  hour_format?: 'HH:mm:ss' | 'HH:mm:ss A' | 'HH:mm' | 'HH:mm A' | 'hh:mm A' | 'hh:mm:ss A';
  currency_symbol?: string;
  /**
   * The currency the store's money is kept in (ISO 4217). Reports of several stores add their money only when they keep it in one currency.
   */
  currency?:
    | 'USD'
    | 'CAD'
    | 'MXN'
    | 'GTQ'
    | 'CRC'
    | 'DOP'
    | 'COP'
    | 'PEN'
    | 'CLP'
    | 'ARS'
    | 'UYU'
    | 'BRL'
    | 'EUR'
    | 'GBP'
    | 'AUD'
    | 'JPY';
  /**
   * First day of the store's week: This Week and Last Week on the dashboards, in reports and time cards, weekly overtime and pay weeks all count from it.
   */
  week_start?: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  /**
   * Every employee of the store signs in with a code from an authenticator app besides the password; one who has not set it up yet does so at the next sign-in.
   */
  two_factor?: boolean;
}

export interface Tax {
  name: string;
  /**
   * Percentage applied to the price, e.g. 8.875: up to three decimals, as tax rates are written.
   */
  rate: number;
  /**
   * Applied to new menu items; only one tax is the default.
   */
  is_default?: boolean;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A time card: when an employee clocked in and out on a working day. Written by the POS and the time cards page.
 */
export interface TimeCardRecord {
  employee_id: string;
  working_day_id: string;
  clock_in: string;
  /**
   * Null while the employee is clocked in.
   */
  clock_out?: string;
}

/**
 * The three tips the POS, kiosk and online ordering suggest to a customer, each a name and a percentage.
 */
export interface TipSuggestions {
  /**
   * Exactly three: what the customer sees, in order.
   *
   * @minItems 3
   * @maxItems 3
   */
  suggestions: {
    name: string;
    /**
     * A currency-style amount: never negative, at most two decimals.
     */
    value: number;
  }[];
}

/**
 * A supplier the store buys ingredients from.
 */
export interface Vendor {
  name: string;
  contact_name?: string;
  /**
   * A phone number: digits, spaces and + ( ) - . only.
   */
  phone?: string;
  /**
   * An e-mail address.
   */
  email?: string;
  address?: string;
  notes?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * Why an item or a check is voided on the POS (wrong order, customer left…); some need a manager's approval.
 */
export interface VoidReason {
  name: string;
  /**
   * A manager approves the void on the POS.
   */
  manager_approval?: boolean;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
}

/**
 * A working day (SPEC §4): opened by the first record of a business date, closed by Close Day.
 */
export interface WorkingDayRecord {
  /**
   * YYYY-MM-DD on the store's calendar.
   */
  business_date: string;
  status: 'open' | 'closed';
  opened_at: string;
  /**
   * Null while the day is open.
   */
  closed_at?: string;
}
