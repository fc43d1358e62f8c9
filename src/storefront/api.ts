/**
 * The storefront's client of the online-ordering API (/api/olo/graphql): plain GraphQL documents over
 * fetch, in the guest's language, with a guest session started by the store's slug and renewed when
 * it runs out.
 */
import type { Language } from './words';

export const OLO_PATH = '/api/olo/graphql';

/** A refusal of the API, in the words it answered (the request's language). */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly key: string | null,
  ) {
    super(message);
  }
}

/** The API could not be reached: the same request may be sent again. */
export class Unreachable extends Error {}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; key?: string } }[];
}

async function post<T>(query: string, variables: object, language: Language, token?: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(OLO_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new Unreachable();
  }
  let body: Answer<T>;
  try {
    body = (await res.json()) as Answer<T>;
  } catch {
    throw res.status >= 500 ? new Refusal('', 'SERVER', null) : new Unreachable();
  }
  const first = body.errors?.[0];
  if (first) throw new Refusal(first.message, first.extensions?.code ?? null, first.extensions?.key ?? null);
  if (!body.data) throw new Refusal('', 'SERVER', null);
  return body.data;
}

export interface Hours {
  day: string;
  start: string;
  end: string;
}

export interface Store {
  name: string;
  slug: string;
  currency_symbol: string;
  open: boolean;
  pickup_open: boolean;
  delivery_open: boolean;
  hours: { general: Hours[] };
  location: { lat: number; lng: number } | null;
  tile_url: string;
  /** Whether a typed address can be searched (the server has a geocoder). */
  address_search: boolean;
  ordering_enabled: boolean;
  closed_message: string | null;
  /** The smallest subtotal delivered; 0 for any. */
  delivery_minimum_order: number;
  banners: { web_url: string | null; mobile_url: string | null };
}

/** A menu item the store features, with its own words and image. */
export interface Feature {
  id: string;
  description: string;
  menu_item_id: string;
  image_url: string | null;
}

export interface OrderType {
  id: string;
  name: string;
  prompts: { name_only: boolean; customer_lookup: boolean };
}

export interface Group {
  id: string;
  name: string;
  min: number;
  max: number;
  free: number;
  prefixes: { id: string; name: string }[];
  online_prefix: string | null;
  modifiers: { id: string; name: string; price: number }[];
}

export interface Item {
  id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  price: number | null;
  available: boolean;
  modifier_groups: Group[];
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  items: Item[];
}

export interface Quote {
  zone: string;
  fee: number;
}

export interface Order {
  number: number;
  status: string;
  order_type: string;
  placed_at: string;
  lines: { name: string; quantity: number; modifiers: { name: string; price: number }[]; total: number }[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  tax: number;
  delivery_fee: number;
  /** Where a delivery goes, as the guest wrote it. */
  delivery_address: string | null;
  total: number;
  gift_card: number;
  amount_due: number;
  token: string | null;
}

/** A place an address search found. */
export interface Place {
  label: string;
  lat: number;
  lng: number;
}

/** What a gift card can pay now. */
export interface GiftCardQuote {
  last_four: string;
  balance: number;
}

/** What a coupon takes off the cart's items. */
export interface CouponQuote {
  code: string;
  description: string | null;
  discount: number;
}

export interface OrderInput {
  idempotency_key: string;
  order_type_id: string;
  lines: {
    menu_item_id: string;
    quantity: number;
    modifiers: { modifier_id: string; prefix_id?: string }[];
  }[];
  note?: string;
  customer: { name?: string; phone?: string; email?: string };
  location?: { lat: number; lng: number; address?: string };
  coupon_code?: string;
  gift_card_number?: string;
}

const STORE_FIELDS = `name slug currency_symbol open pickup_open delivery_open
  hours { general { day start end } } location { lat lng } tile_url address_search ordering_enabled closed_message
  delivery_minimum_order banners { web_url mobile_url }`;

const START = `mutation Start($store: String!) { startGuestSession(store: $store) { token expires_in } }`;

const SHOP = `query Shop { store { ${STORE_FIELDS} }
  orderTypes { id name prompts { name_only customer_lookup } }
  menu { categories { id name description items { id name description image_url price available
    modifier_groups { id name min max free prefixes { id name } online_prefix modifiers { id name price } } } }
    feature_items { id description menu_item_id image_url } } }`;

const QUOTE = `query Quote($lat: Float!, $lng: Float!) { deliveryQuote(lat: $lat, lng: $lng) { zone fee } }`;

const SEARCH = `query Search($address: String!) { addressSearch(address: $address) { label lat lng } }`;

const COUPON = `query Coupon($code: String!, $lines: [OloLineInput!]!) {
  couponQuote(code: $code, lines: $lines) { code description discount } }`;

const GIFT_CARD = `query GiftCard($number: String!) { giftCardQuote(number: $number) { last_four balance } }`;

const ORDER_FIELDS = `number status order_type placed_at lines { name quantity modifiers { name price } total }
  subtotal discount coupon tax delivery_fee delivery_address total gift_card amount_due token`;

const PLACE = `mutation Place($order: OloOrderInput!) { placeOrder(order: $order) { ${ORDER_FIELDS} } }`;

const READ = `query Read($token: String!) { order(token: $token) { ${ORDER_FIELDS} } }`;

/** A guest's session in one store: started on first use, started again once it has run out. */
export class Guest {
  private token: string | null = null;
  private until = 0;

