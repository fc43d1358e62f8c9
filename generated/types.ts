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
   * Percentage applied to the price, e.g. 8.25.
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
