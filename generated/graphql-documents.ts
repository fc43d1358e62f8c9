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
}>;


export type ReportQuery = { report: { code: string, from: string, to: string, count: number | null, totals: Array<string | null> | null, columns: Array<{ key: string, kind: string }>, rows: Array<{ id: string | null, cells: Array<string | null>, unit: string | null, group: string | null }>, chart: { labels: Array<string>, series: Array<{ key: string, label: string, unit: string, column: string | null, values: Array<number> }> } | null, previous: { from: string, to: string, totals: Array<string | null> | null, rows: Array<{ cells: Array<string | null>, unit: string | null, group: string | null }> } | null } };

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
export const HouseAccountMovementRowFragmentDoc = new TypedDocumentString(`
    fragment HouseAccountMovementRow on HouseAccountMovement {
  id
  kind
  amount
  reason
  user_name
  at
}
    `, {"fragmentName":"HouseAccountMovementRow"}) as unknown as TypedDocumentString<HouseAccountMovementRowFragment, unknown>;
export const GiftCardTransactionRowFragmentDoc = new TypedDocumentString(`
    fragment GiftCardTransactionRow on GiftCardTransaction {
  id
  kind
  amount
  reason
  user_name
  at
}
    `, {"fragmentName":"GiftCardTransactionRow"}) as unknown as TypedDocumentString<GiftCardTransactionRowFragment, unknown>;
export const DashboardFiguresFragmentDoc = new TypedDocumentString(`
    fragment DashboardFigures on DashboardFigures {
  from
  to
  netSales
  checks
  averageTicket
  guests
  laborCost
  laborShare
}
    `, {"fragmentName":"DashboardFigures"}) as unknown as TypedDocumentString<DashboardFiguresFragment, unknown>;
export const RatedItemFragmentDoc = new TypedDocumentString(`
    fragment RatedItem on RatedItem {
  menuItem
  ratings
  average
}
    `, {"fragmentName":"RatedItem"}) as unknown as TypedDocumentString<RatedItemFragment, unknown>;
export const CloseDayCardFragmentDoc = new TypedDocumentString(`
    fragment CloseDayCard on CloseDayTimeCard {
  id
  employee_id
  first_name
  last_name
  clock_in
  clock_out
}
    `, {"fragmentName":"CloseDayCard"}) as unknown as TypedDocumentString<CloseDayCardFragment, unknown>;
export const CloseDayOpenCheckFragmentDoc = new TypedDocumentString(`
    fragment CloseDayOpenCheck on CloseDayCheck {
  id
  number
  device
  server
  opened_at
  total
  business_date
}
    `, {"fragmentName":"CloseDayOpenCheck"}) as unknown as TypedDocumentString<CloseDayOpenCheckFragment, unknown>;
export const CompensationFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompensationFields on Compensation {
  employee_id
  first_name
  last_name
  nickname
  status
  salary_type
  salary
  pay_period
  hours
  jobs
}
    `, {"fragmentName":"CompensationFields"}) as unknown as TypedDocumentString<CompensationFieldsFragment, unknown>;
export const PayrollRuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayrollRuleFields on PayrollRule {
  overtime_daily_hours
  overtime_weekly_hours
  overtime_multiplier
  week_start
  time_zone
}
    `, {"fragmentName":"PayrollRuleFields"}) as unknown as TypedDocumentString<PayrollRuleFieldsFragment, unknown>;
export const SavedZoneFragmentDoc = new TypedDocumentString(`
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
    `, {"fragmentName":"SavedZone"}) as unknown as TypedDocumentString<SavedZoneFragment, unknown>;
export const SavedDeliverySettingsFragmentDoc = new TypedDocumentString(`
    fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}`, {"fragmentName":"SavedDeliverySettings"}) as unknown as TypedDocumentString<SavedDeliverySettingsFragment, unknown>;
export const OnlineFiguresFragmentDoc = new TypedDocumentString(`
    fragment OnlineFigures on OnlineFigures {
  from
  to
  orders
  sales
  averageTicket
}
    `, {"fragmentName":"OnlineFigures"}) as unknown as TypedDocumentString<OnlineFiguresFragment, unknown>;
export const FloorAreaFieldsFragmentDoc = new TypedDocumentString(`
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}
    `, {"fragmentName":"FloorAreaFields"}) as unknown as TypedDocumentString<FloorAreaFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}
    `, {"fragmentName":"InvoiceFields"}) as unknown as TypedDocumentString<InvoiceFieldsFragment, unknown>;
export const OloMenuBuilderFieldsFragmentDoc = new TypedDocumentString(`
    fragment OloMenuBuilderFields on OloMenuBuilder {
  saved
  categories {
    id
    name
    items {
      id
      name
      olo_name
      online_sale
      image_id
      price
    }
  }
}
    `, {"fragmentName":"OloMenuBuilderFields"}) as unknown as TypedDocumentString<OloMenuBuilderFieldsFragment, unknown>;
export const PosLayoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}
    `, {"fragmentName":"PosLayoutFields"}) as unknown as TypedDocumentString<PosLayoutFieldsFragment, unknown>;
