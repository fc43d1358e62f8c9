import { AppError, NOT_AUTHORIZED_CODE } from '../../../core/errors.js';
import { operationAllowed } from '../../../core/permissions.js';
import { resourceByName } from '../../../core/registry.js';
import type { FieldDef, ResourceDef } from '../../../core/resource.js';
import type { RecordData } from '../../../core/validation.js';
import { grantorOf, toAccessUser, type Principal } from '../../auth/access.js';
import type { Db } from '../../db/database.js';
import type { ItemsService, Scope } from '../../services/items.js';
import { MAX_PER_PAGE } from '../../services/listing.js';

/** The kinds of menu record a store publishes, in the order a store receives them (what one needs first). */
export const PUBLISH_KINDS = [
  'department',
  'tax',
  'category',
  'modifier_prefix',
  'modifier_item',
  'modifier_group',
  'menu_item',
  'special_price',
] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

/** The most stores one publish writes. */
export const PUBLISH_STORES_MAX = 50;

/** Stores written at once on PostgreSQL: a few of the pool's connections, the rest left to everyone else. */
export const PARALLEL_STORES = 3;

const RESOURCE: Record<PublishKind, string> = {
  department: 'department',
  tax: 'tax',
  category: 'category',
  modifier_prefix: 'modifier-prefix',
  modifier_item: 'modifier-item',
  modifier_group: 'modifier-group',
  menu_item: 'menu-item',
  special_price: 'special-price',
};

/** The selection's list of each kind. */
const SELECTION_KEY = {
  department: 'departments',
  tax: 'taxes',
  category: 'categories',
  modifier_prefix: 'modifierPrefixes',
  modifier_item: 'modifierItems',
  modifier_group: 'modifierGroups',
  menu_item: 'menuItems',
  special_price: 'specialPrices',
} as const satisfies Record<PublishKind, string>;

export type PublishSelection = {
  [K in (typeof SELECTION_KEY)[PublishKind]]?: readonly string[] | null;
};

/** The fields a store may set to its own price: kept there unless replacing them is asked. */
const PRICE_FIELDS: Partial<Record<PublishKind, readonly string[]>> = {
  menu_item: ['prices'],
  modifier_item: ['price'],
};

const KIND_OF_RESOURCE = new Map(PUBLISH_KINDS.map((k) => [RESOURCE[k], k]));

type Row = Record<string, unknown>;
type Records = Map<PublishKind, Map<string, Row>>;

/** How a record is named and matched in another store: its name, a special price by its description. */
const matchField = (kind: PublishKind) => (kind === 'special_price' ? 'description' : 'name');
const nameOf = (kind: PublishKind, row: Row) => String(row[matchField(kind)] ?? '');
const nameKey = (kind: PublishKind, row: Row) => nameOf(kind, row).trim().toLowerCase();

/**
 * The fields a publish carries: every field a form writes but a reference to a record that is the
 * store's own (a menu item's kitchen printer), which the receiving store keeps (or leaves empty).
 */
function publishedFields(r: ResourceDef): FieldDef[] {
  return r.fields.filter(
    (f) => !f.readOnly && !f.secret && (!f.reference || KIND_OF_RESOURCE.has(f.reference.resource)),
  );
}

/** A value as text whose objects' keys are in order, so that equal values read back equal. */
function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Row)
              .filter(([, x]) => x !== undefined && x !== null)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(value ?? null));
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Every record of a kind in a store. */
async function allOf(items: ItemsService, scope: Scope, r: ResourceDef): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const got = await items.list(scope, r, {
      page,
      perPage: MAX_PER_PAGE,
      sortField: 'id',
      sortOrder: 'ASC',
    });
    rows.push(...got);
    if (got.length < MAX_PER_PAGE) return rows;
  }
}

/** The publishing store's menu records, by kind and id. */
export async function readSource(items: ItemsService, scope: Scope): Promise<Records> {
  const source: Records = new Map();
  for (const kind of PUBLISH_KINDS) {
    const rows = await allOf(items, scope, resourceByName(RESOURCE[kind]));
    source.set(kind, new Map(rows.map((row) => [String(row.id), row])));
  }
  return source;
}