  constructor(readonly slug: string) {}

  private async session(language: Language): Promise<string> {
    if (this.token && Date.now() < this.until) return this.token;
    const data = await post<{ startGuestSession: { token: string; expires_in: number } }>(
      START,
      { store: this.slug },
      language,
    );
    this.token = data.startGuestSession.token;
    // A minute's margin, so that a token never runs out on the way.
    this.until = Date.now() + (data.startGuestSession.expires_in - 60) * 1000;
    return this.token;
  }

  async ask<T>(query: string, variables: object, language: Language): Promise<T> {
    try {
      return await post<T>(query, variables, language, await this.session(language));
    } catch (error) {
      if (!(error instanceof Refusal) || error.code !== 'UNAUTHENTICATED') throw error;
      this.token = null;
      return post<T>(query, variables, language, await this.session(language));
    }
  }

  shop(language: Language) {
    return this.ask<{
      store: Store;
      orderTypes: OrderType[];
      menu: { categories: Category[]; feature_items: Feature[] };
    }>(SHOP, {}, language);
  }

  async quote(language: Language, at: { lat: number; lng: number }): Promise<Quote> {
    return (await this.ask<{ deliveryQuote: Quote }>(QUOTE, at, language)).deliveryQuote;
  }

  async coupon(language: Language, code: string, lines: OrderInput['lines']): Promise<CouponQuote> {
    return (await this.ask<{ couponQuote: CouponQuote }>(COUPON, { code, lines }, language)).couponQuote;
  }

  /** Places matching a typed address, near the store. */
  async search(language: Language, address: string): Promise<Place[]> {
    return (await this.ask<{ addressSearch: Place[] }>(SEARCH, { address }, language)).addressSearch;
  }

  async giftCard(language: Language, number: string): Promise<GiftCardQuote> {
    return (await this.ask<{ giftCardQuote: GiftCardQuote }>(GIFT_CARD, { number }, language)).giftCardQuote;
  }

  async place(language: Language, order: OrderInput): Promise<Order> {
    return (await this.ask<{ placeOrder: Order }>(PLACE, { order }, language)).placeOrder;
  }
}

/** An order read with its token: no guest session needed. */
export async function readOrder(language: Language, token: string): Promise<Order> {
  return (await post<{ order: Order }>(READ, { token }, language)).order;
}

const STORE = `query Store { store { ${STORE_FIELDS} } }`;

/** The store alone, for an order's page. */
export async function readStore(guest: Guest, language: Language): Promise<Store> {
  return (await guest.ask<{ store: Store }>(STORE, {}, language)).store;
}