export const OrderTrackerSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderTrackerSettingsFields on OrderTrackerSettings {
  title
  icon
  background
  alignment
  image_id
  columns {
    status
    title
    shown
  }
  days
  from
  to
}
    `, {"fragmentName":"OrderTrackerSettingsFields"}) as unknown as TypedDocumentString<OrderTrackerSettingsFieldsFragment, unknown>;
export const ReceiptLayoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReceiptLayoutFields on ReceiptLayout {
  header
  footer
  copies
  logo {
    width
    height
    bits
  }
  fields {
    field
    shown
  }
  saved
  store {
    name
    phone
    website
    currency_symbol
    date_format
    hour_format
    time_zone
  }
}
    `, {"fragmentName":"ReceiptLayoutFields"}) as unknown as TypedDocumentString<ReceiptLayoutFieldsFragment, unknown>;
export const SurveySettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SurveySettingsFields on SurveySettings {
  rating_by_product
  email_delay
  email_delay_unit
  min_likes
  max_items_per_category
  coupon_id
  title
  questions {
    key
    text
    enabled
  }
}
    `, {"fragmentName":"SurveySettingsFields"}) as unknown as TypedDocumentString<SurveySettingsFieldsFragment, unknown>;
export const TimeCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}
    `, {"fragmentName":"TimeCardFields"}) as unknown as TypedDocumentString<TimeCardFieldsFragment, unknown>;
