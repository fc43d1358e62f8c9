// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a close does with the checks still open. */
export type OpenChecksChoice =
  /** Closes them as they are, at the close time. */
  | 'close'
  /** Leaves them open into the next day; their closing from the device is recorded then. */
  | 'leave_open';

/** How a store's delivery area is described: rings around the store by distance, or areas drawn on a map. */
export type DeliveryZoneType =
  | 'distance'
  | 'map';

/** Miles or kilometres. */
export type DistanceUnit =
  | 'mi'
  | 'km';

export type LatLngInput = {
  lat: number;
  lng: number;
};

export type DeliveryZoneInput = {
  name?: string | null | undefined;
  fee?: number | null | undefined;
  distance?: number | null | undefined;
  color?: string | null | undefined;
  polygon?: Array<LatLngInput> | null | undefined;
};

export type DeliverySettingsInput = {
  type: DeliveryZoneType;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  tile_url: string;
  unit: DistanceUnit;
  distance_zones: Array<DeliveryZoneInput>;
  map_zones: Array<DeliveryZoneInput>;
};

/** A table as the editor saves it; without id, a new table. */
export type FloorTableInput = {
  id?: string | null | undefined;
  name: string;
  shape: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: number;
  color: string;
};

/**
 * Filters of the inbox: q searches the number, the vendor and the paid out's reason; status is open,
 * paid, or the list's active (open), inactive (paid) or all; from and to bound the day of issue.
 */
