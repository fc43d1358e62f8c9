/**
 * The online-ordering API under load, on the second demo store (Demo Taqueria) once its online menu
 * holds OLO_MENU_ITEMS items: the menu a guest's page reads (`online_menu`), and orders placed by
 * OLO_CONNECTIONS guests at once (`olo_place_order`, orders a second). The items come in through the
 * office's own menu import, as an owner would add them; pickup is open all week for the figure. The
 * server's rate limits per address and per store are raised for the figures (bench/server-child.ts):
 * every request comes from one address here.
 */
import { randomUUID } from 'node:crypto';
import { runLoad, type LoadOptions } from './load.js';

/** The online menu's size the figure is stated on. */
export const OLO_MENU_ITEMS = 600;
/** Guests at once. */
export const OLO_CONNECTIONS = 50;

const TAQUERIA = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const MENU = `{ menu { at categories { id name items { id name price available
  modifier_groups { id min max free prefixes { id name } modifiers { id name price } } } } } }`;
const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) { number total token } }`;

interface Item {
  id: string;
  price: number | null;
  available: boolean;
  modifier_groups: { min: number; modifiers: { id: string }[] }[];
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T & { errors?: { message: string }[] };
  if (!res.ok || body.errors?.length)
    throw new Error(`${res.status}: ${body.errors?.[0]?.message ?? JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function office<T>(url: string, token: string, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await json<{ data: T }>(res)).data;
}

/** One guest's call to the ordering API. */
async function olo<T>(url: string, token: string | null, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${url}/api/olo/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await json<{ data: T }>(res)).data;
}

const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Brings Demo Taqueria's online menu up to OLO_MENU_ITEMS items and opens pickup all week. */
async function prepare(url: string): Promise<{ slug: string; items: number }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TAQUERIA),
  });
  const token = (await json<{ data: { accessToken: string } }>(login)).data.accessToken;
  const data = await office<{
    allCategories: { name: string }[];
    allStoreInfos: { id: string; slug: string }[];
  }>(
    url,
    token,
    `{ allCategories(perPage: 100, filter: { status: "active", visible: true }) { name }
       allStoreInfos(perPage: 1) { id slug } }`,
  );
  const info = data.allStoreInfos[0]!;
  const always = {
    hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
      day,
      start: '00:00',
      end: '24:00',
    })),
  };
  await office(
    url,
    token,
    'mutation ($id: ID!, $h: ScheduleInput) { updateStoreInfo(id: $id, pickup_hours: $h) { id } }',
    {
      id: info.id,
      h: always,
    },
  );
  const guest = await olo<{ startGuestSession: { token: string } }>(
    url,
    null,
    'mutation ($s: String!) { startGuestSession(store: $s) { token } }',
    { s: info.slug },
  );
  const menu = await olo<{ menu: { categories: { items: unknown[] }[] } }>(
    url,
    guest.startGuestSession.token,
    MENU,
  );
  const have = menu.menu.categories.reduce((n, c) => n + c.items.length, 0);
  const missing = Math.max(0, OLO_MENU_ITEMS - have);
  if (missing) {
    const categories = data.allCategories.map((c) => c.name);
    const lines = Array.from({ length: missing }, (_, i) => [
      `Online bench item ${String(i).padStart(4, '0')}`,
      categories[i % categories.length]!,
      'Regular',
      (2 + (i % 40) / 4).toFixed(2),
      'yes',
    ]);
    const csv = [['Name', 'Category', 'Price 1 description', 'Price 1 price', 'Online sale'], ...lines]
      .map((row) => row.map(field).join(','))
      .join('\r\n');
    const res = await fetch(`${url}/api/import/menu-items?mode=all`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      body: csv,
    });
    const last = (await res.text()).trim().split('\n').pop() ?? '';
    if (
      res.status !== 200 ||
      (JSON.parse(last) as { result?: { imported?: number } }).result?.imported !== missing
    )
      throw new Error(`The online menu's import answered ${res.status}: ${last.slice(0, 300)}`);
  }
  return { slug: info.slug, items: have + missing };
}

/**
 * `online_menu`: the whole online menu read by OLO_CONNECTIONS guests at once (p50, p95, reads a
 * second); `olo_place_order`: as many guests placing orders of one to three items sold now, each
 * with the choices its required groups ask for (orders a second, p50, p95), each a new order.
 */
export async function oloFigures(url: string, load: LoadOptions) {
  const { slug, items: menuItems } = await prepare(url);
  // A guest session per connection, as each guest's page starts its own.
  const tokens = await Promise.all(
    Array.from({ length: OLO_CONNECTIONS }, async () => {
      const s = await olo<{ startGuestSession: { token: string } }>(
        url,
        null,
        'mutation ($s: String!) { startGuestSession(store: $s) { token } }',
        { s: slug },
      );
      return s.startGuestSession.token;
    }),
  );
  let next = 0;
  const token = () => tokens[next++ % tokens.length]!;
  const opts = { ...load, connections: OLO_CONNECTIONS };

  let answered = 0;
  const menu = await runLoad(async () => {
    const m = await olo<{ menu: { categories: { items: unknown[] }[] } }>(url, token(), MENU);
    answered = m.menu.categories.reduce((n, c) => n + c.items.length, 0);
  }, opts);

  const read = await olo<{ menu: { categories: { items: Item[] }[] } }>(url, tokens[0]!, MENU);
  const orderable = read.menu.categories
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.price !== null);
  const types = await olo<{
    orderTypes: { id: string; prompts: { name_only: boolean; customer_lookup: boolean } }[];
  }>(url, tokens[0]!, '{ orderTypes { id prompts { name_only customer_lookup } } }');
  const { store } = await olo<{ store: { online_minimum_order: number } }>(
    url,
    tokens[0]!,
    '{ store { online_minimum_order } }',
  );
  const pickup = types.orderTypes.find((t) => !t.prompts.customer_lookup);
  if (!pickup || !orderable.length)
    throw new Error('Demo Taqueria offers no pickup order type or no item online');
  let placed = 0;
  const orders = await runLoad(async () => {
    const n = placed++;
    const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => {
      const item = orderable[(n * 7 + k * 13) % orderable.length]!;
      const modifiers = item.modifier_groups.flatMap((g) =>
        g.modifiers.slice(0, g.min).map((m) => ({ modifier_id: m.id })),
      );
      return { menu_item_id: item.id, quantity: 1 + (k % 2), modifiers, price: item.price! };
    });
    // As many of each as the store's online minimum asks (Demo Taqueria's is $100), 99 at most.
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const times = Math.max(1, Math.ceil(store.online_minimum_order / Math.max(subtotal, 0.01)));
    for (const l of lines) l.quantity = Math.min(99, l.quantity * times);
    await olo(url, token(), PLACE, {
      order: {
        idempotency_key: randomUUID(),
        order_type_id: pickup.id,
        customer: { name: `Guest ${n}` },
        lines: lines.map(({ price: _, ...line }) => line),
      },
    });
  }, opts);

  return {
    online_menu: { ...menu, menu_items: menuItems, items_answered: answered },
    olo_place_order: {
      orders_per_s: orders.rps,
      p50_ms: orders.p50_ms,
      p95_ms: orders.p95_ms,
      orders: orders.requests,
      errors: orders.errors,
      connections: orders.connections,
      duration_s: orders.duration_s,
      menu_items: menuItems,
    },
  };
}