/**
 * The records a selection publishes: those chosen, a department's categories and a category's menu
 * items, then everything they refer to (an item's category, department, tax and modifier groups, a
 * group's prefixes and modifier items, a special price's items).
 */
export function selectionClosure(
  source: Records,
  selection: PublishSelection,
): Map<PublishKind, Set<string>> {
  const chosen = new Map(PUBLISH_KINDS.map((k) => [k, new Set<string>()]));
  for (const kind of PUBLISH_KINDS) {
    for (const id of selection[SELECTION_KEY[kind]] ?? []) {
      if (!source.get(kind)!.has(id))
        throw new AppError('NOT_FOUND', 'menuPublishing.errors.missing', { kind: RESOURCE[kind] });
      chosen.get(kind)!.add(id);
    }
  }
  if (PUBLISH_KINDS.every((k) => chosen.get(k)!.size === 0))
    throw new AppError('VALIDATION', 'menuPublishing.errors.nothingChosen');
  for (const [id, row] of source.get('category')!)
    if (chosen.get('department')!.has(String(row.department_id))) chosen.get('category')!.add(id);
  for (const [id, row] of source.get('menu_item')!)
    if (chosen.get('category')!.has(String(row.category_id))) chosen.get('menu_item')!.add(id);
  // What a record needs comes before it in PUBLISH_KINDS: one pass from the last kind brings it all.
  for (const kind of [...PUBLISH_KINDS].reverse()) {
    const r = resourceByName(RESOURCE[kind]);
    for (const id of chosen.get(kind)!) {
      const row = source.get(kind)!.get(id)!;
      for (const f of publishedFields(r)) {
        if (!f.reference) continue;
        const target = KIND_OF_RESOURCE.get(f.reference.resource)!;
        const ids = f.kind === 'references' ? ((row[f.name] as string[] | null) ?? []) : [row[f.name]];
        for (const ref of ids)
          if (typeof ref === 'string' && source.get(target)!.has(ref)) chosen.get(target)!.add(ref);
      }
    }
  }
  return chosen;
}

export type PublishAction = 'create' | 'update' | 'unchanged';

/** One record of the selection, as one store receives it. */
export interface PublishLine {
  kind: PublishKind;
  name: string;
  action: PublishAction;
  fields: string[];
  pricesKept: boolean;
  fromId: string;
  /** The store's record it updates or leaves alone. */
  targetId: string | null;
  /** What the record is written with, references to records still to be created as `new:<source id>`. */
  data: RecordData;
  /** The publishing store's prices of the record, as its origin row keeps them. */
  published: Row | null;
  /** Whether the record's origin row is still to be written (a first match, or prices published anew). */
  remember: boolean;
}

interface Origin {
  entity: string;
  record_id: string;
  from_record_id: string;
  prices: Row | null;
}

const NEW = 'new:';