export type InvoiceFilter = {
  q?: string | null | undefined;
  kind?: string | null | undefined;
  status?: string | null | undefined;
  vendor_id?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type VendorInvoiceInput = {
  vendor_id: string;
  paid_out_id: string;
  number: string;
  amount: number;
  issued_on: string;
  /** A PDF or picture uploaded with POST /api/media?use=vendor-invoice. */
  document_id: string;
};

/** A kind of menu record one store publishes to others. */
export type MenuPublishKind =
  | 'department'
  | 'category'
  | 'tax'
  | 'modifier_prefix'
  | 'modifier_item'
  | 'modifier_group'
  | 'menu_item'
  | 'special_price';

/** What publishing does to a record in a store. */
export type MenuPublishAction =
  /** The store has no such record: it is created. */
  | 'create'
  /** The store's record (published from here before, or of the same name) changes. */
  | 'update'
  /** The store's record is already the same: it is left alone. */
  | 'unchanged';

/**
 * What to publish: records of the store the user is in, by kind. A record brings what it needs along:
 * a department its categories and their menu items, a category its department and its menu items, a
 * menu item its category, tax and modifier groups, a modifier group its prefixes and modifier items, a
 * special price its menu items.
 */
export type MenuPublishSelection = {
  departments?: Array<string> | null | undefined;
  categories?: Array<string> | null | undefined;
  taxes?: Array<string> | null | undefined;
  modifierPrefixes?: Array<string> | null | undefined;
  modifierItems?: Array<string> | null | undefined;
  modifierGroups?: Array<string> | null | undefined;
  menuItems?: Array<string> | null | undefined;
  specialPrices?: Array<string> | null | undefined;
};

export type MenuPublishInput = {
  selection: MenuPublishSelection;
  /** The stores to publish to (at most 50), none of them the store the user is in. */
  stores: Array<string>;
  /** Whether a store's own prices (changed there since they were published, or never published) are replaced too. */
  replacePrices?: boolean | null | undefined;
};

export type OloMenuItemInput = {
  menu_item_id: string;
  /** Empty or null: the item's own name is shown. */
  olo_name?: string | null | undefined;
  online_sale: boolean;
};

export type OloMenuCategoryInput = {
  category_id: string;
  /** The category's items in order; an item once, under its own category. */
  items: Array<OloMenuItemInput>;
};

export type OloMenuInput = {
  /** The categories in order; a category once. */
  categories: Array<OloMenuCategoryInput>;
};

/** How the order tracker's texts line up (SPEC §9). */
export type OrderTrackerAlignment =
  | 'left'
  | 'center'
  | 'right';

export type OrderTrackerColumnInput = {
  status: string;
  title: string;
  shown: boolean;
};

export type OrderTrackerSettingsInput = {
  title: string;
  icon: string;
  background: string;
  alignment: OrderTrackerAlignment;
  image_id?: string | null | undefined;
  columns: Array<OrderTrackerColumnInput>;
  days: Array<string>;
  from: string;
  to: string;
};

export type PosMenuTabInput = {
  category_id: string;
  /** The tab's buttons in order; an item at most once per tab. */
  menu_item_ids: Array<string>;
};

export type PosMenuLayoutInput = {
  columns: number;
  tabs: Array<PosMenuTabInput>;
};

export type ReceiptLogoInput = {
  width: number;
  height: number;
  bits: string;
};

export type ReceiptFieldInput = {
  field: string;
  shown: boolean;
};

export type ReceiptLayoutInput = {
  header: string;
  footer: string;
  logo?: ReceiptLogoInput | null | undefined;
  copies: number;
  fields: Array<ReceiptFieldInput>;
};

/** A segment's conditions as its form holds them while it is edited; one left out holds for everyone. */
export type SegmentConditionsInput = {
  /** pos, olo, kiosk or mobile: the channel of the customer's closed checks. */
  platform?: string | null | undefined;
  /** Enrolled at, from this day (YYYY-MM-DD, the store's calendar). */
  enrolled_from?: string | null | undefined;
  /** Enrolled at, until this day (YYYY-MM-DD). */
  enrolled_to?: string | null | undefined;
  /** Order frequency: at least this many closed checks… */
  min_orders?: number | null | undefined;
  /** …in the last this many days. */
  orders_days?: number | null | undefined;
  /** Amount spent: at least this much… */
  min_spent?: number | null | undefined;
  /** …in the last this many days. */
  spent_days?: number | null | undefined;
  /** Counts the customers without marketing agreement too (off unless given). */
  include_without_agreement?: boolean | null | undefined;
};

export type SurveyQuestionInput = {
  key: string;
  text: string;
  enabled: boolean;
};

export type SurveySettingsInput = {
  rating_by_product: boolean;
  /** A whole number; checked by the server, which words the refusal. */
  email_delay?: number | null | undefined;
  email_delay_unit: string;
  min_likes?: number | null | undefined;
  max_items_per_category?: number | null | undefined;
  coupon_id?: string | null | undefined;
  title: string;
  questions: Array<SurveyQuestionInput>;
};

export type TimeCardBreakInput = {
  break_in?: string | null | undefined;
  break_out?: string | null | undefined;
};

/** A column of the report (its index) to sort a page's rows by. */
export type ReportSort = {
  column: number;
  desc?: boolean | null | undefined;
};

/** Which rows of a report whose rows are records to return: at most 5000, the first 1000 by default. */
export type ReportPage = {
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sort?: ReportSort | null | undefined;
};

export type ReportFilters = {
  employee_id?: string | null | undefined;
  order_type_id?: string | null | undefined;
  payment_id?: string | null | undefined;
  category_id?: string | null | undefined;
  department_id?: string | null | undefined;
  customer_id?: string | null | undefined;
};

export type HouseAccountMovementRowFragment = { id: string, kind: string, amount: number, reason: string | null, user_name: string, at: string };

export type CustomerHouseAccountQueryVariables = Exact<{
  id: string;
}>;


export type CustomerHouseAccountQuery = { Customer: { movements: Array<{ id: string, kind: string, amount: number, reason: string | null, user_name: string, at: string }> } | null };

export type RecordHouseAccountMovementMutationVariables = Exact<{
  customer_id: string;
  kind: string;
  amount: number;
  reason?: string | null | undefined;
}>;


export type RecordHouseAccountMovementMutation = { recordHouseAccountMovement: { balance: number } };

export type CustomerChecksQueryVariables = Exact<{
  customer_id: string;
}>;


export type CustomerChecksQuery = { rows: Array<{ id: string, number: number, opened_at: string, status: string, total: number }>, meta: { count: number } };

export type CustomerGiftCardsQueryVariables = Exact<{
  customer_id: string;
}>;


export type CustomerGiftCardsQuery = { rows: Array<{ id: string, last_four: string | null, state: string, balance: number }>, meta: { count: number } };

export type CustomerLoyaltyQueryVariables = Exact<{
  id: string;
}>;


export type CustomerLoyaltyQuery = { loyaltyMember: { customer_id: string, points: number, next_reward: { name: string, points: number, missing: number } | null }, allLoyaltyMovements: Array<{ id: string, kind: string, points: number, reason: string | null, user_name: string, at: string }> };

export type AdjustLoyaltyPointsMutationVariables = Exact<{
  customer_id: string;
  points: number;
  reason: string;
}>;


export type AdjustLoyaltyPointsMutation = { adjustLoyaltyPoints: { customer_id: string, name: string, points: number } };

export type TransferOwnershipMutationVariables = Exact<{
  e: string;
  p: string;
}>;


export type TransferOwnershipMutation = { transferOwnership: boolean };

export type GiftCardTransactionRowFragment = { id: string, kind: string, amount: number, reason: string | null, user_name: string, at: string };

export type GiftCardTransactionsQueryVariables = Exact<{
  id: string;
}>;


export type GiftCardTransactionsQuery = { GiftCard: { id: string, balance: number, transactions: Array<{ id: string, kind: string, amount: number, reason: string | null, user_name: string, at: string }> } | null };

export type RecordGiftCardTransactionMutationVariables = Exact<{
  gift_card_id: string;
  kind: string;
  amount: number;
  reason?: string | null | undefined;
}>;


export type RecordGiftCardTransactionMutation = { recordGiftCardTransaction: { balance: number } };

export type PrintKitchenPrinterTestPageMutationVariables = Exact<{
  id: string;
  language?: string | null | undefined;
}>;


export type PrintKitchenPrinterTestPageMutation = { print: { queued: boolean } };

export type PrintKitchenPrinterSampleReceiptMutationVariables = Exact<{
  id: string;
  language?: string | null | undefined;
}>;


export type PrintKitchenPrinterSampleReceiptMutation = { print: { queued: boolean } };

export type MenuPublishRecordsQueryVariables = Exact<{
  page: number;
}>;


export type MenuPublishRecordsQuery = { departments: Array<{ id: string, name: string, status: string }>, categories: Array<{ id: string, name: string, department_id: string, status: string }>, menuItems: Array<{ id: string, name: string, category_id: string, status: string }>, taxes: Array<{ id: string, name: string, status: string }>, modifierGroups: Array<{ id: string, name: string, status: string }>, modifierPrefixes: Array<{ id: string, name: string, status: string }>, modifierItems: Array<{ id: string, name: string, status: string }>, specialPrices: Array<{ id: string, status: string, name: string }> };

export type MenuPublishStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuPublishStoresQuery = { menuPublishStores: Array<{ id: string, name: string }> };

export type MenuPublishPlanFieldsFragment = { records: number, stores: Array<{ id: string, name: string, created: number, updated: number, unchanged: number, written: boolean, lines: Array<{ kind: MenuPublishKind, name: string, action: MenuPublishAction, fields: Array<string>, pricesKept: boolean }>, refusal: { code: string, message: string, params: string, kind: MenuPublishKind | null, record: string | null } | null }> };

export type MenuPublishPreviewQueryVariables = Exact<{
  input: MenuPublishInput;
}>;


export type MenuPublishPreviewQuery = { menuPublishPreview: { records: number, stores: Array<{ id: string, name: string, created: number, updated: number, unchanged: number, written: boolean, lines: Array<{ kind: MenuPublishKind, name: string, action: MenuPublishAction, fields: Array<string>, pricesKept: boolean }>, refusal: { code: string, message: string, params: string, kind: MenuPublishKind | null, record: string | null } | null }> } };

export type PublishMenuMutationVariables = Exact<{
  input: MenuPublishInput;
}>;


export type PublishMenuMutation = { publishMenu: { records: number, stores: Array<{ id: string, name: string, created: number, updated: number, unchanged: number, written: boolean, lines: Array<{ kind: MenuPublishKind, name: string, action: MenuPublishAction, fields: Array<string>, pricesKept: boolean }>, refusal: { code: string, message: string, params: string, kind: MenuPublishKind | null, record: string | null } | null }> } };

export type SegmentCountQueryVariables = Exact<{
  conditions: SegmentConditionsInput;
}>;


export type SegmentCountQuery = { segmentCount: number };

export type SegmentCampaignsQueryVariables = Exact<{
  segmentId: string;
}>;


export type SegmentCampaignsQuery = { segmentCampaigns: Array<{ id: string, name: string, state: string }> };

export type ResetSessionsMutationVariables = Exact<{
  k: string;
}>;


export type ResetSessionsMutation = { resetSessions: boolean };

export type VersionStoreQueryVariables = Exact<{
  s?: string | null | undefined;
  m?: string | null | undefined;
}>;


export type VersionStoreQuery = { versionStore: { url: string } };

export type StarredPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type StarredPagesQuery = { starredPages: Array<string> };

export type StarPageMutationVariables = Exact<{
  p: string;
}>;


export type StarPageMutation = { starPage: Array<string> };

export type UnstarPageMutationVariables = Exact<{
  p: string;
}>;


export type UnstarPageMutation = { unstarPage: Array<string> };

export type ReorderStarredPagesMutationVariables = Exact<{
  p: Array<string> | string;
}>;


export type ReorderStarredPagesMutation = { reorderStarredPages: Array<string> };

export type DashboardFiguresFragment = { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null };

export type RatedItemFragment = { menuItem: string, ratings: number, average: number };

export type DashboardQueryVariables = Exact<{
  preset?: string | null | undefined;
}>;


export type DashboardQuery = { dashboard: { preset: string | null, minRatings: number, today: { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null }, yesterday: { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null }, period: { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null }, previous: { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null }, hours: Array<{ hour: number, today: number, period: number, previous: number }>, liked: Array<{ menuItem: string, ratings: number, average: number }>, disliked: Array<{ menuItem: string, ratings: number, average: number }> } };

export type DashboardStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStoresQuery = { dashboardStores: Array<{ id: string, name: string, currencySymbol: string, today: { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null }, yesterday: { from: string, to: string, netSales: number, checks: number, averageTicket: number, guests: number, laborCost: number, laborShare: number | null } }> };

export type CloseDayCardFragment = { id: string, employee_id: string, first_name: string, last_name: string, clock_in: string, clock_out: string | null };

export type CloseDayOpenCheckFragment = { id: string, number: number, device: string, server: string, opened_at: string, total: number, business_date: string };

export type CloseDayStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type CloseDayStatusQuery = { status: { has_working_days: boolean, day: { id: string, business_date: string, opened_at: string, checks: number, sales: number, shifts: Array<{ id: string, employee_id: string, first_name: string, last_name: string, device: string, opened_at: string }>, clocked_in: Array<{ id: string, employee_id: string, first_name: string, last_name: string, clock_in: string, clock_out: string | null }>, open_checks: Array<{ id: string, number: number, device: string, server: string, opened_at: string, total: number, business_date: string }> } | null, auto_close: { enabled: boolean, time: string | null, time_zone: string, next_run: string | null } } };

export type CloseDayMutationVariables = Exact<{
  id?: string | null | undefined;
  checks?: OpenChecksChoice | null | undefined;
}>;


export type CloseDayMutation = { closed: { id: string, business_date: string, closed_at: string, open_checks_choice: OpenChecksChoice | null, clocked_out: Array<{ id: string, employee_id: string, first_name: string, last_name: string, clock_in: string, clock_out: string | null }>, open_checks: Array<{ id: string, number: number, device: string, server: string, opened_at: string, total: number, business_date: string }> } };

export type CompensationFieldsFragment = { employee_id: string, first_name: string, last_name: string, nickname: string | null, status: string, salary_type: string, salary: number | null, pay_period: string, hours: number | null, jobs: Array<string> };

export type PayrollRuleFieldsFragment = { overtime_daily_hours: number, overtime_weekly_hours: number, overtime_multiplier: number, week_start: string, time_zone: string };

export type CompensationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompensationsQuery = { compensations: Array<{ employee_id: string, first_name: string, last_name: string, nickname: string | null, status: string, salary_type: string, salary: number | null, pay_period: string, hours: number | null, jobs: Array<string> }> };

export type SetCompensationMutationVariables = Exact<{
  employee_id: string;
  salary_type: string;
  salary?: number | null | undefined;
  pay_period: string;
  hours?: number | null | undefined;
}>;


export type SetCompensationMutation = { setCompensation: { employee_id: string, first_name: string, last_name: string, nickname: string | null, status: string, salary_type: string, salary: number | null, pay_period: string, hours: number | null, jobs: Array<string> } };

export type PayrollRuleQueryVariables = Exact<{ [key: string]: never; }>;


export type PayrollRuleQuery = { payrollRule: { today: string, rule: { overtime_daily_hours: number, overtime_weekly_hours: number, overtime_multiplier: number, week_start: string, time_zone: string } } };

export type PayrollQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type PayrollQuery = { payroll: { from: string, to: string, rule: { overtime_daily_hours: number, overtime_weekly_hours: number, overtime_multiplier: number, week_start: string, time_zone: string }, employees: Array<{ employee_id: string, name: string, first_name: string, last_name: string, salary_type: string, pay_period: string, rate: number, rate_from: string, hours: number, regular_hours: number, overtime_hours: number, regular_pay: number, overtime_pay: number, total: number, open_cards: number }>, totals: { hours: number, regular_hours: number, overtime_hours: number, regular_pay: number, overtime_pay: number, total: number, open_cards: number } } };

export type SavedZoneFragment = { id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null };

export type SavedDeliverySettingsFragment = { type: DeliveryZoneType, latitude: number | null, longitude: number | null, tile_url: string, unit: DistanceUnit, limits: { maxZones: number, maxPoints: number }, distance_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }>, map_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }> };

