// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { CheckDetailAnswer } from '../src/server/features/check-actions/resolvers.js';
import type { GiftCardStateAnswer } from '../src/server/features/gift-cards/resolvers.js';
import type { HouseAccountStateAnswer } from '../src/server/features/house-accounts/resolvers.js';
import type { KitchenPrintJobAnswer } from '../src/server/features/printers/resolvers.js';
import type { SystemLogAnswer } from '../src/server/features/system-log/resolvers.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ListMetadata = {
  __typename?: 'ListMetadata';
  count: Scalars['Int']['output'];
};

/** How many records hold each value of a field. */
export type GroupCount = {
  __typename?: 'GroupCount';
  key?: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
};

/** What a bulk update or delete did: the records it changed, all or none. */
export type BulkResult = {
  __typename?: 'BulkResult';
  ids: Array<Scalars['ID']['output']>;
};

/** Date range and hour ranges per weekday (schemas/_defs/schedule). */
export type Schedule = {
  __typename?: 'Schedule';
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
  hours: Array<ScheduleHours>;
};

export type ScheduleHours = {
  __typename?: 'ScheduleHours';
  day: Scalars['String']['output'];
  start: Scalars['String']['output'];
  end: Scalars['String']['output'];
};

export type ScheduleInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Array<ScheduleHoursInput>>;
};

export type ScheduleHoursInput = {
  day: Scalars['String']['input'];
  start: Scalars['String']['input'];
  end: Scalars['String']['input'];
};

export type CampaignGroupField =
  | 'template_id'
  | 'segment_id'
  | 'schedule'
  | 'state';

export type Campaign = {
  __typename?: 'Campaign';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  author: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  send_from: Scalars['String']['output'];
  template_id: Scalars['ID']['output'];
  segment_id?: Maybe<Scalars['ID']['output']>;
  platforms: Array<Scalars['String']['output']>;
  schedule: Scalars['String']['output'];
  scheduled_at?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CampaignFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  author?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  send_from?: InputMaybe<Scalars['String']['input']>;
  template_id?: InputMaybe<Scalars['ID']['input']>;
  segment_id?: InputMaybe<Scalars['ID']['input']>;
  platforms?: InputMaybe<Scalars['String']['input']>;
  schedule?: InputMaybe<Scalars['String']['input']>;
  scheduled_at?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type CampaignPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  send_from?: InputMaybe<Scalars['String']['input']>;
  template_id?: InputMaybe<Scalars['ID']['input']>;
  segment_id?: InputMaybe<Scalars['ID']['input']>;
  platforms?: InputMaybe<Array<Scalars['String']['input']>>;
  schedule?: InputMaybe<Scalars['String']['input']>;
  scheduled_at?: InputMaybe<Scalars['String']['input']>;
};

export type CashDiscountGroupField =
  | 'kind'
  | 'enabled';

export type CashDiscount = {
  __typename?: 'CashDiscount';
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  /** A percentage (50 = 50 %). */
  value?: Maybe<Scalars['Float']['output']>;
  enabled: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CashDiscountFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CashDiscountPatch = {
  kind?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CategoryGroupField =
  | 'department_id'
  | 'visible'
  | 'status';

export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  department_id: Scalars['ID']['output'];
  visible: Scalars['Boolean']['output'];
  color: Scalars['String']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CategoryFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  department_id?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  department_id?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CouponGroupField =
  | 'type'
  | 'buy_one_get_one'
  | 'status';

export type Coupon = {
  __typename?: 'Coupon';
  id: Scalars['ID']['output'];
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  /** A percentage (50 = 50 %) when type is percent; else money, in the store's currency. */
  value: Scalars['Float']['output'];
  /** Money, in the store's currency. */
  minimum_value?: Maybe<Scalars['Float']['output']>;
  duration?: Maybe<Schedule>;
  max_coupons?: Maybe<Scalars['Int']['output']>;
  redeemed: Scalars['Int']['output'];
  buy_one_get_one: Scalars['Boolean']['output'];
  required_item_ids: Array<Scalars['ID']['output']>;
  reward_item_ids: Array<Scalars['ID']['output']>;
  /** A percentage (50 = 50 %). */
  award_discount?: Maybe<Scalars['Float']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CouponFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  minimum_value?: InputMaybe<Scalars['Float']['input']>;
  max_coupons?: InputMaybe<Scalars['Int']['input']>;
  redeemed?: InputMaybe<Scalars['Int']['input']>;
  buy_one_get_one?: InputMaybe<Scalars['Boolean']['input']>;
  required_item_ids?: InputMaybe<Scalars['ID']['input']>;
  reward_item_ids?: InputMaybe<Scalars['ID']['input']>;
  award_discount?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CouponPatch = {
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  minimum_value?: InputMaybe<Scalars['Float']['input']>;
  duration?: InputMaybe<ScheduleInput>;
  max_coupons?: InputMaybe<Scalars['Int']['input']>;
  buy_one_get_one?: InputMaybe<Scalars['Boolean']['input']>;
  required_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  reward_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  award_discount?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerDisplayAdGroupField =
  | 'menu_item_id'
  | 'usage'
  | 'is_default';

export type CustomerDisplayAd = {
  __typename?: 'CustomerDisplayAd';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  hyperlink?: Maybe<Scalars['String']['output']>;
  menu_item_id?: Maybe<Scalars['ID']['output']>;
  image_ids: Array<Scalars['ID']['output']>;
  duration_seconds: Scalars['Int']['output'];
  usage: Scalars['String']['output'];
  is_default: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CustomerDisplayAdFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hyperlink?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  image_ids?: InputMaybe<Scalars['ID']['input']>;
  duration_seconds?: InputMaybe<Scalars['Int']['input']>;
  usage?: InputMaybe<Scalars['String']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerDisplayAdPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hyperlink?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  image_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  duration_seconds?: InputMaybe<Scalars['Int']['input']>;
  usage?: InputMaybe<Scalars['String']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerSettingGroupField =
  | 'name_format'
  | 'rating_system';

export type CustomerSetting = {
  __typename?: 'CustomerSetting';
  id: Scalars['ID']['output'];
  name_format: Scalars['String']['output'];
  marketing_agreement_text?: Maybe<Scalars['String']['output']>;
  rating_system: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CustomerSettingFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name_format?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement_text?: InputMaybe<Scalars['String']['input']>;
  rating_system?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerSettingPatch = {
  name_format?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement_text?: InputMaybe<Scalars['String']['input']>;
  rating_system?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerGroupField =
  | 'marketing_agreement'
  | 'marketing_agreement_source'
  | 'house_account_enabled';

export type Customer = {
  __typename?: 'Customer';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  birthday?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  apartment?: Maybe<Scalars['String']['output']>;
  delivery_instructions?: Maybe<Scalars['String']['output']>;
  marketing_agreement: Scalars['Boolean']['output'];
  marketing_agreement_at?: Maybe<Scalars['String']['output']>;
  marketing_agreement_source?: Maybe<Scalars['String']['output']>;
  house_account_enabled: Scalars['Boolean']['output'];
  /** Money, in the store's currency. */
  house_account_limit: Scalars['Float']['output'];
  /** Money, in the store's currency. */
  house_account_balance: Scalars['Float']['output'];
  /** Its HouseAccountMovement records (customer_id is its id), by at DESC. */
  movements: Array<HouseAccountMovement>;
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type CustomerFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  apartment?: InputMaybe<Scalars['String']['input']>;
  delivery_instructions?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement?: InputMaybe<Scalars['Boolean']['input']>;
  marketing_agreement_at?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement_source?: InputMaybe<Scalars['String']['input']>;
  house_account_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_limit?: InputMaybe<Scalars['Float']['input']>;
  house_account_balance?: InputMaybe<Scalars['Float']['input']>;
};

export type CustomerPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  apartment?: InputMaybe<Scalars['String']['input']>;
  delivery_instructions?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_limit?: InputMaybe<Scalars['Float']['input']>;
};

export type DeliveryOption = {
  __typename?: 'DeliveryOption';
  id: Scalars['ID']['output'];
  /** Money, in the store's currency. */
  minimum_order: Scalars['Float']['output'];
  /** Money, in the store's currency. */
  free_delivery_from: Scalars['Float']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type DeliveryOptionFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  minimum_order?: InputMaybe<Scalars['Float']['input']>;
  free_delivery_from?: InputMaybe<Scalars['Float']['input']>;
};

export type DeliveryOptionPatch = {
  minimum_order?: InputMaybe<Scalars['Float']['input']>;
  free_delivery_from?: InputMaybe<Scalars['Float']['input']>;
};

export type DepartmentGroupField =
  | 'status';

export type Department = {
  __typename?: 'Department';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type DepartmentFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DepartmentPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DeviceGroupField =
  | 'application'
  | 'master'
  | 'status';

export type Device = {
  __typename?: 'Device';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  application: Scalars['String']['output'];
  master: Scalars['Boolean']['output'];
  installation_code?: Maybe<Scalars['String']['output']>;
  last_connection?: Maybe<Scalars['String']['output']>;
  number_block: Scalars['Int']['output'];
  next_number: Scalars['Int']['output'];
  country_code: Scalars['String']['output'];
  monitor_hours: Scalars['Int']['output'];
  max_orders_per_driver?: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type DeviceFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  application?: InputMaybe<Scalars['String']['input']>;
  master?: InputMaybe<Scalars['Boolean']['input']>;
  installation_code?: InputMaybe<Scalars['String']['input']>;
  last_connection?: InputMaybe<Scalars['String']['input']>;
  number_block?: InputMaybe<Scalars['Int']['input']>;
  next_number?: InputMaybe<Scalars['Int']['input']>;
  country_code?: InputMaybe<Scalars['String']['input']>;
  monitor_hours?: InputMaybe<Scalars['Int']['input']>;
  max_orders_per_driver?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DevicePatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  application?: InputMaybe<Scalars['String']['input']>;
  master?: InputMaybe<Scalars['Boolean']['input']>;
  number_block?: InputMaybe<Scalars['Int']['input']>;
  country_code?: InputMaybe<Scalars['String']['input']>;
  monitor_hours?: InputMaybe<Scalars['Int']['input']>;
  max_orders_per_driver?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DiscountGroupField =
  | 'type'
  | 'status';

export type Discount = {
  __typename?: 'Discount';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** A percentage (50 = 50 %) when type is increase or decrease; else money, in the store's currency. */
  value: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type DiscountFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type DiscountPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type EmailTemplate = {
  __typename?: 'EmailTemplate';
  id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  design: Scalars['String']['output'];
  html: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type EmailTemplateFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  design?: InputMaybe<Scalars['String']['input']>;
  html?: InputMaybe<Scalars['String']['input']>;
};

export type EmailTemplatePatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  design?: InputMaybe<Scalars['String']['input']>;
};

export type EmployeeGroupField =
  | 'time_card_only'
  | 'manager'
  | 'driver'
  | 'receive_order_in_email'
  | 'salary_type'
  | 'pay_period'
  | 'status';

export type Employee = {
  __typename?: 'Employee';
  id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  job_ids: Array<Scalars['ID']['output']>;
  time_card_only: Scalars['Boolean']['output'];
  manager: Scalars['Boolean']['output'];
  driver: Scalars['Boolean']['output'];
  receive_order_in_email: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip_code?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  salary_type: Scalars['String']['output'];
  /** Money, in the store's currency. */
  salary?: Maybe<Scalars['Float']['output']>;
  pay_period: Scalars['String']['output'];
  hours?: Maybe<Scalars['Int']['output']>;
  hired_date?: Maybe<Scalars['String']['output']>;
  termination_date?: Maybe<Scalars['String']['output']>;
  termination_reason?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type EmployeeFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  job_ids?: InputMaybe<Scalars['ID']['input']>;
  time_card_only?: InputMaybe<Scalars['Boolean']['input']>;
  manager?: InputMaybe<Scalars['Boolean']['input']>;
  driver?: InputMaybe<Scalars['Boolean']['input']>;
  receive_order_in_email?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip_code?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  salary_type?: InputMaybe<Scalars['String']['input']>;
  salary?: InputMaybe<Scalars['Float']['input']>;
  pay_period?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  hired_date?: InputMaybe<Scalars['String']['input']>;
  termination_date?: InputMaybe<Scalars['String']['input']>;
  termination_reason?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type EmployeePatch = {
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  pos_pin?: InputMaybe<Scalars['String']['input']>;
  job_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  time_card_only?: InputMaybe<Scalars['Boolean']['input']>;
  manager?: InputMaybe<Scalars['Boolean']['input']>;
  driver?: InputMaybe<Scalars['Boolean']['input']>;
  receive_order_in_email?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip_code?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  salary_type?: InputMaybe<Scalars['String']['input']>;
  salary?: InputMaybe<Scalars['Float']['input']>;
  pay_period?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  hired_date?: InputMaybe<Scalars['String']['input']>;
  termination_date?: InputMaybe<Scalars['String']['input']>;
  termination_reason?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type FeatureItemGroupField =
  | 'menu_item_id'
  | 'image_id'
  | 'status';

export type FeatureItem = {
  __typename?: 'FeatureItem';
  id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  sequence_order: Scalars['Int']['output'];
  menu_item_id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
  image_id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type FeatureItemFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  sequence_order?: InputMaybe<Scalars['Int']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type FeatureItemPatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  sequence_order?: InputMaybe<Scalars['Int']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type GiftCardGroupField =
  | 'customer_id'
  | 'state';

export type GiftCard = {
  __typename?: 'GiftCard';
  id: Scalars['ID']['output'];
  last_four?: Maybe<Scalars['String']['output']>;
  customer_id?: Maybe<Scalars['ID']['output']>;
  state: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** Money, in the store's currency. */
  balance: Scalars['Float']['output'];
  /** Its GiftCardTransaction records (gift_card_id is its id), by at DESC. */
  transactions: Array<GiftCardTransaction>;
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type GiftCardFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  last_four?: InputMaybe<Scalars['String']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  balance?: InputMaybe<Scalars['Float']['input']>;
};

export type GiftCardPatch = {
  number?: InputMaybe<Scalars['String']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};

export type GratuityGroupField =
  | 'automatic'
  | 'status';

export type Gratuity = {
  __typename?: 'Gratuity';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** A percentage (50 = 50 %). */
  value: Scalars['Float']['output'];
  automatic: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type GratuityFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type GratuityPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type IngredientGroupField =
  | 'subgroup_id'
  | 'unit_id'
  | 'vendor_id'
  | 'status';

export type Ingredient = {
  __typename?: 'Ingredient';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  subgroup_id: Scalars['ID']['output'];
  unit_id: Scalars['ID']['output'];
  /** Money, in the store's currency. */
  cost: Scalars['Float']['output'];
  vendor_id?: Maybe<Scalars['ID']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type IngredientFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  subgroup_id?: InputMaybe<Scalars['ID']['input']>;
  unit_id?: InputMaybe<Scalars['ID']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  vendor_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type IngredientPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  subgroup_id?: InputMaybe<Scalars['ID']['input']>;
  unit_id?: InputMaybe<Scalars['ID']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  vendor_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InventoryGroupGroupField =
  | 'status';

export type InventoryGroup = {
  __typename?: 'InventoryGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type InventoryGroupFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InventoryGroupPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InventorySubgroupGroupField =
  | 'group_id'
  | 'status';

export type InventorySubgroup = {
  __typename?: 'InventorySubgroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  group_id: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type InventorySubgroupFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InventorySubgroupPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InventoryUnitGroupField =
  | 'status';

export type InventoryUnit = {
  __typename?: 'InventoryUnit';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  abbreviation: Scalars['String']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type InventoryUnitFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type InventoryUnitPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ItemAvailabilityGroupField =
  | 'status';

export type ItemAvailability = {
  __typename?: 'ItemAvailability';
  id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  item_ids: Array<Scalars['ID']['output']>;
  schedule: Schedule;
  execution_date: Scalars['String']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type ItemAvailabilityFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Scalars['ID']['input']>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ItemAvailabilityPatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<ScheduleInput>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type JobModulesPermissions = {
  __typename?: 'JobModulesPermissions';
  code: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

export type JobModulesPermissionsInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type JobModules = {
  __typename?: 'JobModules';
  code: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
  permissions: Array<JobModulesPermissions>;
};

export type JobModulesInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  permissions?: InputMaybe<Array<JobModulesPermissionsInput>>;
};

export type Job = {
  __typename?: 'Job';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  modules: Array<JobModules>;
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type JobFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
};

export type JobPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  modules?: InputMaybe<Array<JobModulesInput>>;
};

export type KitchenPrinterGroupField =
  | 'type'
  | 'paper_width'
  | 'status';

export type KitchenPrinter = {
  __typename?: 'KitchenPrinter';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  manufacturer?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  host?: Maybe<Scalars['String']['output']>;
  port: Scalars['Int']['output'];
  paper_width: Scalars['String']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type KitchenPrinterFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  paper_width?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type KitchenPrinterPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  paper_width?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type LoyaltyPlanRewards = {
  __typename?: 'LoyaltyPlanRewards';
  points: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** Money, in the store's currency. */
  value?: Maybe<Scalars['Float']['output']>;
  menu_item_id?: Maybe<Scalars['ID']['output']>;
  coupon_id?: Maybe<Scalars['ID']['output']>;
};

export type LoyaltyPlanRewardsInput = {
  points?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  coupon_id?: InputMaybe<Scalars['ID']['input']>;
};

export type LoyaltyPlanGroupField =
  | 'earn_by'
  | 'status';

export type LoyaltyPlan = {
  __typename?: 'LoyaltyPlan';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  earn_by: Scalars['String']['output'];
  /** Money, in the store's currency. */
  points_per_amount: Scalars['Float']['output'];
  points_per_visit: Scalars['Int']['output'];
  rewards: Array<LoyaltyPlanRewards>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type LoyaltyPlanFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  earn_by?: InputMaybe<Scalars['String']['input']>;
  points_per_amount?: InputMaybe<Scalars['Float']['input']>;
  points_per_visit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type LoyaltyPlanPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  earn_by?: InputMaybe<Scalars['String']['input']>;
  points_per_amount?: InputMaybe<Scalars['Float']['input']>;
  points_per_visit?: InputMaybe<Scalars['Int']['input']>;
  rewards?: InputMaybe<Array<LoyaltyPlanRewardsInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type MenuItemPrices = {
  __typename?: 'MenuItemPrices';
  description: Scalars['String']['output'];
  /** Money, in the store's currency. */
  price: Scalars['Float']['output'];
};

export type MenuItemPricesInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
};

export type MenuItemGroupField =
  | 'category_id'
  | 'tax_id'
  | 'kitchen_printer_id'
  | 'online_sale'
  | 'kiosk_sale'
  | 'open_price'
  | 'sold_by_weight'
  | 'status';

export type MenuItem = {
  __typename?: 'MenuItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  category_id: Scalars['ID']['output'];
  prices: Array<MenuItemPrices>;
  tax_id?: Maybe<Scalars['ID']['output']>;
  receipt_name?: Maybe<Scalars['String']['output']>;
  kitchen_name?: Maybe<Scalars['String']['output']>;
  kitchen_printer_id?: Maybe<Scalars['ID']['output']>;
  pos_name?: Maybe<Scalars['String']['output']>;
  olo_name?: Maybe<Scalars['String']['output']>;
  barcode?: Maybe<Scalars['String']['output']>;
  /** Money, in the store's currency. */
  cost?: Maybe<Scalars['Float']['output']>;
  online_sale: Scalars['Boolean']['output'];
  kiosk_sale: Scalars['Boolean']['output'];
  open_price: Scalars['Boolean']['output'];
  sold_by_weight: Scalars['Boolean']['output'];
  countdown_quantity?: Maybe<Scalars['Int']['output']>;
  nutritional_info?: Maybe<Scalars['String']['output']>;
  availability?: Maybe<Schedule>;
  modifier_group_ids: Array<Scalars['ID']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type MenuItemFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  category_id?: InputMaybe<Scalars['ID']['input']>;
  tax_id?: InputMaybe<Scalars['ID']['input']>;
  receipt_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_printer_id?: InputMaybe<Scalars['ID']['input']>;
  pos_name?: InputMaybe<Scalars['String']['input']>;
  olo_name?: InputMaybe<Scalars['String']['input']>;
  barcode?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  online_sale?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk_sale?: InputMaybe<Scalars['Boolean']['input']>;
  open_price?: InputMaybe<Scalars['Boolean']['input']>;
  sold_by_weight?: InputMaybe<Scalars['Boolean']['input']>;
  countdown_quantity?: InputMaybe<Scalars['Int']['input']>;
  nutritional_info?: InputMaybe<Scalars['String']['input']>;
  modifier_group_ids?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type MenuItemPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  category_id?: InputMaybe<Scalars['ID']['input']>;
  prices?: InputMaybe<Array<MenuItemPricesInput>>;
  tax_id?: InputMaybe<Scalars['ID']['input']>;
  receipt_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_printer_id?: InputMaybe<Scalars['ID']['input']>;
  pos_name?: InputMaybe<Scalars['String']['input']>;
  olo_name?: InputMaybe<Scalars['String']['input']>;
  barcode?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  online_sale?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk_sale?: InputMaybe<Scalars['Boolean']['input']>;
  open_price?: InputMaybe<Scalars['Boolean']['input']>;
  sold_by_weight?: InputMaybe<Scalars['Boolean']['input']>;
  countdown_quantity?: InputMaybe<Scalars['Int']['input']>;
  nutritional_info?: InputMaybe<Scalars['String']['input']>;
  availability?: InputMaybe<ScheduleInput>;
  modifier_group_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ModifierGroupGroupField =
  | 'online_ordering'
  | 'kiosk'
  | 'status';

export type ModifierGroup = {
  __typename?: 'ModifierGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  min: Scalars['Int']['output'];
  max: Scalars['Int']['output'];
  free: Scalars['Int']['output'];
  prefix_ids: Array<Scalars['ID']['output']>;
  modifier_item_ids: Array<Scalars['ID']['output']>;
  online_ordering: Scalars['Boolean']['output'];
  kiosk: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type ModifierGroupFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  max?: InputMaybe<Scalars['Int']['input']>;
  free?: InputMaybe<Scalars['Int']['input']>;
  prefix_ids?: InputMaybe<Scalars['ID']['input']>;
  modifier_item_ids?: InputMaybe<Scalars['ID']['input']>;
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ModifierGroupPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  max?: InputMaybe<Scalars['Int']['input']>;
  free?: InputMaybe<Scalars['Int']['input']>;
  prefix_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  modifier_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ModifierItemGroupField =
  | 'status';

export type ModifierItem = {
  __typename?: 'ModifierItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Money, in the store's currency. */
  price: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type ModifierItemFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ModifierItemPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ModifierPrefixGroupField =
  | 'status';

export type ModifierPrefix = {
  __typename?: 'ModifierPrefix';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type ModifierPrefixFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ModifierPrefixPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type OnlineOrderingSettingGroupField =
  | 'online_ordering'
  | 'web_banner_id'
  | 'mobile_banner_id';

export type OnlineOrderingSetting = {
  __typename?: 'OnlineOrderingSetting';
  id: Scalars['ID']['output'];
  online_ordering: Scalars['Boolean']['output'];
  web_banner_id?: Maybe<Scalars['ID']['output']>;
  mobile_banner_id?: Maybe<Scalars['ID']['output']>;
  pickup_minutes: Scalars['Int']['output'];
  delivery_minutes: Scalars['Int']['output'];
  /** Money, in the store's currency. */
  online_minimum_order: Scalars['Float']['output'];
  closed_message?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type OnlineOrderingSettingFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  web_banner_id?: InputMaybe<Scalars['ID']['input']>;
  mobile_banner_id?: InputMaybe<Scalars['ID']['input']>;
  pickup_minutes?: InputMaybe<Scalars['Int']['input']>;
  delivery_minutes?: InputMaybe<Scalars['Int']['input']>;
  online_minimum_order?: InputMaybe<Scalars['Float']['input']>;
  closed_message?: InputMaybe<Scalars['String']['input']>;
};

export type OnlineOrderingSettingPatch = {
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  web_banner_id?: InputMaybe<Scalars['ID']['input']>;
  mobile_banner_id?: InputMaybe<Scalars['ID']['input']>;
  pickup_minutes?: InputMaybe<Scalars['Int']['input']>;
  delivery_minutes?: InputMaybe<Scalars['Int']['input']>;
  online_minimum_order?: InputMaybe<Scalars['Float']['input']>;
  closed_message?: InputMaybe<Scalars['String']['input']>;
};

export type OrderTypeGroupField =
  | 'pos_default'
  | 'prompt_table_number'
  | 'prompt_name_only'
  | 'prompt_customer_lookup'
  | 'prompt_at'
  | 'pos'
  | 'olo'
  | 'mobile'
  | 'kiosk'
  | 'status';

export type OrderType = {
  __typename?: 'OrderType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pos_default: Scalars['Boolean']['output'];
  prompt_table_number: Scalars['Boolean']['output'];
  prompt_name_only: Scalars['Boolean']['output'];
  prompt_customer_lookup: Scalars['Boolean']['output'];
  prompt_at: Scalars['String']['output'];
  pos: Scalars['Boolean']['output'];
  olo: Scalars['Boolean']['output'];
  mobile: Scalars['Boolean']['output'];
  kiosk: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type OrderTypeFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pos_default?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_table_number?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_name_only?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_customer_lookup?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_at?: InputMaybe<Scalars['String']['input']>;
  pos?: InputMaybe<Scalars['Boolean']['input']>;
  olo?: InputMaybe<Scalars['Boolean']['input']>;
  mobile?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type OrderTypePatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  pos_default?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_table_number?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_name_only?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_customer_lookup?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_at?: InputMaybe<Scalars['String']['input']>;
  pos?: InputMaybe<Scalars['Boolean']['input']>;
  olo?: InputMaybe<Scalars['Boolean']['input']>;
  mobile?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PaidOutGroupField =
  | 'manager_approval'
  | 'open_cash_drawer'
  | 'require_invoice'
  | 'status';

export type PaidOut = {
  __typename?: 'PaidOut';
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  manager_approval: Scalars['Boolean']['output'];
  open_cash_drawer: Scalars['Boolean']['output'];
  require_invoice: Scalars['Boolean']['output'];
  contact?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type PaidOutFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  open_cash_drawer?: InputMaybe<Scalars['Boolean']['input']>;
  require_invoice?: InputMaybe<Scalars['Boolean']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PaidOutPatch = {
  reason?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  open_cash_drawer?: InputMaybe<Scalars['Boolean']['input']>;
  require_invoice?: InputMaybe<Scalars['Boolean']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentGroupField =
  | 'type'
  | 'platform'
  | 'status';

export type Payment = {
  __typename?: 'Payment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
  platform?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type PaymentFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PayrollSettingGroupField =
  | 'payment_accountability';

export type PayrollSetting = {
  __typename?: 'PayrollSetting';
  id: Scalars['ID']['output'];
  /** Money, in the store's currency. */
  daily_rate: Scalars['Float']['output'];
  /** Money, in the store's currency. */
  daily_hour_rate: Scalars['Float']['output'];
  /** Money, in the store's currency. */
  weekly_hour_rate: Scalars['Float']['output'];
  overtime_daily_hours: Scalars['Float']['output'];
  overtime_weekly_hours: Scalars['Float']['output'];
  overtime_multiplier: Scalars['Float']['output'];
  payment_accountability: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type PayrollSettingFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  daily_rate?: InputMaybe<Scalars['Float']['input']>;
  daily_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  weekly_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  overtime_daily_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_weekly_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_multiplier?: InputMaybe<Scalars['Float']['input']>;
  payment_accountability?: InputMaybe<Scalars['String']['input']>;
};

export type PayrollSettingPatch = {
  daily_rate?: InputMaybe<Scalars['Float']['input']>;
  daily_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  weekly_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  overtime_daily_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_weekly_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_multiplier?: InputMaybe<Scalars['Float']['input']>;
  payment_accountability?: InputMaybe<Scalars['String']['input']>;
};

export type RecipeIngredients = {
  __typename?: 'RecipeIngredients';
  ingredient_id: Scalars['ID']['output'];
  quantity: Scalars['Float']['output'];
};

export type RecipeIngredientsInput = {
  ingredient_id?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type RecipeGroupField =
  | 'menu_item_id'
  | 'status';

export type Recipe = {
  __typename?: 'Recipe';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  menu_item_id?: Maybe<Scalars['ID']['output']>;
  ingredients: Array<RecipeIngredients>;
  /** Money, in the store's currency. */
  cost: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type RecipeFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type RecipePatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  ingredients?: InputMaybe<Array<RecipeIngredientsInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SegmentGroupField =
  | 'platform'
  | 'include_without_agreement';

export type Segment = {
  __typename?: 'Segment';
  id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  platform?: Maybe<Scalars['String']['output']>;
  enrolled_from?: Maybe<Scalars['String']['output']>;
  enrolled_to?: Maybe<Scalars['String']['output']>;
  min_orders?: Maybe<Scalars['Int']['output']>;
  orders_days?: Maybe<Scalars['Int']['output']>;
  /** Money, in the store's currency. */
  min_spent?: Maybe<Scalars['Float']['output']>;
  spent_days?: Maybe<Scalars['Int']['output']>;
  include_without_agreement: Scalars['Boolean']['output'];
  total_customers: Scalars['Int']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type SegmentFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  enrolled_from?: InputMaybe<Scalars['String']['input']>;
  enrolled_to?: InputMaybe<Scalars['String']['input']>;
  min_orders?: InputMaybe<Scalars['Int']['input']>;
  orders_days?: InputMaybe<Scalars['Int']['input']>;
  min_spent?: InputMaybe<Scalars['Float']['input']>;
  spent_days?: InputMaybe<Scalars['Int']['input']>;
  include_without_agreement?: InputMaybe<Scalars['Boolean']['input']>;
  total_customers?: InputMaybe<Scalars['Int']['input']>;
};

export type SegmentPatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  enrolled_from?: InputMaybe<Scalars['String']['input']>;
  enrolled_to?: InputMaybe<Scalars['String']['input']>;
  min_orders?: InputMaybe<Scalars['Int']['input']>;
  orders_days?: InputMaybe<Scalars['Int']['input']>;
  min_spent?: InputMaybe<Scalars['Float']['input']>;
  spent_days?: InputMaybe<Scalars['Int']['input']>;
  include_without_agreement?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SmtpSettingGroupField =
  | 'is_default';

export type SmtpSetting = {
  __typename?: 'SmtpSetting';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sender: Scalars['String']['output'];
  host?: Maybe<Scalars['String']['output']>;
  port: Scalars['Int']['output'];
  username?: Maybe<Scalars['String']['output']>;
  send_rate: Scalars['Int']['output'];
  is_default: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type SmtpSettingFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  send_rate?: InputMaybe<Scalars['Int']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SmtpSettingPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  send_rate?: InputMaybe<Scalars['Int']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SpecialPriceGroupField =
  | 'frequency'
  | 'price_type'
  | 'status';

export type SpecialPrice = {
  __typename?: 'SpecialPrice';
  id: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  item_ids: Array<Scalars['ID']['output']>;
  schedule: Schedule;
  frequency: Scalars['String']['output'];
  execution_date: Scalars['String']['output'];
  price_type: Scalars['String']['output'];
  /** A percentage (50 = 50 %) when price_type is percent; else money, in the store's currency. */
  value: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type SpecialPriceFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Scalars['ID']['input']>;
  frequency?: InputMaybe<Scalars['String']['input']>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  price_type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SpecialPricePatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<ScheduleInput>;
  frequency?: InputMaybe<Scalars['String']['input']>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  price_type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type StoreInfoGroupField =
  | 'logo_id'
  | 'time_zone'
  | 'auto_close_day'
  | 'date_format'
  | 'hour_format'
  | 'currency'
  | 'week_start'
  | 'two_factor';

export type StoreInfo = {
  __typename?: 'StoreInfo';
  id: Scalars['ID']['output'];
  business_name?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  logo_id?: Maybe<Scalars['ID']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  zipcode?: Maybe<Scalars['String']['output']>;
  time_zone: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
  contact_name?: Maybe<Scalars['String']['output']>;
  contact_phone?: Maybe<Scalars['String']['output']>;
  contact_email?: Maybe<Scalars['String']['output']>;
  opening_hours?: Maybe<Schedule>;
  pickup_hours?: Maybe<Schedule>;
  delivery_hours?: Maybe<Schedule>;
  auto_close_day: Scalars['Boolean']['output'];
  auto_close_time?: Maybe<Scalars['String']['output']>;
  business_day_start: Scalars['String']['output'];
  date_format: Scalars['String']['output'];
  hour_format: Scalars['String']['output'];
  currency_symbol: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  week_start: Scalars['String']['output'];
  two_factor: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type StoreInfoFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  business_name?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  logo_id?: InputMaybe<Scalars['ID']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
  time_zone?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  auto_close_day?: InputMaybe<Scalars['Boolean']['input']>;
  auto_close_time?: InputMaybe<Scalars['String']['input']>;
  business_day_start?: InputMaybe<Scalars['String']['input']>;
  date_format?: InputMaybe<Scalars['String']['input']>;
  hour_format?: InputMaybe<Scalars['String']['input']>;
  currency_symbol?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  week_start?: InputMaybe<Scalars['String']['input']>;
  two_factor?: InputMaybe<Scalars['Boolean']['input']>;
};

export type StoreInfoPatch = {
  business_name?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  logo_id?: InputMaybe<Scalars['ID']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
  time_zone?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  opening_hours?: InputMaybe<ScheduleInput>;
  pickup_hours?: InputMaybe<ScheduleInput>;
  delivery_hours?: InputMaybe<ScheduleInput>;
  auto_close_day?: InputMaybe<Scalars['Boolean']['input']>;
  auto_close_time?: InputMaybe<Scalars['String']['input']>;
  business_day_start?: InputMaybe<Scalars['String']['input']>;
  date_format?: InputMaybe<Scalars['String']['input']>;
  hour_format?: InputMaybe<Scalars['String']['input']>;
  currency_symbol?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  week_start?: InputMaybe<Scalars['String']['input']>;
  two_factor?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TaxGroupField =
  | 'is_default'
  | 'status';

export type Tax = {
  __typename?: 'Tax';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** A percentage (50 = 50 %). */
  rate: Scalars['Float']['output'];
  is_default: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type TaxFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Float']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type TaxPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Float']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type TipSuggestionSuggestions = {
  __typename?: 'TipSuggestionSuggestions';
  name: Scalars['String']['output'];
  /** A percentage (50 = 50 %). */
  value: Scalars['Float']['output'];
};

export type TipSuggestionSuggestionsInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type TipSuggestion = {
  __typename?: 'TipSuggestion';
  id: Scalars['ID']['output'];
  suggestions: Array<TipSuggestionSuggestions>;
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type TipSuggestionFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type TipSuggestionPatch = {
  suggestions?: InputMaybe<Array<TipSuggestionSuggestionsInput>>;
};

export type VendorGroupField =
  | 'status';

export type Vendor = {
  __typename?: 'Vendor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  contact_name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type VendorFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type VendorPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type VoidReasonGroupField =
  | 'manager_approval'
  | 'status';

export type VoidReason = {
  __typename?: 'VoidReason';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  manager_approval: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type VoidReasonFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type VoidReasonPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CheckItemGroupField =
  | 'check_id'
  | 'menu_item_id'
  | 'void_reason_id'
  | 'void_approved_by';

export type CheckItem = {
  __typename?: 'CheckItem';
  id: Scalars['ID']['output'];
  check_id: Scalars['ID']['output'];
  line: Scalars['Int']['output'];
  menu_item_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  unit_price: Scalars['Int']['output'];
  modifiers_total: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  void_reason_id?: Maybe<Scalars['ID']['output']>;
  void_reason_name?: Maybe<Scalars['String']['output']>;
  void_approved_by?: Maybe<Scalars['ID']['output']>;
};

export type CheckItemFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  check_id?: InputMaybe<Scalars['ID']['input']>;
  line?: InputMaybe<Scalars['Int']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  unit_price?: InputMaybe<Scalars['Int']['input']>;
  modifiers_total?: InputMaybe<Scalars['Int']['input']>;
  tax?: InputMaybe<Scalars['Int']['input']>;
  discount?: InputMaybe<Scalars['Int']['input']>;
  void_reason_id?: InputMaybe<Scalars['ID']['input']>;
  void_reason_name?: InputMaybe<Scalars['String']['input']>;
  void_approved_by?: InputMaybe<Scalars['ID']['input']>;
};

export type CheckPaymentGroupField =
  | 'check_id'
  | 'payment_id';

export type CheckPayment = {
  __typename?: 'CheckPayment';
  id: Scalars['ID']['output'];
  check_id: Scalars['ID']['output'];
  payment_id: Scalars['ID']['output'];
  payment_name: Scalars['String']['output'];
  payment_type: Scalars['String']['output'];
  amount: Scalars['Int']['output'];
  tip: Scalars['Int']['output'];
  change: Scalars['Int']['output'];
  card_last_four?: Maybe<Scalars['String']['output']>;
  account_type?: Maybe<Scalars['String']['output']>;
  entry_type?: Maybe<Scalars['String']['output']>;
  auth_code?: Maybe<Scalars['String']['output']>;
  approval_code?: Maybe<Scalars['String']['output']>;
  terminal_number?: Maybe<Scalars['String']['output']>;
  transaction_id?: Maybe<Scalars['String']['output']>;
  authorized_amount?: Maybe<Scalars['Int']['output']>;
  expiration?: Maybe<Scalars['String']['output']>;
  paid_at: Scalars['String']['output'];
};

export type CheckPaymentFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  check_id?: InputMaybe<Scalars['ID']['input']>;
  payment_id?: InputMaybe<Scalars['ID']['input']>;
  payment_name?: InputMaybe<Scalars['String']['input']>;
  payment_type?: InputMaybe<Scalars['String']['input']>;
  amount?: InputMaybe<Scalars['Int']['input']>;
  tip?: InputMaybe<Scalars['Int']['input']>;
  change?: InputMaybe<Scalars['Int']['input']>;
  card_last_four?: InputMaybe<Scalars['String']['input']>;
  account_type?: InputMaybe<Scalars['String']['input']>;
  entry_type?: InputMaybe<Scalars['String']['input']>;
  auth_code?: InputMaybe<Scalars['String']['input']>;
  approval_code?: InputMaybe<Scalars['String']['input']>;
  terminal_number?: InputMaybe<Scalars['String']['input']>;
  transaction_id?: InputMaybe<Scalars['String']['input']>;
  authorized_amount?: InputMaybe<Scalars['Int']['input']>;
  expiration?: InputMaybe<Scalars['String']['input']>;
  paid_at?: InputMaybe<Scalars['String']['input']>;
  paid_at_gte?: InputMaybe<Scalars['String']['input']>;
  paid_at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type CheckGroupField =
  | 'working_day_id'
  | 'device_id'
  | 'source'
  | 'order_type_id'
  | 'customer_id'
  | 'server_id'
  | 'closed_by_id'
  | 'status';

export type Check = {
  __typename?: 'Check';
  id: Scalars['ID']['output'];
  working_day_id: Scalars['ID']['output'];
  device_id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  source: Scalars['String']['output'];
  order_type_id: Scalars['ID']['output'];
  order_type_name: Scalars['String']['output'];
  table_name?: Maybe<Scalars['String']['output']>;
  customer_id?: Maybe<Scalars['ID']['output']>;
  server_id: Scalars['ID']['output'];
  server_name: Scalars['String']['output'];
  closed_by_id?: Maybe<Scalars['ID']['output']>;
  closed_by_name?: Maybe<Scalars['String']['output']>;
  guests: Scalars['Int']['output'];
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  subtotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  tip: Scalars['Int']['output'];
  gratuity: Scalars['Int']['output'];
  delivery_fee: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
  recorded_at: Scalars['String']['output'];
  /** Its CheckItem records (check_id is its id), by line ASC. */
  items: Array<CheckItem>;
  /** Its CheckPayment records (check_id is its id), by paid_at ASC. */
  payments: Array<CheckPayment>;
};

export type CheckFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  working_day_id?: InputMaybe<Scalars['ID']['input']>;
  device_id?: InputMaybe<Scalars['ID']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  order_type_id?: InputMaybe<Scalars['ID']['input']>;
  order_type_name?: InputMaybe<Scalars['String']['input']>;
  table_name?: InputMaybe<Scalars['String']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  server_id?: InputMaybe<Scalars['ID']['input']>;
  server_name?: InputMaybe<Scalars['String']['input']>;
  closed_by_id?: InputMaybe<Scalars['ID']['input']>;
  closed_by_name?: InputMaybe<Scalars['String']['input']>;
  guests?: InputMaybe<Scalars['Int']['input']>;
  opened_at?: InputMaybe<Scalars['String']['input']>;
  closed_at?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subtotal?: InputMaybe<Scalars['Int']['input']>;
  tax?: InputMaybe<Scalars['Int']['input']>;
  discount?: InputMaybe<Scalars['Int']['input']>;
  tip?: InputMaybe<Scalars['Int']['input']>;
  gratuity?: InputMaybe<Scalars['Int']['input']>;
  delivery_fee?: InputMaybe<Scalars['Int']['input']>;
  total?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  recorded_at?: InputMaybe<Scalars['String']['input']>;
  opened_at_gte?: InputMaybe<Scalars['String']['input']>;
  opened_at_lte?: InputMaybe<Scalars['String']['input']>;
  closed_at_gte?: InputMaybe<Scalars['String']['input']>;
  closed_at_lte?: InputMaybe<Scalars['String']['input']>;
  recorded_at_gte?: InputMaybe<Scalars['String']['input']>;
  recorded_at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryZoneRecordPolygon = {
  __typename?: 'DeliveryZoneRecordPolygon';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type DeliveryZoneRecordGroupField =
  | 'zone_type';

export type DeliveryZoneRecord = {
  __typename?: 'DeliveryZoneRecord';
  id: Scalars['ID']['output'];
  zone_type: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Money, in the store's currency. */
  fee: Scalars['Float']['output'];
  distance?: Maybe<Scalars['Float']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  polygon?: Maybe<Array<DeliveryZoneRecordPolygon>>;
};

export type DeliveryZoneRecordFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  zone_type?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  fee?: InputMaybe<Scalars['Float']['input']>;
  distance?: InputMaybe<Scalars['Float']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
};

export type FloorAreaRecordGroupField =
  | 'status';

export type FloorAreaRecord = {
  __typename?: 'FloorAreaRecord';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
};

export type FloorAreaRecordFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
  updated_at_gte?: InputMaybe<Scalars['String']['input']>;
  updated_at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type FloorTableRecordGroupField =
  | 'area_id'
  | 'shape'
  | 'busy';

export type FloorTableRecord = {
  __typename?: 'FloorTableRecord';
  id: Scalars['ID']['output'];
  area_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  shape: Scalars['String']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  rotation: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
  color: Scalars['String']['output'];
  busy: Scalars['Boolean']['output'];
};

export type FloorTableRecordFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  area_id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  shape?: InputMaybe<Scalars['String']['input']>;
  x?: InputMaybe<Scalars['Int']['input']>;
  y?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  rotation?: InputMaybe<Scalars['Int']['input']>;
  seats?: InputMaybe<Scalars['Int']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  busy?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GiftCardTransactionGroupField =
  | 'gift_card_id'
  | 'kind'
  | 'check_id';

export type GiftCardTransaction = {
  __typename?: 'GiftCardTransaction';
  id: Scalars['ID']['output'];
  gift_card_id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  /** Money, in the store's currency. */
  amount: Scalars['Float']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  check_id?: Maybe<Scalars['ID']['output']>;
  user_id?: Maybe<Scalars['String']['output']>;
  user_name: Scalars['String']['output'];
  at: Scalars['String']['output'];
};

export type GiftCardTransactionFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  gift_card_id?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  amount?: InputMaybe<Scalars['Float']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  check_id?: InputMaybe<Scalars['ID']['input']>;
  user_id?: InputMaybe<Scalars['String']['input']>;
  user_name?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['String']['input']>;
  at_gte?: InputMaybe<Scalars['String']['input']>;
  at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type HouseAccountMovementGroupField =
  | 'customer_id'
  | 'kind'
  | 'check_id';

export type HouseAccountMovement = {
  __typename?: 'HouseAccountMovement';
  id: Scalars['ID']['output'];
  customer_id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  /** Money, in the store's currency. */
  amount: Scalars['Float']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  check_id?: Maybe<Scalars['ID']['output']>;
  user_id?: Maybe<Scalars['String']['output']>;
  user_name: Scalars['String']['output'];
  at: Scalars['String']['output'];
};

export type HouseAccountMovementFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  amount?: InputMaybe<Scalars['Float']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  check_id?: InputMaybe<Scalars['ID']['input']>;
  user_id?: InputMaybe<Scalars['String']['input']>;
  user_name?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['String']['input']>;
  at_gte?: InputMaybe<Scalars['String']['input']>;
  at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type LoyaltyMovementGroupField =
  | 'customer_id'
  | 'kind'
  | 'plan_id'
  | 'check_id';

export type LoyaltyMovement = {
  __typename?: 'LoyaltyMovement';
  id: Scalars['ID']['output'];
  customer_id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  /** Money, in the store's currency. */
  amount?: Maybe<Scalars['Float']['output']>;
  plan_id?: Maybe<Scalars['ID']['output']>;
  reward_index?: Maybe<Scalars['Int']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  check_id?: Maybe<Scalars['ID']['output']>;
  user_id?: Maybe<Scalars['String']['output']>;
  user_name: Scalars['String']['output'];
  at: Scalars['String']['output'];
};

export type LoyaltyMovementFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  points?: InputMaybe<Scalars['Int']['input']>;
  amount?: InputMaybe<Scalars['Float']['input']>;
  plan_id?: InputMaybe<Scalars['ID']['input']>;
  reward_index?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  check_id?: InputMaybe<Scalars['ID']['input']>;
  user_id?: InputMaybe<Scalars['String']['input']>;
  user_name?: InputMaybe<Scalars['String']['input']>;
  at?: InputMaybe<Scalars['String']['input']>;
  at_gte?: InputMaybe<Scalars['String']['input']>;
  at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type MediaFileGroupField =
  | 'use'
  | 'content_type';

export type MediaFile = {
  __typename?: 'MediaFile';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  use: Scalars['String']['output'];
  content_type: Scalars['String']['output'];
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  byte_size: Scalars['Int']['output'];
  hash: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
};

export type MediaFileFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  use?: InputMaybe<Scalars['String']['input']>;
  content_type?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  byte_size?: InputMaybe<Scalars['Int']['input']>;
  hash?: InputMaybe<Scalars['String']['input']>;
  created_at?: InputMaybe<Scalars['String']['input']>;
  created_at_gte?: InputMaybe<Scalars['String']['input']>;
  created_at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type ShiftGroupField =
  | 'working_day_id'
  | 'employee_id'
  | 'device_id';

export type Shift = {
  __typename?: 'Shift';
  id: Scalars['ID']['output'];
  working_day_id: Scalars['ID']['output'];
  employee_id: Scalars['ID']['output'];
  device_id: Scalars['ID']['output'];
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
};

export type ShiftFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  working_day_id?: InputMaybe<Scalars['ID']['input']>;
  employee_id?: InputMaybe<Scalars['ID']['input']>;
  device_id?: InputMaybe<Scalars['ID']['input']>;
  opened_at?: InputMaybe<Scalars['String']['input']>;
  closed_at?: InputMaybe<Scalars['String']['input']>;
  opened_at_gte?: InputMaybe<Scalars['String']['input']>;
  opened_at_lte?: InputMaybe<Scalars['String']['input']>;
  closed_at_gte?: InputMaybe<Scalars['String']['input']>;
  closed_at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type TimeCardRecordGroupField =
  | 'employee_id'
  | 'working_day_id';

export type TimeCardRecord = {
  __typename?: 'TimeCardRecord';
  id: Scalars['ID']['output'];
  employee_id: Scalars['ID']['output'];
  working_day_id: Scalars['ID']['output'];
  clock_in: Scalars['String']['output'];
  clock_out?: Maybe<Scalars['String']['output']>;
};

export type TimeCardRecordFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  employee_id?: InputMaybe<Scalars['ID']['input']>;
  working_day_id?: InputMaybe<Scalars['ID']['input']>;
  clock_in?: InputMaybe<Scalars['String']['input']>;
  clock_out?: InputMaybe<Scalars['String']['input']>;
  clock_in_gte?: InputMaybe<Scalars['String']['input']>;
  clock_in_lte?: InputMaybe<Scalars['String']['input']>;
  clock_out_gte?: InputMaybe<Scalars['String']['input']>;
  clock_out_lte?: InputMaybe<Scalars['String']['input']>;
};

export type WorkingDayRecordGroupField =
  | 'status';

export type WorkingDayRecord = {
  __typename?: 'WorkingDayRecord';
  id: Scalars['ID']['output'];
  business_date: Scalars['String']['output'];
  status: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
};

export type WorkingDayRecordFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  business_date?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  opened_at?: InputMaybe<Scalars['String']['input']>;
  closed_at?: InputMaybe<Scalars['String']['input']>;
  business_date_gte?: InputMaybe<Scalars['String']['input']>;
  business_date_lte?: InputMaybe<Scalars['String']['input']>;
  opened_at_gte?: InputMaybe<Scalars['String']['input']>;
  opened_at_lte?: InputMaybe<Scalars['String']['input']>;
  closed_at_gte?: InputMaybe<Scalars['String']['input']>;
  closed_at_lte?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  allCampaigns: Array<Campaign>;
  _allCampaignsMeta: ListMetadata;
  _allCampaignsCounts: Array<GroupCount>;
  Campaign?: Maybe<Campaign>;
  allCashDiscounts: Array<CashDiscount>;
  _allCashDiscountsMeta: ListMetadata;
  _allCashDiscountsCounts: Array<GroupCount>;
  CashDiscount?: Maybe<CashDiscount>;
  allCategories: Array<Category>;
  _allCategoriesMeta: ListMetadata;
  _allCategoriesCounts: Array<GroupCount>;
  Category?: Maybe<Category>;
  allCoupons: Array<Coupon>;
  _allCouponsMeta: ListMetadata;
  _allCouponsCounts: Array<GroupCount>;
  Coupon?: Maybe<Coupon>;
  allCustomerDisplayAds: Array<CustomerDisplayAd>;
  _allCustomerDisplayAdsMeta: ListMetadata;
  _allCustomerDisplayAdsCounts: Array<GroupCount>;
  CustomerDisplayAd?: Maybe<CustomerDisplayAd>;
  allCustomerSettings: Array<CustomerSetting>;
  _allCustomerSettingsMeta: ListMetadata;
  _allCustomerSettingsCounts: Array<GroupCount>;
  CustomerSetting?: Maybe<CustomerSetting>;
  allCustomers: Array<Customer>;
  _allCustomersMeta: ListMetadata;
  _allCustomersCounts: Array<GroupCount>;
  Customer?: Maybe<Customer>;
  allDeliveryOptions: Array<DeliveryOption>;
  _allDeliveryOptionsMeta: ListMetadata;
  DeliveryOption?: Maybe<DeliveryOption>;
  allDepartments: Array<Department>;
  _allDepartmentsMeta: ListMetadata;
  _allDepartmentsCounts: Array<GroupCount>;
  Department?: Maybe<Department>;
  allDevices: Array<Device>;
  _allDevicesMeta: ListMetadata;
  _allDevicesCounts: Array<GroupCount>;
  Device?: Maybe<Device>;
  allDiscounts: Array<Discount>;
  _allDiscountsMeta: ListMetadata;
  _allDiscountsCounts: Array<GroupCount>;
  Discount?: Maybe<Discount>;
  allEmailTemplates: Array<EmailTemplate>;
  _allEmailTemplatesMeta: ListMetadata;
  EmailTemplate?: Maybe<EmailTemplate>;
  allEmployees: Array<Employee>;
  _allEmployeesMeta: ListMetadata;
  _allEmployeesCounts: Array<GroupCount>;
  Employee?: Maybe<Employee>;
  allFeatureItems: Array<FeatureItem>;
  _allFeatureItemsMeta: ListMetadata;
  _allFeatureItemsCounts: Array<GroupCount>;
  FeatureItem?: Maybe<FeatureItem>;
  allGiftCards: Array<GiftCard>;
  _allGiftCardsMeta: ListMetadata;
  _allGiftCardsCounts: Array<GroupCount>;
  GiftCard?: Maybe<GiftCard>;
  allGratuities: Array<Gratuity>;
  _allGratuitiesMeta: ListMetadata;
  _allGratuitiesCounts: Array<GroupCount>;
  Gratuity?: Maybe<Gratuity>;
  allIngredients: Array<Ingredient>;
  _allIngredientsMeta: ListMetadata;
  _allIngredientsCounts: Array<GroupCount>;
  Ingredient?: Maybe<Ingredient>;
  allInventoryGroups: Array<InventoryGroup>;
  _allInventoryGroupsMeta: ListMetadata;
  _allInventoryGroupsCounts: Array<GroupCount>;
  InventoryGroup?: Maybe<InventoryGroup>;
  allInventorySubgroups: Array<InventorySubgroup>;
  _allInventorySubgroupsMeta: ListMetadata;
  _allInventorySubgroupsCounts: Array<GroupCount>;
  InventorySubgroup?: Maybe<InventorySubgroup>;
  allInventoryUnits: Array<InventoryUnit>;
  _allInventoryUnitsMeta: ListMetadata;
  _allInventoryUnitsCounts: Array<GroupCount>;
  InventoryUnit?: Maybe<InventoryUnit>;
  allItemAvailabilities: Array<ItemAvailability>;
  _allItemAvailabilitiesMeta: ListMetadata;
  _allItemAvailabilitiesCounts: Array<GroupCount>;
  ItemAvailability?: Maybe<ItemAvailability>;
  allJobs: Array<Job>;
  _allJobsMeta: ListMetadata;
  Job?: Maybe<Job>;
  allKitchenPrinters: Array<KitchenPrinter>;
  _allKitchenPrintersMeta: ListMetadata;
  _allKitchenPrintersCounts: Array<GroupCount>;
  KitchenPrinter?: Maybe<KitchenPrinter>;
  allLoyaltyPlans: Array<LoyaltyPlan>;
  _allLoyaltyPlansMeta: ListMetadata;
  _allLoyaltyPlansCounts: Array<GroupCount>;
  LoyaltyPlan?: Maybe<LoyaltyPlan>;
  allMenuItems: Array<MenuItem>;
  _allMenuItemsMeta: ListMetadata;
  _allMenuItemsCounts: Array<GroupCount>;
  MenuItem?: Maybe<MenuItem>;
  allModifierGroups: Array<ModifierGroup>;
  _allModifierGroupsMeta: ListMetadata;
  _allModifierGroupsCounts: Array<GroupCount>;
  ModifierGroup?: Maybe<ModifierGroup>;
  allModifierItems: Array<ModifierItem>;
  _allModifierItemsMeta: ListMetadata;
  _allModifierItemsCounts: Array<GroupCount>;
  ModifierItem?: Maybe<ModifierItem>;
  allModifierPrefixes: Array<ModifierPrefix>;
  _allModifierPrefixesMeta: ListMetadata;
  _allModifierPrefixesCounts: Array<GroupCount>;
  ModifierPrefix?: Maybe<ModifierPrefix>;
  allOnlineOrderingSettings: Array<OnlineOrderingSetting>;
  _allOnlineOrderingSettingsMeta: ListMetadata;
  _allOnlineOrderingSettingsCounts: Array<GroupCount>;
  OnlineOrderingSetting?: Maybe<OnlineOrderingSetting>;
  allOrderTypes: Array<OrderType>;
  _allOrderTypesMeta: ListMetadata;
  _allOrderTypesCounts: Array<GroupCount>;
  OrderType?: Maybe<OrderType>;
  allPaidOuts: Array<PaidOut>;
  _allPaidOutsMeta: ListMetadata;
  _allPaidOutsCounts: Array<GroupCount>;
  PaidOut?: Maybe<PaidOut>;
  allPayments: Array<Payment>;
  _allPaymentsMeta: ListMetadata;
  _allPaymentsCounts: Array<GroupCount>;
  Payment?: Maybe<Payment>;
  allPayrollSettings: Array<PayrollSetting>;
  _allPayrollSettingsMeta: ListMetadata;
  _allPayrollSettingsCounts: Array<GroupCount>;
  PayrollSetting?: Maybe<PayrollSetting>;
  allRecipes: Array<Recipe>;
  _allRecipesMeta: ListMetadata;
  _allRecipesCounts: Array<GroupCount>;
  Recipe?: Maybe<Recipe>;
  allSegments: Array<Segment>;
  _allSegmentsMeta: ListMetadata;
  _allSegmentsCounts: Array<GroupCount>;
  Segment?: Maybe<Segment>;
  allSmtpSettings: Array<SmtpSetting>;
  _allSmtpSettingsMeta: ListMetadata;
  _allSmtpSettingsCounts: Array<GroupCount>;
  SmtpSetting?: Maybe<SmtpSetting>;
  allSpecialPrices: Array<SpecialPrice>;
  _allSpecialPricesMeta: ListMetadata;
  _allSpecialPricesCounts: Array<GroupCount>;
  SpecialPrice?: Maybe<SpecialPrice>;
  allStoreInfos: Array<StoreInfo>;
  _allStoreInfosMeta: ListMetadata;
  _allStoreInfosCounts: Array<GroupCount>;
  StoreInfo?: Maybe<StoreInfo>;
  allTaxes: Array<Tax>;
  _allTaxesMeta: ListMetadata;
  _allTaxesCounts: Array<GroupCount>;
  Tax?: Maybe<Tax>;
  allTipSuggestions: Array<TipSuggestion>;
  _allTipSuggestionsMeta: ListMetadata;
  TipSuggestion?: Maybe<TipSuggestion>;
  allVendors: Array<Vendor>;
  _allVendorsMeta: ListMetadata;
  _allVendorsCounts: Array<GroupCount>;
  Vendor?: Maybe<Vendor>;
  allVoidReasons: Array<VoidReason>;
  _allVoidReasonsMeta: ListMetadata;
  _allVoidReasonsCounts: Array<GroupCount>;
  VoidReason?: Maybe<VoidReason>;
  allCheckItems: Array<CheckItem>;
  _allCheckItemsMeta: ListMetadata;
  _allCheckItemsCounts: Array<GroupCount>;
  CheckItem?: Maybe<CheckItem>;
  allCheckPayments: Array<CheckPayment>;
  _allCheckPaymentsMeta: ListMetadata;
  _allCheckPaymentsCounts: Array<GroupCount>;
  CheckPayment?: Maybe<CheckPayment>;
  allChecks: Array<Check>;
  _allChecksMeta: ListMetadata;
  _allChecksCounts: Array<GroupCount>;
  Check?: Maybe<Check>;
  allDeliveryZoneRecords: Array<DeliveryZoneRecord>;
  _allDeliveryZoneRecordsMeta: ListMetadata;
  _allDeliveryZoneRecordsCounts: Array<GroupCount>;
  DeliveryZoneRecord?: Maybe<DeliveryZoneRecord>;
  allFloorAreaRecords: Array<FloorAreaRecord>;
  _allFloorAreaRecordsMeta: ListMetadata;
  _allFloorAreaRecordsCounts: Array<GroupCount>;
  FloorAreaRecord?: Maybe<FloorAreaRecord>;
  allFloorTableRecords: Array<FloorTableRecord>;
  _allFloorTableRecordsMeta: ListMetadata;
  _allFloorTableRecordsCounts: Array<GroupCount>;
  FloorTableRecord?: Maybe<FloorTableRecord>;
  allGiftCardTransactions: Array<GiftCardTransaction>;
  _allGiftCardTransactionsMeta: ListMetadata;
  _allGiftCardTransactionsCounts: Array<GroupCount>;
  GiftCardTransaction?: Maybe<GiftCardTransaction>;
  allHouseAccountMovements: Array<HouseAccountMovement>;
  _allHouseAccountMovementsMeta: ListMetadata;
  _allHouseAccountMovementsCounts: Array<GroupCount>;
  HouseAccountMovement?: Maybe<HouseAccountMovement>;
  allLoyaltyMovements: Array<LoyaltyMovement>;
  _allLoyaltyMovementsMeta: ListMetadata;
  _allLoyaltyMovementsCounts: Array<GroupCount>;
  LoyaltyMovement?: Maybe<LoyaltyMovement>;
  allMediaFiles: Array<MediaFile>;
  _allMediaFilesMeta: ListMetadata;
  _allMediaFilesCounts: Array<GroupCount>;
  MediaFile?: Maybe<MediaFile>;
  allShifts: Array<Shift>;
  _allShiftsMeta: ListMetadata;
  _allShiftsCounts: Array<GroupCount>;
  Shift?: Maybe<Shift>;
  allTimeCardRecords: Array<TimeCardRecord>;
  _allTimeCardRecordsMeta: ListMetadata;
  _allTimeCardRecordsCounts: Array<GroupCount>;
  TimeCardRecord?: Maybe<TimeCardRecord>;
  allWorkingDayRecords: Array<WorkingDayRecord>;
  _allWorkingDayRecordsMeta: ListMetadata;
  _allWorkingDayRecordsCounts: Array<GroupCount>;
  WorkingDayRecord?: Maybe<WorkingDayRecord>;
  /** The progress of the store's campaigns of these ids. */
  campaignProgress: Array<CampaignProgress>;
  /** A campaign's report. */
  campaignReport: CampaignReport;
  /** The active campaigns (scheduled or sending) that go to a segment: what deleting or changing it affects. */
  segmentCampaigns: Array<SegmentCampaign>;
  /** A check of the store with its lines, modifiers, voids, payments and refunds. */
  checkDetail: CheckDetail;
  /** The store's active void reasons, by name. */
  checkVoidReasons: Array<CheckVoidReason>;
  closeDayStatus: CloseDayStatus;
  /** Each store (at most 50, by name) where the user may see the analytics dashboard: today against yesterday, each by its own business date and time zone. */
  dashboardStores: Array<StoreGlance>;
  /** The analytics dashboard for today and a period: a preset (This Week when none) or two business dates. */
  dashboard: Dashboard;
  /** The online-ordering dashboard (admin only), for today and a period as dashboard takes it. */
  ecommerceDashboard: OnlineDashboard;
  /** The store's delivery settings and zones of both types. */
  deliverySettings: DeliverySettings;
  /** The zone of the type in use that delivers to a point, and its fee; null when none does. */
  deliveryQuote?: Maybe<DeliveryQuote>;
  floorLayout: FloorLayout;
  /**
   * The store's invoices, a page at a time (page from 0), sorted by issued_on, number, amount, status,
   * kind or vendor_name. Issues first the subscription's invoices of cycles ended since the last read.
   */
  invoices: InvoicePage;
  /** One invoice of the store, or null. */
  invoice?: Maybe<Invoice>;
  /** An invoice's printable PDF, its words in the language given (en or es). */
  invoicePdf: InvoicePdf;
  /** The vendors, the paid outs' reasons requiring an invoice and the store's plan. */
  invoiceChoices: InvoiceChoices;
  /** The stores, other than this one, where the user may publish this store's menu. */
  menuPublishStores: Array<MenuPublishStoreChoice>;
  /** What publishing would create, update and leave alone in each store; nothing is written. */
  menuPublishPreview: MenuPublishPlan;
  /** A menu item's price at an instant (ISO 8601 with an offset; now by default), in the store's time zone. */
  effectivePrice: EffectivePrice;
  /** Whether a menu item is offered at an instant (ISO 8601 with an offset; now by default), by its availability. */
  isAvailable: Scalars['Boolean']['output'];
  /** The store's online menu as the OLO menu builder edits it. */
  oloMenuBuilder: OloMenuBuilder;
  /** The store's checks opened in the last hours (1 to 72; the store's default when left out). */
  orderMonitor: OrderMonitor;
  /** The store's order tracker settings; its defaults before the first save. */
  orderTrackerSettings: OrderTrackerSettings;
  /** Where the store's tracker screen is, on this server: /order/<store slug>/tracker. */
  orderTrackerPath: Scalars['String']['output'];
  /** Every active employee with their pay and jobs. */
  compensations: Array<Compensation>;
  /** The store's payroll settings and today's business date: what a period picker starts from. */
  payrollRule: PayrollSettings;
  /** The payroll of the business dates from–to (YYYY-MM-DD, inclusive), of one employee or all. */
  payroll: Payroll;
  /** Customers with loyalty movements, with their points and next reward, searched by name, phone or e-mail (accents and case ignored), most points first or by name. Needs the Perks members permission. */
  loyaltyMembers: LoyaltyMembersPage;
  /** One customer's points and next reward (a customer without movements has 0 points). Needs the Perks members permission. */
  loyaltyMember: LoyaltyMember;
  /** The store's POS menu. Categories and items deleted, hidden or made inactive since it was saved are left out. */
  posMenuLayout: PosMenuLayout;
  /** A print job queued for the store's devices, and where it stands. */
  kitchenPrintJob?: Maybe<KitchenPrintJob>;
  /** The store's receipt layout, and what a sample receipt shows of the store. */
  receiptLayout: ReceiptLayout;
  /** How many customers of the store meet these conditions: the total shown while a segment is edited. */
  segmentCount: Scalars['Int']['output'];
  /** The customers these conditions reach: how many, and the first by name (limit 1 to 100, default 20). */
  segmentPreview: SegmentPreview;
  /** The pages the signed-in user starred, in the user's order (console paths such as /pages/category). */
  starredPages: Array<Scalars['String']['output']>;
  /** The store's logo, or none; anyone signed in to the store may ask (the logo itself is public). */
  storeLogo?: Maybe<StoreLogo>;
  /** The store's survey settings; its defaults before the first save. */
  surveySettings: SurveySettings;
  /** The survey's answers from one business date to another (YYYY-MM-DD, both included, a year at most). */
  surveyResults: SurveyResults;
  /** The store's system log, newest first unless sorted by id (the order of writing), at, entity, user_name or action. */
  allSystemLogs: Array<SystemLog>;
  _allSystemLogsMeta: ListMetadata;
  /** One entry of the store's system log. */
  SystemLog?: Maybe<SystemLog>;
  /** Everyone who appears in the store's system log, by name. */
  systemLogUsers: Array<SystemLogUser>;
  /** Cards of business dates from and to (inclusive, YYYY-MM-DD), of one employee or all. */
  timeCards: TimeCardList;
  workingDays: Array<WorkingDay>;
  /** The store's employees, by name. */
  timeCardEmployees: Array<TimeCardEmployee>;
  timeCardContext: TimeCardContext;
  /** The signed-in user's two-factor sign-in. */
  twoFactorStatus: TwoFactorStatus;
  /** Which console deployment serves a store (SPEC §7). */
  versionStore: VersionStore;
  /** A report over at most 366 business dates; compare adds the previous period where the report offers it: the same days of the period before when the dates are a preset's (This Week so far against the same weekdays of last week). */
  report: Report;
  /** The stores where the user may see the report, by name: what it may be run over together. */
  reportStores: Array<ReportStore>;
  /** The choices of each filter the report takes. */
  reportFilterChoices: Array<ReportFilterChoices>;
  /** A searched filter's choices: at most 20, by name, whose name (a customer's phone or e-mail too) holds q, case and accents ignored; or the one of id. */
  reportFilterSearch: Array<ReportChoice>;
};


export type QueryAllCampaignsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CampaignFilter>;
};


export type Query_AllCampaignsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CampaignFilter>;
};


export type Query_AllCampaignsCountsArgs = {
  by: CampaignGroupField;
  filter?: InputMaybe<CampaignFilter>;
};


export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCashDiscountsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CashDiscountFilter>;
};


export type Query_AllCashDiscountsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CashDiscountFilter>;
};


export type Query_AllCashDiscountsCountsArgs = {
  by: CashDiscountGroupField;
  filter?: InputMaybe<CashDiscountFilter>;
};


export type QueryCashDiscountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCategoriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CategoryFilter>;
};


export type Query_AllCategoriesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CategoryFilter>;
};


export type Query_AllCategoriesCountsArgs = {
  by: CategoryGroupField;
  filter?: InputMaybe<CategoryFilter>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCouponsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CouponFilter>;
};


export type Query_AllCouponsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CouponFilter>;
};


export type Query_AllCouponsCountsArgs = {
  by: CouponGroupField;
  filter?: InputMaybe<CouponFilter>;
};


export type QueryCouponArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCustomerDisplayAdsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerDisplayAdFilter>;
};


export type Query_AllCustomerDisplayAdsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerDisplayAdFilter>;
};


export type Query_AllCustomerDisplayAdsCountsArgs = {
  by: CustomerDisplayAdGroupField;
  filter?: InputMaybe<CustomerDisplayAdFilter>;
};


export type QueryCustomerDisplayAdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCustomerSettingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerSettingFilter>;
};


export type Query_AllCustomerSettingsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerSettingFilter>;
};


export type Query_AllCustomerSettingsCountsArgs = {
  by: CustomerSettingGroupField;
  filter?: InputMaybe<CustomerSettingFilter>;
};


export type QueryCustomerSettingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCustomersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerFilter>;
};


export type Query_AllCustomersMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerFilter>;
};


export type Query_AllCustomersCountsArgs = {
  by: CustomerGroupField;
  filter?: InputMaybe<CustomerFilter>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllDeliveryOptionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeliveryOptionFilter>;
};


export type Query_AllDeliveryOptionsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeliveryOptionFilter>;
};


export type QueryDeliveryOptionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllDepartmentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DepartmentFilter>;
};


export type Query_AllDepartmentsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DepartmentFilter>;
};


export type Query_AllDepartmentsCountsArgs = {
  by: DepartmentGroupField;
  filter?: InputMaybe<DepartmentFilter>;
};


export type QueryDepartmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllDevicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeviceFilter>;
};


export type Query_AllDevicesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeviceFilter>;
};


export type Query_AllDevicesCountsArgs = {
  by: DeviceGroupField;
  filter?: InputMaybe<DeviceFilter>;
};


export type QueryDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllDiscountsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DiscountFilter>;
};


export type Query_AllDiscountsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DiscountFilter>;
};


export type Query_AllDiscountsCountsArgs = {
  by: DiscountGroupField;
  filter?: InputMaybe<DiscountFilter>;
};


export type QueryDiscountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllEmailTemplatesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EmailTemplateFilter>;
};


export type Query_AllEmailTemplatesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EmailTemplateFilter>;
};


export type QueryEmailTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllEmployeesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EmployeeFilter>;
};


export type Query_AllEmployeesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EmployeeFilter>;
};


export type Query_AllEmployeesCountsArgs = {
  by: EmployeeGroupField;
  filter?: InputMaybe<EmployeeFilter>;
};


export type QueryEmployeeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllFeatureItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FeatureItemFilter>;
};


export type Query_AllFeatureItemsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FeatureItemFilter>;
};


export type Query_AllFeatureItemsCountsArgs = {
  by: FeatureItemGroupField;
  filter?: InputMaybe<FeatureItemFilter>;
};


export type QueryFeatureItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllGiftCardsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GiftCardFilter>;
};


export type Query_AllGiftCardsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GiftCardFilter>;
};


export type Query_AllGiftCardsCountsArgs = {
  by: GiftCardGroupField;
  filter?: InputMaybe<GiftCardFilter>;
};


export type QueryGiftCardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllGratuitiesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GratuityFilter>;
};


export type Query_AllGratuitiesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GratuityFilter>;
};


