// Written by `npm run gen` from schemas/. Do not edit.
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

export interface Department {
  name: string;
  description?: string;
  /**
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
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
   * A currency-style amount: never negative, at most two decimals.
   */
  salary?: number;
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
      | 'customers-office'
      | 'employees-office'
      | 'operations'
      | 'marketing'
      | 'online-ordering'
      | 'reports-office'
      | 'settings-office'
      | 'perks-office'
      | 'pos';
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
   * Whether the record is in use. Inactive records stay for history but are hidden from the POS.
   */
  status?: 'active' | 'inactive';
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