export type DeliverySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliverySettingsQuery = { s: { type: DeliveryZoneType, latitude: number | null, longitude: number | null, tile_url: string, unit: DistanceUnit, limits: { maxZones: number, maxPoints: number }, distance_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }>, map_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }> } };

export type SaveDeliverySettingsMutationVariables = Exact<{
  settings: DeliverySettingsInput;
}>;


export type SaveDeliverySettingsMutation = { s: { type: DeliveryZoneType, latitude: number | null, longitude: number | null, tile_url: string, unit: DistanceUnit, limits: { maxZones: number, maxPoints: number }, distance_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }>, map_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }> } };

export type SaveDeliveryZoneTypeMutationVariables = Exact<{
  type: DeliveryZoneType;
}>;


export type SaveDeliveryZoneTypeMutation = { s: { type: DeliveryZoneType, latitude: number | null, longitude: number | null, tile_url: string, unit: DistanceUnit, limits: { maxZones: number, maxPoints: number }, distance_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }>, map_zones: Array<{ id: string, name: string, fee: number, distance: number | null, color: string | null, polygon: Array<{ lat: number, lng: number }> | null }> } };

export type OnlineFiguresFragment = { from: string, to: string, orders: number, sales: number, averageTicket: number };

export type EcommerceDashboardQueryVariables = Exact<{
  preset?: string | null | undefined;
}>;