export type Query_AllGratuitiesCountsArgs = {
  by: GratuityGroupField;
  filter?: InputMaybe<GratuityFilter>;
};


export type QueryGratuityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllIngredientsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<IngredientFilter>;
};


export type Query_AllIngredientsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<IngredientFilter>;
};


export type Query_AllIngredientsCountsArgs = {
  by: IngredientGroupField;
  filter?: InputMaybe<IngredientFilter>;
};


export type QueryIngredientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllInventoryGroupsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InventoryGroupFilter>;
};


export type Query_AllInventoryGroupsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InventoryGroupFilter>;
};


export type Query_AllInventoryGroupsCountsArgs = {
  by: InventoryGroupGroupField;
  filter?: InputMaybe<InventoryGroupFilter>;
};


export type QueryInventoryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllInventorySubgroupsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InventorySubgroupFilter>;
};


export type Query_AllInventorySubgroupsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InventorySubgroupFilter>;
};


export type Query_AllInventorySubgroupsCountsArgs = {
  by: InventorySubgroupGroupField;
  filter?: InputMaybe<InventorySubgroupFilter>;
};


export type QueryInventorySubgroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllInventoryUnitsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InventoryUnitFilter>;
};


export type Query_AllInventoryUnitsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InventoryUnitFilter>;
};


export type Query_AllInventoryUnitsCountsArgs = {
  by: InventoryUnitGroupField;
  filter?: InputMaybe<InventoryUnitFilter>;
};


export type QueryInventoryUnitArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllItemAvailabilitiesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ItemAvailabilityFilter>;
};


export type Query_AllItemAvailabilitiesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ItemAvailabilityFilter>;
};


export type Query_AllItemAvailabilitiesCountsArgs = {
  by: ItemAvailabilityGroupField;
  filter?: InputMaybe<ItemAvailabilityFilter>;
};


export type QueryItemAvailabilityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllJobsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<JobFilter>;
};


export type Query_AllJobsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<JobFilter>;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllKitchenPrintersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<KitchenPrinterFilter>;
};


export type Query_AllKitchenPrintersMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<KitchenPrinterFilter>;
};


export type Query_AllKitchenPrintersCountsArgs = {
  by: KitchenPrinterGroupField;
  filter?: InputMaybe<KitchenPrinterFilter>;
};


export type QueryKitchenPrinterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllLoyaltyPlansArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LoyaltyPlanFilter>;
};


export type Query_AllLoyaltyPlansMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LoyaltyPlanFilter>;
};


export type Query_AllLoyaltyPlansCountsArgs = {
  by: LoyaltyPlanGroupField;
  filter?: InputMaybe<LoyaltyPlanFilter>;
};


export type QueryLoyaltyPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllMenuItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MenuItemFilter>;
};


export type Query_AllMenuItemsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MenuItemFilter>;
};


export type Query_AllMenuItemsCountsArgs = {
  by: MenuItemGroupField;
  filter?: InputMaybe<MenuItemFilter>;
};


export type QueryMenuItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllModifierGroupsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ModifierGroupFilter>;
};


export type Query_AllModifierGroupsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ModifierGroupFilter>;
};


export type Query_AllModifierGroupsCountsArgs = {
  by: ModifierGroupGroupField;
  filter?: InputMaybe<ModifierGroupFilter>;
};


export type QueryModifierGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllModifierItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ModifierItemFilter>;
};


export type Query_AllModifierItemsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ModifierItemFilter>;
};


export type Query_AllModifierItemsCountsArgs = {
  by: ModifierItemGroupField;
  filter?: InputMaybe<ModifierItemFilter>;
};


export type QueryModifierItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllModifierPrefixesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ModifierPrefixFilter>;
};


export type Query_AllModifierPrefixesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ModifierPrefixFilter>;
};


export type Query_AllModifierPrefixesCountsArgs = {
  by: ModifierPrefixGroupField;
  filter?: InputMaybe<ModifierPrefixFilter>;
};


export type QueryModifierPrefixArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllOnlineOrderingSettingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OnlineOrderingSettingFilter>;
};


export type Query_AllOnlineOrderingSettingsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OnlineOrderingSettingFilter>;
};


export type Query_AllOnlineOrderingSettingsCountsArgs = {
  by: OnlineOrderingSettingGroupField;
  filter?: InputMaybe<OnlineOrderingSettingFilter>;
};


export type QueryOnlineOrderingSettingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllOrderTypesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderTypeFilter>;
};


export type Query_AllOrderTypesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderTypeFilter>;
};


export type Query_AllOrderTypesCountsArgs = {
  by: OrderTypeGroupField;
  filter?: InputMaybe<OrderTypeFilter>;
};


export type QueryOrderTypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllPaidOutsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaidOutFilter>;
};


export type Query_AllPaidOutsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaidOutFilter>;
};


export type Query_AllPaidOutsCountsArgs = {
  by: PaidOutGroupField;
  filter?: InputMaybe<PaidOutFilter>;
};


export type QueryPaidOutArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllPaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaymentFilter>;
};


export type Query_AllPaymentsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaymentFilter>;
};


export type Query_AllPaymentsCountsArgs = {
  by: PaymentGroupField;
  filter?: InputMaybe<PaymentFilter>;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllPayrollSettingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PayrollSettingFilter>;
};


export type Query_AllPayrollSettingsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PayrollSettingFilter>;
};


export type Query_AllPayrollSettingsCountsArgs = {
  by: PayrollSettingGroupField;
  filter?: InputMaybe<PayrollSettingFilter>;
};


export type QueryPayrollSettingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllRecipesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<RecipeFilter>;
};


export type Query_AllRecipesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<RecipeFilter>;
};


export type Query_AllRecipesCountsArgs = {
  by: RecipeGroupField;
  filter?: InputMaybe<RecipeFilter>;
};


export type QueryRecipeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllSegmentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SegmentFilter>;
};


export type Query_AllSegmentsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SegmentFilter>;
};


export type Query_AllSegmentsCountsArgs = {
  by: SegmentGroupField;
  filter?: InputMaybe<SegmentFilter>;
};


export type QuerySegmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllSmtpSettingsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SmtpSettingFilter>;
};


export type Query_AllSmtpSettingsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SmtpSettingFilter>;
};


export type Query_AllSmtpSettingsCountsArgs = {
  by: SmtpSettingGroupField;
  filter?: InputMaybe<SmtpSettingFilter>;
};


export type QuerySmtpSettingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllSpecialPricesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SpecialPriceFilter>;
};


export type Query_AllSpecialPricesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SpecialPriceFilter>;
};


export type Query_AllSpecialPricesCountsArgs = {
  by: SpecialPriceGroupField;
  filter?: InputMaybe<SpecialPriceFilter>;
};


export type QuerySpecialPriceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllStoreInfosArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StoreInfoFilter>;
};


export type Query_AllStoreInfosMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StoreInfoFilter>;
};


export type Query_AllStoreInfosCountsArgs = {
  by: StoreInfoGroupField;
  filter?: InputMaybe<StoreInfoFilter>;
};


export type QueryStoreInfoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllTaxesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaxFilter>;
};


export type Query_AllTaxesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaxFilter>;
};


export type Query_AllTaxesCountsArgs = {
  by: TaxGroupField;
  filter?: InputMaybe<TaxFilter>;
};


export type QueryTaxArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllTipSuggestionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TipSuggestionFilter>;
};


export type Query_AllTipSuggestionsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TipSuggestionFilter>;
};


export type QueryTipSuggestionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllVendorsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VendorFilter>;
};


export type Query_AllVendorsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VendorFilter>;
};


export type Query_AllVendorsCountsArgs = {
  by: VendorGroupField;
  filter?: InputMaybe<VendorFilter>;
};


export type QueryVendorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllVoidReasonsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VoidReasonFilter>;
};


export type Query_AllVoidReasonsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VoidReasonFilter>;
};


export type Query_AllVoidReasonsCountsArgs = {
  by: VoidReasonGroupField;
  filter?: InputMaybe<VoidReasonFilter>;
};


