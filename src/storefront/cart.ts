/**
 * The guest's cart, kept in the browser per store (localStorage), and the running prices the page
 * shows: the same rules the store prices an order by (a group's first `free` choices cost nothing).
 * The order's own totals are always the store's answer.
 */
import type { Group, Item } from './api';

export const QUANTITY_MAX = 99;
export const NOTE_MAX = 200;

export interface Choice {
  modifier_id: string;
  prefix_id: string | null;
  /** As the store names it: the prefix, else the group's online one, then the modifier. */
  label: string;
  price: number;
}

export interface CartLine {
  /** Which line of the cart this is. */
  key: string;
  menu_item_id: string;
  name: string;
  /** One unit: the item and its choices. */
  unit: number;
  quantity: number;
  choices: Choice[];
}

export interface Cart {
  lines: CartLine[];
  note: string;
}

export const EMPTY_CART: Cart = { lines: [], note: '' };

const keyOf = (slug: string) => `comanda.storefront.cart.${slug}`;

export function loadCart(slug: string): Cart {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(slug)) ?? 'null') as Cart | null;
    if (kept && Array.isArray(kept.lines) && typeof kept.note === 'string') return kept;
  } catch {
    // A cart that cannot be read is an empty one.
  }
  return EMPTY_CART;
}

export function keepCart(slug: string, cart: Cart): void {
  if (cart.lines.length === 0 && !cart.note) localStorage.removeItem(keyOf(slug));
  else localStorage.setItem(keyOf(slug), JSON.stringify(cart));
}

export const clampQuantity = (n: number) =>
  Math.min(QUANTITY_MAX, Math.max(1, Number.isFinite(n) ? Math.round(n) : 1));

/** A guest's picks in an item's sheet: by group, the chosen modifiers in the order chosen. */
export type Picks = Record<string, { modifier_id: string; prefix_id: string | null }[]>;

/** The choices of picks as the store prices them: in each group, the first `free` cost nothing. */
export function choicesOf(item: Item, picks: Picks): Choice[] {
  return item.modifier_groups.flatMap((g) =>
    (picks[g.id] ?? []).flatMap((p, n) => {
      const modifier = g.modifiers.find((m) => m.id === p.modifier_id);
      if (!modifier) return [];
      const prefix = g.prefixes.find((x) => x.id === p.prefix_id)?.name ?? g.online_prefix;
      return [
        {
          modifier_id: modifier.id,
          prefix_id: p.prefix_id,
          label: prefix ? `${prefix} ${modifier.name}` : modifier.name,
          price: n < g.free ? 0 : modifier.price,
        },
      ];
    }),
  );
}

/** The groups whose rules the picks break: too few or too many. */
export function brokenGroups(item: Item, picks: Picks): { group: Group; min: boolean }[] {
  return item.modifier_groups.flatMap((g) => {
    const n = (picks[g.id] ?? []).length;
    if (n < g.min) return [{ group: g, min: true as boolean }];
    if (g.max > 0 && n > g.max) return [{ group: g, min: false }];
    return [];
  });
}

export const unitOf = (item: Item, choices: Choice[]) =>
  (item.price ?? 0) + choices.reduce((s, c) => s + c.price, 0);

/** Adds a line; the same item with the same choices adds to the line already there. */
export function withLine(cart: Cart, line: Omit<CartLine, 'key'>): Cart {
  const same = (l: CartLine) =>
    l.menu_item_id === line.menu_item_id &&
    JSON.stringify(l.choices.map((c) => [c.modifier_id, c.prefix_id])) ===
      JSON.stringify(line.choices.map((c) => [c.modifier_id, c.prefix_id]));
  const there = cart.lines.find(same);
  if (there)
    return {
      ...cart,
      lines: cart.lines.map((l) =>
        l === there ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
      ),
    };
  return { ...cart, lines: [...cart.lines, { ...line, key: newKey() }] };
}

export const cartCount = (cart: Cart) => cart.lines.reduce((s, l) => s + l.quantity, 0);
export const cartSubtotal = (cart: Cart) =>
  Math.round(cart.lines.reduce((s, l) => s + l.quantity * l.unit, 0) * 100) / 100;

/** A random UUID (version 4), also where crypto.randomUUID is missing (a page not on HTTPS). */
export function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