export type EcommerceDashboardQuery = { ecommerceDashboard: { preset: string | null, today: { from: string, to: string, orders: number, sales: number, averageTicket: number }, yesterday: { from: string, to: string, orders: number, sales: number, averageTicket: number }, period: { from: string, to: string, orders: number, sales: number, averageTicket: number }, previous: { from: string, to: string, orders: number, sales: number, averageTicket: number }, days: Array<{ date: string, orders: number, sales: number, averageTicket: number }>, hours: Array<{ hour: number, orders: number, sales: number, averageTicket: number }>, orderTypes: Array<{ orderType: string, orders: number, sales: number, averageTicket: number }> } };

export type FloorAreaFieldsFragment = { id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> };

export type FloorLayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type FloorLayoutQuery = { floor: { areas: Array<{ id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> }>, limits: { floorWidth: number, floorHeight: number, minSize: number, maxSize: number, minSeats: number, maxSeats: number, maxTables: number, maxTableName: number, maxAreaName: number } } };

export type SaveFloorTablesMutationVariables = Exact<{
  area: string;
  tables: Array<FloorTableInput> | FloorTableInput;
}>;


export type SaveFloorTablesMutation = { area: { id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> } };

export type CreateFloorAreaMutationVariables = Exact<{
  name: string;
}>;


export type CreateFloorAreaMutation = { area: { id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> } };

export type RenameFloorAreaMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type RenameFloorAreaMutation = { area: { id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> } };

export type SetFloorAreaStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;


export type SetFloorAreaStatusMutation = { area: { id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> } };

export type ReorderFloorAreasMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ReorderFloorAreasMutation = { areas: Array<{ id: string, name: string, status: string, position: number, tables: Array<{ id: string, name: string, shape: string, x: number, y: number, width: number, height: number, rotation: number, seats: number, color: string, busy: boolean }> }> };

export type DeleteFloorAreaMutationVariables = Exact<{
  id: string;
}>;


export type DeleteFloorAreaMutation = { id: string };

export type ResetFloorTableMutationVariables = Exact<{
  id: string;
}>;


export type ResetFloorTableMutation = { table: { id: string } };

export type SendSmtpTestEmailMutationVariables = Exact<{
  id: string;
  to: string;
  language?: string | null | undefined;
}>;


export type SendSmtpTestEmailMutation = { sendSmtpTestEmail: { to: string, response: string } };

export type InvoiceFieldsFragment = { id: string, kind: string, number: string, status: string, issued_on: string, amount: number, billing_cycle: string | null, period_start: string | null, period_end: string | null, vendor_id: string | null, vendor_name: string | null, paid_out_id: string | null, paid_out_reason: string | null, document_id: string | null, document_type: string | null, paid_at: string | null, created_at: string };

export type InvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  sortField?: string | null | undefined;
  sortOrder?: string | null | undefined;
}>;


export type InvoicesQuery = { invoices: { total: number, items: Array<{ id: string, kind: string, number: string, status: string, issued_on: string, amount: number, billing_cycle: string | null, period_start: string | null, period_end: string | null, vendor_id: string | null, vendor_name: string | null, paid_out_id: string | null, paid_out_reason: string | null, document_id: string | null, document_type: string | null, paid_at: string | null, created_at: string }> } };

export type InvoiceQueryVariables = Exact<{
  id: string;
}>;


export type InvoiceQuery = { invoice: { id: string, kind: string, number: string, status: string, issued_on: string, amount: number, billing_cycle: string | null, period_start: string | null, period_end: string | null, vendor_id: string | null, vendor_name: string | null, paid_out_id: string | null, paid_out_reason: string | null, document_id: string | null, document_type: string | null, paid_at: string | null, created_at: string } | null };

export type InvoicePdfQueryVariables = Exact<{
  id: string;
  language?: string | null | undefined;
}>;


export type InvoicePdfQuery = { invoicePdf: { filename: string, base64: string } };

export type InvoiceChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceChoicesQuery = { invoiceChoices: { billingCycle: string, fee: number, trialDays: number, vendors: Array<{ id: string, name: string }>, paidOuts: Array<{ id: string, reason: string }> } };

export type CreateVendorInvoiceMutationVariables = Exact<{
  input: VendorInvoiceInput;
}>;


export type CreateVendorInvoiceMutation = { createVendorInvoice: { id: string, kind: string, number: string, status: string, issued_on: string, amount: number, billing_cycle: string | null, period_start: string | null, period_end: string | null, vendor_id: string | null, vendor_name: string | null, paid_out_id: string | null, paid_out_reason: string | null, document_id: string | null, document_type: string | null, paid_at: string | null, created_at: string } };

export type SetInvoicePaidMutationVariables = Exact<{
  id: string;
  paid: boolean;
}>;


export type SetInvoicePaidMutation = { setInvoicePaid: { id: string, kind: string, number: string, status: string, issued_on: string, amount: number, billing_cycle: string | null, period_start: string | null, period_end: string | null, vendor_id: string | null, vendor_name: string | null, paid_out_id: string | null, paid_out_reason: string | null, document_id: string | null, document_type: string | null, paid_at: string | null, created_at: string } };

export type CampaignProgressQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type CampaignProgressQuery = { campaignProgress: Array<{ id: string, state: string, total: number, queued: number, sent: number, failed: number, unsubscribed: number }> };

export type SendCampaignMutationVariables = Exact<{
  id: string;
}>;


export type SendCampaignMutation = { sendCampaign: { id: string, state: string } };

export type DeactivateCampaignMutationVariables = Exact<{
  id: string;
}>;


export type DeactivateCampaignMutation = { deactivateCampaign: { id: string, state: string } };

export type StoreLogoQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreLogoQuery = { storeLogo: { url: string, path: string, width: number, height: number } | null };

export type OloMenuBuilderFieldsFragment = { saved: boolean, categories: Array<{ id: string, name: string, items: Array<{ id: string, name: string, olo_name: string | null, online_sale: boolean, image_id: string | null, price: number | null }> }> };

export type OloMenuBuilderQueryVariables = Exact<{ [key: string]: never; }>;


export type OloMenuBuilderQuery = { layout: { saved: boolean, categories: Array<{ id: string, name: string, items: Array<{ id: string, name: string, olo_name: string | null, online_sale: boolean, image_id: string | null, price: number | null }> }> } };