export type QueryVoidReasonArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCheckItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CheckItemFilter>;
};


export type Query_AllCheckItemsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CheckItemFilter>;
};


export type Query_AllCheckItemsCountsArgs = {
  by: CheckItemGroupField;
  filter?: InputMaybe<CheckItemFilter>;
};


export type QueryCheckItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllCheckPaymentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CheckPaymentFilter>;
};


export type Query_AllCheckPaymentsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CheckPaymentFilter>;
};


export type Query_AllCheckPaymentsCountsArgs = {
  by: CheckPaymentGroupField;
  filter?: InputMaybe<CheckPaymentFilter>;
};


export type QueryCheckPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllChecksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CheckFilter>;
};


export type Query_AllChecksMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CheckFilter>;
};


export type Query_AllChecksCountsArgs = {
  by: CheckGroupField;
  filter?: InputMaybe<CheckFilter>;
};


export type QueryCheckArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllDeliveryZoneRecordsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeliveryZoneRecordFilter>;
};


export type Query_AllDeliveryZoneRecordsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeliveryZoneRecordFilter>;
};


export type Query_AllDeliveryZoneRecordsCountsArgs = {
  by: DeliveryZoneRecordGroupField;
  filter?: InputMaybe<DeliveryZoneRecordFilter>;
};


export type QueryDeliveryZoneRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllFloorAreaRecordsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FloorAreaRecordFilter>;
};


export type Query_AllFloorAreaRecordsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FloorAreaRecordFilter>;
};


export type Query_AllFloorAreaRecordsCountsArgs = {
  by: FloorAreaRecordGroupField;
  filter?: InputMaybe<FloorAreaRecordFilter>;
};


export type QueryFloorAreaRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllFloorTableRecordsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FloorTableRecordFilter>;
};


export type Query_AllFloorTableRecordsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FloorTableRecordFilter>;
};


export type Query_AllFloorTableRecordsCountsArgs = {
  by: FloorTableRecordGroupField;
  filter?: InputMaybe<FloorTableRecordFilter>;
};


export type QueryFloorTableRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllGiftCardTransactionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GiftCardTransactionFilter>;
};


export type Query_AllGiftCardTransactionsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<GiftCardTransactionFilter>;
};


export type Query_AllGiftCardTransactionsCountsArgs = {
  by: GiftCardTransactionGroupField;
  filter?: InputMaybe<GiftCardTransactionFilter>;
};


export type QueryGiftCardTransactionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllHouseAccountMovementsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<HouseAccountMovementFilter>;
};


export type Query_AllHouseAccountMovementsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<HouseAccountMovementFilter>;
};


export type Query_AllHouseAccountMovementsCountsArgs = {
  by: HouseAccountMovementGroupField;
  filter?: InputMaybe<HouseAccountMovementFilter>;
};


export type QueryHouseAccountMovementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllLoyaltyMovementsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LoyaltyMovementFilter>;
};


export type Query_AllLoyaltyMovementsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LoyaltyMovementFilter>;
};


export type Query_AllLoyaltyMovementsCountsArgs = {
  by: LoyaltyMovementGroupField;
  filter?: InputMaybe<LoyaltyMovementFilter>;
};


export type QueryLoyaltyMovementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllMediaFilesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MediaFileFilter>;
};


export type Query_AllMediaFilesMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MediaFileFilter>;
};


export type Query_AllMediaFilesCountsArgs = {
  by: MediaFileGroupField;
  filter?: InputMaybe<MediaFileFilter>;
};


export type QueryMediaFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllShiftsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ShiftFilter>;
};


export type Query_AllShiftsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ShiftFilter>;
};


export type Query_AllShiftsCountsArgs = {
  by: ShiftGroupField;
  filter?: InputMaybe<ShiftFilter>;
};


export type QueryShiftArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllTimeCardRecordsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TimeCardRecordFilter>;
};


export type Query_AllTimeCardRecordsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TimeCardRecordFilter>;
};


export type Query_AllTimeCardRecordsCountsArgs = {
  by: TimeCardRecordGroupField;
  filter?: InputMaybe<TimeCardRecordFilter>;
};


export type QueryTimeCardRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAllWorkingDayRecordsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkingDayRecordFilter>;
};


export type Query_AllWorkingDayRecordsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkingDayRecordFilter>;
};


export type Query_AllWorkingDayRecordsCountsArgs = {
  by: WorkingDayRecordGroupField;
  filter?: InputMaybe<WorkingDayRecordFilter>;
};


export type QueryWorkingDayRecordArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignProgressArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryCampaignReportArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySegmentCampaignsArgs = {
  segmentId: Scalars['ID']['input'];
};


export type QueryCheckDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDashboardArgs = {
  preset?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEcommerceDashboardArgs = {
  preset?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDeliveryQuoteArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};


export type QueryInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicePdfArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMenuPublishPreviewArgs = {
  input: MenuPublishInput;
};


export type QueryEffectivePriceArgs = {
  item_id: Scalars['ID']['input'];
  at?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIsAvailableArgs = {
  item_id: Scalars['ID']['input'];
  at?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderMonitorArgs = {
  hours?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayrollArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  employee_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLoyaltyMembersArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLoyaltyMemberArgs = {
  customer_id: Scalars['ID']['input'];
};


export type QueryKitchenPrintJobArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySegmentCountArgs = {
  conditions: SegmentConditionsInput;
};


export type QuerySegmentPreviewArgs = {
  conditions: SegmentConditionsInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySurveyResultsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryAllSystemLogsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SystemLogFilter>;
};


export type Query_AllSystemLogsMetaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sortField?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SystemLogFilter>;
};


export type QuerySystemLogArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTimeCardsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  employee_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWorkingDaysArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryTimeCardContextArgs = {
  business_date: Scalars['String']['input'];
  employee_id?: InputMaybe<Scalars['ID']['input']>;
  exclude_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryVersionStoreArgs = {
  store_id?: InputMaybe<Scalars['String']['input']>;
  module_name?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReportArgs = {
  code: Scalars['String']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  filters?: InputMaybe<ReportFilters>;
  compare?: InputMaybe<Scalars['Boolean']['input']>;
  preset?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<ReportPage>;
  stores?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryReportStoresArgs = {
  code: Scalars['String']['input'];
};


export type QueryReportFilterChoicesArgs = {
  code: Scalars['String']['input'];
};


export type QueryReportFilterSearchArgs = {
  code: Scalars['String']['input'];
  filter: Scalars['String']['input'];
  q?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createCampaign: Campaign;
  updateCampaign: Campaign;
  deleteCampaign: Campaign;
  updateCampaigns: BulkResult;
  deleteCampaigns: BulkResult;
  createCashDiscount: CashDiscount;
  updateCashDiscount: CashDiscount;
  deleteCashDiscount: CashDiscount;
  updateCashDiscounts: BulkResult;
  deleteCashDiscounts: BulkResult;
  createCategory: Category;
  updateCategory: Category;
  deleteCategory: Category;
  updateCategories: BulkResult;
  deleteCategories: BulkResult;
  createCoupon: Coupon;
  updateCoupon: Coupon;
  deleteCoupon: Coupon;
  updateCoupons: BulkResult;
  deleteCoupons: BulkResult;
  createCustomerDisplayAd: CustomerDisplayAd;
  updateCustomerDisplayAd: CustomerDisplayAd;
  deleteCustomerDisplayAd: CustomerDisplayAd;
  updateCustomerDisplayAds: BulkResult;
  deleteCustomerDisplayAds: BulkResult;
  createCustomerSetting: CustomerSetting;
  updateCustomerSetting: CustomerSetting;
  deleteCustomerSetting: CustomerSetting;
  updateCustomerSettings: BulkResult;
  deleteCustomerSettings: BulkResult;
  createCustomer: Customer;
  updateCustomer: Customer;
  deleteCustomer: Customer;
  updateCustomers: BulkResult;
  deleteCustomers: BulkResult;
  createDeliveryOption: DeliveryOption;
  updateDeliveryOption: DeliveryOption;
  deleteDeliveryOption: DeliveryOption;
  updateDeliveryOptions: BulkResult;
  deleteDeliveryOptions: BulkResult;
  createDepartment: Department;
  updateDepartment: Department;
  deleteDepartment: Department;
  updateDepartments: BulkResult;
  deleteDepartments: BulkResult;
  createDevice: Device;
  updateDevice: Device;
  deleteDevice: Device;
  updateDevices: BulkResult;
  deleteDevices: BulkResult;
  createDiscount: Discount;
  updateDiscount: Discount;
  deleteDiscount: Discount;
  updateDiscounts: BulkResult;
  deleteDiscounts: BulkResult;
  createEmailTemplate: EmailTemplate;
  updateEmailTemplate: EmailTemplate;
  deleteEmailTemplate: EmailTemplate;
  updateEmailTemplates: BulkResult;
  deleteEmailTemplates: BulkResult;
  createEmployee: Employee;
  updateEmployee: Employee;
  deleteEmployee: Employee;
  updateEmployees: BulkResult;
  deleteEmployees: BulkResult;
  createFeatureItem: FeatureItem;
  updateFeatureItem: FeatureItem;
  deleteFeatureItem: FeatureItem;
  updateFeatureItems: BulkResult;
  deleteFeatureItems: BulkResult;
  createGiftCard: GiftCard;
  updateGiftCard: GiftCard;
  deleteGiftCard: GiftCard;
  updateGiftCards: BulkResult;
  deleteGiftCards: BulkResult;
  createGratuity: Gratuity;
  updateGratuity: Gratuity;
  deleteGratuity: Gratuity;
  updateGratuities: BulkResult;
  deleteGratuities: BulkResult;
  createIngredient: Ingredient;
  updateIngredient: Ingredient;
  deleteIngredient: Ingredient;
  updateIngredients: BulkResult;
  deleteIngredients: BulkResult;
  createInventoryGroup: InventoryGroup;
  updateInventoryGroup: InventoryGroup;
  deleteInventoryGroup: InventoryGroup;
  updateInventoryGroups: BulkResult;
  deleteInventoryGroups: BulkResult;
  createInventorySubgroup: InventorySubgroup;
  updateInventorySubgroup: InventorySubgroup;
  deleteInventorySubgroup: InventorySubgroup;
  updateInventorySubgroups: BulkResult;
  deleteInventorySubgroups: BulkResult;
  createInventoryUnit: InventoryUnit;
  updateInventoryUnit: InventoryUnit;
  deleteInventoryUnit: InventoryUnit;
  updateInventoryUnits: BulkResult;
  deleteInventoryUnits: BulkResult;
  createItemAvailability: ItemAvailability;
  updateItemAvailability: ItemAvailability;
  deleteItemAvailability: ItemAvailability;
  updateItemAvailabilities: BulkResult;
  deleteItemAvailabilities: BulkResult;
  createJob: Job;
  updateJob: Job;
  deleteJob: Job;
  updateJobs: BulkResult;
  deleteJobs: BulkResult;
  createKitchenPrinter: KitchenPrinter;
  updateKitchenPrinter: KitchenPrinter;
  deleteKitchenPrinter: KitchenPrinter;
  updateKitchenPrinters: BulkResult;
  deleteKitchenPrinters: BulkResult;
  createLoyaltyPlan: LoyaltyPlan;
  updateLoyaltyPlan: LoyaltyPlan;
  deleteLoyaltyPlan: LoyaltyPlan;
  updateLoyaltyPlans: BulkResult;
  deleteLoyaltyPlans: BulkResult;
  createMenuItem: MenuItem;
  updateMenuItem: MenuItem;
  deleteMenuItem: MenuItem;
  updateMenuItems: BulkResult;
  deleteMenuItems: BulkResult;
  createModifierGroup: ModifierGroup;
  updateModifierGroup: ModifierGroup;
  deleteModifierGroup: ModifierGroup;
  updateModifierGroups: BulkResult;
  deleteModifierGroups: BulkResult;
  createModifierItem: ModifierItem;
  updateModifierItem: ModifierItem;
  deleteModifierItem: ModifierItem;
  updateModifierItems: BulkResult;
  deleteModifierItems: BulkResult;
  createModifierPrefix: ModifierPrefix;
  updateModifierPrefix: ModifierPrefix;
  deleteModifierPrefix: ModifierPrefix;
  updateModifierPrefixes: BulkResult;
  deleteModifierPrefixes: BulkResult;
  createOnlineOrderingSetting: OnlineOrderingSetting;
  updateOnlineOrderingSetting: OnlineOrderingSetting;
  deleteOnlineOrderingSetting: OnlineOrderingSetting;
  updateOnlineOrderingSettings: BulkResult;
  deleteOnlineOrderingSettings: BulkResult;
  createOrderType: OrderType;
  updateOrderType: OrderType;
  deleteOrderType: OrderType;
  updateOrderTypes: BulkResult;
  deleteOrderTypes: BulkResult;
  createPaidOut: PaidOut;
  updatePaidOut: PaidOut;
  deletePaidOut: PaidOut;
  updatePaidOuts: BulkResult;
  deletePaidOuts: BulkResult;
  createPayment: Payment;
  updatePayment: Payment;
  deletePayment: Payment;
  updatePayments: BulkResult;
  deletePayments: BulkResult;
  createPayrollSetting: PayrollSetting;
  updatePayrollSetting: PayrollSetting;
  deletePayrollSetting: PayrollSetting;
  updatePayrollSettings: BulkResult;
  deletePayrollSettings: BulkResult;
  createRecipe: Recipe;
  updateRecipe: Recipe;
  deleteRecipe: Recipe;
  updateRecipes: BulkResult;
  deleteRecipes: BulkResult;
  createSegment: Segment;
  updateSegment: Segment;
  deleteSegment: Segment;
  updateSegments: BulkResult;
  deleteSegments: BulkResult;
  createSmtpSetting: SmtpSetting;
  updateSmtpSetting: SmtpSetting;
  deleteSmtpSetting: SmtpSetting;
  updateSmtpSettings: BulkResult;
  deleteSmtpSettings: BulkResult;
  createSpecialPrice: SpecialPrice;
  updateSpecialPrice: SpecialPrice;
  deleteSpecialPrice: SpecialPrice;
  updateSpecialPrices: BulkResult;
  deleteSpecialPrices: BulkResult;
  createStoreInfo: StoreInfo;
  updateStoreInfo: StoreInfo;
  deleteStoreInfo: StoreInfo;
  updateStoreInfos: BulkResult;
  deleteStoreInfos: BulkResult;
  createTax: Tax;
  updateTax: Tax;
  deleteTax: Tax;
  updateTaxes: BulkResult;
  deleteTaxes: BulkResult;
  createTipSuggestion: TipSuggestion;
  updateTipSuggestion: TipSuggestion;
  deleteTipSuggestion: TipSuggestion;
  updateTipSuggestions: BulkResult;
  deleteTipSuggestions: BulkResult;
  createVendor: Vendor;
  updateVendor: Vendor;
  deleteVendor: Vendor;
  updateVendors: BulkResult;
  deleteVendors: BulkResult;
  createVoidReason: VoidReason;
  updateVoidReason: VoidReason;
  deleteVoidReason: VoidReason;
  updateVoidReasons: BulkResult;
  deleteVoidReasons: BulkResult;
  /** Sends a draft or scheduled campaign now (Send now, Publish now): refused without a default SMTP setting or once it has started. */
  sendCampaign: CampaignProgress;
  /** Deactivates a scheduled or sending campaign: what is not sent yet is not sent. */
  deactivateCampaign: CampaignProgress;
  /** Voids one line of a check; answers the check. */
  voidCheckItem: CheckDetail;
  /** Voids a whole check: every live line, its totals and its count; payments stay (refund them apart). */
  voidCheck: CheckDetail;
  /** Refunds part of a payment, in cents; answers the check. */
  refundPayment: CheckDetail;
  /**
   * Closes the open working day now; irreversible. With working_day_id, only if that day is still the open one.
   * Refused while checks are open unless open_checks says what to do with them.
   */
  closeDay: ClosedWorkingDay;
  /** Replaces the store's delivery settings and zones of both types, in one write. */
  saveDeliverySettings: DeliverySettings;
  /** Remembers which type of zone the store uses; its zones are kept as they are. */
  saveDeliveryZoneType: DeliverySettings;
  /** Replaces an area's tables with this list, in one transaction; a busy table cannot be left out. */
  saveFloorTables: FloorArea;
  createFloorArea: FloorArea;
  renameFloorArea: FloorArea;
  /** Every area of the store, in the new order. */
  reorderFloorAreas: Array<FloorArea>;
  /** active or inactive; an area with busy tables cannot be deactivated. */
  setFloorAreaStatus: FloorArea;
  /** Deletes an area and its tables; refused while a table of it is busy. Answers the area's id. */
  deleteFloorArea: Scalars['ID']['output'];
  /** Returns a busy table to available. */
  resetFloorTable: FloorTable;
  /** Sends a test e-mail through one of the store's SMTP settings to one address, worded in English (en) or Spanish (es). Refused when the setting lacks its server or logon (host, username, password), and with the SMTP server's own answer when that server refuses (logon, TLS, connection, time-out). */
  sendSmtpTestEmail: SmtpTestResult;
  /** Issues a gift card with its number (8 to 19 digits, kept as a keyed hash, never answered whole) and sells it for an initial amount. Needs the Gift cards permission and the Approve gift card purchases permission. */
  issueGiftCard: GiftCardState;
  /** Records a transaction on a gift card: a sale or a reload (a positive amount; needs the Approve gift card purchases permission), a redemption (a positive amount taken from the balance, refused over the balance or on a card not activated) or an adjustment (a signed amount, with its reason). */
  recordGiftCardTransaction: GiftCardState;
  /** Records a movement on a customer's house account: a payment (a positive amount, lowering the balance), an adjustment (a signed amount, with its reason) or a charge (a positive amount, refused when it would take the balance over the limit or the account is not enabled). Needs the House account permission. */
  recordHouseAccountMovement: HouseAccountState;
  /** Records a vendor's invoice for a paid out whose reason requires one, with its uploaded document. */
  createVendorInvoice: Invoice;
  /** Marks an invoice paid, or open again. */
  setInvoicePaid: Invoice;
  /** Publishes the selection: each store in its own transaction, a refused store reported without stopping the others. */
  publishMenu: MenuPublishPlan;
  /** Saves the online menu's order, its items' OLO names and whether they are sold online, in one write; answers it as read. */
  saveOloMenu: OloMenuBuilder;
  /**
   * Marks an online order's next step: preparing, ready or completed, only forward (ready also straight
   * from received). Needs the order monitor and access OLO orders (Online Ordering); logged in the system
   * log, and told at once to the store's consoles, its order tracker screens and the guest's order page.
   */
  markOnlineOrder: OnlineOrderProgress;
  /** Saves the store's order tracker settings; refused with the field at fault before anything is written. */
  saveOrderTrackerSettings: OrderTrackerSettings;
  /** The store's owner makes another active employee who can sign in the owner; he stays an ordinary employee. The password is the caller's. */
  transferOwnership: Scalars['Boolean']['output'];
  /** Sets an employee's pay; the compensation value is required above 0 while the employee is active. */
  setCompensation: Compensation;
  /** Adds points to a customer or takes some away (a whole, non-zero number), with its reason; never below zero. Needs the Perks members permission. */
  adjustLoyaltyPoints: LoyaltyMember;
  /** Replaces the store's POS menu; answers it as the point of sale reads it. */
  savePosMenuLayout: PosMenuLayout;
  /** Prints a test page (store, printer, date and time, a ruler of the paper's columns) on a kitchen printer, in English (en) or Spanish (es). */
  printKitchenPrinterTestPage: PrintResult;
  /** Prints a receipt of a sample order in the store's receipt layout on a kitchen printer. */
  printKitchenPrinterSampleReceipt: PrintResult;
  /** Replaces the store's receipt layout; answers it as printers read it. */
  saveReceiptLayout: ReceiptLayout;
  /** Signs every user of the store out; cannot be undone. The key is the caller's password. */
  resetSessions: Scalars['Boolean']['output'];
  /**
   * Stars a page of the sidebar for the signed-in user, at the end of the starred pages; a page already
   * starred stays where it is. Refused for a page the user cannot open and past 10 starred pages.
   */
  starPage: Array<Scalars['String']['output']>;
  /** Takes a page off the signed-in user's starred pages; answers the starred pages left. */
  unstarPage: Array<Scalars['String']['output']>;
  /** Puts the signed-in user's starred pages in this order: the same pages, each once. */
  reorderStarredPages: Array<Scalars['String']['output']>;
  /** Saves the store's survey settings; refused with the field at fault (a number out of its range, a text too long, a coupon not active in the store). */
  saveSurveySettings: SurveySettings;
  /** A closed working day for a past date that has none. */
  createWorkingDay: WorkingDay;
  createTimeCard: TimeCard;
  /** Replaces the card's times and breaks; refused while its working day is open. */
  updateTimeCard: TimeCard;
  /** Refused while the card's working day is open. Answers the card's id. */
  deleteTimeCard: Scalars['ID']['output'];
  /** Begins the setup for the signed-in user (a setup begun before is replaced). Refused while it is on. */
  startTwoFactor: TwoFactorSetup;
  /**
   * Turns two-factor sign-in on with a 6-digit code of the new secret; answers the 10 recovery codes,
   * this once (the server keeps only their hashes).
   */
  confirmTwoFactor: Array<Scalars['String']['output']>;
  /** Turns two-factor sign-in off. The key is a current code, a recovery code or the user's password. */
  disableTwoFactor: TwoFactorStatus;
};


export type MutationCreateCampaignArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  send_from?: InputMaybe<Scalars['String']['input']>;
  template_id?: InputMaybe<Scalars['ID']['input']>;
  segment_id?: InputMaybe<Scalars['ID']['input']>;
  platforms?: InputMaybe<Array<Scalars['String']['input']>>;
  schedule?: InputMaybe<Scalars['String']['input']>;
  scheduled_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCampaignArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  send_from?: InputMaybe<Scalars['String']['input']>;
  template_id?: InputMaybe<Scalars['ID']['input']>;
  segment_id?: InputMaybe<Scalars['ID']['input']>;
  platforms?: InputMaybe<Array<Scalars['String']['input']>>;
  schedule?: InputMaybe<Scalars['String']['input']>;
  scheduled_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCampaignsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CampaignPatch;
};


export type MutationDeleteCampaignsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateCashDiscountArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateCashDiscountArgs = {
  id: Scalars['ID']['input'];
  kind?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteCashDiscountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCashDiscountsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CashDiscountPatch;
};


export type MutationDeleteCashDiscountsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateCategoryArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  department_id?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  department_id?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCategoriesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CategoryPatch;
};


export type MutationDeleteCategoriesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateCouponArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  minimum_value?: InputMaybe<Scalars['Float']['input']>;
  duration?: InputMaybe<ScheduleInput>;
  max_coupons?: InputMaybe<Scalars['Int']['input']>;
  buy_one_get_one?: InputMaybe<Scalars['Boolean']['input']>;
  required_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  reward_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  award_discount?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCouponArgs = {
  id: Scalars['ID']['input'];
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  minimum_value?: InputMaybe<Scalars['Float']['input']>;
  duration?: InputMaybe<ScheduleInput>;
  max_coupons?: InputMaybe<Scalars['Int']['input']>;
  buy_one_get_one?: InputMaybe<Scalars['Boolean']['input']>;
  required_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  reward_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  award_discount?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteCouponArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCouponsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CouponPatch;
};


export type MutationDeleteCouponsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateCustomerDisplayAdArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hyperlink?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  image_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  duration_seconds?: InputMaybe<Scalars['Int']['input']>;
  usage?: InputMaybe<Scalars['String']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateCustomerDisplayAdArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  hyperlink?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  image_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  duration_seconds?: InputMaybe<Scalars['Int']['input']>;
  usage?: InputMaybe<Scalars['String']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteCustomerDisplayAdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCustomerDisplayAdsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CustomerDisplayAdPatch;
};


export type MutationDeleteCustomerDisplayAdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateCustomerSettingArgs = {
  name_format?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement_text?: InputMaybe<Scalars['String']['input']>;
  rating_system?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateCustomerSettingArgs = {
  id: Scalars['ID']['input'];
  name_format?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement_text?: InputMaybe<Scalars['String']['input']>;
  rating_system?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteCustomerSettingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCustomerSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CustomerSettingPatch;
};


export type MutationDeleteCustomerSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateCustomerArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  apartment?: InputMaybe<Scalars['String']['input']>;
  delivery_instructions?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_limit?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  apartment?: InputMaybe<Scalars['String']['input']>;
  delivery_instructions?: InputMaybe<Scalars['String']['input']>;
  marketing_agreement?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  house_account_limit?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCustomersArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: CustomerPatch;
};


export type MutationDeleteCustomersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateDeliveryOptionArgs = {
  minimum_order?: InputMaybe<Scalars['Float']['input']>;
  free_delivery_from?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationUpdateDeliveryOptionArgs = {
  id: Scalars['ID']['input'];
  minimum_order?: InputMaybe<Scalars['Float']['input']>;
  free_delivery_from?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationDeleteDeliveryOptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateDeliveryOptionsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: DeliveryOptionPatch;
};


export type MutationDeleteDeliveryOptionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateDepartmentArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateDepartmentArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteDepartmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateDepartmentsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: DepartmentPatch;
};


export type MutationDeleteDepartmentsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateDeviceArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  application?: InputMaybe<Scalars['String']['input']>;
  master?: InputMaybe<Scalars['Boolean']['input']>;
  number_block?: InputMaybe<Scalars['Int']['input']>;
  country_code?: InputMaybe<Scalars['String']['input']>;
  monitor_hours?: InputMaybe<Scalars['Int']['input']>;
  max_orders_per_driver?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateDeviceArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  application?: InputMaybe<Scalars['String']['input']>;
  master?: InputMaybe<Scalars['Boolean']['input']>;
  number_block?: InputMaybe<Scalars['Int']['input']>;
  country_code?: InputMaybe<Scalars['String']['input']>;
  monitor_hours?: InputMaybe<Scalars['Int']['input']>;
  max_orders_per_driver?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateDevicesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: DevicePatch;
};


export type MutationDeleteDevicesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateDiscountArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateDiscountArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteDiscountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateDiscountsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: DiscountPatch;
};


export type MutationDeleteDiscountsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateEmailTemplateArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  design?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateEmailTemplateArgs = {
  id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  design?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteEmailTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateEmailTemplatesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: EmailTemplatePatch;
};


export type MutationDeleteEmailTemplatesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateEmployeeArgs = {
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  pos_pin?: InputMaybe<Scalars['String']['input']>;
  job_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  time_card_only?: InputMaybe<Scalars['Boolean']['input']>;
  manager?: InputMaybe<Scalars['Boolean']['input']>;
  driver?: InputMaybe<Scalars['Boolean']['input']>;
  receive_order_in_email?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip_code?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  salary_type?: InputMaybe<Scalars['String']['input']>;
  salary?: InputMaybe<Scalars['Float']['input']>;
  pay_period?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  hired_date?: InputMaybe<Scalars['String']['input']>;
  termination_date?: InputMaybe<Scalars['String']['input']>;
  termination_reason?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  pos_pin?: InputMaybe<Scalars['String']['input']>;
  job_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  time_card_only?: InputMaybe<Scalars['Boolean']['input']>;
  manager?: InputMaybe<Scalars['Boolean']['input']>;
  driver?: InputMaybe<Scalars['Boolean']['input']>;
  receive_order_in_email?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip_code?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  salary_type?: InputMaybe<Scalars['String']['input']>;
  salary?: InputMaybe<Scalars['Float']['input']>;
  pay_period?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  hired_date?: InputMaybe<Scalars['String']['input']>;
  termination_date?: InputMaybe<Scalars['String']['input']>;
  termination_reason?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteEmployeeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateEmployeesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: EmployeePatch;
};


export type MutationDeleteEmployeesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateFeatureItemArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  sequence_order?: InputMaybe<Scalars['Int']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateFeatureItemArgs = {
  id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  sequence_order?: InputMaybe<Scalars['Int']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteFeatureItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateFeatureItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: FeatureItemPatch;
};


export type MutationDeleteFeatureItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateGiftCardArgs = {
  number?: InputMaybe<Scalars['String']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGiftCardArgs = {
  id: Scalars['ID']['input'];
  number?: InputMaybe<Scalars['String']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteGiftCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateGiftCardsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: GiftCardPatch;
};


export type MutationDeleteGiftCardsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateGratuityArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateGratuityArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteGratuityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateGratuitiesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: GratuityPatch;
};


export type MutationDeleteGratuitiesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateIngredientArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  subgroup_id?: InputMaybe<Scalars['ID']['input']>;
  unit_id?: InputMaybe<Scalars['ID']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  vendor_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateIngredientArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  subgroup_id?: InputMaybe<Scalars['ID']['input']>;
  unit_id?: InputMaybe<Scalars['ID']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  vendor_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteIngredientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateIngredientsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: IngredientPatch;
};


export type MutationDeleteIngredientsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateInventoryGroupArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateInventoryGroupArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteInventoryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateInventoryGroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: InventoryGroupPatch;
};


export type MutationDeleteInventoryGroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateInventorySubgroupArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateInventorySubgroupArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  group_id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteInventorySubgroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateInventorySubgroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: InventorySubgroupPatch;
};


export type MutationDeleteInventorySubgroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateInventoryUnitArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateInventoryUnitArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteInventoryUnitArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateInventoryUnitsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: InventoryUnitPatch;
};


export type MutationDeleteInventoryUnitsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateItemAvailabilityArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<ScheduleInput>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateItemAvailabilityArgs = {
  id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<ScheduleInput>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteItemAvailabilityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateItemAvailabilitiesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: ItemAvailabilityPatch;
};


export type MutationDeleteItemAvailabilitiesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateJobArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  modules?: InputMaybe<Array<JobModulesInput>>;
};


export type MutationUpdateJobArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  modules?: InputMaybe<Array<JobModulesInput>>;
};


export type MutationDeleteJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateJobsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: JobPatch;
};


export type MutationDeleteJobsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateKitchenPrinterArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  paper_width?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateKitchenPrinterArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  paper_width?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteKitchenPrinterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateKitchenPrintersArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: KitchenPrinterPatch;
};


export type MutationDeleteKitchenPrintersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateLoyaltyPlanArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  earn_by?: InputMaybe<Scalars['String']['input']>;
  points_per_amount?: InputMaybe<Scalars['Float']['input']>;
  points_per_visit?: InputMaybe<Scalars['Int']['input']>;
  rewards?: InputMaybe<Array<LoyaltyPlanRewardsInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateLoyaltyPlanArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  earn_by?: InputMaybe<Scalars['String']['input']>;
  points_per_amount?: InputMaybe<Scalars['Float']['input']>;
  points_per_visit?: InputMaybe<Scalars['Int']['input']>;
  rewards?: InputMaybe<Array<LoyaltyPlanRewardsInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteLoyaltyPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateLoyaltyPlansArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: LoyaltyPlanPatch;
};


export type MutationDeleteLoyaltyPlansArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateMenuItemArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  category_id?: InputMaybe<Scalars['ID']['input']>;
  prices?: InputMaybe<Array<MenuItemPricesInput>>;
  tax_id?: InputMaybe<Scalars['ID']['input']>;
  receipt_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_printer_id?: InputMaybe<Scalars['ID']['input']>;
  pos_name?: InputMaybe<Scalars['String']['input']>;
  olo_name?: InputMaybe<Scalars['String']['input']>;
  barcode?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  online_sale?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk_sale?: InputMaybe<Scalars['Boolean']['input']>;
  open_price?: InputMaybe<Scalars['Boolean']['input']>;
  sold_by_weight?: InputMaybe<Scalars['Boolean']['input']>;
  countdown_quantity?: InputMaybe<Scalars['Int']['input']>;
  nutritional_info?: InputMaybe<Scalars['String']['input']>;
  availability?: InputMaybe<ScheduleInput>;
  modifier_group_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateMenuItemArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  category_id?: InputMaybe<Scalars['ID']['input']>;
  prices?: InputMaybe<Array<MenuItemPricesInput>>;
  tax_id?: InputMaybe<Scalars['ID']['input']>;
  receipt_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_name?: InputMaybe<Scalars['String']['input']>;
  kitchen_printer_id?: InputMaybe<Scalars['ID']['input']>;
  pos_name?: InputMaybe<Scalars['String']['input']>;
  olo_name?: InputMaybe<Scalars['String']['input']>;
  barcode?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  online_sale?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk_sale?: InputMaybe<Scalars['Boolean']['input']>;
  open_price?: InputMaybe<Scalars['Boolean']['input']>;
  sold_by_weight?: InputMaybe<Scalars['Boolean']['input']>;
  countdown_quantity?: InputMaybe<Scalars['Int']['input']>;
  nutritional_info?: InputMaybe<Scalars['String']['input']>;
  availability?: InputMaybe<ScheduleInput>;
  modifier_group_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteMenuItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateMenuItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: MenuItemPatch;
};


export type MutationDeleteMenuItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateModifierGroupArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  max?: InputMaybe<Scalars['Int']['input']>;
  free?: InputMaybe<Scalars['Int']['input']>;
  prefix_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  modifier_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateModifierGroupArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  max?: InputMaybe<Scalars['Int']['input']>;
  free?: InputMaybe<Scalars['Int']['input']>;
  prefix_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  modifier_item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteModifierGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateModifierGroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: ModifierGroupPatch;
};


export type MutationDeleteModifierGroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateModifierItemArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateModifierItemArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteModifierItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateModifierItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: ModifierItemPatch;
};


export type MutationDeleteModifierItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateModifierPrefixArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateModifierPrefixArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteModifierPrefixArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateModifierPrefixesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: ModifierPrefixPatch;
};


export type MutationDeleteModifierPrefixesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateOnlineOrderingSettingArgs = {
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  web_banner_id?: InputMaybe<Scalars['ID']['input']>;
  mobile_banner_id?: InputMaybe<Scalars['ID']['input']>;
  pickup_minutes?: InputMaybe<Scalars['Int']['input']>;
  delivery_minutes?: InputMaybe<Scalars['Int']['input']>;
  online_minimum_order?: InputMaybe<Scalars['Float']['input']>;
  closed_message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOnlineOrderingSettingArgs = {
  id: Scalars['ID']['input'];
  online_ordering?: InputMaybe<Scalars['Boolean']['input']>;
  web_banner_id?: InputMaybe<Scalars['ID']['input']>;
  mobile_banner_id?: InputMaybe<Scalars['ID']['input']>;
  pickup_minutes?: InputMaybe<Scalars['Int']['input']>;
  delivery_minutes?: InputMaybe<Scalars['Int']['input']>;
  online_minimum_order?: InputMaybe<Scalars['Float']['input']>;
  closed_message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteOnlineOrderingSettingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateOnlineOrderingSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: OnlineOrderingSettingPatch;
};


export type MutationDeleteOnlineOrderingSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateOrderTypeArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  pos_default?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_table_number?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_name_only?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_customer_lookup?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_at?: InputMaybe<Scalars['String']['input']>;
  pos?: InputMaybe<Scalars['Boolean']['input']>;
  olo?: InputMaybe<Scalars['Boolean']['input']>;
  mobile?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOrderTypeArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  pos_default?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_table_number?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_name_only?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_customer_lookup?: InputMaybe<Scalars['Boolean']['input']>;
  prompt_at?: InputMaybe<Scalars['String']['input']>;
  pos?: InputMaybe<Scalars['Boolean']['input']>;
  olo?: InputMaybe<Scalars['Boolean']['input']>;
  mobile?: InputMaybe<Scalars['Boolean']['input']>;
  kiosk?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteOrderTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateOrderTypesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: OrderTypePatch;
};


export type MutationDeleteOrderTypesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreatePaidOutArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  open_cash_drawer?: InputMaybe<Scalars['Boolean']['input']>;
  require_invoice?: InputMaybe<Scalars['Boolean']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePaidOutArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  open_cash_drawer?: InputMaybe<Scalars['Boolean']['input']>;
  require_invoice?: InputMaybe<Scalars['Boolean']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePaidOutArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePaidOutsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: PaidOutPatch;
};


export type MutationDeletePaidOutsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreatePaymentArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePaymentArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePaymentsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: PaymentPatch;
};


export type MutationDeletePaymentsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreatePayrollSettingArgs = {
  daily_rate?: InputMaybe<Scalars['Float']['input']>;
  daily_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  weekly_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  overtime_daily_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_weekly_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_multiplier?: InputMaybe<Scalars['Float']['input']>;
  payment_accountability?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePayrollSettingArgs = {
  id: Scalars['ID']['input'];
  daily_rate?: InputMaybe<Scalars['Float']['input']>;
  daily_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  weekly_hour_rate?: InputMaybe<Scalars['Float']['input']>;
  overtime_daily_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_weekly_hours?: InputMaybe<Scalars['Float']['input']>;
  overtime_multiplier?: InputMaybe<Scalars['Float']['input']>;
  payment_accountability?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeletePayrollSettingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePayrollSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: PayrollSettingPatch;
};


export type MutationDeletePayrollSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateRecipeArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  ingredients?: InputMaybe<Array<RecipeIngredientsInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateRecipeArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  menu_item_id?: InputMaybe<Scalars['ID']['input']>;
  ingredients?: InputMaybe<Array<RecipeIngredientsInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteRecipeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateRecipesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: RecipePatch;
};


export type MutationDeleteRecipesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateSegmentArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  enrolled_from?: InputMaybe<Scalars['String']['input']>;
  enrolled_to?: InputMaybe<Scalars['String']['input']>;
  min_orders?: InputMaybe<Scalars['Int']['input']>;
  orders_days?: InputMaybe<Scalars['Int']['input']>;
  min_spent?: InputMaybe<Scalars['Float']['input']>;
  spent_days?: InputMaybe<Scalars['Int']['input']>;
  include_without_agreement?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateSegmentArgs = {
  id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  enrolled_from?: InputMaybe<Scalars['String']['input']>;
  enrolled_to?: InputMaybe<Scalars['String']['input']>;
  min_orders?: InputMaybe<Scalars['Int']['input']>;
  orders_days?: InputMaybe<Scalars['Int']['input']>;
  min_spent?: InputMaybe<Scalars['Float']['input']>;
  spent_days?: InputMaybe<Scalars['Int']['input']>;
  include_without_agreement?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteSegmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateSegmentsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: SegmentPatch;
};


export type MutationDeleteSegmentsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateSmtpSettingArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  send_rate?: InputMaybe<Scalars['Int']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateSmtpSettingArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  sender?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  send_rate?: InputMaybe<Scalars['Int']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteSmtpSettingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateSmtpSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: SmtpSettingPatch;
};


export type MutationDeleteSmtpSettingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateSpecialPriceArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<ScheduleInput>;
  frequency?: InputMaybe<Scalars['String']['input']>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  price_type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateSpecialPriceArgs = {
  id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<ScheduleInput>;
  frequency?: InputMaybe<Scalars['String']['input']>;
  execution_date?: InputMaybe<Scalars['String']['input']>;
  price_type?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteSpecialPriceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateSpecialPricesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: SpecialPricePatch;
};


export type MutationDeleteSpecialPricesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateStoreInfoArgs = {
  business_name?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  logo_id?: InputMaybe<Scalars['ID']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
  time_zone?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  opening_hours?: InputMaybe<ScheduleInput>;
  pickup_hours?: InputMaybe<ScheduleInput>;
  delivery_hours?: InputMaybe<ScheduleInput>;
  auto_close_day?: InputMaybe<Scalars['Boolean']['input']>;
  auto_close_time?: InputMaybe<Scalars['String']['input']>;
  business_day_start?: InputMaybe<Scalars['String']['input']>;
  date_format?: InputMaybe<Scalars['String']['input']>;
  hour_format?: InputMaybe<Scalars['String']['input']>;
  currency_symbol?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  week_start?: InputMaybe<Scalars['String']['input']>;
  two_factor?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateStoreInfoArgs = {
  id: Scalars['ID']['input'];
  business_name?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  logo_id?: InputMaybe<Scalars['ID']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
  time_zone?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  contact_email?: InputMaybe<Scalars['String']['input']>;
  opening_hours?: InputMaybe<ScheduleInput>;
  pickup_hours?: InputMaybe<ScheduleInput>;
  delivery_hours?: InputMaybe<ScheduleInput>;
  auto_close_day?: InputMaybe<Scalars['Boolean']['input']>;
  auto_close_time?: InputMaybe<Scalars['String']['input']>;
  business_day_start?: InputMaybe<Scalars['String']['input']>;
  date_format?: InputMaybe<Scalars['String']['input']>;
  hour_format?: InputMaybe<Scalars['String']['input']>;
  currency_symbol?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  week_start?: InputMaybe<Scalars['String']['input']>;
  two_factor?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteStoreInfoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateStoreInfosArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: StoreInfoPatch;
};


export type MutationDeleteStoreInfosArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateTaxArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Float']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateTaxArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  rate?: InputMaybe<Scalars['Float']['input']>;
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteTaxArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateTaxesArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: TaxPatch;
};


export type MutationDeleteTaxesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateTipSuggestionArgs = {
  suggestions?: InputMaybe<Array<TipSuggestionSuggestionsInput>>;
};


export type MutationUpdateTipSuggestionArgs = {
  id: Scalars['ID']['input'];
  suggestions?: InputMaybe<Array<TipSuggestionSuggestionsInput>>;
};


export type MutationDeleteTipSuggestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateTipSuggestionsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: TipSuggestionPatch;
};


export type MutationDeleteTipSuggestionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateVendorArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateVendorArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  contact_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteVendorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateVendorsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: VendorPatch;
};


export type MutationDeleteVendorsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCreateVoidReasonArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateVoidReasonArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  manager_approval?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteVoidReasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateVoidReasonsArgs = {
  ids: Array<Scalars['ID']['input']>;
  data: VoidReasonPatch;
};


export type MutationDeleteVoidReasonsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSendCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeactivateCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationVoidCheckItemArgs = {
  check_id: Scalars['ID']['input'];
  line: Scalars['Int']['input'];
  void_reason_id: Scalars['ID']['input'];
  approver_pin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationVoidCheckArgs = {
  check_id: Scalars['ID']['input'];
  void_reason_id: Scalars['ID']['input'];
  approver_pin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefundPaymentArgs = {
  check_payment_id: Scalars['ID']['input'];
  amount?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  approver_pin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCloseDayArgs = {
  working_day_id?: InputMaybe<Scalars['ID']['input']>;
  open_checks?: InputMaybe<OpenChecksChoice>;
};


export type MutationSaveDeliverySettingsArgs = {
  settings: DeliverySettingsInput;
};


export type MutationSaveDeliveryZoneTypeArgs = {
  type: DeliveryZoneType;
};


export type MutationSaveFloorTablesArgs = {
  area_id: Scalars['ID']['input'];
  tables: Array<FloorTableInput>;
};


export type MutationCreateFloorAreaArgs = {
  name: Scalars['String']['input'];
};


export type MutationRenameFloorAreaArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReorderFloorAreasArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSetFloorAreaStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationDeleteFloorAreaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetFloorTableArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendSmtpTestEmailArgs = {
  id: Scalars['ID']['input'];
  to: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationIssueGiftCardArgs = {
  number: Scalars['String']['input'];
  amount: Scalars['Float']['input'];
  customer_id?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRecordGiftCardTransactionArgs = {
  gift_card_id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
  amount: Scalars['Float']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  check_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRecordHouseAccountMovementArgs = {
  customer_id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
  amount: Scalars['Float']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateVendorInvoiceArgs = {
  input: VendorInvoiceInput;
};


export type MutationSetInvoicePaidArgs = {
  id: Scalars['ID']['input'];
  paid: Scalars['Boolean']['input'];
};


export type MutationPublishMenuArgs = {
  input: MenuPublishInput;
};


export type MutationSaveOloMenuArgs = {
  menu: OloMenuInput;
};


export type MutationMarkOnlineOrderArgs = {
  check_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationSaveOrderTrackerSettingsArgs = {
  input: OrderTrackerSettingsInput;
};


export type MutationTransferOwnershipArgs = {
  employee_id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationSetCompensationArgs = {
  employee_id: Scalars['ID']['input'];
  salary_type: Scalars['String']['input'];
  salary?: InputMaybe<Scalars['Float']['input']>;
  pay_period: Scalars['String']['input'];
  hours?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAdjustLoyaltyPointsArgs = {
  customer_id: Scalars['ID']['input'];
  points: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSavePosMenuLayoutArgs = {
  layout: PosMenuLayoutInput;
};


export type MutationPrintKitchenPrinterTestPageArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPrintKitchenPrinterSampleReceiptArgs = {
  id: Scalars['ID']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveReceiptLayoutArgs = {
  layout: ReceiptLayoutInput;
};


export type MutationResetSessionsArgs = {
  key: Scalars['String']['input'];
};


export type MutationStarPageArgs = {
  path: Scalars['String']['input'];
};


export type MutationUnstarPageArgs = {
  path: Scalars['String']['input'];
};


export type MutationReorderStarredPagesArgs = {
  paths: Array<Scalars['String']['input']>;
};


export type MutationSaveSurveySettingsArgs = {
  input: SurveySettingsInput;
};


export type MutationCreateWorkingDayArgs = {
  business_date: Scalars['String']['input'];
};


export type MutationCreateTimeCardArgs = {
  employee_id?: InputMaybe<Scalars['ID']['input']>;
  business_date?: InputMaybe<Scalars['String']['input']>;
  clock_in?: InputMaybe<Scalars['String']['input']>;
  clock_out?: InputMaybe<Scalars['String']['input']>;
  breaks?: InputMaybe<Array<TimeCardBreakInput>>;
};


export type MutationUpdateTimeCardArgs = {
  id: Scalars['ID']['input'];
  employee_id?: InputMaybe<Scalars['ID']['input']>;
  business_date?: InputMaybe<Scalars['String']['input']>;
  clock_in?: InputMaybe<Scalars['String']['input']>;
  clock_out?: InputMaybe<Scalars['String']['input']>;
  breaks?: InputMaybe<Array<TimeCardBreakInput>>;
};


export type MutationDeleteTimeCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationDisableTwoFactorArgs = {
  key: Scalars['String']['input'];
};

/** How far a campaign's sending is, and its report: recipients sent, failed and still queued, and those who unsubscribed through it. */
export type CampaignProgress = {
  __typename?: 'CampaignProgress';
  id: Scalars['ID']['output'];
  /** draft, scheduled, sending, sent or inactive. */
  state: Scalars['String']['output'];
  /** Recipients made from the segment when it started sending (0 before). */
  total: Scalars['Int']['output'];
  queued: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  unsubscribed: Scalars['Int']['output'];
};

/** A recipient of a campaign whose message failed, with the SMTP server's answer. */
export type CampaignFailure = {
  __typename?: 'CampaignFailure';
  email: Scalars['String']['output'];
  answer?: Maybe<Scalars['String']['output']>;
  attempts: Scalars['Int']['output'];
};

/** A campaign's report: its progress and its first failures. */
export type CampaignReport = {
  __typename?: 'CampaignReport';
  progress: CampaignProgress;
  failures: Array<CampaignFailure>;
};

/** An active campaign (scheduled or sending) that goes to a segment. */
export type SegmentCampaign = {
  __typename?: 'SegmentCampaign';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

/** A row of a report: one cell per column, money in cents as text. */
export type ReportRow = {
  __typename?: 'ReportRow';
  /** The check's id (check report), to open its ticket. */
  id?: Maybe<Scalars['ID']['output']>;
  cells: Array<Maybe<Scalars['String']['output']>>;
  /** money or count: the unit of the row's value columns. */
  unit?: Maybe<Scalars['String']['output']>;
  /** The part of the report the row belongs to, when it has several. */
  group?: Maybe<Scalars['String']['output']>;
};

export type CheckModifierLine = {
  __typename?: 'CheckModifierLine';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  price: Scalars['Int']['output'];
};

export type CheckLine = {
  __typename?: 'CheckLine';
  id: Scalars['ID']['output'];
  line: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  unit_price: Scalars['Int']['output'];
  modifiers_total: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  /** quantity × (unit price + modifiers), in cents. */
  gross: Scalars['Int']['output'];
  voided: Scalars['Boolean']['output'];
  void_reason_name?: Maybe<Scalars['String']['output']>;
  modifiers: Array<CheckModifierLine>;
};

export type CheckPaymentLine = {
  __typename?: 'CheckPaymentLine';
  id: Scalars['ID']['output'];
  payment_name: Scalars['String']['output'];
  payment_type: Scalars['String']['output'];
  amount: Scalars['Int']['output'];
  tip: Scalars['Int']['output'];
  change: Scalars['Int']['output'];
  /** Only the last four digits of a card are ever kept. */
  card_last_four?: Maybe<Scalars['String']['output']>;
  entry_type?: Maybe<Scalars['String']['output']>;
  paid_at: Scalars['String']['output'];
  refunded: Scalars['Int']['output'];
  /** What may still be refunded: amount less change less refunds. */
  left: Scalars['Int']['output'];
};

export type CheckRefundLine = {
  __typename?: 'CheckRefundLine';
  id: Scalars['ID']['output'];
  check_payment_id: Scalars['ID']['output'];
  payment_name: Scalars['String']['output'];
  amount: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  employee?: Maybe<Scalars['String']['output']>;
  refunded_at: Scalars['String']['output'];
};

export type CheckDetail = {
  __typename?: 'CheckDetail';
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  business_date: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
  order_type_name: Scalars['String']['output'];
  server_name: Scalars['String']['output'];
  table_name?: Maybe<Scalars['String']['output']>;
  guests: Scalars['Int']['output'];
  /** open, closed or voided. */
  status: Scalars['String']['output'];
  subtotal: Scalars['Int']['output'];
  discount: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  tip: Scalars['Int']['output'];
  gratuity: Scalars['Int']['output'];
  /** What delivering the order cost (an online delivery's fee), part of the total. */
  delivery_fee: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  items: Array<CheckLine>;
  payments: Array<CheckPaymentLine>;
  refunds: Array<CheckRefundLine>;
  /** Whether the caller may void this check or its lines, and refund its payments. */
  can_void: Scalars['Boolean']['output'];
  can_refund: Scalars['Boolean']['output'];
  /** Whether the caller approves a manager-approval void without a PIN. */
  is_manager: Scalars['Boolean']['output'];
};

export type CheckVoidReason = {
  __typename?: 'CheckVoidReason';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  manager_approval: Scalars['Boolean']['output'];
};

/** A shift still open in the working day: it must be closed on its device before the day closes. */
export type CloseDayShift = {
  __typename?: 'CloseDayShift';
  id: Scalars['ID']['output'];
  employee_id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  device: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
};

/** An employee clocked in (a time card without clock-out): the close clocks him out at its time. */
export type CloseDayTimeCard = {
  __typename?: 'CloseDayTimeCard';
  /** The time card's id. */
  id: Scalars['ID']['output'];
  employee_id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  clock_in: Scalars['String']['output'];
  /** Set once the close has clocked the employee out. */
  clock_out?: Maybe<Scalars['String']['output']>;
};

/** A check still open: the close asks whether to close it as it is or leave it open into the next day. */
export type CloseDayCheck = {
  __typename?: 'CloseDayCheck';
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  /** The name of the device that recorded it. */
  device: Scalars['String']['output'];
  /** The server's name, as the check keeps it. */
  server: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  /** In cents. */
  total: Scalars['Int']['output'];
  /** YYYY-MM-DD of the working day it was recorded in (an earlier one when a close left it open). */
  business_date: Scalars['String']['output'];
};

/** What a close does with the checks still open. */
export type OpenChecksChoice =
  /** Closes them as they are, at the close time. */
  | 'close'
  /** Leaves them open into the next day; their closing from the device is recorded then. */
  | 'leave_open';

/** The store's open working day. */
export type OpenWorkingDay = {
  __typename?: 'OpenWorkingDay';
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD, in the store's time zone. */
  business_date: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  /** Checks recorded in the day so far. */
  checks: Scalars['Int']['output'];
  /** Total of the day's checks that are not voided, in cents. */
  sales: Scalars['Int']['output'];
  shifts: Array<CloseDayShift>;
  clocked_in: Array<CloseDayTimeCard>;
  /** The store's checks still open, this day's and those earlier closes left open. */
  open_checks: Array<CloseDayCheck>;
};

/** The store's automatic close (store info: auto close day, auto close time, time zone). */
export type AutoCloseSetting = {
  __typename?: 'AutoCloseSetting';
  enabled: Scalars['Boolean']['output'];
  /** HH:MM on the store's clock. */
  time?: Maybe<Scalars['String']['output']>;
  time_zone: Scalars['String']['output'];
  /** When the next automatic close runs, when it is on. */
  next_run?: Maybe<Scalars['String']['output']>;
};

export type CloseDayStatus = {
  __typename?: 'CloseDayStatus';
  /** Whether the store has ever had a working day. */
  has_working_days: Scalars['Boolean']['output'];
  /** The open working day; null when none is open. */
  day?: Maybe<OpenWorkingDay>;
  auto_close: AutoCloseSetting;
};

/** A working day just closed, and the employees its close clocked out. */
export type ClosedWorkingDay = {
  __typename?: 'ClosedWorkingDay';
  id: Scalars['ID']['output'];
  business_date: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  closed_at: Scalars['String']['output'];
  clocked_out: Array<CloseDayTimeCard>;
  /** The checks that were open at the close. */
  open_checks: Array<CloseDayCheck>;
  /** What the close did with them; null when none was open. */
  open_checks_choice?: Maybe<OpenChecksChoice>;
};

/** A range's sales and labour; money in cents. */
export type DashboardFigures = {
  __typename?: 'DashboardFigures';
  /** Business dates in the store's time zone, both included. */
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  netSales: Scalars['Float']['output'];
  checks: Scalars['Int']['output'];
  averageTicket: Scalars['Float']['output'];
  guests: Scalars['Int']['output'];
  /** As the labor report counts it: time cards × pay. */
  laborCost: Scalars['Float']['output'];
  /** Labour cost in percent of net sales; null without sales. */
  laborShare?: Maybe<Scalars['Float']['output']>;
};

/** Net sales of a local hour (0–23): today, the period and the period before it. */
export type DashboardHour = {
  __typename?: 'DashboardHour';
  hour: Scalars['Int']['output'];
  today: Scalars['Float']['output'];
  period: Scalars['Float']['output'];
  previous: Scalars['Float']['output'];
};

export type RatedItem = {
  __typename?: 'RatedItem';
  menuItem: Scalars['String']['output'];
  ratings: Scalars['Int']['output'];
  /** Average rating, 1 to 5, two decimals. */
  average: Scalars['Float']['output'];
};

export type Dashboard = {
  __typename?: 'Dashboard';
  /** The preset of the period, or null for two dates. */
  preset?: Maybe<Scalars['String']['output']>;
  today: DashboardFigures;
  yesterday: DashboardFigures;
  period: DashboardFigures;
  /** The period of the same length just before. */
  previous: DashboardFigures;
  hours: Array<DashboardHour>;
  /** Ratings an item needs in the period to be listed. */
  minRatings: Scalars['Int']['output'];
  /** Top 10 by average rating, above the middle of the scale. */
  liked: Array<RatedItem>;
  /** Bottom 10 by average rating, below the middle of the scale. */
  disliked: Array<RatedItem>;
};

/** Online orders (checks from online ordering) of a range; money in cents. */
export type OnlineFigures = {
  __typename?: 'OnlineFigures';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  sales: Scalars['Float']['output'];
  averageTicket: Scalars['Float']['output'];
};

export type OnlineDay = {
  __typename?: 'OnlineDay';
  date: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  sales: Scalars['Float']['output'];
  averageTicket: Scalars['Float']['output'];
};

export type OnlineHour = {
  __typename?: 'OnlineHour';
  hour: Scalars['Int']['output'];
  orders: Scalars['Int']['output'];
  sales: Scalars['Float']['output'];
  averageTicket: Scalars['Float']['output'];
};

export type OnlineOrderType = {
  __typename?: 'OnlineOrderType';
  orderType: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  sales: Scalars['Float']['output'];
  averageTicket: Scalars['Float']['output'];
};

export type OnlineDashboard = {
  __typename?: 'OnlineDashboard';
  preset?: Maybe<Scalars['String']['output']>;
  today: OnlineFigures;
  yesterday: OnlineFigures;
  period: OnlineFigures;
  previous: OnlineFigures;
  days: Array<OnlineDay>;
  hours: Array<OnlineHour>;
  orderTypes: Array<OnlineOrderType>;
};

/** A store's day beside the other stores': today and yesterday by its own calendar; money in cents, in its own currency. */
export type StoreGlance = {
  __typename?: 'StoreGlance';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  currencySymbol: Scalars['String']['output'];
  today: DashboardFigures;
  yesterday: DashboardFigures;
};

/** How a store's delivery area is described: rings around the store by distance, or areas drawn on a map. */
export type DeliveryZoneType =
  | 'distance'
  | 'map';

/** Miles or kilometres. */
export type DistanceUnit =
  | 'mi'
  | 'km';

export type LatLng = {
  __typename?: 'LatLng';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type LatLngInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** A delivery zone: by distance (a ring of `distance` around the store) or by map (a coloured area). */
export type DeliveryZone = {
  __typename?: 'DeliveryZone';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  fee: Scalars['Float']['output'];
  /** Zones by distance: the ring's radius, in the store's unit. */
  distance?: Maybe<Scalars['Float']['output']>;
  /** Zones by map: #rrggbb. */
  color?: Maybe<Scalars['String']['output']>;
  /** Zones by map: the outline's corners. */
  polygon?: Maybe<Array<LatLng>>;
};

/** What a store's delivery settings may hold. */
export type DeliveryLimits = {
  __typename?: 'DeliveryLimits';
  /** Zones of each type. */
  maxZones: Scalars['Int']['output'];
  /** Corners of one drawn zone. */
  maxPoints: Scalars['Int']['output'];
};

export type DeliverySettings = {
  __typename?: 'DeliverySettings';
  /** The type in use: the one deliveryQuote applies. */
  type: DeliveryZoneType;
  /** The store's location, where distances are measured from. */
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The map's tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  tile_url: Scalars['String']['output'];
  unit: DistanceUnit;
  /** Rings by distance, smallest first. */
  distance_zones: Array<DeliveryZone>;
  /** Drawn areas, in the store's order: the first that holds an address delivers there. */
  map_zones: Array<DeliveryZone>;
  /** False until the store saves its delivery settings. */
  saved: Scalars['Boolean']['output'];
  updated_at?: Maybe<Scalars['String']['output']>;
  limits: DeliveryLimits;
};

export type DeliveryZoneInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  fee?: InputMaybe<Scalars['Float']['input']>;
  distance?: InputMaybe<Scalars['Float']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  polygon?: InputMaybe<Array<LatLngInput>>;
};

export type DeliverySettingsInput = {
  type: DeliveryZoneType;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  tile_url: Scalars['String']['input'];
  unit: DistanceUnit;
  distance_zones: Array<DeliveryZoneInput>;
  map_zones: Array<DeliveryZoneInput>;
};

/** The zone that delivers to an address, and its fee. */
export type DeliveryQuote = {
  __typename?: 'DeliveryQuote';
  type: DeliveryZoneType;
  zone: DeliveryZone;
  fee: Scalars['Float']['output'];
  /** Zones by distance: how far the address is from the store, in the store's unit. */
  distance?: Maybe<Scalars['Float']['output']>;
};

/** A table of an area: where it stands on the floor, its size and turn in layout units and degrees. */
export type FloorTable = {
  __typename?: 'FloorTable';
  id: Scalars['ID']['output'];
  area_id: Scalars['ID']['output'];
  /** Its name or number, unique in the store. */
  name: Scalars['String']['output'];
  /** square, round or rectangle. */
  shape: Scalars['String']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  /** Degrees clockwise, 0 to 359. */
  rotation: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
  /** #rrggbb */
  color: Scalars['String']['output'];
  /** Busy while the point of sale has it open; reset returns it to available. */
  busy: Scalars['Boolean']['output'];
};

/** An area of the floor and its tables. */
export type FloorArea = {
  __typename?: 'FloorArea';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** active or inactive. */
  status: Scalars['String']['output'];
  /** Its place among the store's areas, from 0. */
  position: Scalars['Int']['output'];
  tables: Array<FloorTable>;
};

/** What a floor may hold. */
export type FloorLimits = {
  __typename?: 'FloorLimits';
  floorWidth: Scalars['Int']['output'];
  floorHeight: Scalars['Int']['output'];
  minSize: Scalars['Int']['output'];
  maxSize: Scalars['Int']['output'];
  minSeats: Scalars['Int']['output'];
  maxSeats: Scalars['Int']['output'];
  maxTables: Scalars['Int']['output'];
  maxTableName: Scalars['Int']['output'];
  maxAreaName: Scalars['Int']['output'];
};

export type FloorLayout = {
  __typename?: 'FloorLayout';
  /** The store's areas in order, each with its tables. */
  areas: Array<FloorArea>;
  limits: FloorLimits;
};

/** A table as the editor saves it; without id, a new table. */
export type FloorTableInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  shape: Scalars['String']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
  height: Scalars['Int']['input'];
  rotation: Scalars['Int']['input'];
  seats: Scalars['Int']['input'];
  color: Scalars['String']['input'];
};

/** What the SMTP server answered to a test e-mail it took. */
export type SmtpTestResult = {
  __typename?: 'SmtpTestResult';
  /** The address the test e-mail went to. */
  to: Scalars['String']['output'];
  /** The SMTP server's own answer, e.g. 250 OK: message queued. */
  response: Scalars['String']['output'];
};

/** A gift card as it stands after a transaction. */
export type GiftCardState = {
  __typename?: 'GiftCardState';
  gift_card_id: Scalars['ID']['output'];
  /** What the card holds: the sum of its transactions. */
  balance: Scalars['Float']['output'];
  /** The transaction just recorded. */
  transaction: GiftCardTransaction;
};

/** A customer's house account as it stands after a movement. */
export type HouseAccountState = {
  __typename?: 'HouseAccountState';
  customer_id: Scalars['ID']['output'];
  /** What the customer owes: the sum of the account's movements. */
  balance: Scalars['Float']['output'];
  limit: Scalars['Float']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The movement just recorded. */
  movement: HouseAccountMovement;
};

/**
 * An invoice the store received: its subscription's (one per billing cycle after the trial, issued by
 * the server) or a vendor's for a paid out whose reason requires one. Open until marked paid.
 */
export type Invoice = {
  __typename?: 'Invoice';
  id: Scalars['ID']['output'];
  /** subscription or vendor. */
  kind: Scalars['String']['output'];
  /** INV-<year>-<n> for the subscription's, the vendor's own number for a vendor's. */
  number: Scalars['String']['output'];
  /** open or paid. */
  status: Scalars['String']['output'];
  /** The day it was issued (YYYY-MM-DD). */
  issued_on: Scalars['String']['output'];
  amount: Scalars['Float']['output'];
  /** A subscription invoice's cycle: monthly or annual. */
  billing_cycle?: Maybe<Scalars['String']['output']>;
  /** A subscription invoice's cycle: its first day and the day after its last. */
  period_start?: Maybe<Scalars['String']['output']>;
  period_end?: Maybe<Scalars['String']['output']>;
  vendor_id?: Maybe<Scalars['ID']['output']>;
  vendor_name?: Maybe<Scalars['String']['output']>;
  /** The paid out's reason the vendor's invoice is for. */
  paid_out_id?: Maybe<Scalars['ID']['output']>;
  paid_out_reason?: Maybe<Scalars['String']['output']>;
  /** The vendor's document (GET /api/media/<id>) and its kind: application/pdf or an image's. */
  document_id?: Maybe<Scalars['ID']['output']>;
  document_type?: Maybe<Scalars['String']['output']>;
  paid_at?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
};

/** A page of invoices and how many the filter keeps. */
export type InvoicePage = {
  __typename?: 'InvoicePage';
  items: Array<Invoice>;
  total: Scalars['Int']['output'];
};

/** What the inbox filters and the upload form choose from, and the store's plan. */
export type InvoiceChoices = {
  __typename?: 'InvoiceChoices';
  vendors: Array<InvoiceVendor>;
  /** The paid outs' reasons that require an invoice. */
  paidOuts: Array<InvoicePaidOut>;
  billingCycle: Scalars['String']['output'];
  fee: Scalars['Float']['output'];
  trialDays: Scalars['Int']['output'];
};

export type InvoiceVendor = {
  __typename?: 'InvoiceVendor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type InvoicePaidOut = {
  __typename?: 'InvoicePaidOut';
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

/** An invoice's printable PDF. */
export type InvoicePdf = {
  __typename?: 'InvoicePdf';
  filename: Scalars['String']['output'];
  /** The file's bytes, in base64. */
  base64: Scalars['String']['output'];
};

/**
 * Filters of the inbox: q searches the number, the vendor and the paid out's reason; status is open,
 * paid, or the list's active (open), inactive (paid) or all; from and to bound the day of issue.
 */
export type InvoiceFilter = {
  q?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  vendor_id?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type VendorInvoiceInput = {
  vendor_id: Scalars['ID']['input'];
  paid_out_id: Scalars['ID']['input'];
  number: Scalars['String']['input'];
  amount: Scalars['Float']['input'];
  issued_on: Scalars['String']['input'];
  /** A PDF or picture uploaded with POST /api/media?use=vendor-invoice. */
  document_id: Scalars['ID']['input'];
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
  departments?: InputMaybe<Array<Scalars['ID']['input']>>;
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  taxes?: InputMaybe<Array<Scalars['ID']['input']>>;
  modifierPrefixes?: InputMaybe<Array<Scalars['ID']['input']>>;
  modifierItems?: InputMaybe<Array<Scalars['ID']['input']>>;
  modifierGroups?: InputMaybe<Array<Scalars['ID']['input']>>;
  menuItems?: InputMaybe<Array<Scalars['ID']['input']>>;
  specialPrices?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MenuPublishInput = {
  selection: MenuPublishSelection;
  /** The stores to publish to (at most 50), none of them the store the user is in. */
  stores: Array<Scalars['ID']['input']>;
  /** Whether a store's own prices (changed there since they were published, or never published) are replaced too. */
  replacePrices?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A store the user may publish to: he holds the Menu Items rights there. */
export type MenuPublishStoreChoice = {
  __typename?: 'MenuPublishStoreChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One record of the selection, as one store receives it. */
export type MenuPublishLine = {
  __typename?: 'MenuPublishLine';
  kind: MenuPublishKind;
  /** Its name here (a special price's description). */
  name: Scalars['String']['output'];
  action: MenuPublishAction;
  /** The fields an update changes. */
  fields: Array<Scalars['String']['output']>;
  /** The store's own prices are kept (they differ from this store's and replacing them was not asked). */
  pricesKept: Scalars['Boolean']['output'];
};

/** Why a store is not written: nothing of the selection is written there, and the other stores go on. */
export type MenuPublishRefusal = {
  __typename?: 'MenuPublishRefusal';
  code: Scalars['String']['output'];
  /** The message's i18n key. */
  message: Scalars['String']['output'];
  /** The message's parameters, as JSON text. */
  params: Scalars['String']['output'];
  /** The kind and name of the record refused, when one is. */
  kind?: Maybe<MenuPublishKind>;
  record?: Maybe<Scalars['String']['output']>;
};

export type MenuPublishStore = {
  __typename?: 'MenuPublishStore';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  created: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  /** Each record, in the order they are written. */
  lines: Array<MenuPublishLine>;
  refusal?: Maybe<MenuPublishRefusal>;
  /** Whether the store was written (a publish, not a preview, and not refused). */
  written: Scalars['Boolean']['output'];
};

export type MenuPublishPlan = {
  __typename?: 'MenuPublishPlan';
  /** How many records the selection holds, with what they bring along. */
  records: Scalars['Int']['output'];
  stores: Array<MenuPublishStore>;
};

/** A menu item's price at a moment. */
export type EffectivePrice = {
  __typename?: 'EffectivePrice';
  /** The price then: the lowest special price that applies, else the base price. */
  price?: Maybe<Scalars['Float']['output']>;
  /** The item's first price. */
  base_price?: Maybe<Scalars['Float']['output']>;
  /** The special price that set the price, if one did. */
  special_price_id?: Maybe<Scalars['ID']['output']>;
  /** The moment, on the store's wall clock (YYYY-MM-DDTHH:mm:ss). */
  at: Scalars['String']['output'];
};

/** A menu item of the online menu as the OLO menu builder edits it. */
export type OloMenuBuilderItem = {
  __typename?: 'OloMenuBuilderItem';
  id: Scalars['ID']['output'];
  /** The item's own name. */
  name: Scalars['String']['output'];
  /** The name online ordering shows instead, when it has one. */
  olo_name?: Maybe<Scalars['String']['output']>;
  /** Sold online: false keeps it off the online menu. */
  online_sale: Scalars['Boolean']['output'];
  /** The image of its feature item, when it has one (a media id). */
  image_id?: Maybe<Scalars['ID']['output']>;
  /** The item's first price. */
  price?: Maybe<Scalars['Float']['output']>;
};

/** A category of the online menu (active and visible), with every active item of it in order. */
export type OloMenuBuilderCategory = {
  __typename?: 'OloMenuBuilderCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  items: Array<OloMenuBuilderItem>;
};

/** The online menu in the order guests see it. */
export type OloMenuBuilder = {
  __typename?: 'OloMenuBuilder';
  categories: Array<OloMenuBuilderCategory>;
  /** False until the store saves one: until then, categories and items by name. */
  saved: Scalars['Boolean']['output'];
  /** When it was last saved, as an ISO date and time. */
  updated_at?: Maybe<Scalars['String']['output']>;
};

export type OloMenuItemInput = {
  menu_item_id: Scalars['ID']['input'];
  /** Empty or null: the item's own name is shown. */
  olo_name?: InputMaybe<Scalars['String']['input']>;
  online_sale: Scalars['Boolean']['input'];
};

export type OloMenuCategoryInput = {
  category_id: Scalars['ID']['input'];
  /** The category's items in order; an item once, under its own category. */
  items: Array<OloMenuItemInput>;
};

export type OloMenuInput = {
  /** The categories in order; a category once. */
  categories: Array<OloMenuCategoryInput>;
};

/** A check on the order monitor. Money in integer cents. */
export type OrderMonitorCheck = {
  __typename?: 'OrderMonitorCheck';
  id: Scalars['ID']['output'];
  /** The number the device gave it in the working day. */
  number: Scalars['Int']['output'];
  /** ISO date and time. */
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
  /** open, closed or voided. */
  status: Scalars['String']['output'];
  order_type_id: Scalars['ID']['output'];
  /** The order type's name when the check was recorded. */
  order_type_name: Scalars['String']['output'];
  table_name?: Maybe<Scalars['String']['output']>;
  server_name: Scalars['String']['output'];
  /** The channel it came from: pos, olo (online ordering), kiosk or mobile. */
  source: Scalars['String']['output'];
  guests: Scalars['Int']['output'];
  /** Units of the items not voided. */
  item_count: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** What the payments leave in the store: amounts less change. */
  paid: Scalars['Int']['output'];
  /** An online order's progress: received, preparing, ready, completed or cancelled; null for another check. */
  online_status?: Maybe<Scalars['String']['output']>;
  /** When an online order was marked ready, ISO date and time; null otherwise. */
  marked_ready_at?: Maybe<Scalars['String']['output']>;
  /** An online order's guest, as written when ordering; null for another check. */
  guest_name?: Maybe<Scalars['String']['output']>;
  /** An online order's phone, as written; null when none. */
  guest_phone?: Maybe<Scalars['String']['output']>;
  /** A delivery order's address as the guest wrote it, for the driver; null for another check. */
  delivery_address?: Maybe<Scalars['String']['output']>;
};

/** An online order's progress after the office marked a step. */
export type OnlineOrderProgress = {
  __typename?: 'OnlineOrderProgress';
  check_id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  /** received, preparing, ready, completed or cancelled. */
  status: Scalars['String']['output'];
  /** When it took this status, ISO date and time. */
  at: Scalars['String']['output'];
};

export type OrderMonitor = {
  __typename?: 'OrderMonitor';
  /** The hours looked back. */
  hours: Scalars['Int']['output'];
  /** The store's default: its master device's maximum hours shown in monitor, else 5. */
  default_hours: Scalars['Int']['output'];
  /** The start of the window, ISO date and time. */
  since: Scalars['String']['output'];
  /** Newest first. Online orders only for a user whose job holds access OLO orders. */
  checks: Array<OrderMonitorCheck>;
  /** Online orders of the window left out of checks: the user's job does not hold access OLO orders. */
  online_hidden: Scalars['Int']['output'];
};

/** How the order tracker's texts line up (SPEC §9). */
export type OrderTrackerAlignment =
  | 'left'
  | 'center'
  | 'right';

/** A column of the order tracker: one status, its title (empty: the product's wording) and whether it is shown. */
export type OrderTrackerColumn = {
  __typename?: 'OrderTrackerColumn';
  /** preparing or ready. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  shown: Scalars['Boolean']['output'];
};

/** The store's order tracker settings (SPEC §3): its look, its columns and the days and hours it shows orders. */
export type OrderTrackerSettings = {
  __typename?: 'OrderTrackerSettings';
  /** Empty: the product's wording in the reader's language. */
  title: Scalars['String']['output'];
  /** restaurant, burger, pizza, taco, noodles, coffee, ice_cream or bell. */
  icon: Scalars['String']['output'];
  /** #rrggbb. */
  background: Scalars['String']['output'];
  alignment: OrderTrackerAlignment;
  /** An uploaded image (use order-tracker); null: none. */
  image_id?: Maybe<Scalars['ID']['output']>;
  /** Preparing, then ready. */
  columns: Array<OrderTrackerColumn>;
  /** monday to sunday, at least one. */
  days: Array<Scalars['String']['output']>;
  /** HH:mm, the store's time. */
  from: Scalars['String']['output'];
  /** HH:mm, after from. */
  to: Scalars['String']['output'];
};

export type OrderTrackerColumnInput = {
  status: Scalars['String']['input'];
  title: Scalars['String']['input'];
  shown: Scalars['Boolean']['input'];
};

export type OrderTrackerSettingsInput = {
  title: Scalars['String']['input'];
  icon: Scalars['String']['input'];
  background: Scalars['String']['input'];
  alignment: OrderTrackerAlignment;
  image_id?: InputMaybe<Scalars['ID']['input']>;
  columns: Array<OrderTrackerColumnInput>;
  days: Array<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** An employee's pay settings and jobs, as the compensation screen lists them. */
export type Compensation = {
  __typename?: 'Compensation';
  employee_id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** hourly or salary. */
  salary_type: Scalars['String']['output'];
  /** The compensation value as employee records hold money (9.5): the rate per hour, or the amount per pay period; none when not set. */
  salary?: Maybe<Scalars['Float']['output']>;
  /** daily or weekly. */
  pay_period: Scalars['String']['output'];
  /** Scheduled hours per pay period. */
  hours?: Maybe<Scalars['Int']['output']>;
  /** Names of the employee's jobs. */
  jobs: Array<Scalars['String']['output']>;
};

/** The store's payroll settings used; money in cents. */
export type PayrollRule = {
  __typename?: 'PayrollRule';
  /** Hours of a business day after which time is overtime; 0: none. */
  overtime_daily_hours: Scalars['Float']['output'];
  /** Regular hours of a week after which time is overtime; 0: none. */
  overtime_weekly_hours: Scalars['Float']['output'];
  overtime_multiplier: Scalars['Float']['output'];
  /** monday … sunday: the first day of the pay week. */
  week_start: Scalars['String']['output'];
  daily_rate: Scalars['Int']['output'];
  daily_hour_rate: Scalars['Int']['output'];
  weekly_hour_rate: Scalars['Int']['output'];
  time_zone: Scalars['String']['output'];
};

/** Hours of one business day, with two decimals. */
export type PayrollDay = {
  __typename?: 'PayrollDay';
  date: Scalars['String']['output'];
  hours: Scalars['Float']['output'];
  regular_hours: Scalars['Float']['output'];
  overtime_hours: Scalars['Float']['output'];
};

/** One employee's pay over the period: hours with two decimals, money in cents. */
export type PayrollLine = {
  __typename?: 'PayrollLine';
  employee_id: Scalars['ID']['output'];
  /** First and last name in the store's name format. */
  name: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  salary_type: Scalars['String']['output'];
  pay_period: Scalars['String']['output'];
  /** The rate per hour, or the amount per pay period of a salaried employee, in cents. */
  rate: Scalars['Int']['output'];
  /** employee: their own compensation value; store: the store's default rate. */
  rate_from: Scalars['String']['output'];
  hours: Scalars['Float']['output'];
  regular_hours: Scalars['Float']['output'];
  overtime_hours: Scalars['Float']['output'];
  regular_pay: Scalars['Int']['output'];
  overtime_pay: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Cards of the period still open: not counted until clocked out. */
  open_cards: Scalars['Int']['output'];
  days: Array<PayrollDay>;
};

export type PayrollSettings = {
  __typename?: 'PayrollSettings';
  rule: PayrollRule;
  /** Today's date in the store's time zone, YYYY-MM-DD. */
  today: Scalars['String']['output'];
};

export type PayrollTotals = {
  __typename?: 'PayrollTotals';
  hours: Scalars['Float']['output'];
  regular_hours: Scalars['Float']['output'];
  overtime_hours: Scalars['Float']['output'];
  regular_pay: Scalars['Int']['output'];
  overtime_pay: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  open_cards: Scalars['Int']['output'];
};

export type Payroll = {
  __typename?: 'Payroll';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  rule: PayrollRule;
  employees: Array<PayrollLine>;
  totals: PayrollTotals;
};

/** A reward a member's points reach next. */
export type LoyaltyNextReward = {
  __typename?: 'LoyaltyNextReward';
  /** The reward's place in the active plan's list. */
  index: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  /** The points the member still lacks for it. */
  missing: Scalars['Int']['output'];
};

/** A customer with loyalty points: their sum, and the reward they reach next under the active plan. */
export type LoyaltyMember = {
  __typename?: 'LoyaltyMember';
  customer_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** The sum of the customer's loyalty movements. */
  points: Scalars['Int']['output'];
  /** None when no active plan has a reward above the points. */
  next_reward?: Maybe<LoyaltyNextReward>;
};

/** A page of members and how many there are in all. */
export type LoyaltyMembersPage = {
  __typename?: 'LoyaltyMembersPage';
  members: Array<LoyaltyMember>;
  total: Scalars['Int']['output'];
  /** The store's active plan, if any. */
  plan_name?: Maybe<Scalars['String']['output']>;
};

/** A button of the point of sale's grid: one menu item. */
export type PosMenuButton = {
  __typename?: 'PosMenuButton';
  menu_item_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The item's first price. */
  price?: Maybe<Scalars['Float']['output']>;
};

/** A tab of the point of sale: one category, the colour of its buttons, and its buttons in order. */
export type PosMenuTab = {
  __typename?: 'PosMenuTab';
  category_id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The category's colour (#rrggbb). */
  color: Scalars['String']['output'];
  buttons: Array<PosMenuButton>;
};

/** What a layout may hold. */
export type PosMenuLayoutLimits = {
  __typename?: 'PosMenuLayoutLimits';
  minColumns: Scalars['Int']['output'];
  maxColumns: Scalars['Int']['output'];
  maxTabs: Scalars['Int']['output'];
  /** Buttons on one tab. */
  maxButtons: Scalars['Int']['output'];
};

/** What the point of sale shows: tabs in order, each with its buttons in a grid of `columns` columns. */
export type PosMenuLayout = {
  __typename?: 'PosMenuLayout';
  columns: Scalars['Int']['output'];
  tabs: Array<PosMenuTab>;
  /** False until the store saves one: until then, every visible category by name with its items by name. */
  saved: Scalars['Boolean']['output'];
  /** When it was last saved, as an ISO date and time. */
  updated_at?: Maybe<Scalars['String']['output']>;
  limits: PosMenuLayoutLimits;
};

export type PosMenuTabInput = {
  category_id: Scalars['ID']['input'];
  /** The tab's buttons in order; an item at most once per tab. */
  menu_item_ids: Array<Scalars['ID']['input']>;
};

export type PosMenuLayoutInput = {
  columns: Scalars['Int']['input'];
  tabs: Array<PosMenuTabInput>;
};

/** What was sent to a printer. */
export type PrintResult = {
  __typename?: 'PrintResult';
  /** Where it went, host:port. */
  address: Scalars['String']['output'];
  /** How many bytes the printer took. */
  bytes: Scalars['Int']['output'];
  /** True when the job waits for one of the store's devices to print it (PRINT_VIA=devices). */
  queued: Scalars['Boolean']['output'];
  /** The queued job, to follow with kitchenPrintJob. */
  job_id?: Maybe<Scalars['ID']['output']>;
};

/** A print job queued for the store's devices. */
export type KitchenPrintJob = {
  __typename?: 'KitchenPrintJob';
  id: Scalars['ID']['output'];
  /** test-page or sample-receipt. */
  printed: Scalars['String']['output'];
  /** queued, taken (a device is printing it), printed or failed. */
  status: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  done_at?: Maybe<Scalars['String']['output']>;
};

/** A logo as the printer takes it: black and white dots, 8 to a byte, each row padded to whole bytes. */
export type ReceiptLogo = {
  __typename?: 'ReceiptLogo';
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  /** Base64 of ceil(width / 8) × height bytes, the leftmost dot in the highest bit, 1 for black. */
  bits: Scalars['String']['output'];
};

/** A receipt field (SPEC §3) and whether receipts show it. */
export type ReceiptFieldSetting = {
  __typename?: 'ReceiptFieldSetting';
  field: Scalars['String']['output'];
  shown: Scalars['Boolean']['output'];
};

/** What a sample receipt shows of the store, and how it writes dates and amounts. */
export type ReceiptStoreInfo = {
  __typename?: 'ReceiptStoreInfo';
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
  currency_symbol: Scalars['String']['output'];
  date_format: Scalars['String']['output'];
  hour_format: Scalars['String']['output'];
  time_zone?: Maybe<Scalars['String']['output']>;
};

export type ReceiptLayoutLimits = {
  __typename?: 'ReceiptLayoutLimits';
  minCopies: Scalars['Int']['output'];
  maxCopies: Scalars['Int']['output'];
  /** Characters of the header and of the footer. */
  maxText: Scalars['Int']['output'];
  /** Lines of the header and of the footer. */
  maxLines: Scalars['Int']['output'];
  /** Dots of the logo's width and height. */
  maxLogoDots: Scalars['Int']['output'];
};

export type ReceiptLayout = {
  __typename?: 'ReceiptLayout';
  header: Scalars['String']['output'];
  footer: Scalars['String']['output'];
  logo?: Maybe<ReceiptLogo>;
  copies: Scalars['Int']['output'];
  /** Every receipt field once, in the printed order. */
  fields: Array<ReceiptFieldSetting>;
  /** False until the store saves one: until then every field is shown, one copy, no header or footer. */
  saved: Scalars['Boolean']['output'];
  updated_at?: Maybe<Scalars['String']['output']>;
  store: ReceiptStoreInfo;
  limits: ReceiptLayoutLimits;
};

export type ReceiptLogoInput = {
  width: Scalars['Int']['input'];
  height: Scalars['Int']['input'];
  bits: Scalars['String']['input'];
};

export type ReceiptFieldInput = {
  field: Scalars['String']['input'];
  shown: Scalars['Boolean']['input'];
};

export type ReceiptLayoutInput = {
  header: Scalars['String']['input'];
  footer: Scalars['String']['input'];
  logo?: InputMaybe<ReceiptLogoInput>;
  copies: Scalars['Int']['input'];
  fields: Array<ReceiptFieldInput>;
};

/** A segment's conditions as its form holds them while it is edited; one left out holds for everyone. */
export type SegmentConditionsInput = {
  /** pos, olo, kiosk or mobile: the channel of the customer's closed checks. */
  platform?: InputMaybe<Scalars['String']['input']>;
  /** Enrolled at, from this day (YYYY-MM-DD, the store's calendar). */
  enrolled_from?: InputMaybe<Scalars['String']['input']>;
  /** Enrolled at, until this day (YYYY-MM-DD). */
  enrolled_to?: InputMaybe<Scalars['String']['input']>;
  /** Order frequency: at least this many closed checks… */
  min_orders?: InputMaybe<Scalars['Int']['input']>;
  /** …in the last this many days. */
  orders_days?: InputMaybe<Scalars['Int']['input']>;
  /** Amount spent: at least this much… */
  min_spent?: InputMaybe<Scalars['Float']['input']>;
  /** …in the last this many days. */
  spent_days?: InputMaybe<Scalars['Int']['input']>;
  /** Counts the customers without marketing agreement too (off unless given). */
  include_without_agreement?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A customer a segment reaches. */
export type SegmentCustomer = {
  __typename?: 'SegmentCustomer';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
};

/** Who a segment's conditions reach. */
export type SegmentPreview = {
  __typename?: 'SegmentPreview';
  /** How many customers meet the conditions. */
  total: Scalars['Int']['output'];
  /** The first of them by name, at most the limit asked. */
  customers: Array<SegmentCustomer>;
};

/** The store's logo as e-mails show it: an address anyone may read, and its size. */
export type StoreLogo = {
  __typename?: 'StoreLogo';
  /** Its public address (no sign-in), the same whatever logo the store holds: e-mails link to it. */
  url: Scalars['String']['output'];
  /** Its address on this server, from the root: the console shows it from there, whatever public address e-mails use. */
  path: Scalars['String']['output'];
  /** Its width as stored, in pixels (512 at most). */
  width: Scalars['Int']['output'];
  /** Its height as stored, in pixels. */
  height: Scalars['Int']['output'];
};

/** A survey question as the store words it (empty: the product's own wording in the guest's language), on or off. */
export type SurveyQuestion = {
  __typename?: 'SurveyQuestion';
  /** waiting_time, food_quality, service, recommend, item_review, review_comment or other_comments. */
  key: Scalars['String']['output'];
  text: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
};

/** The store's rating and survey settings (SPEC §3). */
export type SurveySettings = {
  __typename?: 'SurveySettings';
  /** Guests rate the items of their check; the online menu shows an item's rating. */
  rating_by_product: Scalars['Boolean']['output'];
  /** How long after a check closes its customer gets the e-mail asking him to rate it. */
  email_delay: Scalars['Int']['output'];
  /** minutes or hours. */
  email_delay_unit: Scalars['String']['output'];
  /** Likes an item needs before its rating is shown. */
  min_likes: Scalars['Int']['output'];
  /** Most rated items shown in a category. */
  max_items_per_category: Scalars['Int']['output'];
  /** The coupon a guest gets for answering; null: none. */
  coupon_id?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  /** The seven questions, in order. */
  questions: Array<SurveyQuestion>;
};

export type SurveyQuestionInput = {
  key: Scalars['String']['input'];
  text: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
};

export type SurveySettingsInput = {
  rating_by_product: Scalars['Boolean']['input'];
  /** A whole number; checked by the server, which words the refusal. */
  email_delay?: InputMaybe<Scalars['Float']['input']>;
  email_delay_unit: Scalars['String']['input'];
  min_likes?: InputMaybe<Scalars['Float']['input']>;
  max_items_per_category?: InputMaybe<Scalars['Float']['input']>;
  coupon_id?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
  questions: Array<SurveyQuestionInput>;
};

/** A guest's comments with when he answered (the store's time). */
export type SurveyComment = {
  __typename?: 'SurveyComment';
  answered_at: Scalars['String']['output'];
  review_comment?: Maybe<Scalars['String']['output']>;
  other_comments?: Maybe<Scalars['String']['output']>;
};

/** The answers of a range of days: averages 1 to 5, recommend as a share of yes in percent; null without answers. */
export type SurveyResults = {
  __typename?: 'SurveyResults';
  answers: Scalars['Int']['output'];
  waiting_time?: Maybe<Scalars['Float']['output']>;
  food_quality?: Maybe<Scalars['Float']['output']>;
  service?: Maybe<Scalars['Float']['output']>;
  recommend?: Maybe<Scalars['Float']['output']>;
  item_review?: Maybe<Scalars['Float']['output']>;
  item_ratings: Scalars['Int']['output'];
  comments: Array<SurveyComment>;
};

/** One write: who changed which record of which entity, when, and the record before and after it. */
export type SystemLog = {
  __typename?: 'SystemLog';
  id: Scalars['ID']['output'];
  user_id?: Maybe<Scalars['ID']['output']>;
  user_name?: Maybe<Scalars['String']['output']>;
  /** Resource name, e.g. menu-item. */
  entity: Scalars['String']['output'];
  record_id?: Maybe<Scalars['ID']['output']>;
  /** create, update or delete. */
  action: Scalars['String']['output'];
  /** The record before the write, as JSON text; null for a create. */
  before?: Maybe<Scalars['String']['output']>;
  /** The record after the write, as JSON text; null for a delete. */
  after?: Maybe<Scalars['String']['output']>;
  /** When, as an ISO date and time. */
  at: Scalars['String']['output'];
};

/** Someone who appears in the store's system log. */
export type SystemLogUser = {
  __typename?: 'SystemLogUser';
  user_id: Scalars['ID']['output'];
  user_name?: Maybe<Scalars['String']['output']>;
};

export type SystemLogFilter = {
  /** Searches the user name, the entity, the record id and the recorded values. */
  q?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  action?: InputMaybe<Scalars['String']['input']>;
  record_id?: InputMaybe<Scalars['ID']['input']>;
  /** From this date (YYYY-MM-DD, the start of the day in the store's time zone) or ISO date and time, inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Up to this date (the end of that day in the store's time zone) or ISO date and time, inclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type TimeCardBreak = {
  __typename?: 'TimeCardBreak';
  id: Scalars['ID']['output'];
  break_in: Scalars['String']['output'];
  break_out: Scalars['String']['output'];
  minutes: Scalars['Int']['output'];
};

export type TimeCard = {
  __typename?: 'TimeCard';
  id: Scalars['ID']['output'];
  employee_id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  working_day_id: Scalars['ID']['output'];
  /** The working day's business date, YYYY-MM-DD on the store's calendar. */
  business_date: Scalars['String']['output'];
  /** open or closed: a card of an open working day cannot be edited or deleted. */
  working_day_status: Scalars['String']['output'];
  clock_in: Scalars['String']['output'];
  /** Null while the employee is still clocked in. */
  clock_out?: Maybe<Scalars['String']['output']>;
  breaks: Array<TimeCardBreak>;
  /** Clock span minus breaks; a card still clocked in counts to now. */
  worked_minutes: Scalars['Int']['output'];
  hours: Scalars['Float']['output'];
};

export type TimeCardTotal = {
  __typename?: 'TimeCardTotal';
  employee_id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  cards: Scalars['Int']['output'];
  worked_minutes: Scalars['Int']['output'];
  hours: Scalars['Float']['output'];
};

export type TimeCardList = {
  __typename?: 'TimeCardList';
  /** By business date, then clock in. */
  cards: Array<TimeCard>;
  /** Per employee, by name. */
  totals: Array<TimeCardTotal>;
  worked_minutes: Scalars['Int']['output'];
  hours: Scalars['Float']['output'];
  /** The store's IANA time zone, which business dates and times are read in. */
  time_zone: Scalars['String']['output'];
  now: Scalars['String']['output'];
};

export type WorkingDay = {
  __typename?: 'WorkingDay';
  id: Scalars['ID']['output'];
  business_date: Scalars['String']['output'];
  /** open or closed. */
  status: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
};

export type TimeCardOtherCard = {
  __typename?: 'TimeCardOtherCard';
  id: Scalars['ID']['output'];
  clock_in: Scalars['String']['output'];
  clock_out?: Maybe<Scalars['String']['output']>;
};

/** A working day as a time card is checked against it. */
export type TimeCardWorkingDay = {
  __typename?: 'TimeCardWorkingDay';
  id: Scalars['ID']['output'];
  business_date: Scalars['String']['output'];
  /** open or closed. */
  status: Scalars['String']['output'];
  opened_at: Scalars['String']['output'];
  closed_at?: Maybe<Scalars['String']['output']>;
  /** When the store's working day before this one closed: a card of this day clocks in after it. Null when there is none. */
  previous_close?: Maybe<Scalars['String']['output']>;
};

/** What a time card of a date is checked against. */
export type TimeCardContext = {
  __typename?: 'TimeCardContext';
  /** The date's working days; a card of the date goes to the first one that had not closed by its clock in. */
  working_days: Array<TimeCardWorkingDay>;
  /** The store's opening time that day, which the office is told a clock in comes before (no rule); null when the store has no hours that day. */
  opening_at?: Maybe<Scalars['String']['output']>;
  /** The same, as HH:mm on the store's clock. */
  opening_hour?: Maybe<Scalars['String']['output']>;
  /** The employee's other cards around that day and those still clocked in. */
  cards: Array<TimeCardOtherCard>;
  time_zone: Scalars['String']['output'];
  now: Scalars['String']['output'];
};

/** An employee a card can be entered for. */
export type TimeCardEmployee = {
  __typename?: 'TimeCardEmployee';
  id: Scalars['ID']['output'];
  first_name: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  /** active, inactive or terminated. */
  status: Scalars['String']['output'];
};

export type TimeCardBreakInput = {
  break_in?: InputMaybe<Scalars['String']['input']>;
  break_out?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user's two-factor sign-in, as the user menu shows it. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Codes are asked at sign-in. */
  enrolled: Scalars['Boolean']['output'];
  /** A store the user works in has two-factor sign-in on: turned off, it is set up again at the next sign-in. */
  required: Scalars['Boolean']['output'];
  /** Recovery codes not used yet. */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** When it was turned on, or null. */
  since?: Maybe<Scalars['String']['output']>;
};

/** What an authenticator app is given: answered once, when the setup begins; the secret is never sent again. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The TOTP secret in base32, for typing into the app. */
  secret: Scalars['String']['output'];
  /** The otpauth:// URI the QR code holds. */
  uri: Scalars['String']['output'];
  /** The QR code as a PNG data URL. */
  qr: Scalars['String']['output'];
};

export type VersionStore = {
  __typename?: 'VersionStore';
  /** Where this store's console is served, e.g. https://office.example.com/office. */
  url: Scalars['String']['output'];
};

/** A column of a report: its i18n key under reports.columns and how its cells are written (label, text, date, datetime, time, hour, money, count, percent, value). */
export type ReportColumn = {
  __typename?: 'ReportColumn';
  key: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  /** Its heading as it stands (a store's name), instead of the words of its key. */
  title?: Maybe<Scalars['String']['output']>;
};

export type ReportSeries = {
  __typename?: 'ReportSeries';
  /** Its key in the report's declaration. */
  key: Scalars['String']['output'];
  /** The i18n key of its legend. */
  label: Scalars['String']['output'];
  /** The key of the column whose figures it draws, when it draws one. */
  column?: Maybe<Scalars['String']['output']>;
  /** What its values are (money in cents, count, percent, number): series of one unit share an axis. */
  unit: Scalars['String']['output'];
  values: Array<Scalars['Float']['output']>;
};

export type ReportChart = {
  __typename?: 'ReportChart';
  labels: Array<Scalars['String']['output']>;
  series: Array<ReportSeries>;
};

/** The period of the same length just before the chosen one. */
export type ReportPeriod = {
  __typename?: 'ReportPeriod';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  rows: Array<ReportRow>;
  totals?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
};

export type Report = {
  __typename?: 'Report';
  code: Scalars['String']['output'];
  /** Business dates in the store's time zone, both included. */
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  columns: Array<ReportColumn>;
  rows: Array<ReportRow>;
  totals?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  chart?: Maybe<ReportChart>;
  previous?: Maybe<ReportPeriod>;
  /** Rows of the range in all, for a report whose rows are records (checks, payments): its rows are one page of them. */
  count?: Maybe<Scalars['Int']['output']>;
  /** The stores whose figures it holds, when stores were chosen. */
  stores?: Maybe<Array<ReportStore>>;
  /** Stores chosen where the user may not see this report: they contribute nothing. */
  leftOut?: Maybe<Array<Scalars['ID']['output']>>;
};

/** A store a report may be run over. */
export type ReportStore = {
  __typename?: 'ReportStore';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The business dates the report was run over there: a preset's dates are those of the store's own calendar. */
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

/** A column of the report (its index) to sort a page's rows by. */
export type ReportSort = {
  column: Scalars['Int']['input'];
  desc?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Which rows of a report whose rows are records to return: at most 5000, the first 1000 by default. */
export type ReportPage = {
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ReportSort>;
};

export type ReportFilters = {
  employee_id?: InputMaybe<Scalars['ID']['input']>;
  order_type_id?: InputMaybe<Scalars['ID']['input']>;
  payment_id?: InputMaybe<Scalars['ID']['input']>;
  category_id?: InputMaybe<Scalars['ID']['input']>;
  department_id?: InputMaybe<Scalars['ID']['input']>;
  customer_id?: InputMaybe<Scalars['ID']['input']>;
};

export type ReportChoice = {
  __typename?: 'ReportChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ReportFilterChoices = {
  __typename?: 'ReportFilterChoices';
  filter: Scalars['String']['output'];
  /** Its choices are too many to send (a store's customers): none is sent, reportFilterSearch finds them. */
  searched: Scalars['Boolean']['output'];
  choices: Array<ReportChoice>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ListMetadata: ResolverTypeWrapper<ListMetadata>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  GroupCount: ResolverTypeWrapper<GroupCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  BulkResult: ResolverTypeWrapper<BulkResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleHours: ResolverTypeWrapper<ScheduleHours>;
  ScheduleInput: ScheduleInput;
  ScheduleHoursInput: ScheduleHoursInput;
  CampaignGroupField: CampaignGroupField;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignFilter: CampaignFilter;
  CampaignPatch: CampaignPatch;
  CashDiscountGroupField: CashDiscountGroupField;
  CashDiscount: ResolverTypeWrapper<CashDiscount>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CashDiscountFilter: CashDiscountFilter;
  CashDiscountPatch: CashDiscountPatch;
  CategoryGroupField: CategoryGroupField;
  Category: ResolverTypeWrapper<Category>;
  CategoryFilter: CategoryFilter;
  CategoryPatch: CategoryPatch;
  CouponGroupField: CouponGroupField;
  Coupon: ResolverTypeWrapper<Coupon>;
  CouponFilter: CouponFilter;
  CouponPatch: CouponPatch;
  CustomerDisplayAdGroupField: CustomerDisplayAdGroupField;
  CustomerDisplayAd: ResolverTypeWrapper<CustomerDisplayAd>;
  CustomerDisplayAdFilter: CustomerDisplayAdFilter;
  CustomerDisplayAdPatch: CustomerDisplayAdPatch;
  CustomerSettingGroupField: CustomerSettingGroupField;
  CustomerSetting: ResolverTypeWrapper<CustomerSetting>;
  CustomerSettingFilter: CustomerSettingFilter;
  CustomerSettingPatch: CustomerSettingPatch;
  CustomerGroupField: CustomerGroupField;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerFilter: CustomerFilter;
  CustomerPatch: CustomerPatch;
  DeliveryOption: ResolverTypeWrapper<DeliveryOption>;
  DeliveryOptionFilter: DeliveryOptionFilter;
  DeliveryOptionPatch: DeliveryOptionPatch;
  DepartmentGroupField: DepartmentGroupField;
  Department: ResolverTypeWrapper<Department>;
  DepartmentFilter: DepartmentFilter;
  DepartmentPatch: DepartmentPatch;
  DeviceGroupField: DeviceGroupField;
  Device: ResolverTypeWrapper<Device>;
  DeviceFilter: DeviceFilter;
  DevicePatch: DevicePatch;
  DiscountGroupField: DiscountGroupField;
  Discount: ResolverTypeWrapper<Discount>;
  DiscountFilter: DiscountFilter;
  DiscountPatch: DiscountPatch;
  EmailTemplate: ResolverTypeWrapper<EmailTemplate>;
  EmailTemplateFilter: EmailTemplateFilter;
  EmailTemplatePatch: EmailTemplatePatch;
  EmployeeGroupField: EmployeeGroupField;
  Employee: ResolverTypeWrapper<Employee>;
  EmployeeFilter: EmployeeFilter;
  EmployeePatch: EmployeePatch;
  FeatureItemGroupField: FeatureItemGroupField;
  FeatureItem: ResolverTypeWrapper<FeatureItem>;
  FeatureItemFilter: FeatureItemFilter;
  FeatureItemPatch: FeatureItemPatch;
  GiftCardGroupField: GiftCardGroupField;
  GiftCard: ResolverTypeWrapper<GiftCard>;
  GiftCardFilter: GiftCardFilter;
  GiftCardPatch: GiftCardPatch;
  GratuityGroupField: GratuityGroupField;
  Gratuity: ResolverTypeWrapper<Gratuity>;
  GratuityFilter: GratuityFilter;
  GratuityPatch: GratuityPatch;
  IngredientGroupField: IngredientGroupField;
  Ingredient: ResolverTypeWrapper<Ingredient>;
  IngredientFilter: IngredientFilter;
  IngredientPatch: IngredientPatch;
  InventoryGroupGroupField: InventoryGroupGroupField;
  InventoryGroup: ResolverTypeWrapper<InventoryGroup>;
  InventoryGroupFilter: InventoryGroupFilter;
  InventoryGroupPatch: InventoryGroupPatch;
  InventorySubgroupGroupField: InventorySubgroupGroupField;
  InventorySubgroup: ResolverTypeWrapper<InventorySubgroup>;
  InventorySubgroupFilter: InventorySubgroupFilter;
  InventorySubgroupPatch: InventorySubgroupPatch;
  InventoryUnitGroupField: InventoryUnitGroupField;
  InventoryUnit: ResolverTypeWrapper<InventoryUnit>;
  InventoryUnitFilter: InventoryUnitFilter;
  InventoryUnitPatch: InventoryUnitPatch;
  ItemAvailabilityGroupField: ItemAvailabilityGroupField;
  ItemAvailability: ResolverTypeWrapper<ItemAvailability>;
  ItemAvailabilityFilter: ItemAvailabilityFilter;
  ItemAvailabilityPatch: ItemAvailabilityPatch;
  JobModulesPermissions: ResolverTypeWrapper<JobModulesPermissions>;
  JobModulesPermissionsInput: JobModulesPermissionsInput;
  JobModules: ResolverTypeWrapper<JobModules>;
  JobModulesInput: JobModulesInput;
  Job: ResolverTypeWrapper<Job>;
  JobFilter: JobFilter;
  JobPatch: JobPatch;
  KitchenPrinterGroupField: KitchenPrinterGroupField;
  KitchenPrinter: ResolverTypeWrapper<KitchenPrinter>;
  KitchenPrinterFilter: KitchenPrinterFilter;
  KitchenPrinterPatch: KitchenPrinterPatch;
  LoyaltyPlanRewards: ResolverTypeWrapper<LoyaltyPlanRewards>;
  LoyaltyPlanRewardsInput: LoyaltyPlanRewardsInput;
  LoyaltyPlanGroupField: LoyaltyPlanGroupField;
  LoyaltyPlan: ResolverTypeWrapper<LoyaltyPlan>;
  LoyaltyPlanFilter: LoyaltyPlanFilter;
  LoyaltyPlanPatch: LoyaltyPlanPatch;
  MenuItemPrices: ResolverTypeWrapper<MenuItemPrices>;
  MenuItemPricesInput: MenuItemPricesInput;
  MenuItemGroupField: MenuItemGroupField;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuItemFilter: MenuItemFilter;
  MenuItemPatch: MenuItemPatch;
  ModifierGroupGroupField: ModifierGroupGroupField;
  ModifierGroup: ResolverTypeWrapper<ModifierGroup>;
  ModifierGroupFilter: ModifierGroupFilter;
  ModifierGroupPatch: ModifierGroupPatch;
  ModifierItemGroupField: ModifierItemGroupField;
  ModifierItem: ResolverTypeWrapper<ModifierItem>;
  ModifierItemFilter: ModifierItemFilter;
  ModifierItemPatch: ModifierItemPatch;
  ModifierPrefixGroupField: ModifierPrefixGroupField;
  ModifierPrefix: ResolverTypeWrapper<ModifierPrefix>;
  ModifierPrefixFilter: ModifierPrefixFilter;
  ModifierPrefixPatch: ModifierPrefixPatch;
  OnlineOrderingSettingGroupField: OnlineOrderingSettingGroupField;
  OnlineOrderingSetting: ResolverTypeWrapper<OnlineOrderingSetting>;
  OnlineOrderingSettingFilter: OnlineOrderingSettingFilter;
  OnlineOrderingSettingPatch: OnlineOrderingSettingPatch;
  OrderTypeGroupField: OrderTypeGroupField;
  OrderType: ResolverTypeWrapper<OrderType>;
  OrderTypeFilter: OrderTypeFilter;
  OrderTypePatch: OrderTypePatch;
  PaidOutGroupField: PaidOutGroupField;
  PaidOut: ResolverTypeWrapper<PaidOut>;
  PaidOutFilter: PaidOutFilter;
  PaidOutPatch: PaidOutPatch;
  PaymentGroupField: PaymentGroupField;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentFilter: PaymentFilter;
  PaymentPatch: PaymentPatch;
  PayrollSettingGroupField: PayrollSettingGroupField;
  PayrollSetting: ResolverTypeWrapper<PayrollSetting>;
  PayrollSettingFilter: PayrollSettingFilter;
  PayrollSettingPatch: PayrollSettingPatch;
  RecipeIngredients: ResolverTypeWrapper<RecipeIngredients>;
  RecipeIngredientsInput: RecipeIngredientsInput;
  RecipeGroupField: RecipeGroupField;
  Recipe: ResolverTypeWrapper<Recipe>;
  RecipeFilter: RecipeFilter;
  RecipePatch: RecipePatch;
  SegmentGroupField: SegmentGroupField;
  Segment: ResolverTypeWrapper<Segment>;
  SegmentFilter: SegmentFilter;
  SegmentPatch: SegmentPatch;
  SmtpSettingGroupField: SmtpSettingGroupField;
  SmtpSetting: ResolverTypeWrapper<SmtpSetting>;
  SmtpSettingFilter: SmtpSettingFilter;
  SmtpSettingPatch: SmtpSettingPatch;
  SpecialPriceGroupField: SpecialPriceGroupField;
  SpecialPrice: ResolverTypeWrapper<SpecialPrice>;
  SpecialPriceFilter: SpecialPriceFilter;
  SpecialPricePatch: SpecialPricePatch;
  StoreInfoGroupField: StoreInfoGroupField;
  StoreInfo: ResolverTypeWrapper<StoreInfo>;
  StoreInfoFilter: StoreInfoFilter;
  StoreInfoPatch: StoreInfoPatch;
  TaxGroupField: TaxGroupField;
  Tax: ResolverTypeWrapper<Tax>;
  TaxFilter: TaxFilter;
  TaxPatch: TaxPatch;
  TipSuggestionSuggestions: ResolverTypeWrapper<TipSuggestionSuggestions>;
  TipSuggestionSuggestionsInput: TipSuggestionSuggestionsInput;
  TipSuggestion: ResolverTypeWrapper<TipSuggestion>;
  TipSuggestionFilter: TipSuggestionFilter;
  TipSuggestionPatch: TipSuggestionPatch;
  VendorGroupField: VendorGroupField;
  Vendor: ResolverTypeWrapper<Vendor>;
  VendorFilter: VendorFilter;
  VendorPatch: VendorPatch;
  VoidReasonGroupField: VoidReasonGroupField;
  VoidReason: ResolverTypeWrapper<VoidReason>;
  VoidReasonFilter: VoidReasonFilter;
  VoidReasonPatch: VoidReasonPatch;
  CheckItemGroupField: CheckItemGroupField;
  CheckItem: ResolverTypeWrapper<CheckItem>;
  CheckItemFilter: CheckItemFilter;
  CheckPaymentGroupField: CheckPaymentGroupField;
  CheckPayment: ResolverTypeWrapper<CheckPayment>;
  CheckPaymentFilter: CheckPaymentFilter;
  CheckGroupField: CheckGroupField;
  Check: ResolverTypeWrapper<Check>;
  CheckFilter: CheckFilter;
  DeliveryZoneRecordPolygon: ResolverTypeWrapper<DeliveryZoneRecordPolygon>;
  DeliveryZoneRecordGroupField: DeliveryZoneRecordGroupField;
  DeliveryZoneRecord: ResolverTypeWrapper<DeliveryZoneRecord>;
  DeliveryZoneRecordFilter: DeliveryZoneRecordFilter;
  FloorAreaRecordGroupField: FloorAreaRecordGroupField;
  FloorAreaRecord: ResolverTypeWrapper<FloorAreaRecord>;
  FloorAreaRecordFilter: FloorAreaRecordFilter;
  FloorTableRecordGroupField: FloorTableRecordGroupField;
  FloorTableRecord: ResolverTypeWrapper<FloorTableRecord>;
  FloorTableRecordFilter: FloorTableRecordFilter;
  GiftCardTransactionGroupField: GiftCardTransactionGroupField;
  GiftCardTransaction: ResolverTypeWrapper<GiftCardTransaction>;
  GiftCardTransactionFilter: GiftCardTransactionFilter;
  HouseAccountMovementGroupField: HouseAccountMovementGroupField;
  HouseAccountMovement: ResolverTypeWrapper<HouseAccountMovement>;
  HouseAccountMovementFilter: HouseAccountMovementFilter;
  LoyaltyMovementGroupField: LoyaltyMovementGroupField;
  LoyaltyMovement: ResolverTypeWrapper<LoyaltyMovement>;
  LoyaltyMovementFilter: LoyaltyMovementFilter;
  MediaFileGroupField: MediaFileGroupField;
  MediaFile: ResolverTypeWrapper<MediaFile>;
  MediaFileFilter: MediaFileFilter;
  ShiftGroupField: ShiftGroupField;
  Shift: ResolverTypeWrapper<Shift>;
  ShiftFilter: ShiftFilter;
  TimeCardRecordGroupField: TimeCardRecordGroupField;
  TimeCardRecord: ResolverTypeWrapper<TimeCardRecord>;
  TimeCardRecordFilter: TimeCardRecordFilter;
  WorkingDayRecordGroupField: WorkingDayRecordGroupField;
  WorkingDayRecord: ResolverTypeWrapper<WorkingDayRecord>;
  WorkingDayRecordFilter: WorkingDayRecordFilter;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  CampaignProgress: ResolverTypeWrapper<CampaignProgress>;
  CampaignFailure: ResolverTypeWrapper<CampaignFailure>;
  CampaignReport: ResolverTypeWrapper<CampaignReport>;
  SegmentCampaign: ResolverTypeWrapper<SegmentCampaign>;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  CheckModifierLine: ResolverTypeWrapper<CheckModifierLine>;
  CheckLine: ResolverTypeWrapper<CheckLine>;
  CheckPaymentLine: ResolverTypeWrapper<CheckPaymentLine>;
  CheckRefundLine: ResolverTypeWrapper<CheckRefundLine>;
  CheckDetail: ResolverTypeWrapper<CheckDetailAnswer>;
  CheckVoidReason: ResolverTypeWrapper<CheckVoidReason>;
  CloseDayShift: ResolverTypeWrapper<CloseDayShift>;
  CloseDayTimeCard: ResolverTypeWrapper<CloseDayTimeCard>;
  CloseDayCheck: ResolverTypeWrapper<CloseDayCheck>;
  OpenChecksChoice: OpenChecksChoice;
  OpenWorkingDay: ResolverTypeWrapper<OpenWorkingDay>;
  AutoCloseSetting: ResolverTypeWrapper<AutoCloseSetting>;
  CloseDayStatus: ResolverTypeWrapper<CloseDayStatus>;
  ClosedWorkingDay: ResolverTypeWrapper<ClosedWorkingDay>;
  DashboardFigures: ResolverTypeWrapper<DashboardFigures>;
  DashboardHour: ResolverTypeWrapper<DashboardHour>;
  RatedItem: ResolverTypeWrapper<RatedItem>;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  OnlineFigures: ResolverTypeWrapper<OnlineFigures>;
  OnlineDay: ResolverTypeWrapper<OnlineDay>;
  OnlineHour: ResolverTypeWrapper<OnlineHour>;
  OnlineOrderType: ResolverTypeWrapper<OnlineOrderType>;
  OnlineDashboard: ResolverTypeWrapper<OnlineDashboard>;
  StoreGlance: ResolverTypeWrapper<StoreGlance>;
  DeliveryZoneType: DeliveryZoneType;
  DistanceUnit: DistanceUnit;
  LatLng: ResolverTypeWrapper<LatLng>;
  LatLngInput: LatLngInput;
  DeliveryZone: ResolverTypeWrapper<DeliveryZone>;
  DeliveryLimits: ResolverTypeWrapper<DeliveryLimits>;
  DeliverySettings: ResolverTypeWrapper<DeliverySettings>;
  DeliveryZoneInput: DeliveryZoneInput;
  DeliverySettingsInput: DeliverySettingsInput;
  DeliveryQuote: ResolverTypeWrapper<DeliveryQuote>;
  FloorTable: ResolverTypeWrapper<FloorTable>;
  FloorArea: ResolverTypeWrapper<FloorArea>;
  FloorLimits: ResolverTypeWrapper<FloorLimits>;
  FloorLayout: ResolverTypeWrapper<FloorLayout>;
  FloorTableInput: FloorTableInput;
  SmtpTestResult: ResolverTypeWrapper<SmtpTestResult>;
  GiftCardState: ResolverTypeWrapper<GiftCardStateAnswer>;
  HouseAccountState: ResolverTypeWrapper<HouseAccountStateAnswer>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  InvoiceChoices: ResolverTypeWrapper<InvoiceChoices>;
  InvoiceVendor: ResolverTypeWrapper<InvoiceVendor>;
  InvoicePaidOut: ResolverTypeWrapper<InvoicePaidOut>;
  InvoicePdf: ResolverTypeWrapper<InvoicePdf>;
  InvoiceFilter: InvoiceFilter;
  VendorInvoiceInput: VendorInvoiceInput;
  MenuPublishKind: MenuPublishKind;
  MenuPublishAction: MenuPublishAction;
  MenuPublishSelection: MenuPublishSelection;
  MenuPublishInput: MenuPublishInput;
  MenuPublishStoreChoice: ResolverTypeWrapper<MenuPublishStoreChoice>;
  MenuPublishLine: ResolverTypeWrapper<MenuPublishLine>;
  MenuPublishRefusal: ResolverTypeWrapper<MenuPublishRefusal>;
  MenuPublishStore: ResolverTypeWrapper<MenuPublishStore>;
  MenuPublishPlan: ResolverTypeWrapper<MenuPublishPlan>;
  EffectivePrice: ResolverTypeWrapper<EffectivePrice>;
  OloMenuBuilderItem: ResolverTypeWrapper<OloMenuBuilderItem>;
  OloMenuBuilderCategory: ResolverTypeWrapper<OloMenuBuilderCategory>;
  OloMenuBuilder: ResolverTypeWrapper<OloMenuBuilder>;
  OloMenuItemInput: OloMenuItemInput;
  OloMenuCategoryInput: OloMenuCategoryInput;
  OloMenuInput: OloMenuInput;
  OrderMonitorCheck: ResolverTypeWrapper<OrderMonitorCheck>;
  OnlineOrderProgress: ResolverTypeWrapper<OnlineOrderProgress>;
  OrderMonitor: ResolverTypeWrapper<OrderMonitor>;
  OrderTrackerAlignment: OrderTrackerAlignment;
  OrderTrackerColumn: ResolverTypeWrapper<OrderTrackerColumn>;
  OrderTrackerSettings: ResolverTypeWrapper<OrderTrackerSettings>;
  OrderTrackerColumnInput: OrderTrackerColumnInput;
  OrderTrackerSettingsInput: OrderTrackerSettingsInput;
  Compensation: ResolverTypeWrapper<Compensation>;
  PayrollRule: ResolverTypeWrapper<PayrollRule>;
  PayrollDay: ResolverTypeWrapper<PayrollDay>;
  PayrollLine: ResolverTypeWrapper<PayrollLine>;
  PayrollSettings: ResolverTypeWrapper<PayrollSettings>;
  PayrollTotals: ResolverTypeWrapper<PayrollTotals>;
  Payroll: ResolverTypeWrapper<Payroll>;
  LoyaltyNextReward: ResolverTypeWrapper<LoyaltyNextReward>;
  LoyaltyMember: ResolverTypeWrapper<LoyaltyMember>;
  LoyaltyMembersPage: ResolverTypeWrapper<LoyaltyMembersPage>;
  PosMenuButton: ResolverTypeWrapper<PosMenuButton>;
  PosMenuTab: ResolverTypeWrapper<PosMenuTab>;
  PosMenuLayoutLimits: ResolverTypeWrapper<PosMenuLayoutLimits>;
  PosMenuLayout: ResolverTypeWrapper<PosMenuLayout>;
  PosMenuTabInput: PosMenuTabInput;
  PosMenuLayoutInput: PosMenuLayoutInput;
  PrintResult: ResolverTypeWrapper<PrintResult>;
  KitchenPrintJob: ResolverTypeWrapper<KitchenPrintJobAnswer>;
  ReceiptLogo: ResolverTypeWrapper<ReceiptLogo>;
  ReceiptFieldSetting: ResolverTypeWrapper<ReceiptFieldSetting>;
  ReceiptStoreInfo: ResolverTypeWrapper<ReceiptStoreInfo>;
  ReceiptLayoutLimits: ResolverTypeWrapper<ReceiptLayoutLimits>;
  ReceiptLayout: ResolverTypeWrapper<ReceiptLayout>;
  ReceiptLogoInput: ReceiptLogoInput;
  ReceiptFieldInput: ReceiptFieldInput;
  ReceiptLayoutInput: ReceiptLayoutInput;
  SegmentConditionsInput: SegmentConditionsInput;
  SegmentCustomer: ResolverTypeWrapper<SegmentCustomer>;
  SegmentPreview: ResolverTypeWrapper<SegmentPreview>;
  StoreLogo: ResolverTypeWrapper<StoreLogo>;
  SurveyQuestion: ResolverTypeWrapper<SurveyQuestion>;
  SurveySettings: ResolverTypeWrapper<SurveySettings>;
  SurveyQuestionInput: SurveyQuestionInput;
  SurveySettingsInput: SurveySettingsInput;
  SurveyComment: ResolverTypeWrapper<SurveyComment>;
  SurveyResults: ResolverTypeWrapper<SurveyResults>;
  SystemLog: ResolverTypeWrapper<SystemLogAnswer>;
  SystemLogUser: ResolverTypeWrapper<SystemLogUser>;
  SystemLogFilter: SystemLogFilter;
  TimeCardBreak: ResolverTypeWrapper<TimeCardBreak>;
  TimeCard: ResolverTypeWrapper<TimeCard>;
  TimeCardTotal: ResolverTypeWrapper<TimeCardTotal>;
  TimeCardList: ResolverTypeWrapper<TimeCardList>;
  WorkingDay: ResolverTypeWrapper<WorkingDay>;
  TimeCardOtherCard: ResolverTypeWrapper<TimeCardOtherCard>;
  TimeCardWorkingDay: ResolverTypeWrapper<TimeCardWorkingDay>;
  TimeCardContext: ResolverTypeWrapper<TimeCardContext>;
  TimeCardEmployee: ResolverTypeWrapper<TimeCardEmployee>;
  TimeCardBreakInput: TimeCardBreakInput;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  VersionStore: ResolverTypeWrapper<VersionStore>;
  ReportColumn: ResolverTypeWrapper<ReportColumn>;
  ReportSeries: ResolverTypeWrapper<ReportSeries>;
  ReportChart: ResolverTypeWrapper<ReportChart>;
  ReportPeriod: ResolverTypeWrapper<ReportPeriod>;
  Report: ResolverTypeWrapper<Report>;
  ReportStore: ResolverTypeWrapper<ReportStore>;
  ReportSort: ReportSort;
  ReportPage: ReportPage;
  ReportFilters: ReportFilters;
  ReportChoice: ResolverTypeWrapper<ReportChoice>;
  ReportFilterChoices: ResolverTypeWrapper<ReportFilterChoices>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ListMetadata: ListMetadata;
  Int: Scalars['Int']['output'];
  GroupCount: GroupCount;
  String: Scalars['String']['output'];
  BulkResult: BulkResult;
  ID: Scalars['ID']['output'];
  Schedule: Schedule;
  ScheduleHours: ScheduleHours;
  ScheduleInput: ScheduleInput;
  ScheduleHoursInput: ScheduleHoursInput;
  Campaign: Campaign;
  CampaignFilter: CampaignFilter;
  CampaignPatch: CampaignPatch;
  CashDiscount: CashDiscount;
  Float: Scalars['Float']['output'];
  Boolean: Scalars['Boolean']['output'];
  CashDiscountFilter: CashDiscountFilter;
  CashDiscountPatch: CashDiscountPatch;
  Category: Category;
  CategoryFilter: CategoryFilter;
  CategoryPatch: CategoryPatch;
  Coupon: Coupon;
  CouponFilter: CouponFilter;
  CouponPatch: CouponPatch;
  CustomerDisplayAd: CustomerDisplayAd;
  CustomerDisplayAdFilter: CustomerDisplayAdFilter;
  CustomerDisplayAdPatch: CustomerDisplayAdPatch;
  CustomerSetting: CustomerSetting;
  CustomerSettingFilter: CustomerSettingFilter;
  CustomerSettingPatch: CustomerSettingPatch;
  Customer: Customer;
  CustomerFilter: CustomerFilter;
  CustomerPatch: CustomerPatch;
  DeliveryOption: DeliveryOption;
  DeliveryOptionFilter: DeliveryOptionFilter;
  DeliveryOptionPatch: DeliveryOptionPatch;
  Department: Department;
  DepartmentFilter: DepartmentFilter;
  DepartmentPatch: DepartmentPatch;
  Device: Device;
  DeviceFilter: DeviceFilter;
  DevicePatch: DevicePatch;
  Discount: Discount;
  DiscountFilter: DiscountFilter;
  DiscountPatch: DiscountPatch;
  EmailTemplate: EmailTemplate;
  EmailTemplateFilter: EmailTemplateFilter;
  EmailTemplatePatch: EmailTemplatePatch;
  Employee: Employee;
  EmployeeFilter: EmployeeFilter;
  EmployeePatch: EmployeePatch;
  FeatureItem: FeatureItem;
  FeatureItemFilter: FeatureItemFilter;
  FeatureItemPatch: FeatureItemPatch;
  GiftCard: GiftCard;
  GiftCardFilter: GiftCardFilter;
  GiftCardPatch: GiftCardPatch;
  Gratuity: Gratuity;
  GratuityFilter: GratuityFilter;
  GratuityPatch: GratuityPatch;
  Ingredient: Ingredient;
  IngredientFilter: IngredientFilter;
  IngredientPatch: IngredientPatch;
  InventoryGroup: InventoryGroup;
  InventoryGroupFilter: InventoryGroupFilter;
  InventoryGroupPatch: InventoryGroupPatch;
  InventorySubgroup: InventorySubgroup;
  InventorySubgroupFilter: InventorySubgroupFilter;
  InventorySubgroupPatch: InventorySubgroupPatch;
  InventoryUnit: InventoryUnit;
  InventoryUnitFilter: InventoryUnitFilter;
  InventoryUnitPatch: InventoryUnitPatch;
  ItemAvailability: ItemAvailability;
  ItemAvailabilityFilter: ItemAvailabilityFilter;
  ItemAvailabilityPatch: ItemAvailabilityPatch;
  JobModulesPermissions: JobModulesPermissions;
  JobModulesPermissionsInput: JobModulesPermissionsInput;
  JobModules: JobModules;
  JobModulesInput: JobModulesInput;
  Job: Job;
  JobFilter: JobFilter;
  JobPatch: JobPatch;
  KitchenPrinter: KitchenPrinter;
  KitchenPrinterFilter: KitchenPrinterFilter;
  KitchenPrinterPatch: KitchenPrinterPatch;
  LoyaltyPlanRewards: LoyaltyPlanRewards;
  LoyaltyPlanRewardsInput: LoyaltyPlanRewardsInput;
  LoyaltyPlan: LoyaltyPlan;
  LoyaltyPlanFilter: LoyaltyPlanFilter;
  LoyaltyPlanPatch: LoyaltyPlanPatch;
  MenuItemPrices: MenuItemPrices;
  MenuItemPricesInput: MenuItemPricesInput;
  MenuItem: MenuItem;
  MenuItemFilter: MenuItemFilter;
  MenuItemPatch: MenuItemPatch;
  ModifierGroup: ModifierGroup;
  ModifierGroupFilter: ModifierGroupFilter;
  ModifierGroupPatch: ModifierGroupPatch;
  ModifierItem: ModifierItem;
  ModifierItemFilter: ModifierItemFilter;
  ModifierItemPatch: ModifierItemPatch;
  ModifierPrefix: ModifierPrefix;
  ModifierPrefixFilter: ModifierPrefixFilter;
  ModifierPrefixPatch: ModifierPrefixPatch;
  OnlineOrderingSetting: OnlineOrderingSetting;
  OnlineOrderingSettingFilter: OnlineOrderingSettingFilter;
  OnlineOrderingSettingPatch: OnlineOrderingSettingPatch;
  OrderType: OrderType;
  OrderTypeFilter: OrderTypeFilter;
  OrderTypePatch: OrderTypePatch;
  PaidOut: PaidOut;
  PaidOutFilter: PaidOutFilter;
  PaidOutPatch: PaidOutPatch;
  Payment: Payment;
  PaymentFilter: PaymentFilter;
  PaymentPatch: PaymentPatch;
  PayrollSetting: PayrollSetting;
  PayrollSettingFilter: PayrollSettingFilter;
  PayrollSettingPatch: PayrollSettingPatch;
  RecipeIngredients: RecipeIngredients;
  RecipeIngredientsInput: RecipeIngredientsInput;
  Recipe: Recipe;
  RecipeFilter: RecipeFilter;
  RecipePatch: RecipePatch;
  Segment: Segment;
  SegmentFilter: SegmentFilter;
  SegmentPatch: SegmentPatch;
  SmtpSetting: SmtpSetting;
  SmtpSettingFilter: SmtpSettingFilter;
  SmtpSettingPatch: SmtpSettingPatch;
  SpecialPrice: SpecialPrice;
  SpecialPriceFilter: SpecialPriceFilter;
  SpecialPricePatch: SpecialPricePatch;
  StoreInfo: StoreInfo;
  StoreInfoFilter: StoreInfoFilter;
  StoreInfoPatch: StoreInfoPatch;
  Tax: Tax;
  TaxFilter: TaxFilter;
  TaxPatch: TaxPatch;
  TipSuggestionSuggestions: TipSuggestionSuggestions;
  TipSuggestionSuggestionsInput: TipSuggestionSuggestionsInput;
  TipSuggestion: TipSuggestion;
  TipSuggestionFilter: TipSuggestionFilter;
  TipSuggestionPatch: TipSuggestionPatch;
  Vendor: Vendor;
  VendorFilter: VendorFilter;
  VendorPatch: VendorPatch;
  VoidReason: VoidReason;
  VoidReasonFilter: VoidReasonFilter;
  VoidReasonPatch: VoidReasonPatch;
  CheckItem: CheckItem;
  CheckItemFilter: CheckItemFilter;
  CheckPayment: CheckPayment;
  CheckPaymentFilter: CheckPaymentFilter;
  Check: Check;
  CheckFilter: CheckFilter;
  DeliveryZoneRecordPolygon: DeliveryZoneRecordPolygon;
  DeliveryZoneRecord: DeliveryZoneRecord;
  DeliveryZoneRecordFilter: DeliveryZoneRecordFilter;
  FloorAreaRecord: FloorAreaRecord;
  FloorAreaRecordFilter: FloorAreaRecordFilter;
  FloorTableRecord: FloorTableRecord;
  FloorTableRecordFilter: FloorTableRecordFilter;
  GiftCardTransaction: GiftCardTransaction;
  GiftCardTransactionFilter: GiftCardTransactionFilter;
  HouseAccountMovement: HouseAccountMovement;
  HouseAccountMovementFilter: HouseAccountMovementFilter;
  LoyaltyMovement: LoyaltyMovement;
  LoyaltyMovementFilter: LoyaltyMovementFilter;
  MediaFile: MediaFile;
  MediaFileFilter: MediaFileFilter;
  Shift: Shift;
  ShiftFilter: ShiftFilter;
  TimeCardRecord: TimeCardRecord;
  TimeCardRecordFilter: TimeCardRecordFilter;
  WorkingDayRecord: WorkingDayRecord;
  WorkingDayRecordFilter: WorkingDayRecordFilter;
  Query: Record<PropertyKey, never>;
  Mutation: Record<PropertyKey, never>;
  CampaignProgress: CampaignProgress;
  CampaignFailure: CampaignFailure;
  CampaignReport: CampaignReport;
  SegmentCampaign: SegmentCampaign;
  ReportRow: ReportRow;
  CheckModifierLine: CheckModifierLine;
  CheckLine: CheckLine;
  CheckPaymentLine: CheckPaymentLine;
  CheckRefundLine: CheckRefundLine;
  CheckDetail: CheckDetailAnswer;
  CheckVoidReason: CheckVoidReason;
  CloseDayShift: CloseDayShift;
  CloseDayTimeCard: CloseDayTimeCard;
  CloseDayCheck: CloseDayCheck;
  OpenWorkingDay: OpenWorkingDay;
  AutoCloseSetting: AutoCloseSetting;
  CloseDayStatus: CloseDayStatus;
  ClosedWorkingDay: ClosedWorkingDay;
  DashboardFigures: DashboardFigures;
  DashboardHour: DashboardHour;
  RatedItem: RatedItem;
  Dashboard: Dashboard;
  OnlineFigures: OnlineFigures;
  OnlineDay: OnlineDay;
  OnlineHour: OnlineHour;
  OnlineOrderType: OnlineOrderType;
  OnlineDashboard: OnlineDashboard;
  StoreGlance: StoreGlance;
  LatLng: LatLng;
  LatLngInput: LatLngInput;
  DeliveryZone: DeliveryZone;
  DeliveryLimits: DeliveryLimits;
  DeliverySettings: DeliverySettings;
  DeliveryZoneInput: DeliveryZoneInput;
  DeliverySettingsInput: DeliverySettingsInput;
  DeliveryQuote: DeliveryQuote;
  FloorTable: FloorTable;
  FloorArea: FloorArea;
  FloorLimits: FloorLimits;
  FloorLayout: FloorLayout;
  FloorTableInput: FloorTableInput;
  SmtpTestResult: SmtpTestResult;
  GiftCardState: GiftCardStateAnswer;
  HouseAccountState: HouseAccountStateAnswer;
  Invoice: Invoice;
  InvoicePage: InvoicePage;
  InvoiceChoices: InvoiceChoices;
  InvoiceVendor: InvoiceVendor;
  InvoicePaidOut: InvoicePaidOut;
  InvoicePdf: InvoicePdf;
  InvoiceFilter: InvoiceFilter;
  VendorInvoiceInput: VendorInvoiceInput;
  MenuPublishSelection: MenuPublishSelection;
  MenuPublishInput: MenuPublishInput;
  MenuPublishStoreChoice: MenuPublishStoreChoice;
  MenuPublishLine: MenuPublishLine;
  MenuPublishRefusal: MenuPublishRefusal;
  MenuPublishStore: MenuPublishStore;
  MenuPublishPlan: MenuPublishPlan;
  EffectivePrice: EffectivePrice;
  OloMenuBuilderItem: OloMenuBuilderItem;
  OloMenuBuilderCategory: OloMenuBuilderCategory;
  OloMenuBuilder: OloMenuBuilder;
  OloMenuItemInput: OloMenuItemInput;
  OloMenuCategoryInput: OloMenuCategoryInput;
  OloMenuInput: OloMenuInput;
  OrderMonitorCheck: OrderMonitorCheck;
  OnlineOrderProgress: OnlineOrderProgress;
  OrderMonitor: OrderMonitor;
  OrderTrackerColumn: OrderTrackerColumn;
  OrderTrackerSettings: OrderTrackerSettings;
  OrderTrackerColumnInput: OrderTrackerColumnInput;
  OrderTrackerSettingsInput: OrderTrackerSettingsInput;
  Compensation: Compensation;
  PayrollRule: PayrollRule;
  PayrollDay: PayrollDay;
  PayrollLine: PayrollLine;
  PayrollSettings: PayrollSettings;
  PayrollTotals: PayrollTotals;
  Payroll: Payroll;
  LoyaltyNextReward: LoyaltyNextReward;
  LoyaltyMember: LoyaltyMember;
  LoyaltyMembersPage: LoyaltyMembersPage;
  PosMenuButton: PosMenuButton;
  PosMenuTab: PosMenuTab;
  PosMenuLayoutLimits: PosMenuLayoutLimits;
  PosMenuLayout: PosMenuLayout;
  PosMenuTabInput: PosMenuTabInput;
  PosMenuLayoutInput: PosMenuLayoutInput;
  PrintResult: PrintResult;
  KitchenPrintJob: KitchenPrintJobAnswer;
  ReceiptLogo: ReceiptLogo;
  ReceiptFieldSetting: ReceiptFieldSetting;
  ReceiptStoreInfo: ReceiptStoreInfo;
  ReceiptLayoutLimits: ReceiptLayoutLimits;
  ReceiptLayout: ReceiptLayout;
  ReceiptLogoInput: ReceiptLogoInput;
  ReceiptFieldInput: ReceiptFieldInput;
  ReceiptLayoutInput: ReceiptLayoutInput;
  SegmentConditionsInput: SegmentConditionsInput;
  SegmentCustomer: SegmentCustomer;
  SegmentPreview: SegmentPreview;
  StoreLogo: StoreLogo;
  SurveyQuestion: SurveyQuestion;
  SurveySettings: SurveySettings;
  SurveyQuestionInput: SurveyQuestionInput;
  SurveySettingsInput: SurveySettingsInput;
  SurveyComment: SurveyComment;
  SurveyResults: SurveyResults;
  SystemLog: SystemLogAnswer;
  SystemLogUser: SystemLogUser;
  SystemLogFilter: SystemLogFilter;
  TimeCardBreak: TimeCardBreak;
  TimeCard: TimeCard;
  TimeCardTotal: TimeCardTotal;
  TimeCardList: TimeCardList;
  WorkingDay: WorkingDay;
  TimeCardOtherCard: TimeCardOtherCard;
  TimeCardWorkingDay: TimeCardWorkingDay;
  TimeCardContext: TimeCardContext;
  TimeCardEmployee: TimeCardEmployee;
  TimeCardBreakInput: TimeCardBreakInput;
  TwoFactorStatus: TwoFactorStatus;
  TwoFactorSetup: TwoFactorSetup;
  VersionStore: VersionStore;
  ReportColumn: ReportColumn;
  ReportSeries: ReportSeries;
  ReportChart: ReportChart;
  ReportPeriod: ReportPeriod;
  Report: Report;
  ReportStore: ReportStore;
  ReportSort: ReportSort;
  ReportPage: ReportPage;
  ReportFilters: ReportFilters;
  ReportChoice: ReportChoice;
  ReportFilterChoices: ReportFilterChoices;
};

export type ListMetadataResolvers<ContextType = any, ParentType extends ResolversParentTypes['ListMetadata'] = ResolversParentTypes['ListMetadata']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupCountResolvers<ContextType = any, ParentType extends ResolversParentTypes['GroupCount'] = ResolversParentTypes['GroupCount']> = {
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['BulkResult'] = ResolversParentTypes['BulkResult']> = {
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = any, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['ScheduleHours']>, ParentType, ContextType>;
};

export type ScheduleHoursResolvers<ContextType = any, ParentType extends ResolversParentTypes['ScheduleHours'] = ResolversParentTypes['ScheduleHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = any, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  send_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  segment_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduled_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashDiscountResolvers<ContextType = any, ParentType extends ResolversParentTypes['CashDiscount'] = ResolversParentTypes['CashDiscount']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = any, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimum_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType>;
  max_coupons?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buy_one_get_one?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required_item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  reward_item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  award_discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerDisplayAdResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerDisplayAd'] = ResolversParentTypes['CustomerDisplayAd']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hyperlink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menu_item_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  image_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerSettingResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerSetting'] = ResolversParentTypes['CustomerSetting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketing_agreement_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating_system?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = any, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apartment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketing_agreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketing_agreement_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketing_agreement_source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  house_account_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  house_account_limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  house_account_balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  movements?: Resolver<Array<ResolversTypes['HouseAccountMovement']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryOptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryOption'] = ResolversParentTypes['DeliveryOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minimum_order?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  free_delivery_from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepartmentResolvers<ContextType = any, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeviceResolvers<ContextType = any, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  application?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  master?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  installation_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_connection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number_block?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next_number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monitor_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_orders_per_driver?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountResolvers<ContextType = any, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailTemplateResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailTemplate'] = ResolversParentTypes['EmailTemplate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmployeeResolvers<ContextType = any, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  time_card_only?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  driver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receive_order_in_email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salary_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pay_period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hired_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termination_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termination_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['FeatureItem'] = ResolversParentTypes['FeatureItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  menu_item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardResolvers<ContextType = any, ParentType extends ResolversParentTypes['GiftCard'] = ResolversParentTypes['GiftCard']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_four?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['GiftCardTransaction']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GratuityResolvers<ContextType = any, ParentType extends ResolversParentTypes['Gratuity'] = ResolversParentTypes['Gratuity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IngredientResolvers<ContextType = any, ParentType extends ResolversParentTypes['Ingredient'] = ResolversParentTypes['Ingredient']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subgroup_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unit_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vendor_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryGroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['InventoryGroup'] = ResolversParentTypes['InventoryGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventorySubgroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['InventorySubgroup'] = ResolversParentTypes['InventorySubgroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryUnitResolvers<ContextType = any, ParentType extends ResolversParentTypes['InventoryUnit'] = ResolversParentTypes['InventoryUnit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemAvailabilityResolvers<ContextType = any, ParentType extends ResolversParentTypes['ItemAvailability'] = ResolversParentTypes['ItemAvailability']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
  execution_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobModulesPermissionsResolvers<ContextType = any, ParentType extends ResolversParentTypes['JobModulesPermissions'] = ResolversParentTypes['JobModulesPermissions']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JobModulesResolvers<ContextType = any, ParentType extends ResolversParentTypes['JobModules'] = ResolversParentTypes['JobModules']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['JobModulesPermissions']>, ParentType, ContextType>;
};

export type JobResolvers<ContextType = any, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['JobModules']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KitchenPrinterResolvers<ContextType = any, ParentType extends ResolversParentTypes['KitchenPrinter'] = ResolversParentTypes['KitchenPrinter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paper_width?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyPlanRewardsResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyPlanRewards'] = ResolversParentTypes['LoyaltyPlanRewards']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  menu_item_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coupon_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type LoyaltyPlanResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyPlan'] = ResolversParentTypes['LoyaltyPlan']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  earn_by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points_per_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points_per_visit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['LoyaltyPlanRewards']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuItemPricesResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuItemPrices'] = ResolversParentTypes['MenuItemPrices']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MenuItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['MenuItemPrices']>, ParentType, ContextType>;
  tax_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receipt_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kitchen_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kitchen_printer_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pos_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  olo_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  online_sale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kiosk_sale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  open_price?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sold_by_weight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  countdown_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nutritional_info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  availability?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType>;
  modifier_group_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModifierGroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['ModifierGroup'] = ResolversParentTypes['ModifierGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prefix_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  modifier_item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  online_ordering?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModifierItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['ModifierItem'] = ResolversParentTypes['ModifierItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModifierPrefixResolvers<ContextType = any, ParentType extends ResolversParentTypes['ModifierPrefix'] = ResolversParentTypes['ModifierPrefix']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnlineOrderingSettingResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineOrderingSetting'] = ResolversParentTypes['OnlineOrderingSetting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  online_ordering?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  web_banner_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mobile_banner_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pickup_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  online_minimum_order?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closed_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTypeResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderType'] = ResolversParentTypes['OrderType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pos_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prompt_table_number?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prompt_name_only?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prompt_customer_lookup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prompt_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  olo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaidOutResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaidOut'] = ResolversParentTypes['PaidOut']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manager_approval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  open_cash_drawer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  require_invoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = any, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayrollSettingResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayrollSetting'] = ResolversParentTypes['PayrollSetting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  daily_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  daily_hour_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekly_hour_rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_daily_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_weekly_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payment_accountability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecipeIngredientsResolvers<ContextType = any, ParentType extends ResolversParentTypes['RecipeIngredients'] = ResolversParentTypes['RecipeIngredients']> = {
  ingredient_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RecipeResolvers<ContextType = any, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu_item_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['RecipeIngredients']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SegmentResolvers<ContextType = any, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrolled_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrolled_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_orders?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min_spent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spent_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  include_without_agreement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total_customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmtpSettingResolvers<ContextType = any, ParentType extends ResolversParentTypes['SmtpSetting'] = ResolversParentTypes['SmtpSetting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  send_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpecialPriceResolvers<ContextType = any, ParentType extends ResolversParentTypes['SpecialPrice'] = ResolversParentTypes['SpecialPrice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  execution_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreInfo'] = ResolversParentTypes['StoreInfo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opening_hours?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType>;
  pickup_hours?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType>;
  delivery_hours?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType>;
  auto_close_day?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  auto_close_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  business_day_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hour_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency_symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  week_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  two_factor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxResolvers<ContextType = any, ParentType extends ResolversParentTypes['Tax'] = ResolversParentTypes['Tax']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TipSuggestionSuggestionsResolvers<ContextType = any, ParentType extends ResolversParentTypes['TipSuggestionSuggestions'] = ResolversParentTypes['TipSuggestionSuggestions']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TipSuggestionResolvers<ContextType = any, ParentType extends ResolversParentTypes['TipSuggestion'] = ResolversParentTypes['TipSuggestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['TipSuggestionSuggestions']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VendorResolvers<ContextType = any, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VoidReasonResolvers<ContextType = any, ParentType extends ResolversParentTypes['VoidReason'] = ResolversParentTypes['VoidReason']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manager_approval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckItem'] = ResolversParentTypes['CheckItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  check_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  menu_item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit_price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifiers_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  void_reason_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  void_reason_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  void_approved_by?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CheckPaymentResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckPayment'] = ResolversParentTypes['CheckPayment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  check_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  card_last_four?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  account_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auth_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approval_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terminal_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transaction_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorized_amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckResolvers<ContextType = any, ParentType extends ResolversParentTypes['Check'] = ResolversParentTypes['Check']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  working_day_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  device_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_type_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  server_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  server_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_by_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  closed_by_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gratuity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recorded_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CheckItem']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['CheckPayment']>, ParentType, ContextType>;
};

export type DeliveryZoneRecordPolygonResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryZoneRecordPolygon'] = ResolversParentTypes['DeliveryZoneRecordPolygon']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DeliveryZoneRecordResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryZoneRecord'] = ResolversParentTypes['DeliveryZoneRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zone_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  polygon?: Resolver<Maybe<Array<ResolversTypes['DeliveryZoneRecordPolygon']>>, ParentType, ContextType>;
};

export type FloorAreaRecordResolvers<ContextType = any, ParentType extends ResolversParentTypes['FloorAreaRecord'] = ResolversParentTypes['FloorAreaRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FloorTableRecordResolvers<ContextType = any, ParentType extends ResolversParentTypes['FloorTableRecord'] = ResolversParentTypes['FloorTableRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  area_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shape?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  busy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GiftCardTransactionResolvers<ContextType = any, ParentType extends ResolversParentTypes['GiftCardTransaction'] = ResolversParentTypes['GiftCardTransaction']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gift_card_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  check_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HouseAccountMovementResolvers<ContextType = any, ParentType extends ResolversParentTypes['HouseAccountMovement'] = ResolversParentTypes['HouseAccountMovement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  check_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyMovementResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyMovement'] = ResolversParentTypes['LoyaltyMovement']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customer_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  plan_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reward_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  check_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaFileResolvers<ContextType = any, ParentType extends ResolversParentTypes['MediaFile'] = ResolversParentTypes['MediaFile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byte_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShiftResolvers<ContextType = any, ParentType extends ResolversParentTypes['Shift'] = ResolversParentTypes['Shift']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  working_day_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  device_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TimeCardRecordResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardRecord'] = ResolversParentTypes['TimeCardRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  working_day_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clock_in?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clock_out?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkingDayRecordResolvers<ContextType = any, ParentType extends ResolversParentTypes['WorkingDayRecord'] = ResolversParentTypes['WorkingDayRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allCampaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType, Partial<QueryAllCampaignsArgs>>;
  _allCampaignsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCampaignsMetaArgs>>;
  _allCampaignsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCampaignsCountsArgs, 'by'>>;
  Campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryCampaignArgs, 'id'>>;
  allCashDiscounts?: Resolver<Array<ResolversTypes['CashDiscount']>, ParentType, ContextType, Partial<QueryAllCashDiscountsArgs>>;
  _allCashDiscountsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCashDiscountsMetaArgs>>;
  _allCashDiscountsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCashDiscountsCountsArgs, 'by'>>;
  CashDiscount?: Resolver<Maybe<ResolversTypes['CashDiscount']>, ParentType, ContextType, RequireFields<QueryCashDiscountArgs, 'id'>>;
  allCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryAllCategoriesArgs>>;
  _allCategoriesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCategoriesMetaArgs>>;
  _allCategoriesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCategoriesCountsArgs, 'by'>>;
  Category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  allCoupons?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType, Partial<QueryAllCouponsArgs>>;
  _allCouponsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCouponsMetaArgs>>;
  _allCouponsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCouponsCountsArgs, 'by'>>;
  Coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType, RequireFields<QueryCouponArgs, 'id'>>;
  allCustomerDisplayAds?: Resolver<Array<ResolversTypes['CustomerDisplayAd']>, ParentType, ContextType, Partial<QueryAllCustomerDisplayAdsArgs>>;
  _allCustomerDisplayAdsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCustomerDisplayAdsMetaArgs>>;
  _allCustomerDisplayAdsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCustomerDisplayAdsCountsArgs, 'by'>>;
  CustomerDisplayAd?: Resolver<Maybe<ResolversTypes['CustomerDisplayAd']>, ParentType, ContextType, RequireFields<QueryCustomerDisplayAdArgs, 'id'>>;
  allCustomerSettings?: Resolver<Array<ResolversTypes['CustomerSetting']>, ParentType, ContextType, Partial<QueryAllCustomerSettingsArgs>>;
  _allCustomerSettingsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCustomerSettingsMetaArgs>>;
  _allCustomerSettingsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCustomerSettingsCountsArgs, 'by'>>;
  CustomerSetting?: Resolver<Maybe<ResolversTypes['CustomerSetting']>, ParentType, ContextType, RequireFields<QueryCustomerSettingArgs, 'id'>>;
  allCustomers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType, Partial<QueryAllCustomersArgs>>;
  _allCustomersMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCustomersMetaArgs>>;
  _allCustomersCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCustomersCountsArgs, 'by'>>;
  Customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  allDeliveryOptions?: Resolver<Array<ResolversTypes['DeliveryOption']>, ParentType, ContextType, Partial<QueryAllDeliveryOptionsArgs>>;
  _allDeliveryOptionsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllDeliveryOptionsMetaArgs>>;
  DeliveryOption?: Resolver<Maybe<ResolversTypes['DeliveryOption']>, ParentType, ContextType, RequireFields<QueryDeliveryOptionArgs, 'id'>>;
  allDepartments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType, Partial<QueryAllDepartmentsArgs>>;
  _allDepartmentsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllDepartmentsMetaArgs>>;
  _allDepartmentsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllDepartmentsCountsArgs, 'by'>>;
  Department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType, RequireFields<QueryDepartmentArgs, 'id'>>;
  allDevices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType, Partial<QueryAllDevicesArgs>>;
  _allDevicesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllDevicesMetaArgs>>;
  _allDevicesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllDevicesCountsArgs, 'by'>>;
  Device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType, RequireFields<QueryDeviceArgs, 'id'>>;
  allDiscounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType, Partial<QueryAllDiscountsArgs>>;
  _allDiscountsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllDiscountsMetaArgs>>;
  _allDiscountsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllDiscountsCountsArgs, 'by'>>;
  Discount?: Resolver<Maybe<ResolversTypes['Discount']>, ParentType, ContextType, RequireFields<QueryDiscountArgs, 'id'>>;
  allEmailTemplates?: Resolver<Array<ResolversTypes['EmailTemplate']>, ParentType, ContextType, Partial<QueryAllEmailTemplatesArgs>>;
  _allEmailTemplatesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllEmailTemplatesMetaArgs>>;
  EmailTemplate?: Resolver<Maybe<ResolversTypes['EmailTemplate']>, ParentType, ContextType, RequireFields<QueryEmailTemplateArgs, 'id'>>;
  allEmployees?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType, Partial<QueryAllEmployeesArgs>>;
  _allEmployeesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllEmployeesMetaArgs>>;
  _allEmployeesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllEmployeesCountsArgs, 'by'>>;
  Employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType, RequireFields<QueryEmployeeArgs, 'id'>>;
  allFeatureItems?: Resolver<Array<ResolversTypes['FeatureItem']>, ParentType, ContextType, Partial<QueryAllFeatureItemsArgs>>;
  _allFeatureItemsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllFeatureItemsMetaArgs>>;
  _allFeatureItemsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllFeatureItemsCountsArgs, 'by'>>;
  FeatureItem?: Resolver<Maybe<ResolversTypes['FeatureItem']>, ParentType, ContextType, RequireFields<QueryFeatureItemArgs, 'id'>>;
  allGiftCards?: Resolver<Array<ResolversTypes['GiftCard']>, ParentType, ContextType, Partial<QueryAllGiftCardsArgs>>;
  _allGiftCardsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllGiftCardsMetaArgs>>;
  _allGiftCardsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllGiftCardsCountsArgs, 'by'>>;
  GiftCard?: Resolver<Maybe<ResolversTypes['GiftCard']>, ParentType, ContextType, RequireFields<QueryGiftCardArgs, 'id'>>;
  allGratuities?: Resolver<Array<ResolversTypes['Gratuity']>, ParentType, ContextType, Partial<QueryAllGratuitiesArgs>>;
  _allGratuitiesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllGratuitiesMetaArgs>>;
  _allGratuitiesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllGratuitiesCountsArgs, 'by'>>;
  Gratuity?: Resolver<Maybe<ResolversTypes['Gratuity']>, ParentType, ContextType, RequireFields<QueryGratuityArgs, 'id'>>;
  allIngredients?: Resolver<Array<ResolversTypes['Ingredient']>, ParentType, ContextType, Partial<QueryAllIngredientsArgs>>;
  _allIngredientsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllIngredientsMetaArgs>>;
  _allIngredientsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllIngredientsCountsArgs, 'by'>>;
  Ingredient?: Resolver<Maybe<ResolversTypes['Ingredient']>, ParentType, ContextType, RequireFields<QueryIngredientArgs, 'id'>>;
  allInventoryGroups?: Resolver<Array<ResolversTypes['InventoryGroup']>, ParentType, ContextType, Partial<QueryAllInventoryGroupsArgs>>;
  _allInventoryGroupsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllInventoryGroupsMetaArgs>>;
  _allInventoryGroupsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllInventoryGroupsCountsArgs, 'by'>>;
  InventoryGroup?: Resolver<Maybe<ResolversTypes['InventoryGroup']>, ParentType, ContextType, RequireFields<QueryInventoryGroupArgs, 'id'>>;
  allInventorySubgroups?: Resolver<Array<ResolversTypes['InventorySubgroup']>, ParentType, ContextType, Partial<QueryAllInventorySubgroupsArgs>>;
  _allInventorySubgroupsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllInventorySubgroupsMetaArgs>>;
  _allInventorySubgroupsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllInventorySubgroupsCountsArgs, 'by'>>;
  InventorySubgroup?: Resolver<Maybe<ResolversTypes['InventorySubgroup']>, ParentType, ContextType, RequireFields<QueryInventorySubgroupArgs, 'id'>>;
  allInventoryUnits?: Resolver<Array<ResolversTypes['InventoryUnit']>, ParentType, ContextType, Partial<QueryAllInventoryUnitsArgs>>;
  _allInventoryUnitsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllInventoryUnitsMetaArgs>>;
  _allInventoryUnitsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllInventoryUnitsCountsArgs, 'by'>>;
  InventoryUnit?: Resolver<Maybe<ResolversTypes['InventoryUnit']>, ParentType, ContextType, RequireFields<QueryInventoryUnitArgs, 'id'>>;
  allItemAvailabilities?: Resolver<Array<ResolversTypes['ItemAvailability']>, ParentType, ContextType, Partial<QueryAllItemAvailabilitiesArgs>>;
  _allItemAvailabilitiesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllItemAvailabilitiesMetaArgs>>;
  _allItemAvailabilitiesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllItemAvailabilitiesCountsArgs, 'by'>>;
  ItemAvailability?: Resolver<Maybe<ResolversTypes['ItemAvailability']>, ParentType, ContextType, RequireFields<QueryItemAvailabilityArgs, 'id'>>;
  allJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, Partial<QueryAllJobsArgs>>;
  _allJobsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllJobsMetaArgs>>;
  Job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  allKitchenPrinters?: Resolver<Array<ResolversTypes['KitchenPrinter']>, ParentType, ContextType, Partial<QueryAllKitchenPrintersArgs>>;
  _allKitchenPrintersMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllKitchenPrintersMetaArgs>>;
  _allKitchenPrintersCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllKitchenPrintersCountsArgs, 'by'>>;
  KitchenPrinter?: Resolver<Maybe<ResolversTypes['KitchenPrinter']>, ParentType, ContextType, RequireFields<QueryKitchenPrinterArgs, 'id'>>;
  allLoyaltyPlans?: Resolver<Array<ResolversTypes['LoyaltyPlan']>, ParentType, ContextType, Partial<QueryAllLoyaltyPlansArgs>>;
  _allLoyaltyPlansMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllLoyaltyPlansMetaArgs>>;
  _allLoyaltyPlansCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllLoyaltyPlansCountsArgs, 'by'>>;
  LoyaltyPlan?: Resolver<Maybe<ResolversTypes['LoyaltyPlan']>, ParentType, ContextType, RequireFields<QueryLoyaltyPlanArgs, 'id'>>;
  allMenuItems?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType, Partial<QueryAllMenuItemsArgs>>;
  _allMenuItemsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllMenuItemsMetaArgs>>;
  _allMenuItemsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllMenuItemsCountsArgs, 'by'>>;
  MenuItem?: Resolver<Maybe<ResolversTypes['MenuItem']>, ParentType, ContextType, RequireFields<QueryMenuItemArgs, 'id'>>;
  allModifierGroups?: Resolver<Array<ResolversTypes['ModifierGroup']>, ParentType, ContextType, Partial<QueryAllModifierGroupsArgs>>;
  _allModifierGroupsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllModifierGroupsMetaArgs>>;
  _allModifierGroupsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllModifierGroupsCountsArgs, 'by'>>;
  ModifierGroup?: Resolver<Maybe<ResolversTypes['ModifierGroup']>, ParentType, ContextType, RequireFields<QueryModifierGroupArgs, 'id'>>;
  allModifierItems?: Resolver<Array<ResolversTypes['ModifierItem']>, ParentType, ContextType, Partial<QueryAllModifierItemsArgs>>;
  _allModifierItemsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllModifierItemsMetaArgs>>;
  _allModifierItemsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllModifierItemsCountsArgs, 'by'>>;
  ModifierItem?: Resolver<Maybe<ResolversTypes['ModifierItem']>, ParentType, ContextType, RequireFields<QueryModifierItemArgs, 'id'>>;
  allModifierPrefixes?: Resolver<Array<ResolversTypes['ModifierPrefix']>, ParentType, ContextType, Partial<QueryAllModifierPrefixesArgs>>;
  _allModifierPrefixesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllModifierPrefixesMetaArgs>>;
  _allModifierPrefixesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllModifierPrefixesCountsArgs, 'by'>>;
  ModifierPrefix?: Resolver<Maybe<ResolversTypes['ModifierPrefix']>, ParentType, ContextType, RequireFields<QueryModifierPrefixArgs, 'id'>>;
  allOnlineOrderingSettings?: Resolver<Array<ResolversTypes['OnlineOrderingSetting']>, ParentType, ContextType, Partial<QueryAllOnlineOrderingSettingsArgs>>;
  _allOnlineOrderingSettingsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllOnlineOrderingSettingsMetaArgs>>;
  _allOnlineOrderingSettingsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllOnlineOrderingSettingsCountsArgs, 'by'>>;
  OnlineOrderingSetting?: Resolver<Maybe<ResolversTypes['OnlineOrderingSetting']>, ParentType, ContextType, RequireFields<QueryOnlineOrderingSettingArgs, 'id'>>;
  allOrderTypes?: Resolver<Array<ResolversTypes['OrderType']>, ParentType, ContextType, Partial<QueryAllOrderTypesArgs>>;
  _allOrderTypesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllOrderTypesMetaArgs>>;
  _allOrderTypesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllOrderTypesCountsArgs, 'by'>>;
  OrderType?: Resolver<Maybe<ResolversTypes['OrderType']>, ParentType, ContextType, RequireFields<QueryOrderTypeArgs, 'id'>>;
  allPaidOuts?: Resolver<Array<ResolversTypes['PaidOut']>, ParentType, ContextType, Partial<QueryAllPaidOutsArgs>>;
  _allPaidOutsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllPaidOutsMetaArgs>>;
  _allPaidOutsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllPaidOutsCountsArgs, 'by'>>;
  PaidOut?: Resolver<Maybe<ResolversTypes['PaidOut']>, ParentType, ContextType, RequireFields<QueryPaidOutArgs, 'id'>>;
  allPayments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType, Partial<QueryAllPaymentsArgs>>;
  _allPaymentsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllPaymentsMetaArgs>>;
  _allPaymentsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllPaymentsCountsArgs, 'by'>>;
  Payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  allPayrollSettings?: Resolver<Array<ResolversTypes['PayrollSetting']>, ParentType, ContextType, Partial<QueryAllPayrollSettingsArgs>>;
  _allPayrollSettingsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllPayrollSettingsMetaArgs>>;
  _allPayrollSettingsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllPayrollSettingsCountsArgs, 'by'>>;
  PayrollSetting?: Resolver<Maybe<ResolversTypes['PayrollSetting']>, ParentType, ContextType, RequireFields<QueryPayrollSettingArgs, 'id'>>;
  allRecipes?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType, Partial<QueryAllRecipesArgs>>;
  _allRecipesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllRecipesMetaArgs>>;
  _allRecipesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllRecipesCountsArgs, 'by'>>;
  Recipe?: Resolver<Maybe<ResolversTypes['Recipe']>, ParentType, ContextType, RequireFields<QueryRecipeArgs, 'id'>>;
  allSegments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType, Partial<QueryAllSegmentsArgs>>;
  _allSegmentsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllSegmentsMetaArgs>>;
  _allSegmentsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllSegmentsCountsArgs, 'by'>>;
  Segment?: Resolver<Maybe<ResolversTypes['Segment']>, ParentType, ContextType, RequireFields<QuerySegmentArgs, 'id'>>;
  allSmtpSettings?: Resolver<Array<ResolversTypes['SmtpSetting']>, ParentType, ContextType, Partial<QueryAllSmtpSettingsArgs>>;
  _allSmtpSettingsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllSmtpSettingsMetaArgs>>;
  _allSmtpSettingsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllSmtpSettingsCountsArgs, 'by'>>;
  SmtpSetting?: Resolver<Maybe<ResolversTypes['SmtpSetting']>, ParentType, ContextType, RequireFields<QuerySmtpSettingArgs, 'id'>>;
  allSpecialPrices?: Resolver<Array<ResolversTypes['SpecialPrice']>, ParentType, ContextType, Partial<QueryAllSpecialPricesArgs>>;
  _allSpecialPricesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllSpecialPricesMetaArgs>>;
  _allSpecialPricesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllSpecialPricesCountsArgs, 'by'>>;
  SpecialPrice?: Resolver<Maybe<ResolversTypes['SpecialPrice']>, ParentType, ContextType, RequireFields<QuerySpecialPriceArgs, 'id'>>;
  allStoreInfos?: Resolver<Array<ResolversTypes['StoreInfo']>, ParentType, ContextType, Partial<QueryAllStoreInfosArgs>>;
  _allStoreInfosMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllStoreInfosMetaArgs>>;
  _allStoreInfosCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllStoreInfosCountsArgs, 'by'>>;
  StoreInfo?: Resolver<Maybe<ResolversTypes['StoreInfo']>, ParentType, ContextType, RequireFields<QueryStoreInfoArgs, 'id'>>;
  allTaxes?: Resolver<Array<ResolversTypes['Tax']>, ParentType, ContextType, Partial<QueryAllTaxesArgs>>;
  _allTaxesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllTaxesMetaArgs>>;
  _allTaxesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllTaxesCountsArgs, 'by'>>;
  Tax?: Resolver<Maybe<ResolversTypes['Tax']>, ParentType, ContextType, RequireFields<QueryTaxArgs, 'id'>>;
  allTipSuggestions?: Resolver<Array<ResolversTypes['TipSuggestion']>, ParentType, ContextType, Partial<QueryAllTipSuggestionsArgs>>;
  _allTipSuggestionsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllTipSuggestionsMetaArgs>>;
  TipSuggestion?: Resolver<Maybe<ResolversTypes['TipSuggestion']>, ParentType, ContextType, RequireFields<QueryTipSuggestionArgs, 'id'>>;
  allVendors?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType, Partial<QueryAllVendorsArgs>>;
  _allVendorsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllVendorsMetaArgs>>;
  _allVendorsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllVendorsCountsArgs, 'by'>>;
  Vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType, RequireFields<QueryVendorArgs, 'id'>>;
  allVoidReasons?: Resolver<Array<ResolversTypes['VoidReason']>, ParentType, ContextType, Partial<QueryAllVoidReasonsArgs>>;
  _allVoidReasonsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllVoidReasonsMetaArgs>>;
  _allVoidReasonsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllVoidReasonsCountsArgs, 'by'>>;
  VoidReason?: Resolver<Maybe<ResolversTypes['VoidReason']>, ParentType, ContextType, RequireFields<QueryVoidReasonArgs, 'id'>>;
  allCheckItems?: Resolver<Array<ResolversTypes['CheckItem']>, ParentType, ContextType, Partial<QueryAllCheckItemsArgs>>;
  _allCheckItemsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCheckItemsMetaArgs>>;
  _allCheckItemsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCheckItemsCountsArgs, 'by'>>;
  CheckItem?: Resolver<Maybe<ResolversTypes['CheckItem']>, ParentType, ContextType, RequireFields<QueryCheckItemArgs, 'id'>>;
  allCheckPayments?: Resolver<Array<ResolversTypes['CheckPayment']>, ParentType, ContextType, Partial<QueryAllCheckPaymentsArgs>>;
  _allCheckPaymentsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllCheckPaymentsMetaArgs>>;
  _allCheckPaymentsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllCheckPaymentsCountsArgs, 'by'>>;
  CheckPayment?: Resolver<Maybe<ResolversTypes['CheckPayment']>, ParentType, ContextType, RequireFields<QueryCheckPaymentArgs, 'id'>>;
  allChecks?: Resolver<Array<ResolversTypes['Check']>, ParentType, ContextType, Partial<QueryAllChecksArgs>>;
  _allChecksMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllChecksMetaArgs>>;
  _allChecksCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllChecksCountsArgs, 'by'>>;
  Check?: Resolver<Maybe<ResolversTypes['Check']>, ParentType, ContextType, RequireFields<QueryCheckArgs, 'id'>>;
  allDeliveryZoneRecords?: Resolver<Array<ResolversTypes['DeliveryZoneRecord']>, ParentType, ContextType, Partial<QueryAllDeliveryZoneRecordsArgs>>;
  _allDeliveryZoneRecordsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllDeliveryZoneRecordsMetaArgs>>;
  _allDeliveryZoneRecordsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllDeliveryZoneRecordsCountsArgs, 'by'>>;
  DeliveryZoneRecord?: Resolver<Maybe<ResolversTypes['DeliveryZoneRecord']>, ParentType, ContextType, RequireFields<QueryDeliveryZoneRecordArgs, 'id'>>;
  allFloorAreaRecords?: Resolver<Array<ResolversTypes['FloorAreaRecord']>, ParentType, ContextType, Partial<QueryAllFloorAreaRecordsArgs>>;
  _allFloorAreaRecordsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllFloorAreaRecordsMetaArgs>>;
  _allFloorAreaRecordsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllFloorAreaRecordsCountsArgs, 'by'>>;
  FloorAreaRecord?: Resolver<Maybe<ResolversTypes['FloorAreaRecord']>, ParentType, ContextType, RequireFields<QueryFloorAreaRecordArgs, 'id'>>;
  allFloorTableRecords?: Resolver<Array<ResolversTypes['FloorTableRecord']>, ParentType, ContextType, Partial<QueryAllFloorTableRecordsArgs>>;
  _allFloorTableRecordsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllFloorTableRecordsMetaArgs>>;
  _allFloorTableRecordsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllFloorTableRecordsCountsArgs, 'by'>>;
  FloorTableRecord?: Resolver<Maybe<ResolversTypes['FloorTableRecord']>, ParentType, ContextType, RequireFields<QueryFloorTableRecordArgs, 'id'>>;
  allGiftCardTransactions?: Resolver<Array<ResolversTypes['GiftCardTransaction']>, ParentType, ContextType, Partial<QueryAllGiftCardTransactionsArgs>>;
  _allGiftCardTransactionsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllGiftCardTransactionsMetaArgs>>;
  _allGiftCardTransactionsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllGiftCardTransactionsCountsArgs, 'by'>>;
  GiftCardTransaction?: Resolver<Maybe<ResolversTypes['GiftCardTransaction']>, ParentType, ContextType, RequireFields<QueryGiftCardTransactionArgs, 'id'>>;
  allHouseAccountMovements?: Resolver<Array<ResolversTypes['HouseAccountMovement']>, ParentType, ContextType, Partial<QueryAllHouseAccountMovementsArgs>>;
  _allHouseAccountMovementsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllHouseAccountMovementsMetaArgs>>;
  _allHouseAccountMovementsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllHouseAccountMovementsCountsArgs, 'by'>>;
  HouseAccountMovement?: Resolver<Maybe<ResolversTypes['HouseAccountMovement']>, ParentType, ContextType, RequireFields<QueryHouseAccountMovementArgs, 'id'>>;
  allLoyaltyMovements?: Resolver<Array<ResolversTypes['LoyaltyMovement']>, ParentType, ContextType, Partial<QueryAllLoyaltyMovementsArgs>>;
  _allLoyaltyMovementsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllLoyaltyMovementsMetaArgs>>;
  _allLoyaltyMovementsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllLoyaltyMovementsCountsArgs, 'by'>>;
  LoyaltyMovement?: Resolver<Maybe<ResolversTypes['LoyaltyMovement']>, ParentType, ContextType, RequireFields<QueryLoyaltyMovementArgs, 'id'>>;
  allMediaFiles?: Resolver<Array<ResolversTypes['MediaFile']>, ParentType, ContextType, Partial<QueryAllMediaFilesArgs>>;
  _allMediaFilesMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllMediaFilesMetaArgs>>;
  _allMediaFilesCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllMediaFilesCountsArgs, 'by'>>;
  MediaFile?: Resolver<Maybe<ResolversTypes['MediaFile']>, ParentType, ContextType, RequireFields<QueryMediaFileArgs, 'id'>>;
  allShifts?: Resolver<Array<ResolversTypes['Shift']>, ParentType, ContextType, Partial<QueryAllShiftsArgs>>;
  _allShiftsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllShiftsMetaArgs>>;
  _allShiftsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllShiftsCountsArgs, 'by'>>;
  Shift?: Resolver<Maybe<ResolversTypes['Shift']>, ParentType, ContextType, RequireFields<QueryShiftArgs, 'id'>>;
  allTimeCardRecords?: Resolver<Array<ResolversTypes['TimeCardRecord']>, ParentType, ContextType, Partial<QueryAllTimeCardRecordsArgs>>;
  _allTimeCardRecordsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllTimeCardRecordsMetaArgs>>;
  _allTimeCardRecordsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllTimeCardRecordsCountsArgs, 'by'>>;
  TimeCardRecord?: Resolver<Maybe<ResolversTypes['TimeCardRecord']>, ParentType, ContextType, RequireFields<QueryTimeCardRecordArgs, 'id'>>;
  allWorkingDayRecords?: Resolver<Array<ResolversTypes['WorkingDayRecord']>, ParentType, ContextType, Partial<QueryAllWorkingDayRecordsArgs>>;
  _allWorkingDayRecordsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllWorkingDayRecordsMetaArgs>>;
  _allWorkingDayRecordsCounts?: Resolver<Array<ResolversTypes['GroupCount']>, ParentType, ContextType, RequireFields<Query_AllWorkingDayRecordsCountsArgs, 'by'>>;
  WorkingDayRecord?: Resolver<Maybe<ResolversTypes['WorkingDayRecord']>, ParentType, ContextType, RequireFields<QueryWorkingDayRecordArgs, 'id'>>;
  campaignProgress?: Resolver<Array<ResolversTypes['CampaignProgress']>, ParentType, ContextType, RequireFields<QueryCampaignProgressArgs, 'ids'>>;
  campaignReport?: Resolver<ResolversTypes['CampaignReport'], ParentType, ContextType, RequireFields<QueryCampaignReportArgs, 'id'>>;
  segmentCampaigns?: Resolver<Array<ResolversTypes['SegmentCampaign']>, ParentType, ContextType, RequireFields<QuerySegmentCampaignsArgs, 'segmentId'>>;
  checkDetail?: Resolver<ResolversTypes['CheckDetail'], ParentType, ContextType, RequireFields<QueryCheckDetailArgs, 'id'>>;
  checkVoidReasons?: Resolver<Array<ResolversTypes['CheckVoidReason']>, ParentType, ContextType>;
  closeDayStatus?: Resolver<ResolversTypes['CloseDayStatus'], ParentType, ContextType>;
  dashboardStores?: Resolver<Array<ResolversTypes['StoreGlance']>, ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType, Partial<QueryDashboardArgs>>;
  ecommerceDashboard?: Resolver<ResolversTypes['OnlineDashboard'], ParentType, ContextType, Partial<QueryEcommerceDashboardArgs>>;
  deliverySettings?: Resolver<ResolversTypes['DeliverySettings'], ParentType, ContextType>;
  deliveryQuote?: Resolver<Maybe<ResolversTypes['DeliveryQuote']>, ParentType, ContextType, RequireFields<QueryDeliveryQuoteArgs, 'lat' | 'lng'>>;
  floorLayout?: Resolver<ResolversTypes['FloorLayout'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoicePdf?: Resolver<ResolversTypes['InvoicePdf'], ParentType, ContextType, RequireFields<QueryInvoicePdfArgs, 'id'>>;
  invoiceChoices?: Resolver<ResolversTypes['InvoiceChoices'], ParentType, ContextType>;
  menuPublishStores?: Resolver<Array<ResolversTypes['MenuPublishStoreChoice']>, ParentType, ContextType>;
  menuPublishPreview?: Resolver<ResolversTypes['MenuPublishPlan'], ParentType, ContextType, RequireFields<QueryMenuPublishPreviewArgs, 'input'>>;
  effectivePrice?: Resolver<ResolversTypes['EffectivePrice'], ParentType, ContextType, RequireFields<QueryEffectivePriceArgs, 'item_id'>>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsAvailableArgs, 'item_id'>>;
  oloMenuBuilder?: Resolver<ResolversTypes['OloMenuBuilder'], ParentType, ContextType>;
  orderMonitor?: Resolver<ResolversTypes['OrderMonitor'], ParentType, ContextType, Partial<QueryOrderMonitorArgs>>;
  orderTrackerSettings?: Resolver<ResolversTypes['OrderTrackerSettings'], ParentType, ContextType>;
  orderTrackerPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compensations?: Resolver<Array<ResolversTypes['Compensation']>, ParentType, ContextType>;
  payrollRule?: Resolver<ResolversTypes['PayrollSettings'], ParentType, ContextType>;
  payroll?: Resolver<ResolversTypes['Payroll'], ParentType, ContextType, RequireFields<QueryPayrollArgs, 'from' | 'to'>>;
  loyaltyMembers?: Resolver<ResolversTypes['LoyaltyMembersPage'], ParentType, ContextType, Partial<QueryLoyaltyMembersArgs>>;
  loyaltyMember?: Resolver<ResolversTypes['LoyaltyMember'], ParentType, ContextType, RequireFields<QueryLoyaltyMemberArgs, 'customer_id'>>;
  posMenuLayout?: Resolver<ResolversTypes['PosMenuLayout'], ParentType, ContextType>;
  kitchenPrintJob?: Resolver<Maybe<ResolversTypes['KitchenPrintJob']>, ParentType, ContextType, RequireFields<QueryKitchenPrintJobArgs, 'id'>>;
  receiptLayout?: Resolver<ResolversTypes['ReceiptLayout'], ParentType, ContextType>;
  segmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QuerySegmentCountArgs, 'conditions'>>;
  segmentPreview?: Resolver<ResolversTypes['SegmentPreview'], ParentType, ContextType, RequireFields<QuerySegmentPreviewArgs, 'conditions'>>;
  starredPages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  storeLogo?: Resolver<Maybe<ResolversTypes['StoreLogo']>, ParentType, ContextType>;
  surveySettings?: Resolver<ResolversTypes['SurveySettings'], ParentType, ContextType>;
  surveyResults?: Resolver<ResolversTypes['SurveyResults'], ParentType, ContextType, RequireFields<QuerySurveyResultsArgs, 'from' | 'to'>>;
  allSystemLogs?: Resolver<Array<ResolversTypes['SystemLog']>, ParentType, ContextType, Partial<QueryAllSystemLogsArgs>>;
  _allSystemLogsMeta?: Resolver<ResolversTypes['ListMetadata'], ParentType, ContextType, Partial<Query_AllSystemLogsMetaArgs>>;
  SystemLog?: Resolver<Maybe<ResolversTypes['SystemLog']>, ParentType, ContextType, RequireFields<QuerySystemLogArgs, 'id'>>;
  systemLogUsers?: Resolver<Array<ResolversTypes['SystemLogUser']>, ParentType, ContextType>;
  timeCards?: Resolver<ResolversTypes['TimeCardList'], ParentType, ContextType, RequireFields<QueryTimeCardsArgs, 'from' | 'to'>>;
  workingDays?: Resolver<Array<ResolversTypes['WorkingDay']>, ParentType, ContextType, RequireFields<QueryWorkingDaysArgs, 'from' | 'to'>>;
  timeCardEmployees?: Resolver<Array<ResolversTypes['TimeCardEmployee']>, ParentType, ContextType>;
  timeCardContext?: Resolver<ResolversTypes['TimeCardContext'], ParentType, ContextType, RequireFields<QueryTimeCardContextArgs, 'business_date'>>;
  twoFactorStatus?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  versionStore?: Resolver<ResolversTypes['VersionStore'], ParentType, ContextType, Partial<QueryVersionStoreArgs>>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<QueryReportArgs, 'code' | 'from' | 'to'>>;
  reportStores?: Resolver<Array<ResolversTypes['ReportStore']>, ParentType, ContextType, RequireFields<QueryReportStoresArgs, 'code'>>;
  reportFilterChoices?: Resolver<Array<ResolversTypes['ReportFilterChoices']>, ParentType, ContextType, RequireFields<QueryReportFilterChoicesArgs, 'code'>>;
  reportFilterSearch?: Resolver<Array<ResolversTypes['ReportChoice']>, ParentType, ContextType, RequireFields<QueryReportFilterSearchArgs, 'code' | 'filter'>>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, Partial<MutationCreateCampaignArgs>>;
  updateCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'id'>>;
  deleteCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationDeleteCampaignArgs, 'id'>>;
  updateCampaigns?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCampaignsArgs, 'ids' | 'data'>>;
  deleteCampaigns?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCampaignsArgs, 'ids'>>;
  createCashDiscount?: Resolver<ResolversTypes['CashDiscount'], ParentType, ContextType, Partial<MutationCreateCashDiscountArgs>>;
  updateCashDiscount?: Resolver<ResolversTypes['CashDiscount'], ParentType, ContextType, RequireFields<MutationUpdateCashDiscountArgs, 'id'>>;
  deleteCashDiscount?: Resolver<ResolversTypes['CashDiscount'], ParentType, ContextType, RequireFields<MutationDeleteCashDiscountArgs, 'id'>>;
  updateCashDiscounts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCashDiscountsArgs, 'ids' | 'data'>>;
  deleteCashDiscounts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCashDiscountsArgs, 'ids'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, Partial<MutationCreateCategoryArgs>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  updateCategories?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCategoriesArgs, 'ids' | 'data'>>;
  deleteCategories?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCategoriesArgs, 'ids'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, Partial<MutationCreateCouponArgs>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id'>>;
  deleteCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'id'>>;
  updateCoupons?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCouponsArgs, 'ids' | 'data'>>;
  deleteCoupons?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCouponsArgs, 'ids'>>;
  createCustomerDisplayAd?: Resolver<ResolversTypes['CustomerDisplayAd'], ParentType, ContextType, Partial<MutationCreateCustomerDisplayAdArgs>>;
  updateCustomerDisplayAd?: Resolver<ResolversTypes['CustomerDisplayAd'], ParentType, ContextType, RequireFields<MutationUpdateCustomerDisplayAdArgs, 'id'>>;
  deleteCustomerDisplayAd?: Resolver<ResolversTypes['CustomerDisplayAd'], ParentType, ContextType, RequireFields<MutationDeleteCustomerDisplayAdArgs, 'id'>>;
  updateCustomerDisplayAds?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerDisplayAdsArgs, 'ids' | 'data'>>;
  deleteCustomerDisplayAds?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCustomerDisplayAdsArgs, 'ids'>>;
  createCustomerSetting?: Resolver<ResolversTypes['CustomerSetting'], ParentType, ContextType, Partial<MutationCreateCustomerSettingArgs>>;
  updateCustomerSetting?: Resolver<ResolversTypes['CustomerSetting'], ParentType, ContextType, RequireFields<MutationUpdateCustomerSettingArgs, 'id'>>;
  deleteCustomerSetting?: Resolver<ResolversTypes['CustomerSetting'], ParentType, ContextType, RequireFields<MutationDeleteCustomerSettingArgs, 'id'>>;
  updateCustomerSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomerSettingsArgs, 'ids' | 'data'>>;
  deleteCustomerSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCustomerSettingsArgs, 'ids'>>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, Partial<MutationCreateCustomerArgs>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id'>>;
  deleteCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  updateCustomers?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomersArgs, 'ids' | 'data'>>;
  deleteCustomers?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteCustomersArgs, 'ids'>>;
  createDeliveryOption?: Resolver<ResolversTypes['DeliveryOption'], ParentType, ContextType, Partial<MutationCreateDeliveryOptionArgs>>;
  updateDeliveryOption?: Resolver<ResolversTypes['DeliveryOption'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryOptionArgs, 'id'>>;
  deleteDeliveryOption?: Resolver<ResolversTypes['DeliveryOption'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryOptionArgs, 'id'>>;
  updateDeliveryOptions?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryOptionsArgs, 'ids' | 'data'>>;
  deleteDeliveryOptions?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryOptionsArgs, 'ids'>>;
  createDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, Partial<MutationCreateDepartmentArgs>>;
  updateDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationUpdateDepartmentArgs, 'id'>>;
  deleteDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationDeleteDepartmentArgs, 'id'>>;
  updateDepartments?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateDepartmentsArgs, 'ids' | 'data'>>;
  deleteDepartments?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteDepartmentsArgs, 'ids'>>;
  createDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, Partial<MutationCreateDeviceArgs>>;
  updateDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationUpdateDeviceArgs, 'id'>>;
  deleteDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationDeleteDeviceArgs, 'id'>>;
  updateDevices?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateDevicesArgs, 'ids' | 'data'>>;
  deleteDevices?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteDevicesArgs, 'ids'>>;
  createDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, Partial<MutationCreateDiscountArgs>>;
  updateDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<MutationUpdateDiscountArgs, 'id'>>;
  deleteDiscount?: Resolver<ResolversTypes['Discount'], ParentType, ContextType, RequireFields<MutationDeleteDiscountArgs, 'id'>>;
  updateDiscounts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateDiscountsArgs, 'ids' | 'data'>>;
  deleteDiscounts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteDiscountsArgs, 'ids'>>;
  createEmailTemplate?: Resolver<ResolversTypes['EmailTemplate'], ParentType, ContextType, Partial<MutationCreateEmailTemplateArgs>>;
  updateEmailTemplate?: Resolver<ResolversTypes['EmailTemplate'], ParentType, ContextType, RequireFields<MutationUpdateEmailTemplateArgs, 'id'>>;
  deleteEmailTemplate?: Resolver<ResolversTypes['EmailTemplate'], ParentType, ContextType, RequireFields<MutationDeleteEmailTemplateArgs, 'id'>>;
  updateEmailTemplates?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateEmailTemplatesArgs, 'ids' | 'data'>>;
  deleteEmailTemplates?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteEmailTemplatesArgs, 'ids'>>;
  createEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, Partial<MutationCreateEmployeeArgs>>;
  updateEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeArgs, 'id'>>;
  deleteEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationDeleteEmployeeArgs, 'id'>>;
  updateEmployees?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateEmployeesArgs, 'ids' | 'data'>>;
  deleteEmployees?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteEmployeesArgs, 'ids'>>;
  createFeatureItem?: Resolver<ResolversTypes['FeatureItem'], ParentType, ContextType, Partial<MutationCreateFeatureItemArgs>>;
  updateFeatureItem?: Resolver<ResolversTypes['FeatureItem'], ParentType, ContextType, RequireFields<MutationUpdateFeatureItemArgs, 'id'>>;
  deleteFeatureItem?: Resolver<ResolversTypes['FeatureItem'], ParentType, ContextType, RequireFields<MutationDeleteFeatureItemArgs, 'id'>>;
  updateFeatureItems?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateFeatureItemsArgs, 'ids' | 'data'>>;
  deleteFeatureItems?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteFeatureItemsArgs, 'ids'>>;
  createGiftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType, Partial<MutationCreateGiftCardArgs>>;
  updateGiftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType, RequireFields<MutationUpdateGiftCardArgs, 'id'>>;
  deleteGiftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType, RequireFields<MutationDeleteGiftCardArgs, 'id'>>;
  updateGiftCards?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateGiftCardsArgs, 'ids' | 'data'>>;
  deleteGiftCards?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteGiftCardsArgs, 'ids'>>;
  createGratuity?: Resolver<ResolversTypes['Gratuity'], ParentType, ContextType, Partial<MutationCreateGratuityArgs>>;
  updateGratuity?: Resolver<ResolversTypes['Gratuity'], ParentType, ContextType, RequireFields<MutationUpdateGratuityArgs, 'id'>>;
  deleteGratuity?: Resolver<ResolversTypes['Gratuity'], ParentType, ContextType, RequireFields<MutationDeleteGratuityArgs, 'id'>>;
  updateGratuities?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateGratuitiesArgs, 'ids' | 'data'>>;
  deleteGratuities?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteGratuitiesArgs, 'ids'>>;
  createIngredient?: Resolver<ResolversTypes['Ingredient'], ParentType, ContextType, Partial<MutationCreateIngredientArgs>>;
  updateIngredient?: Resolver<ResolversTypes['Ingredient'], ParentType, ContextType, RequireFields<MutationUpdateIngredientArgs, 'id'>>;
  deleteIngredient?: Resolver<ResolversTypes['Ingredient'], ParentType, ContextType, RequireFields<MutationDeleteIngredientArgs, 'id'>>;
  updateIngredients?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateIngredientsArgs, 'ids' | 'data'>>;
  deleteIngredients?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteIngredientsArgs, 'ids'>>;
  createInventoryGroup?: Resolver<ResolversTypes['InventoryGroup'], ParentType, ContextType, Partial<MutationCreateInventoryGroupArgs>>;
  updateInventoryGroup?: Resolver<ResolversTypes['InventoryGroup'], ParentType, ContextType, RequireFields<MutationUpdateInventoryGroupArgs, 'id'>>;
  deleteInventoryGroup?: Resolver<ResolversTypes['InventoryGroup'], ParentType, ContextType, RequireFields<MutationDeleteInventoryGroupArgs, 'id'>>;
  updateInventoryGroups?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateInventoryGroupsArgs, 'ids' | 'data'>>;
  deleteInventoryGroups?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteInventoryGroupsArgs, 'ids'>>;
  createInventorySubgroup?: Resolver<ResolversTypes['InventorySubgroup'], ParentType, ContextType, Partial<MutationCreateInventorySubgroupArgs>>;
  updateInventorySubgroup?: Resolver<ResolversTypes['InventorySubgroup'], ParentType, ContextType, RequireFields<MutationUpdateInventorySubgroupArgs, 'id'>>;
  deleteInventorySubgroup?: Resolver<ResolversTypes['InventorySubgroup'], ParentType, ContextType, RequireFields<MutationDeleteInventorySubgroupArgs, 'id'>>;
  updateInventorySubgroups?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateInventorySubgroupsArgs, 'ids' | 'data'>>;
  deleteInventorySubgroups?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteInventorySubgroupsArgs, 'ids'>>;
  createInventoryUnit?: Resolver<ResolversTypes['InventoryUnit'], ParentType, ContextType, Partial<MutationCreateInventoryUnitArgs>>;
  updateInventoryUnit?: Resolver<ResolversTypes['InventoryUnit'], ParentType, ContextType, RequireFields<MutationUpdateInventoryUnitArgs, 'id'>>;
  deleteInventoryUnit?: Resolver<ResolversTypes['InventoryUnit'], ParentType, ContextType, RequireFields<MutationDeleteInventoryUnitArgs, 'id'>>;
  updateInventoryUnits?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateInventoryUnitsArgs, 'ids' | 'data'>>;
  deleteInventoryUnits?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteInventoryUnitsArgs, 'ids'>>;
  createItemAvailability?: Resolver<ResolversTypes['ItemAvailability'], ParentType, ContextType, Partial<MutationCreateItemAvailabilityArgs>>;
  updateItemAvailability?: Resolver<ResolversTypes['ItemAvailability'], ParentType, ContextType, RequireFields<MutationUpdateItemAvailabilityArgs, 'id'>>;
  deleteItemAvailability?: Resolver<ResolversTypes['ItemAvailability'], ParentType, ContextType, RequireFields<MutationDeleteItemAvailabilityArgs, 'id'>>;
  updateItemAvailabilities?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateItemAvailabilitiesArgs, 'ids' | 'data'>>;
  deleteItemAvailabilities?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteItemAvailabilitiesArgs, 'ids'>>;
  createJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, Partial<MutationCreateJobArgs>>;
  updateJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationUpdateJobArgs, 'id'>>;
  deleteJob?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<MutationDeleteJobArgs, 'id'>>;
  updateJobs?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateJobsArgs, 'ids' | 'data'>>;
  deleteJobs?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteJobsArgs, 'ids'>>;
  createKitchenPrinter?: Resolver<ResolversTypes['KitchenPrinter'], ParentType, ContextType, Partial<MutationCreateKitchenPrinterArgs>>;
  updateKitchenPrinter?: Resolver<ResolversTypes['KitchenPrinter'], ParentType, ContextType, RequireFields<MutationUpdateKitchenPrinterArgs, 'id'>>;
  deleteKitchenPrinter?: Resolver<ResolversTypes['KitchenPrinter'], ParentType, ContextType, RequireFields<MutationDeleteKitchenPrinterArgs, 'id'>>;
  updateKitchenPrinters?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateKitchenPrintersArgs, 'ids' | 'data'>>;
  deleteKitchenPrinters?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteKitchenPrintersArgs, 'ids'>>;
  createLoyaltyPlan?: Resolver<ResolversTypes['LoyaltyPlan'], ParentType, ContextType, Partial<MutationCreateLoyaltyPlanArgs>>;
  updateLoyaltyPlan?: Resolver<ResolversTypes['LoyaltyPlan'], ParentType, ContextType, RequireFields<MutationUpdateLoyaltyPlanArgs, 'id'>>;
  deleteLoyaltyPlan?: Resolver<ResolversTypes['LoyaltyPlan'], ParentType, ContextType, RequireFields<MutationDeleteLoyaltyPlanArgs, 'id'>>;
  updateLoyaltyPlans?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateLoyaltyPlansArgs, 'ids' | 'data'>>;
  deleteLoyaltyPlans?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteLoyaltyPlansArgs, 'ids'>>;
  createMenuItem?: Resolver<ResolversTypes['MenuItem'], ParentType, ContextType, Partial<MutationCreateMenuItemArgs>>;
  updateMenuItem?: Resolver<ResolversTypes['MenuItem'], ParentType, ContextType, RequireFields<MutationUpdateMenuItemArgs, 'id'>>;
  deleteMenuItem?: Resolver<ResolversTypes['MenuItem'], ParentType, ContextType, RequireFields<MutationDeleteMenuItemArgs, 'id'>>;
  updateMenuItems?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateMenuItemsArgs, 'ids' | 'data'>>;
  deleteMenuItems?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteMenuItemsArgs, 'ids'>>;
  createModifierGroup?: Resolver<ResolversTypes['ModifierGroup'], ParentType, ContextType, Partial<MutationCreateModifierGroupArgs>>;
  updateModifierGroup?: Resolver<ResolversTypes['ModifierGroup'], ParentType, ContextType, RequireFields<MutationUpdateModifierGroupArgs, 'id'>>;
  deleteModifierGroup?: Resolver<ResolversTypes['ModifierGroup'], ParentType, ContextType, RequireFields<MutationDeleteModifierGroupArgs, 'id'>>;
  updateModifierGroups?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateModifierGroupsArgs, 'ids' | 'data'>>;
  deleteModifierGroups?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteModifierGroupsArgs, 'ids'>>;
  createModifierItem?: Resolver<ResolversTypes['ModifierItem'], ParentType, ContextType, Partial<MutationCreateModifierItemArgs>>;
  updateModifierItem?: Resolver<ResolversTypes['ModifierItem'], ParentType, ContextType, RequireFields<MutationUpdateModifierItemArgs, 'id'>>;
  deleteModifierItem?: Resolver<ResolversTypes['ModifierItem'], ParentType, ContextType, RequireFields<MutationDeleteModifierItemArgs, 'id'>>;
  updateModifierItems?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateModifierItemsArgs, 'ids' | 'data'>>;
  deleteModifierItems?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteModifierItemsArgs, 'ids'>>;
  createModifierPrefix?: Resolver<ResolversTypes['ModifierPrefix'], ParentType, ContextType, Partial<MutationCreateModifierPrefixArgs>>;
  updateModifierPrefix?: Resolver<ResolversTypes['ModifierPrefix'], ParentType, ContextType, RequireFields<MutationUpdateModifierPrefixArgs, 'id'>>;
  deleteModifierPrefix?: Resolver<ResolversTypes['ModifierPrefix'], ParentType, ContextType, RequireFields<MutationDeleteModifierPrefixArgs, 'id'>>;
  updateModifierPrefixes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateModifierPrefixesArgs, 'ids' | 'data'>>;
  deleteModifierPrefixes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteModifierPrefixesArgs, 'ids'>>;
  createOnlineOrderingSetting?: Resolver<ResolversTypes['OnlineOrderingSetting'], ParentType, ContextType, Partial<MutationCreateOnlineOrderingSettingArgs>>;
  updateOnlineOrderingSetting?: Resolver<ResolversTypes['OnlineOrderingSetting'], ParentType, ContextType, RequireFields<MutationUpdateOnlineOrderingSettingArgs, 'id'>>;
  deleteOnlineOrderingSetting?: Resolver<ResolversTypes['OnlineOrderingSetting'], ParentType, ContextType, RequireFields<MutationDeleteOnlineOrderingSettingArgs, 'id'>>;
  updateOnlineOrderingSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateOnlineOrderingSettingsArgs, 'ids' | 'data'>>;
  deleteOnlineOrderingSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteOnlineOrderingSettingsArgs, 'ids'>>;
  createOrderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType, Partial<MutationCreateOrderTypeArgs>>;
  updateOrderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType, RequireFields<MutationUpdateOrderTypeArgs, 'id'>>;
  deleteOrderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType, RequireFields<MutationDeleteOrderTypeArgs, 'id'>>;
  updateOrderTypes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateOrderTypesArgs, 'ids' | 'data'>>;
  deleteOrderTypes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteOrderTypesArgs, 'ids'>>;
  createPaidOut?: Resolver<ResolversTypes['PaidOut'], ParentType, ContextType, Partial<MutationCreatePaidOutArgs>>;
  updatePaidOut?: Resolver<ResolversTypes['PaidOut'], ParentType, ContextType, RequireFields<MutationUpdatePaidOutArgs, 'id'>>;
  deletePaidOut?: Resolver<ResolversTypes['PaidOut'], ParentType, ContextType, RequireFields<MutationDeletePaidOutArgs, 'id'>>;
  updatePaidOuts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdatePaidOutsArgs, 'ids' | 'data'>>;
  deletePaidOuts?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeletePaidOutsArgs, 'ids'>>;
  createPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, Partial<MutationCreatePaymentArgs>>;
  updatePayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationUpdatePaymentArgs, 'id'>>;
  deletePayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationDeletePaymentArgs, 'id'>>;
  updatePayments?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdatePaymentsArgs, 'ids' | 'data'>>;
  deletePayments?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeletePaymentsArgs, 'ids'>>;
  createPayrollSetting?: Resolver<ResolversTypes['PayrollSetting'], ParentType, ContextType, Partial<MutationCreatePayrollSettingArgs>>;
  updatePayrollSetting?: Resolver<ResolversTypes['PayrollSetting'], ParentType, ContextType, RequireFields<MutationUpdatePayrollSettingArgs, 'id'>>;
  deletePayrollSetting?: Resolver<ResolversTypes['PayrollSetting'], ParentType, ContextType, RequireFields<MutationDeletePayrollSettingArgs, 'id'>>;
  updatePayrollSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdatePayrollSettingsArgs, 'ids' | 'data'>>;
  deletePayrollSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeletePayrollSettingsArgs, 'ids'>>;
  createRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, Partial<MutationCreateRecipeArgs>>;
  updateRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationUpdateRecipeArgs, 'id'>>;
  deleteRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationDeleteRecipeArgs, 'id'>>;
  updateRecipes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateRecipesArgs, 'ids' | 'data'>>;
  deleteRecipes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteRecipesArgs, 'ids'>>;
  createSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, Partial<MutationCreateSegmentArgs>>;
  updateSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationUpdateSegmentArgs, 'id'>>;
  deleteSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationDeleteSegmentArgs, 'id'>>;
  updateSegments?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateSegmentsArgs, 'ids' | 'data'>>;
  deleteSegments?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteSegmentsArgs, 'ids'>>;
  createSmtpSetting?: Resolver<ResolversTypes['SmtpSetting'], ParentType, ContextType, Partial<MutationCreateSmtpSettingArgs>>;
  updateSmtpSetting?: Resolver<ResolversTypes['SmtpSetting'], ParentType, ContextType, RequireFields<MutationUpdateSmtpSettingArgs, 'id'>>;
  deleteSmtpSetting?: Resolver<ResolversTypes['SmtpSetting'], ParentType, ContextType, RequireFields<MutationDeleteSmtpSettingArgs, 'id'>>;
  updateSmtpSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateSmtpSettingsArgs, 'ids' | 'data'>>;
  deleteSmtpSettings?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteSmtpSettingsArgs, 'ids'>>;
  createSpecialPrice?: Resolver<ResolversTypes['SpecialPrice'], ParentType, ContextType, Partial<MutationCreateSpecialPriceArgs>>;
  updateSpecialPrice?: Resolver<ResolversTypes['SpecialPrice'], ParentType, ContextType, RequireFields<MutationUpdateSpecialPriceArgs, 'id'>>;
  deleteSpecialPrice?: Resolver<ResolversTypes['SpecialPrice'], ParentType, ContextType, RequireFields<MutationDeleteSpecialPriceArgs, 'id'>>;
  updateSpecialPrices?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateSpecialPricesArgs, 'ids' | 'data'>>;
  deleteSpecialPrices?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteSpecialPricesArgs, 'ids'>>;
  createStoreInfo?: Resolver<ResolversTypes['StoreInfo'], ParentType, ContextType, Partial<MutationCreateStoreInfoArgs>>;
  updateStoreInfo?: Resolver<ResolversTypes['StoreInfo'], ParentType, ContextType, RequireFields<MutationUpdateStoreInfoArgs, 'id'>>;
  deleteStoreInfo?: Resolver<ResolversTypes['StoreInfo'], ParentType, ContextType, RequireFields<MutationDeleteStoreInfoArgs, 'id'>>;
  updateStoreInfos?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateStoreInfosArgs, 'ids' | 'data'>>;
  deleteStoreInfos?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteStoreInfosArgs, 'ids'>>;
  createTax?: Resolver<ResolversTypes['Tax'], ParentType, ContextType, Partial<MutationCreateTaxArgs>>;
  updateTax?: Resolver<ResolversTypes['Tax'], ParentType, ContextType, RequireFields<MutationUpdateTaxArgs, 'id'>>;
  deleteTax?: Resolver<ResolversTypes['Tax'], ParentType, ContextType, RequireFields<MutationDeleteTaxArgs, 'id'>>;
  updateTaxes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateTaxesArgs, 'ids' | 'data'>>;
  deleteTaxes?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteTaxesArgs, 'ids'>>;
  createTipSuggestion?: Resolver<ResolversTypes['TipSuggestion'], ParentType, ContextType, Partial<MutationCreateTipSuggestionArgs>>;
  updateTipSuggestion?: Resolver<ResolversTypes['TipSuggestion'], ParentType, ContextType, RequireFields<MutationUpdateTipSuggestionArgs, 'id'>>;
  deleteTipSuggestion?: Resolver<ResolversTypes['TipSuggestion'], ParentType, ContextType, RequireFields<MutationDeleteTipSuggestionArgs, 'id'>>;
  updateTipSuggestions?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateTipSuggestionsArgs, 'ids' | 'data'>>;
  deleteTipSuggestions?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteTipSuggestionsArgs, 'ids'>>;
  createVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, Partial<MutationCreateVendorArgs>>;
  updateVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationUpdateVendorArgs, 'id'>>;
  deleteVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationDeleteVendorArgs, 'id'>>;
  updateVendors?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateVendorsArgs, 'ids' | 'data'>>;
  deleteVendors?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteVendorsArgs, 'ids'>>;
  createVoidReason?: Resolver<ResolversTypes['VoidReason'], ParentType, ContextType, Partial<MutationCreateVoidReasonArgs>>;
  updateVoidReason?: Resolver<ResolversTypes['VoidReason'], ParentType, ContextType, RequireFields<MutationUpdateVoidReasonArgs, 'id'>>;
  deleteVoidReason?: Resolver<ResolversTypes['VoidReason'], ParentType, ContextType, RequireFields<MutationDeleteVoidReasonArgs, 'id'>>;
  updateVoidReasons?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUpdateVoidReasonsArgs, 'ids' | 'data'>>;
  deleteVoidReasons?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationDeleteVoidReasonsArgs, 'ids'>>;
  sendCampaign?: Resolver<ResolversTypes['CampaignProgress'], ParentType, ContextType, RequireFields<MutationSendCampaignArgs, 'id'>>;
  deactivateCampaign?: Resolver<ResolversTypes['CampaignProgress'], ParentType, ContextType, RequireFields<MutationDeactivateCampaignArgs, 'id'>>;
  voidCheckItem?: Resolver<ResolversTypes['CheckDetail'], ParentType, ContextType, RequireFields<MutationVoidCheckItemArgs, 'check_id' | 'line' | 'void_reason_id'>>;
  voidCheck?: Resolver<ResolversTypes['CheckDetail'], ParentType, ContextType, RequireFields<MutationVoidCheckArgs, 'check_id' | 'void_reason_id'>>;
  refundPayment?: Resolver<ResolversTypes['CheckDetail'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'check_payment_id'>>;
  closeDay?: Resolver<ResolversTypes['ClosedWorkingDay'], ParentType, ContextType, Partial<MutationCloseDayArgs>>;
  saveDeliverySettings?: Resolver<ResolversTypes['DeliverySettings'], ParentType, ContextType, RequireFields<MutationSaveDeliverySettingsArgs, 'settings'>>;
  saveDeliveryZoneType?: Resolver<ResolversTypes['DeliverySettings'], ParentType, ContextType, RequireFields<MutationSaveDeliveryZoneTypeArgs, 'type'>>;
  saveFloorTables?: Resolver<ResolversTypes['FloorArea'], ParentType, ContextType, RequireFields<MutationSaveFloorTablesArgs, 'area_id' | 'tables'>>;
  createFloorArea?: Resolver<ResolversTypes['FloorArea'], ParentType, ContextType, RequireFields<MutationCreateFloorAreaArgs, 'name'>>;
  renameFloorArea?: Resolver<ResolversTypes['FloorArea'], ParentType, ContextType, RequireFields<MutationRenameFloorAreaArgs, 'id' | 'name'>>;
  reorderFloorAreas?: Resolver<Array<ResolversTypes['FloorArea']>, ParentType, ContextType, RequireFields<MutationReorderFloorAreasArgs, 'ids'>>;
  setFloorAreaStatus?: Resolver<ResolversTypes['FloorArea'], ParentType, ContextType, RequireFields<MutationSetFloorAreaStatusArgs, 'id' | 'status'>>;
  deleteFloorArea?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFloorAreaArgs, 'id'>>;
  resetFloorTable?: Resolver<ResolversTypes['FloorTable'], ParentType, ContextType, RequireFields<MutationResetFloorTableArgs, 'id'>>;
  sendSmtpTestEmail?: Resolver<ResolversTypes['SmtpTestResult'], ParentType, ContextType, RequireFields<MutationSendSmtpTestEmailArgs, 'id' | 'to'>>;
  issueGiftCard?: Resolver<ResolversTypes['GiftCardState'], ParentType, ContextType, RequireFields<MutationIssueGiftCardArgs, 'number' | 'amount'>>;
  recordGiftCardTransaction?: Resolver<ResolversTypes['GiftCardState'], ParentType, ContextType, RequireFields<MutationRecordGiftCardTransactionArgs, 'gift_card_id' | 'kind' | 'amount'>>;
  recordHouseAccountMovement?: Resolver<ResolversTypes['HouseAccountState'], ParentType, ContextType, RequireFields<MutationRecordHouseAccountMovementArgs, 'customer_id' | 'kind' | 'amount'>>;
  createVendorInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreateVendorInvoiceArgs, 'input'>>;
  setInvoicePaid?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationSetInvoicePaidArgs, 'id' | 'paid'>>;
  publishMenu?: Resolver<ResolversTypes['MenuPublishPlan'], ParentType, ContextType, RequireFields<MutationPublishMenuArgs, 'input'>>;
  saveOloMenu?: Resolver<ResolversTypes['OloMenuBuilder'], ParentType, ContextType, RequireFields<MutationSaveOloMenuArgs, 'menu'>>;
  markOnlineOrder?: Resolver<ResolversTypes['OnlineOrderProgress'], ParentType, ContextType, RequireFields<MutationMarkOnlineOrderArgs, 'check_id' | 'status'>>;
  saveOrderTrackerSettings?: Resolver<ResolversTypes['OrderTrackerSettings'], ParentType, ContextType, RequireFields<MutationSaveOrderTrackerSettingsArgs, 'input'>>;
  transferOwnership?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTransferOwnershipArgs, 'employee_id' | 'password'>>;
  setCompensation?: Resolver<ResolversTypes['Compensation'], ParentType, ContextType, RequireFields<MutationSetCompensationArgs, 'employee_id' | 'salary_type' | 'pay_period'>>;
  adjustLoyaltyPoints?: Resolver<ResolversTypes['LoyaltyMember'], ParentType, ContextType, RequireFields<MutationAdjustLoyaltyPointsArgs, 'customer_id' | 'points' | 'reason'>>;
  savePosMenuLayout?: Resolver<ResolversTypes['PosMenuLayout'], ParentType, ContextType, RequireFields<MutationSavePosMenuLayoutArgs, 'layout'>>;
  printKitchenPrinterTestPage?: Resolver<ResolversTypes['PrintResult'], ParentType, ContextType, RequireFields<MutationPrintKitchenPrinterTestPageArgs, 'id'>>;
  printKitchenPrinterSampleReceipt?: Resolver<ResolversTypes['PrintResult'], ParentType, ContextType, RequireFields<MutationPrintKitchenPrinterSampleReceiptArgs, 'id'>>;
  saveReceiptLayout?: Resolver<ResolversTypes['ReceiptLayout'], ParentType, ContextType, RequireFields<MutationSaveReceiptLayoutArgs, 'layout'>>;
  resetSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetSessionsArgs, 'key'>>;
  starPage?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationStarPageArgs, 'path'>>;
  unstarPage?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationUnstarPageArgs, 'path'>>;
  reorderStarredPages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationReorderStarredPagesArgs, 'paths'>>;
  saveSurveySettings?: Resolver<ResolversTypes['SurveySettings'], ParentType, ContextType, RequireFields<MutationSaveSurveySettingsArgs, 'input'>>;
  createWorkingDay?: Resolver<ResolversTypes['WorkingDay'], ParentType, ContextType, RequireFields<MutationCreateWorkingDayArgs, 'business_date'>>;
  createTimeCard?: Resolver<ResolversTypes['TimeCard'], ParentType, ContextType, Partial<MutationCreateTimeCardArgs>>;
  updateTimeCard?: Resolver<ResolversTypes['TimeCard'], ParentType, ContextType, RequireFields<MutationUpdateTimeCardArgs, 'id'>>;
  deleteTimeCard?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTimeCardArgs, 'id'>>;
  startTwoFactor?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  confirmTwoFactor?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationConfirmTwoFactorArgs, 'code'>>;
  disableTwoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'key'>>;
};

export type CampaignProgressResolvers<ContextType = any, ParentType extends ResolversParentTypes['CampaignProgress'] = ResolversParentTypes['CampaignProgress']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignFailureResolvers<ContextType = any, ParentType extends ResolversParentTypes['CampaignFailure'] = ResolversParentTypes['CampaignFailure']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignReportResolvers<ContextType = any, ParentType extends ResolversParentTypes['CampaignReport'] = ResolversParentTypes['CampaignReport']> = {
  progress?: Resolver<ResolversTypes['CampaignProgress'], ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['CampaignFailure']>, ParentType, ContextType>;
};

export type SegmentCampaignResolvers<ContextType = any, ParentType extends ResolversParentTypes['SegmentCampaign'] = ResolversParentTypes['SegmentCampaign']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cells?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckModifierLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckModifierLine'] = ResolversParentTypes['CheckModifierLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckLine'] = ResolversParentTypes['CheckLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit_price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifiers_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  void_reason_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['CheckModifierLine']>, ParentType, ContextType>;
};

export type CheckPaymentLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckPaymentLine'] = ResolversParentTypes['CheckPaymentLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  card_last_four?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckRefundLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckRefundLine'] = ResolversParentTypes['CheckRefundLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  check_payment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckDetailResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckDetail'] = ResolversParentTypes['CheckDetail']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_type_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  server_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gratuity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CheckLine']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['CheckPaymentLine']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['CheckRefundLine']>, ParentType, ContextType>;
  can_void?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can_refund?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_manager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckVoidReasonResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckVoidReason'] = ResolversParentTypes['CheckVoidReason']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manager_approval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CloseDayShiftResolvers<ContextType = any, ParentType extends ResolversParentTypes['CloseDayShift'] = ResolversParentTypes['CloseDayShift']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CloseDayTimeCardResolvers<ContextType = any, ParentType extends ResolversParentTypes['CloseDayTimeCard'] = ResolversParentTypes['CloseDayTimeCard']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clock_in?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clock_out?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CloseDayCheckResolvers<ContextType = any, ParentType extends ResolversParentTypes['CloseDayCheck'] = ResolversParentTypes['CloseDayCheck']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  server?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpenWorkingDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['OpenWorkingDay'] = ResolversParentTypes['OpenWorkingDay']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shifts?: Resolver<Array<ResolversTypes['CloseDayShift']>, ParentType, ContextType>;
  clocked_in?: Resolver<Array<ResolversTypes['CloseDayTimeCard']>, ParentType, ContextType>;
  open_checks?: Resolver<Array<ResolversTypes['CloseDayCheck']>, ParentType, ContextType>;
};

export type AutoCloseSettingResolvers<ContextType = any, ParentType extends ResolversParentTypes['AutoCloseSetting'] = ResolversParentTypes['AutoCloseSetting']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next_run?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CloseDayStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['CloseDayStatus'] = ResolversParentTypes['CloseDayStatus']> = {
  has_working_days?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['OpenWorkingDay']>, ParentType, ContextType>;
  auto_close?: Resolver<ResolversTypes['AutoCloseSetting'], ParentType, ContextType>;
};

export type ClosedWorkingDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClosedWorkingDay'] = ResolversParentTypes['ClosedWorkingDay']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clocked_out?: Resolver<Array<ResolversTypes['CloseDayTimeCard']>, ParentType, ContextType>;
  open_checks?: Resolver<Array<ResolversTypes['CloseDayCheck']>, ParentType, ContextType>;
  open_checks_choice?: Resolver<Maybe<ResolversTypes['OpenChecksChoice']>, ParentType, ContextType>;
};

export type DashboardFiguresResolvers<ContextType = any, ParentType extends ResolversParentTypes['DashboardFigures'] = ResolversParentTypes['DashboardFigures']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  checks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageTicket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  laborCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  laborShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type DashboardHourResolvers<ContextType = any, ParentType extends ResolversParentTypes['DashboardHour'] = ResolversParentTypes['DashboardHour']> = {
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RatedItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['RatedItem'] = ResolversParentTypes['RatedItem']> = {
  menuItem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = any, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  preset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  yesterday?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['DashboardHour']>, ParentType, ContextType>;
  minRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liked?: Resolver<Array<ResolversTypes['RatedItem']>, ParentType, ContextType>;
  disliked?: Resolver<Array<ResolversTypes['RatedItem']>, ParentType, ContextType>;
};

export type OnlineFiguresResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineFigures'] = ResolversParentTypes['OnlineFigures']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageTicket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OnlineDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineDay'] = ResolversParentTypes['OnlineDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageTicket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OnlineHourResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineHour'] = ResolversParentTypes['OnlineHour']> = {
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageTicket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OnlineOrderTypeResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineOrderType'] = ResolversParentTypes['OnlineOrderType']> = {
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageTicket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OnlineDashboardResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineDashboard'] = ResolversParentTypes['OnlineDashboard']> = {
  preset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['OnlineFigures'], ParentType, ContextType>;
  yesterday?: Resolver<ResolversTypes['OnlineFigures'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['OnlineFigures'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['OnlineFigures'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['OnlineDay']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['OnlineHour']>, ParentType, ContextType>;
  orderTypes?: Resolver<Array<ResolversTypes['OnlineOrderType']>, ParentType, ContextType>;
};

export type StoreGlanceResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreGlance'] = ResolversParentTypes['StoreGlance']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
  yesterday?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType>;
};

export type LatLngResolvers<ContextType = any, ParentType extends ResolversParentTypes['LatLng'] = ResolversParentTypes['LatLng']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DeliveryZoneResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryZone'] = ResolversParentTypes['DeliveryZone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  polygon?: Resolver<Maybe<Array<ResolversTypes['LatLng']>>, ParentType, ContextType>;
};

export type DeliveryLimitsResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryLimits'] = ResolversParentTypes['DeliveryLimits']> = {
  maxZones?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliverySettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliverySettings'] = ResolversParentTypes['DeliverySettings']> = {
  type?: Resolver<ResolversTypes['DeliveryZoneType'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tile_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['DistanceUnit'], ParentType, ContextType>;
  distance_zones?: Resolver<Array<ResolversTypes['DeliveryZone']>, ParentType, ContextType>;
  map_zones?: Resolver<Array<ResolversTypes['DeliveryZone']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['DeliveryLimits'], ParentType, ContextType>;
};

export type DeliveryQuoteResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryQuote'] = ResolversParentTypes['DeliveryQuote']> = {
  type?: Resolver<ResolversTypes['DeliveryZoneType'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['DeliveryZone'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FloorTableResolvers<ContextType = any, ParentType extends ResolversParentTypes['FloorTable'] = ResolversParentTypes['FloorTable']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  area_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shape?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  busy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FloorAreaResolvers<ContextType = any, ParentType extends ResolversParentTypes['FloorArea'] = ResolversParentTypes['FloorArea']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tables?: Resolver<Array<ResolversTypes['FloorTable']>, ParentType, ContextType>;
};

export type FloorLimitsResolvers<ContextType = any, ParentType extends ResolversParentTypes['FloorLimits'] = ResolversParentTypes['FloorLimits']> = {
  floorWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floorHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxTables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxTableName?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxAreaName?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FloorLayoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['FloorLayout'] = ResolversParentTypes['FloorLayout']> = {
  areas?: Resolver<Array<ResolversTypes['FloorArea']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['FloorLimits'], ParentType, ContextType>;
};

export type SmtpTestResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SmtpTestResult'] = ResolversParentTypes['SmtpTestResult']> = {
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardStateResolvers<ContextType = any, ParentType extends ResolversParentTypes['GiftCardState'] = ResolversParentTypes['GiftCardState']> = {
  gift_card_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transaction?: Resolver<ResolversTypes['GiftCardTransaction'], ParentType, ContextType>;
};

export type HouseAccountStateResolvers<ContextType = any, ParentType extends ResolversParentTypes['HouseAccountState'] = ResolversParentTypes['HouseAccountState']> = {
  customer_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  movement?: Resolver<ResolversTypes['HouseAccountMovement'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = any, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issued_on?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billing_cycle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendor_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  vendor_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_out_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paid_out_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  document_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceChoicesResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceChoices'] = ResolversParentTypes['InvoiceChoices']> = {
  vendors?: Resolver<Array<ResolversTypes['InvoiceVendor']>, ParentType, ContextType>;
  paidOuts?: Resolver<Array<ResolversTypes['InvoicePaidOut']>, ParentType, ContextType>;
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceVendorResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoiceVendor'] = ResolversParentTypes['InvoiceVendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoicePaidOutResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoicePaidOut'] = ResolversParentTypes['InvoicePaidOut']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoicePdfResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvoicePdf'] = ResolversParentTypes['InvoicePdf']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuPublishStoreChoiceResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuPublishStoreChoice'] = ResolversParentTypes['MenuPublishStoreChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuPublishLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuPublishLine'] = ResolversParentTypes['MenuPublishLine']> = {
  kind?: Resolver<ResolversTypes['MenuPublishKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['MenuPublishAction'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pricesKept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MenuPublishRefusalResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuPublishRefusal'] = ResolversParentTypes['MenuPublishRefusal']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['MenuPublishKind']>, ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuPublishStoreResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuPublishStore'] = ResolversParentTypes['MenuPublishStore']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MenuPublishLine']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['MenuPublishRefusal']>, ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MenuPublishPlanResolvers<ContextType = any, ParentType extends ResolversParentTypes['MenuPublishPlan'] = ResolversParentTypes['MenuPublishPlan']> = {
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['MenuPublishStore']>, ParentType, ContextType>;
};

export type EffectivePriceResolvers<ContextType = any, ParentType extends ResolversParentTypes['EffectivePrice'] = ResolversParentTypes['EffectivePrice']> = {
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  base_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_price_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OloMenuBuilderItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['OloMenuBuilderItem'] = ResolversParentTypes['OloMenuBuilderItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  olo_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online_sale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OloMenuBuilderCategoryResolvers<ContextType = any, ParentType extends ResolversParentTypes['OloMenuBuilderCategory'] = ResolversParentTypes['OloMenuBuilderCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OloMenuBuilderItem']>, ParentType, ContextType>;
};

export type OloMenuBuilderResolvers<ContextType = any, ParentType extends ResolversParentTypes['OloMenuBuilder'] = ResolversParentTypes['OloMenuBuilder']> = {
  categories?: Resolver<Array<ResolversTypes['OloMenuBuilderCategory']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderMonitorCheckResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderMonitorCheck'] = ResolversParentTypes['OrderMonitorCheck']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_type_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  server_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  online_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marked_ready_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery_address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OnlineOrderProgressResolvers<ContextType = any, ParentType extends ResolversParentTypes['OnlineOrderProgress'] = ResolversParentTypes['OnlineOrderProgress']> = {
  check_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderMonitorResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderMonitor'] = ResolversParentTypes['OrderMonitor']> = {
  hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  default_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['OrderMonitorCheck']>, ParentType, ContextType>;
  online_hidden?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderTrackerColumnResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderTrackerColumn'] = ResolversParentTypes['OrderTrackerColumn']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderTrackerSettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderTrackerSettings'] = ResolversParentTypes['OrderTrackerSettings']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alignment?: Resolver<ResolversTypes['OrderTrackerAlignment'], ParentType, ContextType>;
  image_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['OrderTrackerColumn']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompensationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Compensation'] = ResolversParentTypes['Compensation']> = {
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salary_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pay_period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayrollRuleResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayrollRule'] = ResolversParentTypes['PayrollRule']> = {
  overtime_daily_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_weekly_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  week_start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daily_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daily_hour_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekly_hour_rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayrollDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayrollDay'] = ResolversParentTypes['PayrollDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regular_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PayrollLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayrollLine'] = ResolversParentTypes['PayrollLine']> = {
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salary_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pay_period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regular_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regular_pay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overtime_pay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['PayrollDay']>, ParentType, ContextType>;
};

export type PayrollSettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayrollSettings'] = ResolversParentTypes['PayrollSettings']> = {
  rule?: Resolver<ResolversTypes['PayrollRule'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayrollTotalsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PayrollTotals'] = ResolversParentTypes['PayrollTotals']> = {
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regular_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overtime_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  regular_pay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overtime_pay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open_cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayrollResolvers<ContextType = any, ParentType extends ResolversParentTypes['Payroll'] = ResolversParentTypes['Payroll']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['PayrollRule'], ParentType, ContextType>;
  employees?: Resolver<Array<ResolversTypes['PayrollLine']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['PayrollTotals'], ParentType, ContextType>;
};

export type LoyaltyNextRewardResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyNextReward'] = ResolversParentTypes['LoyaltyNextReward']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoyaltyMemberResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyMember'] = ResolversParentTypes['LoyaltyMember']> = {
  customer_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next_reward?: Resolver<Maybe<ResolversTypes['LoyaltyNextReward']>, ParentType, ContextType>;
};

export type LoyaltyMembersPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyMembersPage'] = ResolversParentTypes['LoyaltyMembersPage']> = {
  members?: Resolver<Array<ResolversTypes['LoyaltyMember']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PosMenuButtonResolvers<ContextType = any, ParentType extends ResolversParentTypes['PosMenuButton'] = ResolversParentTypes['PosMenuButton']> = {
  menu_item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PosMenuTabResolvers<ContextType = any, ParentType extends ResolversParentTypes['PosMenuTab'] = ResolversParentTypes['PosMenuTab']> = {
  category_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttons?: Resolver<Array<ResolversTypes['PosMenuButton']>, ParentType, ContextType>;
};

export type PosMenuLayoutLimitsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PosMenuLayoutLimits'] = ResolversParentTypes['PosMenuLayoutLimits']> = {
  minColumns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxColumns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxTabs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxButtons?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PosMenuLayoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['PosMenuLayout'] = ResolversParentTypes['PosMenuLayout']> = {
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['PosMenuTab']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PosMenuLayoutLimits'], ParentType, ContextType>;
};

export type PrintResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['PrintResult'] = ResolversParentTypes['PrintResult']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  job_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type KitchenPrintJobResolvers<ContextType = any, ParentType extends ResolversParentTypes['KitchenPrintJob'] = ResolversParentTypes['KitchenPrintJob']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  printed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReceiptLogoResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReceiptLogo'] = ResolversParentTypes['ReceiptLogo']> = {
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReceiptFieldSettingResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReceiptFieldSetting'] = ResolversParentTypes['ReceiptFieldSetting']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReceiptStoreInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReceiptStoreInfo'] = ResolversParentTypes['ReceiptStoreInfo']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency_symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hour_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReceiptLayoutLimitsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReceiptLayoutLimits'] = ResolversParentTypes['ReceiptLayoutLimits']> = {
  minCopies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxCopies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxText?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLogoDots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReceiptLayoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReceiptLayout'] = ResolversParentTypes['ReceiptLayout']> = {
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  footer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ReceiptLogo']>, ParentType, ContextType>;
  copies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ReceiptFieldSetting']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store?: Resolver<ResolversTypes['ReceiptStoreInfo'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['ReceiptLayoutLimits'], ParentType, ContextType>;
};

export type SegmentCustomerResolvers<ContextType = any, ParentType extends ResolversParentTypes['SegmentCustomer'] = ResolversParentTypes['SegmentCustomer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SegmentPreviewResolvers<ContextType = any, ParentType extends ResolversParentTypes['SegmentPreview'] = ResolversParentTypes['SegmentPreview']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['SegmentCustomer']>, ParentType, ContextType>;
};

export type StoreLogoResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreLogo'] = ResolversParentTypes['StoreLogo']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SurveyQuestionResolvers<ContextType = any, ParentType extends ResolversParentTypes['SurveyQuestion'] = ResolversParentTypes['SurveyQuestion']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SurveySettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SurveySettings'] = ResolversParentTypes['SurveySettings']> = {
  rating_by_product?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email_delay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email_delay_unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  min_likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_items_per_category?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coupon_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['SurveyQuestion']>, ParentType, ContextType>;
};

export type SurveyCommentResolvers<ContextType = any, ParentType extends ResolversParentTypes['SurveyComment'] = ResolversParentTypes['SurveyComment']> = {
  answered_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review_comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  other_comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurveyResultsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SurveyResults'] = ResolversParentTypes['SurveyResults']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting_time?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  food_quality?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  recommend?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  item_review?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  item_ratings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['SurveyComment']>, ParentType, ContextType>;
};

export type SystemLogResolvers<ContextType = any, ParentType extends ResolversParentTypes['SystemLog'] = ResolversParentTypes['SystemLog']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  record_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemLogUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['SystemLogUser'] = ResolversParentTypes['SystemLogUser']> = {
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TimeCardBreakResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardBreak'] = ResolversParentTypes['TimeCardBreak']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  break_in?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  break_out?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeCardResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCard'] = ResolversParentTypes['TimeCard']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  working_day_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  working_day_status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clock_in?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clock_out?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breaks?: Resolver<Array<ResolversTypes['TimeCardBreak']>, ParentType, ContextType>;
  worked_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TimeCardTotalResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardTotal'] = ResolversParentTypes['TimeCardTotal']> = {
  employee_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  worked_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TimeCardListResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardList'] = ResolversParentTypes['TimeCardList']> = {
  cards?: Resolver<Array<ResolversTypes['TimeCard']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['TimeCardTotal']>, ParentType, ContextType>;
  worked_minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkingDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['WorkingDay'] = ResolversParentTypes['WorkingDay']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TimeCardOtherCardResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardOtherCard'] = ResolversParentTypes['TimeCardOtherCard']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clock_in?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clock_out?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TimeCardWorkingDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardWorkingDay'] = ResolversParentTypes['TimeCardWorkingDay']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  business_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previous_close?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TimeCardContextResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardContext'] = ResolversParentTypes['TimeCardContext']> = {
  working_days?: Resolver<Array<ResolversTypes['TimeCardWorkingDay']>, ParentType, ContextType>;
  opening_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opening_hour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['TimeCardOtherCard']>, ParentType, ContextType>;
  time_zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimeCardEmployeeResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimeCardEmployee'] = ResolversParentTypes['TimeCardEmployee']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = {
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = any, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VersionStoreResolvers<ContextType = any, ParentType extends ResolversParentTypes['VersionStore'] = ResolversParentTypes['VersionStore']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportColumnResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportColumn'] = ResolversParentTypes['ReportColumn']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportSeriesResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportSeries'] = ResolversParentTypes['ReportSeries']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ReportChartResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportChart'] = ResolversParentTypes['ReportChart']> = {
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['ReportSeries']>, ParentType, ContextType>;
};

export type ReportPeriodResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportPeriod'] = ResolversParentTypes['ReportPeriod']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
};

export type ReportResolvers<ContextType = any, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ReportColumn']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  chart?: Resolver<Maybe<ResolversTypes['ReportChart']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['ReportPeriod']>, ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stores?: Resolver<Maybe<Array<ResolversTypes['ReportStore']>>, ParentType, ContextType>;
  leftOut?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
};

export type ReportStoreResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportStore'] = ResolversParentTypes['ReportStore']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportChoiceResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportChoice'] = ResolversParentTypes['ReportChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportFilterChoicesResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReportFilterChoices'] = ResolversParentTypes['ReportFilterChoices']> = {
  filter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['ReportChoice']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  ListMetadata?: ListMetadataResolvers<ContextType>;
  GroupCount?: GroupCountResolvers<ContextType>;
  BulkResult?: BulkResultResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleHours?: ScheduleHoursResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CashDiscount?: CashDiscountResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CustomerDisplayAd?: CustomerDisplayAdResolvers<ContextType>;
  CustomerSetting?: CustomerSettingResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DeliveryOption?: DeliveryOptionResolvers<ContextType>;
  Department?: DepartmentResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  EmailTemplate?: EmailTemplateResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  FeatureItem?: FeatureItemResolvers<ContextType>;
  GiftCard?: GiftCardResolvers<ContextType>;
  Gratuity?: GratuityResolvers<ContextType>;
  Ingredient?: IngredientResolvers<ContextType>;
  InventoryGroup?: InventoryGroupResolvers<ContextType>;
  InventorySubgroup?: InventorySubgroupResolvers<ContextType>;
  InventoryUnit?: InventoryUnitResolvers<ContextType>;
  ItemAvailability?: ItemAvailabilityResolvers<ContextType>;
  JobModulesPermissions?: JobModulesPermissionsResolvers<ContextType>;
  JobModules?: JobModulesResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  KitchenPrinter?: KitchenPrinterResolvers<ContextType>;
  LoyaltyPlanRewards?: LoyaltyPlanRewardsResolvers<ContextType>;
  LoyaltyPlan?: LoyaltyPlanResolvers<ContextType>;
  MenuItemPrices?: MenuItemPricesResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  ModifierGroup?: ModifierGroupResolvers<ContextType>;
  ModifierItem?: ModifierItemResolvers<ContextType>;
  ModifierPrefix?: ModifierPrefixResolvers<ContextType>;
  OnlineOrderingSetting?: OnlineOrderingSettingResolvers<ContextType>;
  OrderType?: OrderTypeResolvers<ContextType>;
  PaidOut?: PaidOutResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PayrollSetting?: PayrollSettingResolvers<ContextType>;
  RecipeIngredients?: RecipeIngredientsResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SmtpSetting?: SmtpSettingResolvers<ContextType>;
  SpecialPrice?: SpecialPriceResolvers<ContextType>;
  StoreInfo?: StoreInfoResolvers<ContextType>;
  Tax?: TaxResolvers<ContextType>;
  TipSuggestionSuggestions?: TipSuggestionSuggestionsResolvers<ContextType>;
  TipSuggestion?: TipSuggestionResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VoidReason?: VoidReasonResolvers<ContextType>;
  CheckItem?: CheckItemResolvers<ContextType>;
  CheckPayment?: CheckPaymentResolvers<ContextType>;
  Check?: CheckResolvers<ContextType>;
  DeliveryZoneRecordPolygon?: DeliveryZoneRecordPolygonResolvers<ContextType>;
  DeliveryZoneRecord?: DeliveryZoneRecordResolvers<ContextType>;
  FloorAreaRecord?: FloorAreaRecordResolvers<ContextType>;
  FloorTableRecord?: FloorTableRecordResolvers<ContextType>;
  GiftCardTransaction?: GiftCardTransactionResolvers<ContextType>;
  HouseAccountMovement?: HouseAccountMovementResolvers<ContextType>;
  LoyaltyMovement?: LoyaltyMovementResolvers<ContextType>;
  MediaFile?: MediaFileResolvers<ContextType>;
  Shift?: ShiftResolvers<ContextType>;
  TimeCardRecord?: TimeCardRecordResolvers<ContextType>;
  WorkingDayRecord?: WorkingDayRecordResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  CampaignProgress?: CampaignProgressResolvers<ContextType>;
  CampaignFailure?: CampaignFailureResolvers<ContextType>;
  CampaignReport?: CampaignReportResolvers<ContextType>;
  SegmentCampaign?: SegmentCampaignResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  CheckModifierLine?: CheckModifierLineResolvers<ContextType>;
  CheckLine?: CheckLineResolvers<ContextType>;
  CheckPaymentLine?: CheckPaymentLineResolvers<ContextType>;
  CheckRefundLine?: CheckRefundLineResolvers<ContextType>;
  CheckDetail?: CheckDetailResolvers<ContextType>;
  CheckVoidReason?: CheckVoidReasonResolvers<ContextType>;
  CloseDayShift?: CloseDayShiftResolvers<ContextType>;
  CloseDayTimeCard?: CloseDayTimeCardResolvers<ContextType>;
  CloseDayCheck?: CloseDayCheckResolvers<ContextType>;
  OpenWorkingDay?: OpenWorkingDayResolvers<ContextType>;
  AutoCloseSetting?: AutoCloseSettingResolvers<ContextType>;
  CloseDayStatus?: CloseDayStatusResolvers<ContextType>;
  ClosedWorkingDay?: ClosedWorkingDayResolvers<ContextType>;
  DashboardFigures?: DashboardFiguresResolvers<ContextType>;
  DashboardHour?: DashboardHourResolvers<ContextType>;
  RatedItem?: RatedItemResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  OnlineFigures?: OnlineFiguresResolvers<ContextType>;
  OnlineDay?: OnlineDayResolvers<ContextType>;
  OnlineHour?: OnlineHourResolvers<ContextType>;
  OnlineOrderType?: OnlineOrderTypeResolvers<ContextType>;
  OnlineDashboard?: OnlineDashboardResolvers<ContextType>;
  StoreGlance?: StoreGlanceResolvers<ContextType>;
  LatLng?: LatLngResolvers<ContextType>;
  DeliveryZone?: DeliveryZoneResolvers<ContextType>;
  DeliveryLimits?: DeliveryLimitsResolvers<ContextType>;
  DeliverySettings?: DeliverySettingsResolvers<ContextType>;
  DeliveryQuote?: DeliveryQuoteResolvers<ContextType>;
  FloorTable?: FloorTableResolvers<ContextType>;
  FloorArea?: FloorAreaResolvers<ContextType>;
  FloorLimits?: FloorLimitsResolvers<ContextType>;
  FloorLayout?: FloorLayoutResolvers<ContextType>;
  SmtpTestResult?: SmtpTestResultResolvers<ContextType>;
  GiftCardState?: GiftCardStateResolvers<ContextType>;
  HouseAccountState?: HouseAccountStateResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoiceChoices?: InvoiceChoicesResolvers<ContextType>;
  InvoiceVendor?: InvoiceVendorResolvers<ContextType>;
  InvoicePaidOut?: InvoicePaidOutResolvers<ContextType>;
  InvoicePdf?: InvoicePdfResolvers<ContextType>;
  MenuPublishStoreChoice?: MenuPublishStoreChoiceResolvers<ContextType>;
  MenuPublishLine?: MenuPublishLineResolvers<ContextType>;
  MenuPublishRefusal?: MenuPublishRefusalResolvers<ContextType>;
  MenuPublishStore?: MenuPublishStoreResolvers<ContextType>;
  MenuPublishPlan?: MenuPublishPlanResolvers<ContextType>;
  EffectivePrice?: EffectivePriceResolvers<ContextType>;
  OloMenuBuilderItem?: OloMenuBuilderItemResolvers<ContextType>;
  OloMenuBuilderCategory?: OloMenuBuilderCategoryResolvers<ContextType>;
  OloMenuBuilder?: OloMenuBuilderResolvers<ContextType>;
  OrderMonitorCheck?: OrderMonitorCheckResolvers<ContextType>;
  OnlineOrderProgress?: OnlineOrderProgressResolvers<ContextType>;
  OrderMonitor?: OrderMonitorResolvers<ContextType>;
  OrderTrackerColumn?: OrderTrackerColumnResolvers<ContextType>;
  OrderTrackerSettings?: OrderTrackerSettingsResolvers<ContextType>;
  Compensation?: CompensationResolvers<ContextType>;
  PayrollRule?: PayrollRuleResolvers<ContextType>;
  PayrollDay?: PayrollDayResolvers<ContextType>;
  PayrollLine?: PayrollLineResolvers<ContextType>;
  PayrollSettings?: PayrollSettingsResolvers<ContextType>;
  PayrollTotals?: PayrollTotalsResolvers<ContextType>;
  Payroll?: PayrollResolvers<ContextType>;
  LoyaltyNextReward?: LoyaltyNextRewardResolvers<ContextType>;
  LoyaltyMember?: LoyaltyMemberResolvers<ContextType>;
  LoyaltyMembersPage?: LoyaltyMembersPageResolvers<ContextType>;
  PosMenuButton?: PosMenuButtonResolvers<ContextType>;
  PosMenuTab?: PosMenuTabResolvers<ContextType>;
  PosMenuLayoutLimits?: PosMenuLayoutLimitsResolvers<ContextType>;
  PosMenuLayout?: PosMenuLayoutResolvers<ContextType>;
  PrintResult?: PrintResultResolvers<ContextType>;
  KitchenPrintJob?: KitchenPrintJobResolvers<ContextType>;
  ReceiptLogo?: ReceiptLogoResolvers<ContextType>;
  ReceiptFieldSetting?: ReceiptFieldSettingResolvers<ContextType>;
  ReceiptStoreInfo?: ReceiptStoreInfoResolvers<ContextType>;
  ReceiptLayoutLimits?: ReceiptLayoutLimitsResolvers<ContextType>;
  ReceiptLayout?: ReceiptLayoutResolvers<ContextType>;
  SegmentCustomer?: SegmentCustomerResolvers<ContextType>;
  SegmentPreview?: SegmentPreviewResolvers<ContextType>;
  StoreLogo?: StoreLogoResolvers<ContextType>;
  SurveyQuestion?: SurveyQuestionResolvers<ContextType>;
  SurveySettings?: SurveySettingsResolvers<ContextType>;
  SurveyComment?: SurveyCommentResolvers<ContextType>;
  SurveyResults?: SurveyResultsResolvers<ContextType>;
  SystemLog?: SystemLogResolvers<ContextType>;
  SystemLogUser?: SystemLogUserResolvers<ContextType>;
  TimeCardBreak?: TimeCardBreakResolvers<ContextType>;
  TimeCard?: TimeCardResolvers<ContextType>;
  TimeCardTotal?: TimeCardTotalResolvers<ContextType>;
  TimeCardList?: TimeCardListResolvers<ContextType>;
  WorkingDay?: WorkingDayResolvers<ContextType>;
  TimeCardOtherCard?: TimeCardOtherCardResolvers<ContextType>;
  TimeCardWorkingDay?: TimeCardWorkingDayResolvers<ContextType>;
  TimeCardContext?: TimeCardContextResolvers<ContextType>;
  TimeCardEmployee?: TimeCardEmployeeResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  VersionStore?: VersionStoreResolvers<ContextType>;
  ReportColumn?: ReportColumnResolvers<ContextType>;
  ReportSeries?: ReportSeriesResolvers<ContextType>;
  ReportChart?: ReportChartResolvers<ContextType>;
  ReportPeriod?: ReportPeriodResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportStore?: ReportStoreResolvers<ContextType>;
  ReportChoice?: ReportChoiceResolvers<ContextType>;
  ReportFilterChoices?: ReportFilterChoicesResolvers<ContextType>;
};