/** What publishing the chosen records does in one store, read through `items` (a transaction's, when writing). */
async function planStore(
  db: Db,
  items: ItemsService,
  scope: Scope,
  fromStoreId: string,
  source: Records,
  chosen: Map<PublishKind, Set<string>>,
  replacePrices: boolean,
): Promise<PublishLine[]> {
  const origins = (await db
    .selectFrom('menu_publish_origin')
    .select(['entity', 'record_id', 'from_record_id', 'prices'])
    .where('store_id', '=', scope.storeId)
    .where('from_store_id', '=', fromStoreId)
    .execute()) as Origin[];
  const originOf = new Map(origins.map((o) => [`${o.entity}:${o.from_record_id}`, o]));
  const ids = new Map<string, string>();
  const lines: PublishLine[] = [];
  for (const kind of PUBLISH_KINDS) {
    const wanted = [...chosen.get(kind)!].map((id) => source.get(kind)!.get(id)!);
    if (!wanted.length) continue;
    const r = resourceByName(RESOURCE[kind]);
    const theirs = await allOf(items, scope, r);
    // Which record is a store's default (its tax) is the store's own: a record published there becomes
    // its default only where it has none, and an update leaves the choice alone.
    const fields = publishedFields(r).filter((f) => f.name !== r.singleDefault);
    const defaultTaken = !!r.singleDefault && theirs.some((row) => row[r.singleDefault!] === true);
    const byId = new Map(theirs.map((row) => [String(row.id), row]));
    const byName = new Map<string, Row>();
    for (const row of theirs) if (!byName.has(nameKey(kind, row))) byName.set(nameKey(kind, row), row);
    const taken = new Set<string>();
    wanted.sort((a, b) => nameOf(kind, a).localeCompare(nameOf(kind, b)));
    for (const from of wanted) {
      const fromId = String(from.id);
      const origin = originOf.get(`${r.name}:${fromId}`);
      let target = origin ? byId.get(origin.record_id) : undefined;
      if (!target) {
        const named = byName.get(nameKey(kind, from));
        if (named && !taken.has(String(named.id))) target = named;
      }
      if (target) taken.add(String(target.id));
      const data: RecordData = {};
      for (const f of fields) {
        const value = from[f.name] ?? null;
        if (f.kind === 'references')
          data[f.name] = ((value as string[] | null) ?? []).flatMap((id) => ids.get(id) ?? []);
        else if (f.reference) data[f.name] = value === null ? null : (ids.get(value as string) ?? null);
        else data[f.name] = value;
      }
      if (!target && r.singleDefault) data[r.singleDefault] = !defaultTaken && from[r.singleDefault] === true;
      const published = Object.fromEntries((PRICE_FIELDS[kind] ?? []).map((p) => [p, from[p] ?? null]));
      let pricesKept = false;
      if (target && !replacePrices) {
        for (const p of PRICE_FIELDS[kind] ?? []) {
          // A price is the store's own when it was never published there, or changed since.
          const theirsNow = target[p] ?? null;
          const own = !origin || origin.record_id !== target.id || !same(theirsNow, origin.prices?.[p]);
          if (own && !same(theirsNow, data[p])) {
            data[p] = theirsNow;
            pricesKept = true;
          }
        }
      }
      const changed = target
        ? fields.map((f) => f.name).filter((name) => !same(target[name], data[name]))
        : [];
      const targetId = target ? String(target.id) : null;
      ids.set(fromId, targetId ?? `${NEW}${fromId}`);
      lines.push({
        kind,
        name: nameOf(kind, from),
        action: !target ? 'create' : changed.length ? 'update' : 'unchanged',
        fields: changed,
        pricesKept,
        fromId,
        targetId,
        data,
        published: PRICE_FIELDS[kind] ? published : null,
        remember: !origin || origin.record_id !== targetId || !same(origin.prices, published),
      });
    }
  }
  return lines;
}

/** Why a store is not written. */
export interface PublishRefusal {
  code: string;
  message: string;
  params: string;
  kind: PublishKind | null;
  record: string | null;
}

/** One store's part of a preview or a publish. */
export interface PublishStore {
  id: string;
  name: string;
  created: number;
  updated: number;
  unchanged: number;
  lines: PublishLine[];
  refusal: PublishRefusal | null;
  written: boolean;
}

export interface PublishPlan {
  records: number;
  stores: PublishStore[];
}

/** What the publish needs from the server: the user's principal in another store. */
export interface PublishDeps {
  db: Db;
  items: ItemsService;
  principal(userId: string, storeId: string): Promise<Principal | null>;
  storesOf(userId: string): Promise<{ id: string; name: string }[]>;
  /** How many stores are written at once (1 on the embedded database, whose one connection serves all). */
  parallel?: number;
}

/** Whether a principal holds the Menu Items rights (the page's and the menu items'). */
const mayPublishIn = (p: Principal | null): p is Principal =>
  !!p && operationAllowed(toAccessUser(p), { module: 'menu-items', permission: 'menu-items' });