export type SaveOloMenuMutationVariables = Exact<{
  layout: OloMenuInput;
}>;


export type SaveOloMenuMutation = { layout: { saved: boolean, categories: Array<{ id: string, name: string, items: Array<{ id: string, name: string, olo_name: string | null, online_sale: boolean, image_id: string | null, price: number | null }> }> } };

export type PosLayoutFieldsFragment = { columns: number, saved: boolean, limits: { minColumns: number, maxColumns: number, maxTabs: number, maxButtons: number }, tabs: Array<{ category_id: string, buttons: Array<{ menu_item_id: string }> }> };

export type PosMenuLayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type PosMenuLayoutQuery = { layout: { columns: number, saved: boolean, limits: { minColumns: number, maxColumns: number, maxTabs: number, maxButtons: number }, tabs: Array<{ category_id: string, buttons: Array<{ menu_item_id: string }> }> } };

export type SavePosMenuLayoutMutationVariables = Exact<{
  layout: PosMenuLayoutInput;
}>;


export type SavePosMenuLayoutMutation = { layout: { columns: number, saved: boolean, limits: { minColumns: number, maxColumns: number, maxTabs: number, maxButtons: number }, tabs: Array<{ category_id: string, buttons: Array<{ menu_item_id: string }> }> } };

export type OrderMonitorQueryVariables = Exact<{
  hours?: number | null | undefined;
}>;


export type OrderMonitorQuery = { monitor: { hours: number, default_hours: number, since: string, online_hidden: number, checks: Array<{ id: string, number: number, opened_at: string, closed_at: string | null, status: string, order_type_id: string, order_type_name: string, table_name: string | null, server_name: string, source: string, guests: number, item_count: number, total: number, paid: number, online_status: string | null, marked_ready_at: string | null, guest_name: string | null, guest_phone: string | null, delivery_address: string | null }> } };

export type MarkOnlineOrderMutationVariables = Exact<{
  check_id: string;
  status: string;
}>;


export type MarkOnlineOrderMutation = { progress: { check_id: string, number: number, status: string, at: string } };

export type OrderTrackerSettingsFieldsFragment = { title: string, icon: string, background: string, alignment: OrderTrackerAlignment, image_id: string | null, days: Array<string>, from: string, to: string, columns: Array<{ status: string, title: string, shown: boolean }> };

export type OrderTrackerSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderTrackerSettingsQuery = { orderTrackerPath: string, orderTrackerSettings: { title: string, icon: string, background: string, alignment: OrderTrackerAlignment, image_id: string | null, days: Array<string>, from: string, to: string, columns: Array<{ status: string, title: string, shown: boolean }> } };

export type SaveOrderTrackerSettingsMutationVariables = Exact<{
  input: OrderTrackerSettingsInput;
}>;


export type SaveOrderTrackerSettingsMutation = { saveOrderTrackerSettings: { title: string, icon: string, background: string, alignment: OrderTrackerAlignment, image_id: string | null, days: Array<string>, from: string, to: string, columns: Array<{ status: string, title: string, shown: boolean }> } };

export type LoyaltyMembersQueryVariables = Exact<{
  q?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  sortField?: string | null | undefined;
}>;


export type LoyaltyMembersQuery = { loyaltyMembers: { total: number, plan_name: string | null, members: Array<{ customer_id: string, name: string, phone: string | null, email: string | null, points: number, next_reward: { name: string, points: number, missing: number } | null }> } };

export type ReceiptLayoutFieldsFragment = { header: string, footer: string, copies: number, saved: boolean, logo: { width: number, height: number, bits: string } | null, fields: Array<{ field: string, shown: boolean }>, store: { name: string, phone: string | null, website: string | null, currency_symbol: string, date_format: string, hour_format: string, time_zone: string | null } };

export type ReceiptLayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiptLayoutQuery = { layout: { header: string, footer: string, copies: number, saved: boolean, logo: { width: number, height: number, bits: string } | null, fields: Array<{ field: string, shown: boolean }>, store: { name: string, phone: string | null, website: string | null, currency_symbol: string, date_format: string, hour_format: string, time_zone: string | null } } };

export type SaveReceiptLayoutMutationVariables = Exact<{
  layout: ReceiptLayoutInput;
}>;


export type SaveReceiptLayoutMutation = { layout: { header: string, footer: string, copies: number, saved: boolean, logo: { width: number, height: number, bits: string } | null, fields: Array<{ field: string, shown: boolean }>, store: { name: string, phone: string | null, website: string | null, currency_symbol: string, date_format: string, hour_format: string, time_zone: string | null } } };

export type SurveySettingsFieldsFragment = { rating_by_product: boolean, email_delay: number, email_delay_unit: string, min_likes: number, max_items_per_category: number, coupon_id: string | null, title: string, questions: Array<{ key: string, text: string, enabled: boolean }> };

export type SurveySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SurveySettingsQuery = { surveySettings: { rating_by_product: boolean, email_delay: number, email_delay_unit: string, min_likes: number, max_items_per_category: number, coupon_id: string | null, title: string, questions: Array<{ key: string, text: string, enabled: boolean }> } };

export type SaveSurveySettingsMutationVariables = Exact<{
  input: SurveySettingsInput;
}>;


export type SaveSurveySettingsMutation = { saveSurveySettings: { rating_by_product: boolean, email_delay: number, email_delay_unit: string, min_likes: number, max_items_per_category: number, coupon_id: string | null, title: string, questions: Array<{ key: string, text: string, enabled: boolean }> } };

export type SurveyResultsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SurveyResultsQuery = { surveyResults: { answers: number, waiting_time: number | null, food_quality: number | null, service: number | null, recommend: number | null, item_review: number | null, item_ratings: number, comments: Array<{ answered_at: string, review_comment: string | null, other_comments: string | null }> } };

export type TimeCardFieldsFragment = { id: string, employee_id: string, first_name: string, last_name: string, working_day_id: string, business_date: string, working_day_status: string, clock_in: string, clock_out: string | null, worked_minutes: number, hours: number, breaks: Array<{ break_in: string, break_out: string, minutes: number }> };

export type TimeCardsQueryVariables = Exact<{
  from: string;
  to: string;
  employee_id?: string | null | undefined;
}>;