export const CheckDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}
    `, {"fragmentName":"CheckDetailFields"}) as unknown as TypedDocumentString<CheckDetailFieldsFragment, unknown>;
export const CustomerHouseAccountDocument = new TypedDocumentString(`
    query CustomerHouseAccount($id: ID!) {
  Customer(id: $id) {
    movements {
      ...HouseAccountMovementRow
    }
  }
}
    fragment HouseAccountMovementRow on HouseAccountMovement {
  id
  kind
  amount
  reason
  user_name
  at
}`) as unknown as TypedDocumentString<CustomerHouseAccountQuery, CustomerHouseAccountQueryVariables>;
export const RecordHouseAccountMovementDocument = new TypedDocumentString(`
    mutation RecordHouseAccountMovement($customer_id: ID!, $kind: String!, $amount: Float!, $reason: String) {
  recordHouseAccountMovement(
    customer_id: $customer_id
    kind: $kind
    amount: $amount
    reason: $reason
  ) {
    balance
  }
}
    `) as unknown as TypedDocumentString<RecordHouseAccountMovementMutation, RecordHouseAccountMovementMutationVariables>;
export const CustomerChecksDocument = new TypedDocumentString(`
    query CustomerChecks($customer_id: ID!) {
  rows: allChecks(
    perPage: 20
    sortField: "opened_at"
    sortOrder: "DESC"
    filter: {customer_id: $customer_id}
  ) {
    id
    number
    opened_at
    status
    total
  }
  meta: _allChecksMeta(filter: {customer_id: $customer_id}) {
    count
  }
}
    `) as unknown as TypedDocumentString<CustomerChecksQuery, CustomerChecksQueryVariables>;
export const CustomerGiftCardsDocument = new TypedDocumentString(`
    query CustomerGiftCards($customer_id: ID!) {
  rows: allGiftCards(
    perPage: 20
    sortField: "last_four"
    sortOrder: "ASC"
    filter: {customer_id: $customer_id}
  ) {
    id
    last_four
    state
    balance
  }
  meta: _allGiftCardsMeta(filter: {customer_id: $customer_id}) {
    count
  }
}
    `) as unknown as TypedDocumentString<CustomerGiftCardsQuery, CustomerGiftCardsQueryVariables>;
export const CustomerLoyaltyDocument = new TypedDocumentString(`
    query CustomerLoyalty($id: ID!) {
  loyaltyMember(customer_id: $id) {
    customer_id
    points
    next_reward {
      name
      points
      missing
    }
  }
  allLoyaltyMovements(filter: {customer_id: $id}, perPage: 50) {
    id
    kind
    points
    reason
    user_name
    at
  }
}
    `) as unknown as TypedDocumentString<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>;
export const AdjustLoyaltyPointsDocument = new TypedDocumentString(`
    mutation AdjustLoyaltyPoints($customer_id: ID!, $points: Int!, $reason: String!) {
  adjustLoyaltyPoints(customer_id: $customer_id, points: $points, reason: $reason) {
    customer_id
    name
    points
  }
}
    `) as unknown as TypedDocumentString<AdjustLoyaltyPointsMutation, AdjustLoyaltyPointsMutationVariables>;
export const TransferOwnershipDocument = new TypedDocumentString(`
    mutation TransferOwnership($e: ID!, $p: String!) {
  transferOwnership(employee_id: $e, password: $p)
}
    `) as unknown as TypedDocumentString<TransferOwnershipMutation, TransferOwnershipMutationVariables>;
export const GiftCardTransactionsDocument = new TypedDocumentString(`
    query GiftCardTransactions($id: ID!) {
  GiftCard(id: $id) {
    id
    balance
    transactions {
      ...GiftCardTransactionRow
    }
  }
}
    fragment GiftCardTransactionRow on GiftCardTransaction {
  id
  kind
  amount
  reason
  user_name
  at
}`) as unknown as TypedDocumentString<GiftCardTransactionsQuery, GiftCardTransactionsQueryVariables>;
export const RecordGiftCardTransactionDocument = new TypedDocumentString(`
    mutation RecordGiftCardTransaction($gift_card_id: ID!, $kind: String!, $amount: Float!, $reason: String) {
  recordGiftCardTransaction(
    gift_card_id: $gift_card_id
    kind: $kind
    amount: $amount
    reason: $reason
  ) {
    balance
  }
}
    `) as unknown as TypedDocumentString<RecordGiftCardTransactionMutation, RecordGiftCardTransactionMutationVariables>;
export const PrintKitchenPrinterTestPageDocument = new TypedDocumentString(`
    mutation PrintKitchenPrinterTestPage($id: ID!, $language: String) {
  print: printKitchenPrinterTestPage(id: $id, language: $language) {
    queued
  }
}
    `) as unknown as TypedDocumentString<PrintKitchenPrinterTestPageMutation, PrintKitchenPrinterTestPageMutationVariables>;
export const PrintKitchenPrinterSampleReceiptDocument = new TypedDocumentString(`
    mutation PrintKitchenPrinterSampleReceipt($id: ID!, $language: String) {
  print: printKitchenPrinterSampleReceipt(id: $id, language: $language) {
    queued
  }
}
    `) as unknown as TypedDocumentString<PrintKitchenPrinterSampleReceiptMutation, PrintKitchenPrinterSampleReceiptMutationVariables>;
export const SegmentCountDocument = new TypedDocumentString(`
    query SegmentCount($conditions: SegmentConditionsInput!) {
  segmentCount(conditions: $conditions)
}
    `) as unknown as TypedDocumentString<SegmentCountQuery, SegmentCountQueryVariables>;
export const SegmentCampaignsDocument = new TypedDocumentString(`
    query SegmentCampaigns($segmentId: ID!) {
  segmentCampaigns(segmentId: $segmentId) {
    id
    name
    state
  }
}
    `) as unknown as TypedDocumentString<SegmentCampaignsQuery, SegmentCampaignsQueryVariables>;
export const ResetSessionsDocument = new TypedDocumentString(`
    mutation ResetSessions($k: String!) {
  resetSessions(key: $k)
}
    `) as unknown as TypedDocumentString<ResetSessionsMutation, ResetSessionsMutationVariables>;
export const VersionStoreDocument = new TypedDocumentString(`
    query VersionStore($s: String, $m: String) {
  versionStore(store_id: $s, module_name: $m) {
    url
  }
}
    `) as unknown as TypedDocumentString<VersionStoreQuery, VersionStoreQueryVariables>;
export const StarredPagesDocument = new TypedDocumentString(`
    query StarredPages {
  starredPages
}
    `) as unknown as TypedDocumentString<StarredPagesQuery, StarredPagesQueryVariables>;
export const StarPageDocument = new TypedDocumentString(`
    mutation StarPage($p: String!) {
  starPage(path: $p)
}
    `) as unknown as TypedDocumentString<StarPageMutation, StarPageMutationVariables>;
export const UnstarPageDocument = new TypedDocumentString(`
    mutation UnstarPage($p: String!) {
  unstarPage(path: $p)
}
    `) as unknown as TypedDocumentString<UnstarPageMutation, UnstarPageMutationVariables>;
export const ReorderStarredPagesDocument = new TypedDocumentString(`
    mutation ReorderStarredPages($p: [String!]!) {
  reorderStarredPages(paths: $p)
}
    `) as unknown as TypedDocumentString<ReorderStarredPagesMutation, ReorderStarredPagesMutationVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard($preset: String) {
  dashboard(preset: $preset) {
    preset
    today {
      ...DashboardFigures
    }
    yesterday {
      ...DashboardFigures
    }
    period {
      ...DashboardFigures
    }
    previous {
      ...DashboardFigures
    }
    hours {
      hour
      today
      period
      previous
    }
    minRatings
    liked {
      ...RatedItem
    }
    disliked {
      ...RatedItem
    }
  }
}
    fragment DashboardFigures on DashboardFigures {
  from
  to
  netSales
  checks
  averageTicket
  guests
  laborCost
  laborShare
}
fragment RatedItem on RatedItem {
  menuItem
  ratings
  average
}`) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const CloseDayStatusDocument = new TypedDocumentString(`
    query CloseDayStatus {
  status: closeDayStatus {
    has_working_days
    day {
      id
      business_date
      opened_at
      checks
      sales
      shifts {
        id
        employee_id
        first_name
        last_name
        device
        opened_at
      }
      clocked_in {
        ...CloseDayCard
      }
      open_checks {
        ...CloseDayOpenCheck
      }
    }
    auto_close {
      enabled
      time
      time_zone
      next_run
    }
  }
}
    fragment CloseDayCard on CloseDayTimeCard {
  id
  employee_id
  first_name
  last_name
  clock_in
  clock_out
}
fragment CloseDayOpenCheck on CloseDayCheck {
  id
  number
  device
  server
  opened_at
  total
  business_date
}`) as unknown as TypedDocumentString<CloseDayStatusQuery, CloseDayStatusQueryVariables>;
export const CloseDayDocument = new TypedDocumentString(`
    mutation CloseDay($id: ID, $checks: OpenChecksChoice) {
  closed: closeDay(working_day_id: $id, open_checks: $checks) {
    id
    business_date
    closed_at
    clocked_out {
      ...CloseDayCard
    }
    open_checks {
      ...CloseDayOpenCheck
    }
    open_checks_choice
  }
}
    fragment CloseDayCard on CloseDayTimeCard {
  id
  employee_id
  first_name
  last_name
  clock_in
  clock_out
}
fragment CloseDayOpenCheck on CloseDayCheck {
  id
  number
  device
  server
  opened_at
  total
  business_date
}`) as unknown as TypedDocumentString<CloseDayMutation, CloseDayMutationVariables>;
export const CompensationsDocument = new TypedDocumentString(`
    query Compensations {
  compensations {
    ...CompensationFields
  }
}
    fragment CompensationFields on Compensation {
  employee_id
  first_name
  last_name
  nickname
  status
  salary_type
  salary
  pay_period
  hours
  jobs
}`) as unknown as TypedDocumentString<CompensationsQuery, CompensationsQueryVariables>;
export const SetCompensationDocument = new TypedDocumentString(`
    mutation SetCompensation($employee_id: ID!, $salary_type: String!, $salary: Float, $pay_period: String!, $hours: Int) {
  setCompensation(
    employee_id: $employee_id
    salary_type: $salary_type
    salary: $salary
    pay_period: $pay_period
    hours: $hours
  ) {
    ...CompensationFields
  }
}
    fragment CompensationFields on Compensation {
  employee_id
  first_name
  last_name
  nickname
  status
  salary_type
  salary
  pay_period
  hours
  jobs
}`) as unknown as TypedDocumentString<SetCompensationMutation, SetCompensationMutationVariables>;
export const PayrollRuleDocument = new TypedDocumentString(`
    query PayrollRule {
  payrollRule {
    rule {
      ...PayrollRuleFields
    }
    today
  }
}
    fragment PayrollRuleFields on PayrollRule {
  overtime_daily_hours
  overtime_weekly_hours
  overtime_multiplier
  week_start
  time_zone
}`) as unknown as TypedDocumentString<PayrollRuleQuery, PayrollRuleQueryVariables>;
export const PayrollDocument = new TypedDocumentString(`
    query Payroll($from: String!, $to: String!) {
  payroll(from: $from, to: $to) {
    from
    to
    rule {
      ...PayrollRuleFields
    }
    employees {
      employee_id
      name
      first_name
      last_name
      salary_type
      pay_period
      rate
      rate_from
      hours
      regular_hours
      overtime_hours
      regular_pay
      overtime_pay
      total
      open_cards
    }
    totals {
      hours
      regular_hours
      overtime_hours
      regular_pay
      overtime_pay
      total
      open_cards
    }
  }
}
    fragment PayrollRuleFields on PayrollRule {
  overtime_daily_hours
  overtime_weekly_hours
  overtime_multiplier
  week_start
  time_zone
}`) as unknown as TypedDocumentString<PayrollQuery, PayrollQueryVariables>;
export const DeliverySettingsDocument = new TypedDocumentString(`
    query DeliverySettings {
  s: deliverySettings {
    ...SavedDeliverySettings
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}`) as unknown as TypedDocumentString<DeliverySettingsQuery, DeliverySettingsQueryVariables>;
export const SaveDeliverySettingsDocument = new TypedDocumentString(`
    mutation SaveDeliverySettings($settings: DeliverySettingsInput!) {
  s: saveDeliverySettings(settings: $settings) {
    ...SavedDeliverySettings
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}`) as unknown as TypedDocumentString<SaveDeliverySettingsMutation, SaveDeliverySettingsMutationVariables>;
export const SaveDeliveryZoneTypeDocument = new TypedDocumentString(`
    mutation SaveDeliveryZoneType($type: DeliveryZoneType!) {
  s: saveDeliveryZoneType(type: $type) {
    ...SavedDeliverySettings
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}`) as unknown as TypedDocumentString<SaveDeliveryZoneTypeMutation, SaveDeliveryZoneTypeMutationVariables>;
export const EcommerceDashboardDocument = new TypedDocumentString(`
    query EcommerceDashboard($preset: String) {
  ecommerceDashboard(preset: $preset) {
    preset
    today {
      ...OnlineFigures
    }
    yesterday {
      ...OnlineFigures
    }
    period {
      ...OnlineFigures
    }
    previous {
      ...OnlineFigures
    }
    days {
      date
      orders
      sales
      averageTicket
    }
    hours {
      hour
      orders
      sales
      averageTicket
    }
    orderTypes {
      orderType
      orders
      sales
      averageTicket
    }
  }
}
    fragment OnlineFigures on OnlineFigures {
  from
  to
  orders
  sales
  averageTicket
}`) as unknown as TypedDocumentString<EcommerceDashboardQuery, EcommerceDashboardQueryVariables>;
export const FloorLayoutDocument = new TypedDocumentString(`
    query FloorLayout {
  floor: floorLayout {
    areas {
      ...FloorAreaFields
    }
    limits {
      floorWidth
      floorHeight
      minSize
      maxSize
      minSeats
      maxSeats
      maxTables
      maxTableName
      maxAreaName
    }
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<FloorLayoutQuery, FloorLayoutQueryVariables>;
export const SaveFloorTablesDocument = new TypedDocumentString(`
    mutation SaveFloorTables($area: ID!, $tables: [FloorTableInput!]!) {
  area: saveFloorTables(area_id: $area, tables: $tables) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<SaveFloorTablesMutation, SaveFloorTablesMutationVariables>;
export const CreateFloorAreaDocument = new TypedDocumentString(`
    mutation CreateFloorArea($name: String!) {
  area: createFloorArea(name: $name) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<CreateFloorAreaMutation, CreateFloorAreaMutationVariables>;
export const RenameFloorAreaDocument = new TypedDocumentString(`
    mutation RenameFloorArea($id: ID!, $name: String!) {
  area: renameFloorArea(id: $id, name: $name) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<RenameFloorAreaMutation, RenameFloorAreaMutationVariables>;
export const SetFloorAreaStatusDocument = new TypedDocumentString(`
    mutation SetFloorAreaStatus($id: ID!, $status: String!) {
  area: setFloorAreaStatus(id: $id, status: $status) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<SetFloorAreaStatusMutation, SetFloorAreaStatusMutationVariables>;
export const ReorderFloorAreasDocument = new TypedDocumentString(`
    mutation ReorderFloorAreas($ids: [ID!]!) {
  areas: reorderFloorAreas(ids: $ids) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<ReorderFloorAreasMutation, ReorderFloorAreasMutationVariables>;
export const DeleteFloorAreaDocument = new TypedDocumentString(`
    mutation DeleteFloorArea($id: ID!) {
  id: deleteFloorArea(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFloorAreaMutation, DeleteFloorAreaMutationVariables>;
export const ResetFloorTableDocument = new TypedDocumentString(`
    mutation ResetFloorTable($id: ID!) {
  table: resetFloorTable(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResetFloorTableMutation, ResetFloorTableMutationVariables>;
export const SendSmtpTestEmailDocument = new TypedDocumentString(`
    mutation SendSmtpTestEmail($id: ID!, $to: String!, $language: String) {
  sendSmtpTestEmail(id: $id, to: $to, language: $language) {
    to
    response
  }
}
    `) as unknown as TypedDocumentString<SendSmtpTestEmailMutation, SendSmtpTestEmailMutationVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query Invoices($filter: InvoiceFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  invoices(
    filter: $filter
    page: $page
    perPage: $perPage
    sortField: $sortField
    sortOrder: $sortOrder
  ) {
    items {
      ...InvoiceFields
    }
    total
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}`) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($id: ID!) {
  invoice(id: $id) {
    ...InvoiceFields
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}`) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const InvoicePdfDocument = new TypedDocumentString(`
    query InvoicePdf($id: ID!, $language: String) {
  invoicePdf(id: $id, language: $language) {
    filename
    base64
  }
}
    `) as unknown as TypedDocumentString<InvoicePdfQuery, InvoicePdfQueryVariables>;
export const InvoiceChoicesDocument = new TypedDocumentString(`
    query InvoiceChoices {
  invoiceChoices {
    vendors {
      id
      name
    }
    paidOuts {
      id
      reason
    }
    billingCycle
    fee
    trialDays
  }
}
    `) as unknown as TypedDocumentString<InvoiceChoicesQuery, InvoiceChoicesQueryVariables>;
export const CreateVendorInvoiceDocument = new TypedDocumentString(`
    mutation CreateVendorInvoice($input: VendorInvoiceInput!) {
  createVendorInvoice(input: $input) {
    ...InvoiceFields
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}`) as unknown as TypedDocumentString<CreateVendorInvoiceMutation, CreateVendorInvoiceMutationVariables>;
export const SetInvoicePaidDocument = new TypedDocumentString(`
    mutation SetInvoicePaid($id: ID!, $paid: Boolean!) {
  setInvoicePaid(id: $id, paid: $paid) {
    ...InvoiceFields
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}`) as unknown as TypedDocumentString<SetInvoicePaidMutation, SetInvoicePaidMutationVariables>;
export const CampaignProgressDocument = new TypedDocumentString(`
    query CampaignProgress($ids: [ID!]!) {
  campaignProgress(ids: $ids) {
    id
    state
    total
    queued
    sent
    failed
    unsubscribed
  }
}
    `) as unknown as TypedDocumentString<CampaignProgressQuery, CampaignProgressQueryVariables>;
export const SendCampaignDocument = new TypedDocumentString(`
    mutation SendCampaign($id: ID!) {
  sendCampaign(id: $id) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<SendCampaignMutation, SendCampaignMutationVariables>;
export const DeactivateCampaignDocument = new TypedDocumentString(`
    mutation DeactivateCampaign($id: ID!) {
  deactivateCampaign(id: $id) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<DeactivateCampaignMutation, DeactivateCampaignMutationVariables>;
export const StoreLogoDocument = new TypedDocumentString(`
    query StoreLogo {
  storeLogo {
    url
    path
    width
    height
  }
}
    `) as unknown as TypedDocumentString<StoreLogoQuery, StoreLogoQueryVariables>;
export const OloMenuBuilderDocument = new TypedDocumentString(`
    query OloMenuBuilder {
  layout: oloMenuBuilder {
    ...OloMenuBuilderFields
  }
}
    fragment OloMenuBuilderFields on OloMenuBuilder {
  saved
  categories {
    id
    name
    items {
      id
      name
      olo_name
      online_sale
      image_id
      price
    }
  }
}`) as unknown as TypedDocumentString<OloMenuBuilderQuery, OloMenuBuilderQueryVariables>;
export const SaveOloMenuDocument = new TypedDocumentString(`
    mutation SaveOloMenu($layout: OloMenuInput!) {
  layout: saveOloMenu(menu: $layout) {
    ...OloMenuBuilderFields
  }
}
    fragment OloMenuBuilderFields on OloMenuBuilder {
  saved
  categories {
    id
    name
    items {
      id
      name
      olo_name
      online_sale
      image_id
      price
    }
  }
}`) as unknown as TypedDocumentString<SaveOloMenuMutation, SaveOloMenuMutationVariables>;
export const PosMenuLayoutDocument = new TypedDocumentString(`
    query PosMenuLayout {
  layout: posMenuLayout {
    ...PosLayoutFields
  }
}
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}`) as unknown as TypedDocumentString<PosMenuLayoutQuery, PosMenuLayoutQueryVariables>;
export const SavePosMenuLayoutDocument = new TypedDocumentString(`
    mutation SavePosMenuLayout($layout: PosMenuLayoutInput!) {
  layout: savePosMenuLayout(layout: $layout) {
    ...PosLayoutFields
  }
}
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}`) as unknown as TypedDocumentString<SavePosMenuLayoutMutation, SavePosMenuLayoutMutationVariables>;
export const OrderMonitorDocument = new TypedDocumentString(`
    query OrderMonitor($hours: Int) {
  monitor: orderMonitor(hours: $hours) {
    hours
    default_hours
    since
    online_hidden
    checks {
      id
      number
      opened_at
      closed_at
      status
      order_type_id
      order_type_name
      table_name
      server_name
      source
      guests
      item_count
      total
      paid
      online_status
      marked_ready_at
      guest_name
      guest_phone
      delivery_address
    }
  }
}
    `) as unknown as TypedDocumentString<OrderMonitorQuery, OrderMonitorQueryVariables>;
export const MarkOnlineOrderDocument = new TypedDocumentString(`
    mutation MarkOnlineOrder($check_id: ID!, $status: String!) {
  progress: markOnlineOrder(check_id: $check_id, status: $status) {
    check_id
    number
    status
    at
  }
}
    `) as unknown as TypedDocumentString<MarkOnlineOrderMutation, MarkOnlineOrderMutationVariables>;
export const OrderTrackerSettingsDocument = new TypedDocumentString(`
    query OrderTrackerSettings {
  orderTrackerSettings {
    ...OrderTrackerSettingsFields
  }
  orderTrackerPath
}
    fragment OrderTrackerSettingsFields on OrderTrackerSettings {
  title
  icon
  background
  alignment
  image_id
  columns {
    status
    title
    shown
  }
  days
  from
  to
}`) as unknown as TypedDocumentString<OrderTrackerSettingsQuery, OrderTrackerSettingsQueryVariables>;
export const SaveOrderTrackerSettingsDocument = new TypedDocumentString(`
    mutation SaveOrderTrackerSettings($input: OrderTrackerSettingsInput!) {
  saveOrderTrackerSettings(input: $input) {
    ...OrderTrackerSettingsFields
  }
}
    fragment OrderTrackerSettingsFields on OrderTrackerSettings {
  title
  icon
  background
  alignment
  image_id
  columns {
    status
    title
    shown
  }
  days
  from
  to
}`) as unknown as TypedDocumentString<SaveOrderTrackerSettingsMutation, SaveOrderTrackerSettingsMutationVariables>;
export const LoyaltyMembersDocument = new TypedDocumentString(`
    query LoyaltyMembers($q: String, $page: Int, $perPage: Int, $sortField: String) {
  loyaltyMembers(q: $q, page: $page, perPage: $perPage, sortField: $sortField) {
    total
    plan_name
    members {
      customer_id
      name
      phone
      email
      points
      next_reward {
        name
        points
        missing
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LoyaltyMembersQuery, LoyaltyMembersQueryVariables>;
export const ReceiptLayoutDocument = new TypedDocumentString(`
    query ReceiptLayout {
  layout: receiptLayout {
    ...ReceiptLayoutFields
  }
}
    fragment ReceiptLayoutFields on ReceiptLayout {
  header
  footer
  copies
  logo {
    width
    height
    bits
  }
  fields {
    field
    shown
  }
  saved
  store {
    name
    phone
    website
    currency_symbol
    date_format
    hour_format
    time_zone
  }
}`) as unknown as TypedDocumentString<ReceiptLayoutQuery, ReceiptLayoutQueryVariables>;
export const SaveReceiptLayoutDocument = new TypedDocumentString(`
    mutation SaveReceiptLayout($layout: ReceiptLayoutInput!) {
  layout: saveReceiptLayout(layout: $layout) {
    ...ReceiptLayoutFields
  }
}
    fragment ReceiptLayoutFields on ReceiptLayout {
  header
  footer
  copies
  logo {
    width
    height
    bits
  }
  fields {
    field
    shown
  }
  saved
  store {
    name
    phone
    website
    currency_symbol
    date_format
    hour_format
    time_zone
  }
}`) as unknown as TypedDocumentString<SaveReceiptLayoutMutation, SaveReceiptLayoutMutationVariables>;
export const SurveySettingsDocument = new TypedDocumentString(`
    query SurveySettings {
  surveySettings {
    ...SurveySettingsFields
  }
}
    fragment SurveySettingsFields on SurveySettings {
  rating_by_product
  email_delay
  email_delay_unit
  min_likes
  max_items_per_category
  coupon_id
  title
  questions {
    key
    text
    enabled
  }
}`) as unknown as TypedDocumentString<SurveySettingsQuery, SurveySettingsQueryVariables>;
export const SaveSurveySettingsDocument = new TypedDocumentString(`
    mutation SaveSurveySettings($input: SurveySettingsInput!) {
  saveSurveySettings(input: $input) {
    ...SurveySettingsFields
  }
}
    fragment SurveySettingsFields on SurveySettings {
  rating_by_product
  email_delay
  email_delay_unit
  min_likes
  max_items_per_category
  coupon_id
  title
  questions {
    key
    text
    enabled
  }
}`) as unknown as TypedDocumentString<SaveSurveySettingsMutation, SaveSurveySettingsMutationVariables>;
export const SurveyResultsDocument = new TypedDocumentString(`
    query SurveyResults($from: String!, $to: String!) {
  surveyResults(from: $from, to: $to) {
    answers
    waiting_time
    food_quality
    service
    recommend
    item_review
    item_ratings
    comments {
      answered_at
      review_comment
      other_comments
    }
  }
}
    `) as unknown as TypedDocumentString<SurveyResultsQuery, SurveyResultsQueryVariables>;
export const TimeCardsDocument = new TypedDocumentString(`
    query TimeCards($from: String!, $to: String!, $employee_id: ID) {
  timeCards(from: $from, to: $to, employee_id: $employee_id) {
    cards {
      ...TimeCardFields
    }
    totals {
      employee_id
      first_name
      last_name
      cards
      worked_minutes
      hours
    }
    worked_minutes
    hours
    time_zone
    now
  }
}
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}`) as unknown as TypedDocumentString<TimeCardsQuery, TimeCardsQueryVariables>;
export const TimeCardEmployeesDocument = new TypedDocumentString(`
    query TimeCardEmployees {
  timeCardEmployees {
    id
    first_name
    last_name
    status
  }
}
    `) as unknown as TypedDocumentString<TimeCardEmployeesQuery, TimeCardEmployeesQueryVariables>;
export const TimeCardContextDocument = new TypedDocumentString(`
    query TimeCardContext($d: String!, $e: ID, $x: ID) {
  timeCardContext(business_date: $d, employee_id: $e, exclude_id: $x) {
    working_days {
      id
      business_date
      status
      opened_at
      closed_at
      previous_close
    }
    opening_at
    opening_hour
    cards {
      id
      clock_in
      clock_out
    }
    time_zone
    now
  }
}
    `) as unknown as TypedDocumentString<TimeCardContextQuery, TimeCardContextQueryVariables>;
export const CreateWorkingDayDocument = new TypedDocumentString(`
    mutation CreateWorkingDay($d: String!) {
  createWorkingDay(business_date: $d) {
    id
    business_date
    status
    opened_at
    closed_at
  }
}
    `) as unknown as TypedDocumentString<CreateWorkingDayMutation, CreateWorkingDayMutationVariables>;
export const UpdateTimeCardDocument = new TypedDocumentString(`
    mutation UpdateTimeCard($id: ID!, $employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String, $breaks: [TimeCardBreakInput!]) {
  updateTimeCard(
    id: $id
    employee_id: $employee_id
    business_date: $business_date
    clock_in: $clock_in
    clock_out: $clock_out
    breaks: $breaks
  ) {
    ...TimeCardFields
  }
}
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}`) as unknown as TypedDocumentString<UpdateTimeCardMutation, UpdateTimeCardMutationVariables>;
export const CreateTimeCardDocument = new TypedDocumentString(`
    mutation CreateTimeCard($employee_id: ID, $business_date: String, $clock_in: String, $clock_out: String, $breaks: [TimeCardBreakInput!]) {
  createTimeCard(
    employee_id: $employee_id
    business_date: $business_date
    clock_in: $clock_in
    clock_out: $clock_out
    breaks: $breaks
  ) {
    ...TimeCardFields
  }
}
    fragment TimeCardFields on TimeCard {
  id
  employee_id
  first_name
  last_name
  working_day_id
  business_date
  working_day_status
  clock_in
  clock_out
  worked_minutes
  hours
  breaks {
    break_in
    break_out
    minutes
  }
}`) as unknown as TypedDocumentString<CreateTimeCardMutation, CreateTimeCardMutationVariables>;
export const DeleteTimeCardDocument = new TypedDocumentString(`
    mutation DeleteTimeCard($id: ID!) {
  deleteTimeCard(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTimeCardMutation, DeleteTimeCardMutationVariables>;
export const CheckDetailDocument = new TypedDocumentString(`
    query CheckDetail($id: ID!) {
  checkDetail(id: $id) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}`) as unknown as TypedDocumentString<CheckDetailQuery, CheckDetailQueryVariables>;
export const CheckVoidReasonsDocument = new TypedDocumentString(`
    query CheckVoidReasons {
  checkVoidReasons {
    id
    name
    manager_approval
  }
}
    `) as unknown as TypedDocumentString<CheckVoidReasonsQuery, CheckVoidReasonsQueryVariables>;
export const RefundPaymentDocument = new TypedDocumentString(`
    mutation RefundPayment($id: ID!, $amount: Int, $reason: String, $pin: String) {
  refundPayment(
    check_payment_id: $id
    amount: $amount
    reason: $reason
    approver_pin: $pin
  ) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}`) as unknown as TypedDocumentString<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const VoidCheckItemDocument = new TypedDocumentString(`
    mutation VoidCheckItem($id: ID!, $line: Int!, $reason: ID!, $pin: String) {
  voidCheckItem(
    check_id: $id
    line: $line
    void_reason_id: $reason
    approver_pin: $pin
  ) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}`) as unknown as TypedDocumentString<VoidCheckItemMutation, VoidCheckItemMutationVariables>;
export const VoidCheckDocument = new TypedDocumentString(`
    mutation VoidCheck($id: ID!, $reason: ID!, $pin: String) {
  voidCheck(check_id: $id, void_reason_id: $reason, approver_pin: $pin) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}`) as unknown as TypedDocumentString<VoidCheckMutation, VoidCheckMutationVariables>;
export const ReportDocument = new TypedDocumentString(`
    query Report($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $compare: Boolean, $preset: String, $page: ReportPage) {
  report(
    code: $code
    from: $from
    to: $to
    filters: $filters
    compare: $compare
    preset: $preset
    page: $page
  ) {
    code
    from
    to
    count
    columns {
      key
      kind
    }
    rows {
      id
      cells
      unit
      group
    }
    totals
    chart {
      labels
      series {
        key
        label
        unit
        column
        values
      }
    }
    previous {
      from
      to
      rows {
        cells
        unit
        group
      }
      totals
    }
  }
}
    `) as unknown as TypedDocumentString<ReportQuery, ReportQueryVariables>;
export const ReportFilterChoicesDocument = new TypedDocumentString(`
    query ReportFilterChoices($code: String!) {
  reportFilterChoices(code: $code) {
    filter
    choices {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ReportFilterChoicesQuery, ReportFilterChoicesQueryVariables>;
export const ReportFilterSearchDocument = new TypedDocumentString(`
    query ReportFilterSearch($code: String!, $filter: String!, $q: String, $id: ID) {
  reportFilterSearch(code: $code, filter: $filter, q: $q, id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ReportFilterSearchQuery, ReportFilterSearchQueryVariables>;
export const TwoFactorStatusDocument = new TypedDocumentString(`
    query TwoFactorStatus {
  twoFactorStatus {
    enrolled
    required
    recoveryCodesLeft
    since
  }
}
    `) as unknown as TypedDocumentString<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorDocument = new TypedDocumentString(`
    mutation StartTwoFactor {
  startTwoFactor {
    secret
    qr
  }
}
    `) as unknown as TypedDocumentString<StartTwoFactorMutation, StartTwoFactorMutationVariables>;
export const ConfirmTwoFactorDocument = new TypedDocumentString(`
    mutation ConfirmTwoFactor($code: String!) {
  confirmTwoFactor(code: $code)
}
    `) as unknown as TypedDocumentString<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = new TypedDocumentString(`
    mutation DisableTwoFactor($key: String!) {
  disableTwoFactor(key: $key) {
    enrolled
    required
    recoveryCodesLeft
    since
  }
}
    `) as unknown as TypedDocumentString<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;