/** The stores, other than the caller's, where he holds the Menu Items rights. */
export async function publishStores(
  deps: PublishDeps,
  scope: Scope,
): Promise<{ id: string; name: string }[]> {
  const stores = (await deps.storesOf(scope.userId)).filter((s) => s.id !== scope.storeId);
  const principals = await Promise.all(stores.map((s) => deps.principal(scope.userId, s.id)));
  return stores.filter((_, i) => mayPublishIn(principals[i] ?? null));
}

export interface PublishInput {
  selection: PublishSelection;
  stores: readonly string[];
  replacePrices?: boolean | null;
}

/** The stores asked, each the user may enter, in their order; refused whole otherwise. */
async function storesAsked(deps: PublishDeps, scope: Scope, asked: readonly string[]) {
  const wanted = [...new Set(asked)];
  if (!wanted.length) throw new AppError('VALIDATION', 'menuPublishing.errors.noStore');
  if (wanted.length > PUBLISH_STORES_MAX)
    throw new AppError('VALIDATION', 'menuPublishing.errors.tooManyStores', { max: PUBLISH_STORES_MAX });
  if (wanted.includes(scope.storeId)) throw new AppError('VALIDATION', 'menuPublishing.errors.sameStore');
  const known = new Map((await deps.storesOf(scope.userId)).map((s) => [s.id, s]));
  return wanted.map((id) => {
    const store = known.get(id);
    if (!store) throw new AppError('NOT_FOUND', 'menuPublishing.errors.badStore');
    return store;
  });
}

const refusalOf = (error: AppError, line: PublishLine | null): PublishRefusal => ({
  code: error.code,
  message: error.key,
  params: JSON.stringify(error.params ?? {}),
  kind: line?.kind ?? null,
  record: line?.name ?? null,
});

/** The kind of the first record the principal may not write, or null. */
function lackedRight(p: Principal, lines: readonly PublishLine[]): PublishLine | null {
  const user = toAccessUser(p);
  return (
    lines.find(
      (l) => l.action !== 'unchanged' && !operationAllowed(user, resourceByName(RESOURCE[l.kind])),
    ) ?? null
  );
}

function storeAnswer(
  store: { id: string; name: string },
  lines: PublishLine[],
  refusal: PublishRefusal | null,
  written: boolean,
): PublishStore {
  const count = (a: PublishAction) => lines.filter((l) => l.action === a).length;
  return {
    id: store.id,
    name: store.name,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    lines,
    refusal,
    written,
  };
}

/**
 * Publishes (or, with `write` false, previews) a selection of the caller's store to other stores.
 * Each store is planned from what it holds now, then, when writing, written in one transaction
 * through the generic writes (each checked as a form's and logged in that store's system log); a
 * store refused (rights, a rule, a duplicate) is reported and the others go on.
 */
