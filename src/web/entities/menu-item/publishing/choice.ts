import type { TranslateFunction } from 'react-admin';
import { fieldLabelKey, inSentence, translatedParams } from '../../../../core/messages';
import { resourceByName } from '../../../../core/registry';
import {
  MenuPublishRecordsDocument,
  type MenuPublishKind,
  type MenuPublishPlanFieldsFragment,
  type MenuPublishRecordsQuery,
  type MenuPublishSelection,
} from '../../../../../generated/graphql-documents';
import { graphqlCall } from '../../../graphql/client';

export type Records = MenuPublishRecordsQuery;
export type Plan = MenuPublishPlanFieldsFragment;
export type PlanStore = Plan['stores'][number];
export type Refusal = NonNullable<PlanStore['refusal']>;

/** The lists of the selection, one per kind of record. */
export type ChoiceKey = keyof Records & keyof MenuPublishSelection;

/** What the user has chosen, by kind: a department or category in it is chosen whole. */
export type Choice = Record<ChoiceKey, ReadonlySet<string>>;

export const CHOICE_KEYS = [
  'departments',
  'categories',
  'menuItems',
  'taxes',
  'modifierGroups',
  'modifierPrefixes',
  'modifierItems',
  'specialPrices',
] as const satisfies readonly ChoiceKey[];

/** The kinds chosen from a plain list (not the departments → categories → menu items tree), with their entity. */
export const FLAT_KINDS = [
  { key: 'taxes', resource: 'tax' },
  { key: 'modifierGroups', resource: 'modifier-group' },
  { key: 'modifierPrefixes', resource: 'modifier-prefix' },
  { key: 'modifierItems', resource: 'modifier-item' },
  { key: 'specialPrices', resource: 'special-price' },
] as const satisfies readonly { key: ChoiceKey; resource: string }[];

export type FlatKey = (typeof FLAT_KINDS)[number]['key'];

/** The entity (core/registry.ts) of each kind the server answers with. */
export const RESOURCE_OF: Record<MenuPublishKind, string> = {
  department: 'department',
  category: 'category',
  tax: 'tax',
  modifier_prefix: 'modifier-prefix',
  modifier_item: 'modifier-item',
  modifier_group: 'modifier-group',
  menu_item: 'menu-item',
  special_price: 'special-price',
};

/** A list page's size: the most the API answers at once. */
const PAGE_SIZE = 1000;

/** Every menu record of the store, page after page while any kind fills its page. */
export async function loadRecords(): Promise<Records> {
  const all = Object.fromEntries(CHOICE_KEYS.map((k) => [k, []])) as unknown as {
    [K in ChoiceKey]: Records[K][number][];
  };
  for (let page = 0; ; page++) {
    const got = await graphqlCall(MenuPublishRecordsDocument, { page });
    for (const k of CHOICE_KEYS) (all[k] as unknown[]).push(...got[k]);
    if (CHOICE_KEYS.every((k) => got[k].length < PAGE_SIZE)) return all;
  }
}

export const emptyChoice = (): Choice =>
  Object.fromEntries(CHOICE_KEYS.map((k) => [k, new Set<string>()])) as unknown as Choice;

/** How many records the user has chosen (not counting what they bring along). */
export const chosenCount = (choice: Choice) => CHOICE_KEYS.reduce((n, k) => n + choice[k].size, 0);

/** The departments → categories → menu items tree, indexed. */
export interface Tree {
  departments: Records['departments'];
  categoriesOf: Map<string, Records['categories']>;
  itemsOf: Map<string, Records['menuItems']>;
  departmentOf: Map<string, string>;
  categoryOf: Map<string, string>;
}

export function treeOf(records: Records): Tree {
  const group = <T>(rows: readonly T[], key: (row: T) => string) => {
    const out = new Map<string, T[]>();
    for (const row of rows) {
      const list = out.get(key(row));
      if (list) list.push(row);
      else out.set(key(row), [row]);
    }
    return out;
  };
  const categoriesOf = group(records.categories, (c) => c.department_id);
  const itemsOf = group(records.menuItems, (i) => i.category_id);
  return {
    departments: records.departments,
    categoriesOf,
    itemsOf,
    departmentOf: new Map(records.categories.map((c) => [c.id, c.department_id])),
    categoryOf: new Map(records.menuItems.map((i) => [i.id, i.category_id])),
  };
}