export type TimeCardsQuery = { timeCards: { worked_minutes: number, hours: number, time_zone: string, now: string, cards: Array<{ id: string, employee_id: string, first_name: string, last_name: string, working_day_id: string, business_date: string, working_day_status: string, clock_in: string, clock_out: string | null, worked_minutes: number, hours: number, breaks: Array<{ break_in: string, break_out: string, minutes: number }> }>, totals: Array<{ employee_id: string, first_name: string, last_name: string, cards: number, worked_minutes: number, hours: number }> } };

export type TimeCardEmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeCardEmployeesQuery = { timeCardEmployees: Array<{ id: string, first_name: string, last_name: string, status: string }> };

export type TimeCardContextQueryVariables = Exact<{
  d: string;
  e?: string | null | undefined;
  x?: string | null | undefined;
}>;


export type TimeCardContextQuery = { timeCardContext: { opening_at: string | null, opening_hour: string | null, time_zone: string, now: string, working_days: Array<{ id: string, business_date: string, status: string, opened_at: string, closed_at: string | null, previous_close: string | null }>, cards: Array<{ id: string, clock_in: string, clock_out: string | null }> } };

export type CreateWorkingDayMutationVariables = Exact<{
  d: string;
}>;


export type CreateWorkingDayMutation = { createWorkingDay: { id: string, business_date: string, status: string, opened_at: string, closed_at: string | null } };

export type UpdateTimeCardMutationVariables = Exact<{
  id: string;
  employee_id?: string | null | undefined;
  business_date?: string | null | undefined;
  clock_in?: string | null | undefined;
  clock_out?: string | null | undefined;
  breaks?: Array<TimeCardBreakInput> | TimeCardBreakInput | null | undefined;
}>;


export type UpdateTimeCardMutation = { updateTimeCard: { id: string, employee_id: string, first_name: string, last_name: string, working_day_id: string, business_date: string, working_day_status: string, clock_in: string, clock_out: string | null, worked_minutes: number, hours: number, breaks: Array<{ break_in: string, break_out: string, minutes: number }> } };

export type CreateTimeCardMutationVariables = Exact<{
  employee_id?: string | null | undefined;
  business_date?: string | null | undefined;
  clock_in?: string | null | undefined;
  clock_out?: string | null | undefined;
  breaks?: Array<TimeCardBreakInput> | TimeCardBreakInput | null | undefined;
}>;


export type CreateTimeCardMutation = { createTimeCard: { id: string, employee_id: string, first_name: string, last_name: string, working_day_id: string, business_date: string, working_day_status: string, clock_in: string, clock_out: string | null, worked_minutes: number, hours: number, breaks: Array<{ break_in: string, break_out: string, minutes: number }> } };

export type DeleteTimeCardMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTimeCardMutation = { deleteTimeCard: string };

export type CheckDetailFieldsFragment = { id: string, number: number, business_date: string, opened_at: string, closed_at: string | null, order_type_name: string, server_name: string, status: string, subtotal: number, discount: number, tax: number, tip: number, gratuity: number, delivery_fee: number, total: number, can_void: boolean, can_refund: boolean, is_manager: boolean, items: Array<{ id: string, line: number, name: string, quantity: number, gross: number, discount: number, tax: number, voided: boolean, void_reason_name: string | null, modifiers: Array<{ name: string, quantity: number, price: number }> }>, payments: Array<{ id: string, payment_name: string, amount: number, tip: number, change: number, card_last_four: string | null, refunded: number, left: number }>, refunds: Array<{ id: string, payment_name: string, amount: number, reason: string, employee: string | null }> };

export type CheckDetailQueryVariables = Exact<{
  id: string;
}>;


export type CheckDetailQuery = { checkDetail: { id: string, number: number, business_date: string, opened_at: string, closed_at: string | null, order_type_name: string, server_name: string, status: string, subtotal: number, discount: number, tax: number, tip: number, gratuity: number, delivery_fee: number, total: number, can_void: boolean, can_refund: boolean, is_manager: boolean, items: Array<{ id: string, line: number, name: string, quantity: number, gross: number, discount: number, tax: number, voided: boolean, void_reason_name: string | null, modifiers: Array<{ name: string, quantity: number, price: number }> }>, payments: Array<{ id: string, payment_name: string, amount: number, tip: number, change: number, card_last_four: string | null, refunded: number, left: number }>, refunds: Array<{ id: string, payment_name: string, amount: number, reason: string, employee: string | null }> } };

export type CheckVoidReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckVoidReasonsQuery = { checkVoidReasons: Array<{ id: string, name: string, manager_approval: boolean }> };

export type RefundPaymentMutationVariables = Exact<{
  id: string;
  amount?: number | null | undefined;
  reason?: string | null | undefined;
  pin?: string | null | undefined;
}>;


export type RefundPaymentMutation = { refundPayment: { id: string, number: number, business_date: string, opened_at: string, closed_at: string | null, order_type_name: string, server_name: string, status: string, subtotal: number, discount: number, tax: number, tip: number, gratuity: number, delivery_fee: number, total: number, can_void: boolean, can_refund: boolean, is_manager: boolean, items: Array<{ id: string, line: number, name: string, quantity: number, gross: number, discount: number, tax: number, voided: boolean, void_reason_name: string | null, modifiers: Array<{ name: string, quantity: number, price: number }> }>, payments: Array<{ id: string, payment_name: string, amount: number, tip: number, change: number, card_last_four: string | null, refunded: number, left: number }>, refunds: Array<{ id: string, payment_name: string, amount: number, reason: string, employee: string | null }> } };

export type VoidCheckItemMutationVariables = Exact<{
  id: string;
  line: number;
  reason: string;
  pin?: string | null | undefined;
}>;


export type VoidCheckItemMutation = { voidCheckItem: { id: string, number: number, business_date: string, opened_at: string, closed_at: string | null, order_type_name: string, server_name: string, status: string, subtotal: number, discount: number, tax: number, tip: number, gratuity: number, delivery_fee: number, total: number, can_void: boolean, can_refund: boolean, is_manager: boolean, items: Array<{ id: string, line: number, name: string, quantity: number, gross: number, discount: number, tax: number, voided: boolean, void_reason_name: string | null, modifiers: Array<{ name: string, quantity: number, price: number }> }>, payments: Array<{ id: string, payment_name: string, amount: number, tip: number, change: number, card_last_four: string | null, refunded: number, left: number }>, refunds: Array<{ id: string, payment_name: string, amount: number, reason: string, employee: string | null }> } };

