/** The shape of the generated resource registry that server and console both read. */

export type FieldKind =
  | 'text'
  | 'multiline'
  | 'email-design'
  | 'color'
  | 'enum'
  | 'status'
  | 'money'
  | 'percent'
  | 'quantity'
  | 'integer'
  | 'boolean'
  | 'reference'
  | 'references'
  | 'date'
  | 'time'
  | 'datetime'
  | 'email'
  | 'secret'
  | 'list'
  | 'choices'
  | 'schedule';

export interface ReferenceDef {
  /** Name of the referenced resource. */
  resource: string;
  /** Column values the referenced record must have to be chosen. */
  where?: Record<string, string | number | boolean>;
  /** i18n key of the message when `where` does not hold. */
  whereMessage?: string;
  /** i18n key shown when someone deletes a referenced record. */
  deleteGuard?: string;
  /**
   * On a single reference: the column values under which a referring record keeps the referenced
   * one from being deleted (`{ "state": ["scheduled", "sending"] }`); the other referring records
   * lose the reference when it is deleted (a sent campaign's segment), so it may be empty once
   * saved. Without it, any referring record keeps it.
   */
  deleteGuardWhere?: Record<string, readonly (string | number | boolean)[]>;
  /** On a list of references: i18n key shown when someone deletes a record whose list is not empty. */
  ownerDeleteGuard?: string;
}

/** Which parts a schedule field has (`x-schedule`): date ranges, and hour ranges per weekday. */
export interface ScheduleDef {
  /** Whether the schedule has a date range (`from`–`to`), and whether it must. */
  dates: 'none' | 'optional' | 'required';
  /** Whether at least one day must have hours. */
  hoursRequired: boolean;
  /**
   * Whether a range may close on the next day (a bar open 17:00–01:00): an end earlier than the
   * start, or `00:00`. `until` names the record's field past which such an end may not run (the
   * store's business-day start); midnight there sets no limit.
   */
  nextDay?: { until?: string };
  /** Whether an empty schedule means "at any time" (an item always offered) rather than "never". */
  emptyIsAlways?: boolean;
}

/** A comparison between two fields of a record (`x-rules`), refused with its message when it does not hold. */
export interface RuleDef {
  field: string;
  op: '<' | '<=' | '>' | '>=';
  /** Another field's name, or a number. */
  than: string | number;
  /** i18n key of the message, shown on `field`. */
  message: string;
}

/** How a write-only field is kept (`x-secret`). */
export const SECRET_KINDS = ['password', 'pin', 'encrypted'] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** A list field may start with rows (tip suggestions). */
  default?: string | number | boolean | readonly string[] | readonly Record<string, unknown>[];
  enum?: readonly string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  reference?: ReferenceDef;
  /** Trim surrounding spaces before validating. */
  trim?: boolean;
  /** i18n keys replacing the generic message of a keyword, e.g. `{ maxItems: 'validation.pricesLimit' }`. */
  messages?: Record<string, string>;
  /** Form section the field is shown in (`x-ui.group`); fields without one come first. */
  group?: string;
  /**
   * A write-only value, never read back: a sign-in password or a POS PIN kept hashed, or a value the
   * server itself must use again (an SMTP logon password) kept `encrypted` (AES-256-GCM, server/secrets.ts).
   */
  secret?: SecretKind;
  /** Item fields of a `list` field. */
  fields?: readonly FieldDef[];
  /** A widget of the console's table (`x-ui.widget`) where the field's kind alone does not say how to edit it. */
  widget?: CustomWidget;
  /** Shown in forms only while the record's status is this value, or while it holds a value (`x-ui.shownInStatus`). */
  shownInStatus?: string;
  /** The parts of a `schedule` field. */
  schedule?: ScheduleDef;
  /** Set by the system, never by a form or a client (a device's last connection); shown read-only. */
  readOnly?: boolean;
  /** An example shown in an empty input (`x-ui.placeholder`), never a value: a printer's factory address. */
  placeholder?: string;
  /** A money field whose unit follows a choice of the same record (`x-unit`): a discount's value. */
  unit?: UnitDef;
}

/**
 * A group of sidebar entries inside a section (`schemas/_modules.json` groups): shown, titled by
 * `menu.groups.<key>`, when any of its entries is open to the user.
 */
export interface NavGroupDef {
  key: string;
  /** The section the group stands in, and its place among the section's entries. */
  section: string;
  order: number;
}

/** A value that is a percentage when the field `by` holds one of `percent`, money otherwise. */
export interface UnitDef {
  by: string;
  percent: readonly string[];
}