export async function publishMenu(
  deps: PublishDeps,
  scope: Scope,
  input: PublishInput,
  write: boolean,
  log?: { error(o: object, msg: string): void },
): Promise<PublishPlan> {
  const stores = await storesAsked(deps, scope, input.stores);
  const source = await readSource(deps.items, scope);
  const chosen = selectionClosure(source, input.selection);
  const replacePrices = input.replacePrices === true;
  const oneStore = async (store: { id: string; name: string }): Promise<PublishStore> => {
    const principal = await deps.principal(scope.userId, store.id);
    if (!mayPublishIn(principal)) {
      const refusal = refusalOf(new AppError(NOT_AUTHORIZED_CODE, 'menuPublishing.errors.rights'), null);
      return storeAnswer(store, [], refusal, false);
    }
    const target: Scope = {
      storeId: store.id,
      userId: scope.userId,
      userName: scope.userName,
      grantor: grantorOf(principal),
    };
    const plan = (db: Db, items: ItemsService) =>
      planStore(db, items, target, scope.storeId, source, chosen, replacePrices);
    if (!write) {
      const lines = await plan(deps.db, deps.items);
      const lacked = lackedRight(principal, lines);
      const refusal = lacked
        ? refusalOf(
            new AppError(NOT_AUTHORIZED_CODE, 'menuPublishing.errors.rightsOf', {
              kind: RESOURCE[lacked.kind],
            }),
            lacked,
          )
        : null;
      return storeAnswer(store, lines, refusal, false);
    }
    let lines: PublishLine[] = [];
    let current: PublishLine | null = null;
    try {
      await deps.db.transaction().execute(async (tx) => {
        const items = deps.items.within(tx);
        lines = await plan(tx, items);
        const lacked = lackedRight(principal, lines);
        if (lacked) {
          current = lacked;
          throw new AppError(NOT_AUTHORIZED_CODE, 'menuPublishing.errors.rightsOf', {
            kind: RESOURCE[lacked.kind],
          });
        }
        await writeStore(tx, items, target, scope.storeId, lines, (line) => (current = line));
      });
      return storeAnswer(store, lines, null, true);
    } catch (error) {
      if (!(error instanceof AppError)) log?.error({ err: error, store: store.id }, 'menu publish failed');
      const refused =
        error instanceof AppError ? error : new AppError('BAD_REQUEST', 'menuPublishing.errors.failed');
      return storeAnswer(store, lines, refusalOf(refused, current), false);
    }
  };
  // Stores are independent: several at once where the database has connections for them.
  const answers: PublishStore[] = new Array(stores.length);
  let next = 0;
  const worker = async () => {
    while (next < stores.length) {
      const at = next++;
      answers[at] = await oneStore(stores[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.parallel ?? 1) }, worker));
  return { records: PUBLISH_KINDS.reduce((n, k) => n + chosen.get(k)!.size, 0), stores: answers };
}

/** Writes one store's lines in order inside the caller's transaction, and remembers where each came from. */
async function writeStore(
  tx: Db,
  items: ItemsService,
  scope: Scope,
  fromStoreId: string,
  lines: readonly PublishLine[],
  writing: (line: PublishLine) => void,
): Promise<void> {
  const ids = new Map<string, string>();
  const resolve = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith(NEW)
      ? ids.get(value.slice(NEW.length))
      : Array.isArray(value)
        ? value.map(resolve)
        : value;
  // A hidden category's items are published with it, as the store selling them has them: the rule that
  // a new item's category be shown is for someone adding an item, so such a category is shown while
  // its items are written and hidden again before the transaction ends.
  const hidden: string[] = [];
  let shown = false;
  const showHidden = async () => {
    shown = true;
    for (const line of lines)
      if (line.kind === 'category' && line.data.visible === false) hidden.push(ids.get(line.fromId)!);
    if (hidden.length)
      await tx
        .updateTable('category')
        .set({ visible: true })
        .where('store_id', '=', scope.storeId)
        .where('id', 'in', hidden)
        .execute();
  };
  for (const line of lines) {
    writing(line);
    if (line.kind === 'menu_item' && !shown) await showHidden();
    const r = resourceByName(RESOURCE[line.kind]);
    let id = line.targetId;
    if (line.action === 'create') {
      const data = Object.fromEntries(Object.entries(line.data).map(([k, v]) => [k, resolve(v)]));
      id = String((await items.create(scope, r, data)).id);
    } else if (line.action === 'update') {
      const patch = Object.fromEntries(line.fields.map((k) => [k, resolve(line.data[k])]));
      await items.update(scope, r, id!, patch);
    }
    ids.set(line.fromId, id!);
    if (!line.remember) continue;
    const prices = line.published ? JSON.stringify(line.published) : null;
    await tx
      .insertInto('menu_publish_origin')
      .values({
        store_id: scope.storeId,
        entity: r.name,
        record_id: id,
        from_store_id: fromStoreId,
        from_record_id: line.fromId,
        prices,
        published_by: scope.userId,
      })
      .onConflict((oc) =>
        oc.columns(['store_id', 'entity', 'from_store_id', 'from_record_id']).doUpdateSet({
          record_id: id,
          prices,
          published_at: new Date(),
          published_by: scope.userId,
        }),
      )
      .execute();
  }
  if (hidden.length)
    await tx
      .updateTable('category')
      .set({ visible: false })
      .where('store_id', '=', scope.storeId)
      .where('id', 'in', hidden)
      .execute();
}