export type VoidCheckMutationVariables = Exact<{
  id: string;
  reason: string;
  pin?: string | null | undefined;
}>;


export type VoidCheckMutation = { voidCheck: { id: string, number: number, business_date: string, opened_at: string, closed_at: string | null, order_type_name: string, server_name: string, status: string, subtotal: number, discount: number, tax: number, tip: number, gratuity: number, delivery_fee: number, total: number, can_void: boolean, can_refund: boolean, is_manager: boolean, items: Array<{ id: string, line: number, name: string, quantity: number, gross: number, discount: number, tax: number, voided: boolean, void_reason_name: string | null, modifiers: Array<{ name: string, quantity: number, price: number }> }>, payments: Array<{ id: string, payment_name: string, amount: number, tip: number, change: number, card_last_four: string | null, refunded: number, left: number }>, refunds: Array<{ id: string, payment_name: string, amount: number, reason: string, employee: string | null }> } };

export type ReportQueryVariables = Exact<{
  code: string;
  from: string;
  to: string;
  filters?: ReportFilters | null | undefined;
  compare?: boolean | null | undefined;
  preset?: string | null | undefined;
  page?: ReportPage | null | undefined;
  stores?: Array<string> | string | null | undefined;
}>;


export type ReportQuery = { report: { code: string, from: string, to: string, count: number | null, totals: Array<string | null> | null, leftOut: Array<string> | null, columns: Array<{ key: string, kind: string, title: string | null }>, rows: Array<{ id: string | null, cells: Array<string | null>, unit: string | null, group: string | null }>, chart: { labels: Array<string>, series: Array<{ key: string, label: string, unit: string, column: string | null, values: Array<number> }> } | null, previous: { from: string, to: string, totals: Array<string | null> | null, rows: Array<{ cells: Array<string | null>, unit: string | null, group: string | null }> } | null, stores: Array<{ id: string, name: string, from: string | null, to: string | null }> | null } };

export type ReportStoresQueryVariables = Exact<{
  code: string;
}>;


export type ReportStoresQuery = { reportStores: Array<{ id: string, name: string }> };

export type ReportFilterChoicesQueryVariables = Exact<{
  code: string;
}>;


export type ReportFilterChoicesQuery = { reportFilterChoices: Array<{ filter: string, choices: Array<{ id: string, name: string }> }> };

export type ReportFilterSearchQueryVariables = Exact<{
  code: string;
  filter: string;
  q?: string | null | undefined;
  id?: string | null | undefined;
}>;


export type ReportFilterSearchQuery = { reportFilterSearch: Array<{ id: string, name: string }> };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enrolled: boolean, required: boolean, recoveryCodesLeft: number, since: string | null } };

export type StartTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorMutation = { startTwoFactor: { secret: string, qr: string } };

