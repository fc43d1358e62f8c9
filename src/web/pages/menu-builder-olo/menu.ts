/**
 * The online menu as the builder edits it: categories in order, each with its items; those sold
 * online first, in the order guests see them, then those not sold online. Names, prices and images
 * are the records' own and are not edited here.
 */
export interface MenuItemEntry {
  id: string;
  /** Empty: the item's own name is shown. */
  olo_name: string;
  online_sale: boolean;
}

export interface MenuCategoryEntry {
  id: string;
  items: MenuItemEntry[];
}

export interface OloMenu {
  categories: MenuCategoryEntry[];
}

/** What an item shows besides what is edited. */
export interface ItemFacts {
  name: string;
  price: number | null;
  image_id: string | null;
}

export type Edit = (menu: OloMenu) => OloMenu;

export const sameMenu = (a: OloMenu, b: OloMenu) => JSON.stringify(a) === JSON.stringify(b);

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  const [taken] = out.splice(from, 1);
  out.splice(to, 0, taken!);
  return out;
};

/** The items of a category sold online, in order. */
export const onlineItems = (c: MenuCategoryEntry) => c.items.filter((i) => i.online_sale);

export const moveCategory =
  (from: number, to: number): Edit =>
  (menu) =>
    from < 0 || to < 0 ? menu : { categories: moved(menu.categories, from, to) };

/** Moves an item among its category's items sold online (`from`, `to`: places among those). */
export const moveItem =
  (categoryId: string, from: number, to: number): Edit =>
  (menu) => ({
    categories: menu.categories.map((c) => {
      if (c.id !== categoryId || from < 0 || to < 0) return c;
      const online = onlineItems(c);
      return { ...c, items: [...moved(online, from, to), ...c.items.filter((i) => !i.online_sale)] };
    }),
  });

const changeItem =
  (itemId: string, change: (item: MenuItemEntry) => MenuItemEntry): Edit =>
  (menu) => ({
    categories: menu.categories.map((c) =>
      c.items.some((i) => i.id === itemId)
        ? { ...c, items: c.items.map((i) => (i.id === itemId ? change(i) : i)) }
        : c,
    ),
  });

export const renameItem = (itemId: string, oloName: string): Edit =>
  changeItem(itemId, (i) => ({ ...i, olo_name: oloName.trim() }));

/** Sold online or not: an item put back goes to the end of its category's items sold online. */
export const setOnline =
  (itemId: string, online: boolean): Edit =>
  (menu) => ({
    categories: menu.categories.map((c) => {
      const item = c.items.find((i) => i.id === itemId);
      if (!item || item.online_sale === online) return c;
      const rest = c.items.filter((i) => i.id !== itemId);
      const changed = { ...item, online_sale: online };
      const on = rest.filter((i) => i.online_sale);
      const off = rest.filter((i) => !i.online_sale);
      return { ...c, items: [...on, changed, ...off] };
    }),
  });