function edit(choice: Choice, change: (draft: Record<ChoiceKey, Set<string>>) => void): Choice {
  const draft = Object.fromEntries(CHOICE_KEYS.map((k) => [k, new Set(choice[k])])) as Record<
    ChoiceKey,
    Set<string>
  >;
  change(draft);
  return draft;
}

const put = (set: Set<string>, id: string, on: boolean) => (on ? set.add(id) : set.delete(id));

/** A category is whole once all its items are chosen, a department once all its categories are; and no longer once one is not. */
function settle(tree: Tree, d: Record<ChoiceKey, Set<string>>, categoryId: string) {
  const items = tree.itemsOf.get(categoryId) ?? [];
  if (items.length)
    put(
      d.categories,
      categoryId,
      items.every((i) => d.menuItems.has(i.id)),
    );
  const departmentId = tree.departmentOf.get(categoryId);
  if (departmentId === undefined) return;
  const categories = tree.categoriesOf.get(departmentId) ?? [];
  put(d.departments, departmentId, categories.length > 0 && categories.every((c) => d.categories.has(c.id)));
}

/** Chooses a department with all below it, or none of it. */
export const toggleDepartment = (tree: Tree, choice: Choice, id: string, on: boolean) =>
  edit(choice, (d) => {
    put(d.departments, id, on);
    for (const c of tree.categoriesOf.get(id) ?? []) {
      put(d.categories, c.id, on);
      for (const i of tree.itemsOf.get(c.id) ?? []) put(d.menuItems, i.id, on);
    }
  });

/** Chooses a category with all its menu items, or none of it. */
export const toggleCategory = (tree: Tree, choice: Choice, id: string, on: boolean) =>
  edit(choice, (d) => {
    put(d.categories, id, on);
    for (const i of tree.itemsOf.get(id) ?? []) put(d.menuItems, i.id, on);
    settle(tree, d, id);
  });

export const toggleItem = (tree: Tree, choice: Choice, id: string, on: boolean) =>
  edit(choice, (d) => {
    put(d.menuItems, id, on);
    const categoryId = tree.categoryOf.get(id);
    if (categoryId !== undefined) settle(tree, d, categoryId);
  });

/** Chooses records of a plain list (one, or all those shown). */
export const toggleFlat = (choice: Choice, key: FlatKey, ids: readonly string[], on: boolean) =>
  edit(choice, (d) => {
    for (const id of ids) put(d[key], id, on);
  });

/**
 * The selection the server is sent: a whole department alone (it brings its categories and their
 * items), a whole category not in one, and the menu items not in one.
 */
export function selectionOf(tree: Tree, choice: Choice): MenuPublishSelection {
  const inWhole = (set: ReadonlySet<string>, parent: string | undefined) =>
    parent !== undefined && set.has(parent);
  return {
    departments: [...choice.departments],
    categories: [...choice.categories].filter(
      (id) => !inWhole(choice.departments, tree.departmentOf.get(id)),
    ),
    menuItems: [...choice.menuItems].filter((id) => !inWhole(choice.categories, tree.categoryOf.get(id))),
    taxes: [...choice.taxes],
    modifierGroups: [...choice.modifierGroups],
    modifierPrefixes: [...choice.modifierPrefixes],
    modifierItems: [...choice.modifierItems],
    specialPrices: [...choice.specialPrices],
  };
}

/** A name as searched: lower case, without accents. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The label of a field of an entity, in the reader's language (the field's name when it has none). */
export const fieldLabel = (translate: TranslateFunction, resource: string, field: string) =>
  translate(fieldLabelKey(resourceByName(resource), field), { _: field });

/**
 * A refusal in the reader's language: its message with its parameters, an entity named by its
 * plural (`kind`) and a field by its label (`field`, `Field`) as the record refused has them.
 */
export function refusalText(translate: TranslateFunction, refusal: Refusal): string {
  let raw: Record<string, string | number> = {};
  try {
    const parsed = JSON.parse(refusal.params) as unknown;
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, string | number>;
  } catch {
    // No parameters then: the message still reads.
  }
  const params = translatedParams((key, p) => translate(key, p), raw);
  if (typeof raw.kind === 'string')
    params.kind = inSentence(translate(`entities.${raw.kind}.plural`, { _: raw.kind }));
  if (typeof raw.field === 'string' && refusal.kind) {
    const label = fieldLabel(translate, RESOURCE_OF[refusal.kind], raw.field);
    params.field = inSentence(label);
    params.Field = label;
  }
  return translate(refusal.message, params);
}