/** The unit a number field's value is in, in this record: a field with `x-unit` asks its choice. */
export function valueKind(f: FieldDef, record: Record<string, unknown> | null | undefined): FieldKind {
  if (!f.unit) return f.kind;
  return f.unit.percent.includes(String(record?.[f.unit.by])) ? 'percent' : 'money';
}

/** Widgets beyond what a field's kind gives, each with its input, list cell and first value in the console. */
export const CUSTOM_WIDGETS = ['permissions'] as const;
export type CustomWidget = (typeof CUSTOM_WIDGETS)[number];

/** `x-ui.widget` values that only pick a field kind (see codegen). */
export const KIND_WIDGETS = [
  'status',
  'color',
  'date',
  'time',
  'datetime',
  'email',
  'multiline',
  'email-design',
  'percent',
  'money',
  'quantity',
] as const;

/**
 * Records of another resource answered as a field of each record (`x-resource.children`): a check's
 * `items` are the CheckItems whose `check_id` is the check's id, in their order.
 */
export interface ChildDef {
  /** The field's name on the parent's GraphQL type, e.g. `items`. */
  field: string;
  /** The child resource's name (schema id), e.g. `check-item`. */
  resource: string;
  /** The child's GraphQL type, e.g. `CheckItem`. */
  type: string;
  /** The child's reference to the parent, e.g. `check_id`. */
  by: string;
  /** The order of a parent's children (ties by id). */
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface ResourceDef {
  /** Schema id, e.g. `menu-item`; also the i18n namespace of the entity. */
  name: string;
  /** GraphQL type, e.g. `MenuItem`. */
  type: string;
  /** GraphQL plural, e.g. `MenuItems`. */
  plural: string;
  /** Route segment under /pages/, e.g. `menu-items`. */
  route: string;
  /** SQL table. */
  table: string;
  /** Sidebar section (`schemas/_modules.json` sections), and the entry's place in it. */
  section: string;
  order: number;
  /**
   * The sidebar group the entry also stands in (`x-resource.group`, one of `schemas/_modules.json`
   * groups): Promotions holds the special prices and the coupons.
   */
  group?: string;
  /** A Material icon's name, e.g. `Category`. */
  icon: string;
  module: string;
  permission: string;
  /**
   * Who may read it beside who may write it (`x-access.read`): `office`, anyone who signs in to the
   * office (the customer settings' name format names people on every page).
   */
  read?: 'office';
  fields: readonly FieldDef[];
  list: readonly string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Text fields searched by the `q` filter. */
  search: readonly string[];
  /** Whether `search` is searched as one text (its fields joined by line breaks), with one index. */
  searchTogether?: boolean;
  /** Sets of fields unique per store. */
  unique: readonly (readonly string[])[];
  /** Boolean field of which at most one record per store is true. */
  singleDefault?: string;
  /**
   * The most records a store may hold (`x-store-limit`): a create past it is refused with `message`
   * (its `%{max}` the limit), counted under the store's lock.
   */
  storeLimit?: { max: number; message: string };
  /**
   * Fields an imported line must give even though the form may leave them empty (`x-import.required`):
   * the e-mail of a customer. A line without one is refused with the field's `required` message.
   */
  importRequired?: readonly string[];
  /** Whether the list also answers at /:filter (all, active, inactive). */
  filterVariants: boolean;
  /** The fields whose values, joined by a space, name a record in lists, dialogs, the system log and references. */
  title: readonly string[];
  /** Whether the record's status is switched with "Enable" / "Disable" (enabling sets active), each confirmed. */
  enableDisable: boolean;
  /** Whether the entity's server module may refuse a delete (the POS default order type). */
  guardedDelete?: boolean;
  /** Whether the store's first record takes the single default by itself, switch on or off (the POS default order type). */
  firstIsDefault?: boolean;
  /**
   * One record per store (store info, cash discount): no list, an edit page; reading it before the
   * first save gives its defaults, and the first save creates it. Its id is the store's id.
   */
  singleton: boolean;
  /** Comparisons between fields that every write must meet. */
  rules: readonly RuleDef[];
  /**
   * A record written by a workflow (the point of sale, close day, the floor layout editor): listed,
   * read and counted like any resource, never created, updated or deleted through its own operations.
   * It has no page (its route, section and icon are empty) and lives in `records`, not `registry`.
   */
  readOnly?: true;
  /** Records of other resources answered as fields of each record, each batched per request. */
  children?: readonly ChildDef[];
  /**
   * The hand-written page the resource is shown in (`x-resource.page`, a path of core/pages.ts), e.g.
   * the SMTP tab of General Settings: no page, route or sidebar entry of its own.
   */
  page?: string;
}

/** Resources with a page of their own (every one but those shown inside a hand-written page). */
export function ownPage(r: ResourceDef): boolean {
  return !r.page;
}

/** How a record is named: its title fields joined, e.g. "Desserts", "Dana Owner". */
export function recordTitle(r: ResourceDef, record: Record<string, unknown> | null | undefined): string {
  if (!record) return '';
  return r.title
    .map((name) => record[name])
    .filter((v) => typeof v === 'string' && v !== '')
    .join(' ');
}

/** A module a job holds, with every permission code it has (generated from schemas/_modules.json and the schemas). */
export interface ModuleDef {
  code: string;
  /** English name, as `userData.job[].modules[].name` carries it. */
  name: string;
  /** Whether it opens the office (the point of sale's module does not). */
  office: boolean;
  permissions: readonly string[];
}

/**
 * Whether a field is a plain column a list can filter and sort by: every kind but lists of rows,
 * lists of ids and write-only secrets.
 */
export function isColumnField(f: FieldDef): boolean {
  return (
    f.kind !== 'list' &&
    f.kind !== 'references' &&
    f.kind !== 'choices' &&
    f.kind !== 'secret' &&
    f.kind !== 'schedule'
  );
}

/**
 * Fields a list can be filtered by: its plain columns, its lists of references by one id each and
 * its several choices by one choice each.
 */
export function filterFields(r: ResourceDef): readonly FieldDef[] {
  return r.fields.filter((f) => isColumnField(f) || f.kind === 'references' || f.kind === 'choices');
}

/** A reference that deleting its record may empty (see `ReferenceDef.deleteGuardWhere`). */
export function clearedOnDelete(f: FieldDef): boolean {
  return f.kind === 'reference' && f.reference?.deleteGuardWhere !== undefined;
}

/** Lists of references, each kept in a join table (see `joinTableOf`). */
export function referencesFields(r: ResourceDef): readonly FieldDef[] {
  return r.fields.filter((f) => f.kind === 'references');
}

/** The join table of a list of references: `menu_item_modifier_group_ids`. */
export function joinTableOf(r: ResourceDef, f: FieldDef): string {
  return `${r.table}_${f.name}`;
}

/**
 * Whether the server may refuse to delete a record: another entity points to it, its list of
 * references keeps it, or its own module guards it. Such a delete is asked and answered at once,
 * never shown as done with an Undo that the server's refusal then takes back.
 */
export function deletesMayBeRefused(r: ResourceDef, all: readonly ResourceDef[]): boolean {
  return (
    !!r.guardedDelete ||
    r.fields.some((f) => !!f.reference?.ownerDeleteGuard) ||
    all.some((o) => o.fields.some((f) => f.reference?.resource === r.name))
  );
}

/**
 * Records in the order a list of references holds their ids (a modifier group's items as chosen);
 * records the list does not name come last.
 */
export function inChosenOrder<T extends { id: unknown }>(
  records: readonly T[],
  ids: readonly unknown[],
): T[] {
  const place = new Map(ids.map((id, i) => [String(id), i]));
  const at = (r: T) => place.get(String(r.id)) ?? ids.length;
  return [...records].sort((a, b) => at(a) - at(b));
}

/** Fields a client or a form may write: everything but what the system sets. */
export function writableFields(r: ResourceDef): readonly FieldDef[] {
  return r.fields.filter((f) => !f.readOnly);
}

/** The plain columns of a resource (see `isColumnField`). */
export function columnFields(r: ResourceDef): readonly FieldDef[] {
  return r.fields.filter(isColumnField);
}

/** Fields a list can be counted by: references, statuses, choices and yes/no fields. */
export function groupFields(r: ResourceDef): readonly FieldDef[] {
  return r.fields.filter((f) => ['reference', 'status', 'enum', 'boolean'].includes(f.kind));
}

/** Kinds a read-only record's list filters by range (`<field>_gte`, `<field>_lte`): a year of checks. */
const RANGE_KINDS: readonly FieldKind[] = ['date', 'datetime'];

/** Fields a list can be filtered by range: the dates and times of read-only records. */
export function rangeFields(r: ResourceDef): readonly FieldDef[] {
  return r.readOnly ? r.fields.filter((f) => RANGE_KINDS.includes(f.kind)) : [];
}

const readable = new WeakMap<ResourceDef, readonly FieldDef[]>();

/** Fields a record shows when read: everything but secrets, worked out once per resource (every row read passes here). */
export function readableFields(r: ResourceDef): readonly FieldDef[] {
  let fields = readable.get(r);
  if (!fields) readable.set(r, (fields = r.fields.filter((f) => f.kind !== 'secret')));
  return fields;
}