export type ConfirmTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorMutation = { confirmTwoFactor: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  key: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: { enrolled: boolean, required: boolean, recoveryCodesLeft: number, since: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export { HouseAccountMovementRowFragmentDoc } from './graphql-doc-entities-customer.js';
export { GiftCardTransactionRowFragmentDoc } from './graphql-doc-entities-gift-card.js';
export { MenuPublishPlanFieldsFragmentDoc } from './graphql-doc-entities-menu-item-publishing-menu-publishing.js';
export { DashboardFiguresFragmentDoc } from './graphql-doc-pages-analytics-analytics.js';
export { RatedItemFragmentDoc } from './graphql-doc-pages-analytics-analytics.js';
export { CloseDayCardFragmentDoc } from './graphql-doc-pages-close-day-close-day.js';
export { CloseDayOpenCheckFragmentDoc } from './graphql-doc-pages-close-day-close-day.js';
export { CompensationFieldsFragmentDoc } from './graphql-doc-pages-compensation-compensation.js';
export { PayrollRuleFieldsFragmentDoc } from './graphql-doc-pages-compensation-compensation.js';
export { SavedZoneFragmentDoc } from './graphql-doc-pages-delivery-zones-delivery-zones.js';
export { SavedDeliverySettingsFragmentDoc } from './graphql-doc-pages-delivery-zones-delivery-zones.js';
export { OnlineFiguresFragmentDoc } from './graphql-doc-pages-ecommerce-ecommerce.js';
export { FloorAreaFieldsFragmentDoc } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { InvoiceFieldsFragmentDoc } from './graphql-doc-pages-invoices-invoices.js';
export { OloMenuBuilderFieldsFragmentDoc } from './graphql-doc-pages-menu-builder-olo-menu-builder-olo.js';
export { PosLayoutFieldsFragmentDoc } from './graphql-doc-pages-menu-builder-pos-menu-builder-pos.js';
export { OrderTrackerSettingsFieldsFragmentDoc } from './graphql-doc-pages-order-tracker-settings-order-tracker-settings.js';
export { ReceiptLayoutFieldsFragmentDoc } from './graphql-doc-pages-receipt-builder-receipt-builder.js';
export { SurveySettingsFieldsFragmentDoc } from './graphql-doc-pages-survey-settings-survey-settings.js';
export { TimeCardFieldsFragmentDoc } from './graphql-doc-pages-time-cards-time-cards.js';
export { CheckDetailFieldsFragmentDoc } from './graphql-doc-reports-check-dialog.js';
export { CustomerHouseAccountDocument } from './graphql-doc-entities-customer.js';
export { RecordHouseAccountMovementDocument } from './graphql-doc-entities-customer.js';
export { CustomerChecksDocument } from './graphql-doc-entities-customer.js';
export { CustomerGiftCardsDocument } from './graphql-doc-entities-customer.js';
export { CustomerLoyaltyDocument } from './graphql-doc-entities-customer-loyalty.js';
export { AdjustLoyaltyPointsDocument } from './graphql-doc-entities-customer-loyalty.js';
export { TransferOwnershipDocument } from './graphql-doc-entities-employee-transfer-ownership.js';
export { GiftCardTransactionsDocument } from './graphql-doc-entities-gift-card.js';
export { RecordGiftCardTransactionDocument } from './graphql-doc-entities-gift-card.js';
export { PrintKitchenPrinterTestPageDocument } from './graphql-doc-entities-kitchen-printer.js';
export { PrintKitchenPrinterSampleReceiptDocument } from './graphql-doc-entities-kitchen-printer.js';
export { MenuPublishRecordsDocument } from './graphql-doc-entities-menu-item-publishing-menu-publishing.js';
export { MenuPublishStoresDocument } from './graphql-doc-entities-menu-item-publishing-menu-publishing.js';
export { MenuPublishPreviewDocument } from './graphql-doc-entities-menu-item-publishing-menu-publishing.js';
export { PublishMenuDocument } from './graphql-doc-entities-menu-item-publishing-menu-publishing.js';
export { SegmentCountDocument } from './graphql-doc-entities-segment.js';
export { SegmentCampaignsDocument } from './graphql-doc-entities-segment.js';
export { ResetSessionsDocument } from './graphql-doc-layout-session.js';
export { VersionStoreDocument } from './graphql-doc-layout-session.js';
export { StarredPagesDocument } from './graphql-doc-layout-starred.js';
export { StarPageDocument } from './graphql-doc-layout-starred.js';
export { UnstarPageDocument } from './graphql-doc-layout-starred.js';
export { ReorderStarredPagesDocument } from './graphql-doc-layout-starred.js';
export { DashboardDocument } from './graphql-doc-pages-analytics-analytics.js';
export { DashboardStoresDocument } from './graphql-doc-pages-analytics-analytics.js';
export { CloseDayStatusDocument } from './graphql-doc-pages-close-day-close-day.js';
export { CloseDayDocument } from './graphql-doc-pages-close-day-close-day.js';
export { CompensationsDocument } from './graphql-doc-pages-compensation-compensation.js';
export { SetCompensationDocument } from './graphql-doc-pages-compensation-compensation.js';
export { PayrollRuleDocument } from './graphql-doc-pages-compensation-compensation.js';
export { PayrollDocument } from './graphql-doc-pages-compensation-compensation.js';
export { DeliverySettingsDocument } from './graphql-doc-pages-delivery-zones-delivery-zones.js';
export { SaveDeliverySettingsDocument } from './graphql-doc-pages-delivery-zones-delivery-zones.js';
export { SaveDeliveryZoneTypeDocument } from './graphql-doc-pages-delivery-zones-delivery-zones.js';
export { EcommerceDashboardDocument } from './graphql-doc-pages-ecommerce-ecommerce.js';
export { FloorLayoutDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { SaveFloorTablesDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { CreateFloorAreaDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { RenameFloorAreaDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { SetFloorAreaStatusDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { ReorderFloorAreasDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { DeleteFloorAreaDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { ResetFloorTableDocument } from './graphql-doc-pages-floor-layout-floor-layout.js';
export { SendSmtpTestEmailDocument } from './graphql-doc-pages-general-settings-general-settings.js';
export { InvoicesDocument } from './graphql-doc-pages-invoices-invoices.js';
export { InvoiceDocument } from './graphql-doc-pages-invoices-invoices.js';
export { InvoicePdfDocument } from './graphql-doc-pages-invoices-invoices.js';
export { InvoiceChoicesDocument } from './graphql-doc-pages-invoices-invoices.js';
export { CreateVendorInvoiceDocument } from './graphql-doc-pages-invoices-invoices.js';
export { SetInvoicePaidDocument } from './graphql-doc-pages-invoices-invoices.js';
export { CampaignProgressDocument } from './graphql-doc-pages-marketing-campaigns-campaigns.js';
export { SendCampaignDocument } from './graphql-doc-pages-marketing-campaigns-campaigns.js';
export { DeactivateCampaignDocument } from './graphql-doc-pages-marketing-campaigns-campaigns.js';
export { StoreLogoDocument } from './graphql-doc-pages-marketing-campaigns-campaigns.js';
export { OloMenuBuilderDocument } from './graphql-doc-pages-menu-builder-olo-menu-builder-olo.js';
export { SaveOloMenuDocument } from './graphql-doc-pages-menu-builder-olo-menu-builder-olo.js';
export { PosMenuLayoutDocument } from './graphql-doc-pages-menu-builder-pos-menu-builder-pos.js';
export { SavePosMenuLayoutDocument } from './graphql-doc-pages-menu-builder-pos-menu-builder-pos.js';
export { OrderMonitorDocument } from './graphql-doc-pages-order-monitor-order-monitor.js';
export { MarkOnlineOrderDocument } from './graphql-doc-pages-order-monitor-order-monitor.js';
export { OrderTrackerSettingsDocument } from './graphql-doc-pages-order-tracker-settings-order-tracker-settings.js';
export { SaveOrderTrackerSettingsDocument } from './graphql-doc-pages-order-tracker-settings-order-tracker-settings.js';
export { LoyaltyMembersDocument } from './graphql-doc-pages-perks-members-perks-members.js';
export { ReceiptLayoutDocument } from './graphql-doc-pages-receipt-builder-receipt-builder.js';
export { SaveReceiptLayoutDocument } from './graphql-doc-pages-receipt-builder-receipt-builder.js';
export { SurveySettingsDocument } from './graphql-doc-pages-survey-settings-survey-settings.js';
export { SaveSurveySettingsDocument } from './graphql-doc-pages-survey-settings-survey-settings.js';
export { SurveyResultsDocument } from './graphql-doc-pages-survey-settings-survey-settings.js';
export { TimeCardsDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { TimeCardEmployeesDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { TimeCardContextDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { CreateWorkingDayDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { UpdateTimeCardDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { CreateTimeCardDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { DeleteTimeCardDocument } from './graphql-doc-pages-time-cards-time-cards.js';
export { CheckDetailDocument } from './graphql-doc-reports-check-dialog.js';
export { CheckVoidReasonsDocument } from './graphql-doc-reports-check-dialog.js';
export { RefundPaymentDocument } from './graphql-doc-reports-check-dialog.js';
export { VoidCheckItemDocument } from './graphql-doc-reports-check-dialog.js';
export { VoidCheckDocument } from './graphql-doc-reports-check-dialog.js';
export { ReportDocument } from './graphql-doc-reports-reports.js';
export { ReportStoresDocument } from './graphql-doc-reports-reports.js';
export { ReportFilterChoicesDocument } from './graphql-doc-reports-reports.js';
export { ReportFilterSearchDocument } from './graphql-doc-reports-reports.js';
export { TwoFactorStatusDocument } from './graphql-doc-two-factor-two-factor.js';
export { StartTwoFactorDocument } from './graphql-doc-two-factor-two-factor.js';
export { ConfirmTwoFactorDocument } from './graphql-doc-two-factor-two-factor.js';
export { DisableTwoFactorDocument } from './graphql-doc-two-factor-two-factor.js';
