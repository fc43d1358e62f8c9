import type { ImportMessage } from '../../../core/import/protocol.js';
import { resourceByName } from '../../../core/registry.js';
import type { RecordData } from '../../../core/validation.js';
import type { Db } from '../../db/database.js';
import type { ImportCounts, ImportFollowUp, Scope } from '../../services/items.js';
import { POS_LAYOUT_LIMITS, posMenuLayout, type StoredLayout } from './service.js';

/*
 * New menu items on the POS menu: an imported item goes on the tab of its category, last, when the
 * store's layout has that tab and it has room. Tabs are categories (a tab is its `category_id`), so a
 * category's tab is found by id. Until a store saves its own layout, the POS shows every active item
 * on its category's tab already, and nothing is written.
 */

interface NewItem {
  id: string;
  category_id: string;
  active: boolean;
}

/** What happened to the new items: on their tab, no tab for their category, or their tab full. */
interface Placed {
  placed: number;
  noTab: number;
  full: number;
}

/** The categories the POS shows as tabs: active and visible. */
async function shownCategories(db: Db, storeId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom(resourceByName('category').table)
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .where('visible', '=', true)
    .execute();
  return new Set(rows.map((r) => r.id as string));
}

/**
 * Puts each active new item last on its category's tab, in the given order, while the tab has room;
 * answers the new layout (null when unchanged) and what became of the items. Inactive items are
 * never on the POS, and are not counted.
 */
function place(
  layout: StoredLayout | null,
  shown: ReadonlySet<string>,
  items: readonly NewItem[],
): { layout: StoredLayout | null; placed: Placed } {
  const placed: Placed = { placed: 0, noTab: 0, full: 0 };
  const active = items.filter((i) => i.active);
  if (!layout) {
    for (const item of active) placed[shown.has(item.category_id) ? 'placed' : 'noTab']++;
    return { layout: null, placed };
  }
  const tabs = layout.tabs.map((t) => ({ ...t, menu_item_ids: [...t.menu_item_ids] }));
  const tabOf = new Map(tabs.filter((t) => shown.has(t.category_id)).map((t) => [t.category_id, t]));
  for (const item of active) {
    const tab = tabOf.get(item.category_id);
    if (!tab) placed.noTab++;
    else if (tab.menu_item_ids.includes(item.id)) placed.placed++;
    else if (tab.menu_item_ids.length >= POS_LAYOUT_LIMITS.maxButtons) placed.full++;
    else {
      tab.menu_item_ids.push(item.id);
      placed.placed++;
    }
  }
  const changed = tabs.some((t, i) => t.menu_item_ids.length !== layout.tabs[i]!.menu_item_ids.length);
  return { layout: changed ? { ...layout, tabs } : null, placed };
}

const newItem = (id: string, data: RecordData): NewItem => ({
  id,
  category_id: String(data.category_id),
  active: data.status === 'active',
});

/** The result's words for each count, once the items are written and when a check plans them. */
const DONE: Record<keyof Placed, string> = { placed: 'placed', noTab: 'noTab', full: 'full' };
const PLANNED: Record<keyof Placed, string> = { placed: 'willPlace', noTab: 'willNoTab', full: 'willFull' };

const asCounts = (placed: Placed): ImportCounts => ({ ...placed });

/** The import of menu items puts the new ones on their category's tab, in the batch's transaction. */
export const posTabsOnImport: ImportFollowUp = {
  async plan(db: Db, scope: Scope, records: readonly RecordData[]) {
    const saved = await posMenuLayout.readSaved(db, scope.storeId);
    const items = records.map((data, i) => newItem(`line:${i}`, data));
    return asCounts(place(saved?.document ?? null, await shownCategories(db, scope.storeId), items).placed);
  },

  async apply(tx: Db, scope: Scope, records: readonly { id: string; data: RecordData }[]) {
    const shown = await shownCategories(tx, scope.storeId);
    const items = records.map((r) => newItem(r.id, r.data));
    let placed: Placed | undefined;
    await posMenuLayout.amend(tx, scope, (layout) => {
      const done = place(layout, shown, items);
      placed = done.placed;
      return done.layout;
    });
    // No saved layout: the POS shows the store's every active item on its category's tab.
    return asCounts(placed ?? place(null, shown, items).placed);
  },

  tell(counts: ImportCounts, done: boolean): ImportMessage[] {
    const words = done ? DONE : PLANNED;
    const key = (what: keyof Placed) => `import.posTabs.${words[what]}`;
    const told: ImportMessage[] = [{ key: key('placed'), params: { smart_count: counts.placed ?? 0 } }];
    if (counts.noTab) told.push({ key: key('noTab'), params: { smart_count: counts.noTab } });
    if (counts.full)
      told.push({
        key: key('full'),
        params: { smart_count: counts.full, max: POS_LAYOUT_LIMITS.maxButtons },
      });
    return told;
  },
};
