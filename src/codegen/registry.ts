import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PAGE_ROLES, type PageDeclaration } from '../core/pages.js';
import {
  CUSTOM_WIDGETS,
  KIND_WIDGETS,
  type CustomWidget,
  type FieldDef,
  type FieldKind,
  type ChildDef,
  type ModuleDef,
  type ReferenceDef,
  type ResourceDef,
  type RuleDef,
  type ScheduleDef,
  type UnitDef,
} from '../core/resource.js';
import type { JsonSchema, LoadedSchema } from './load.js';
import { CATALOGUE_FILE, type Catalogue } from './modules.js';

interface XResource {
  type: string;
  plural: string;
  /** A record written by a workflow: read through the API, no page and no writes (see `readRecord`). */
  readOnly?: boolean;
  /** The table, when it is not the schema id's (a read-only record reads a table of the workflow). */
  table?: string;
  route: string;
  section: string;
  /** Place in its sidebar section; entries without one come last. */
  order?: number;
  icon: string;
  list: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  filterVariants?: boolean;
  /** The fields naming a record; `name` when the schema has one. */
  title?: string[];
  enableDisable?: boolean;
  /** Whether the entity's server module may refuse a delete (`beforeDelete`): the POS default order type. */
  guardedDelete?: boolean;
  /** Whether the store's first record takes the single default (`x-single-default`) by itself: the POS default order type. */
  firstIsDefault?: boolean;
  singleton?: boolean;
  /** The text fields the `q` filter searches; by default every text field without a default. */
  search?: string[];
  /**
   * Records of other resources answered as fields of each record: `field` on the GraphQL type, the
   * child `resource` and its reference `by` to this one, and their order (`sort`, else the child's).
   */
  children?: { field: string; resource: string; by: string; sort?: ChildDef['sort'] }[];
}

function kindOf(prop: JsonSchema): FieldKind {
  const widget = (prop['x-ui'] as { widget?: string } | undefined)?.widget;
  if (prop['x-secret']) return 'secret';
  if (prop['x-schedule']) return 'schedule';
  if (prop['x-ref']) return prop.type === 'array' ? 'references' : 'reference';
  switch (prop.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      if (widget === 'quantity') return 'quantity';
      return widget === 'percent' ? 'percent' : 'money';
    case 'array':
      return 'list';
    case 'string':
      if (widget === 'status') return 'status';
      if (prop.enum) return 'enum';
      if (widget === 'color') return 'color';
      if (widget === 'date') return 'date';
      if (widget === 'time') return 'time';
      if (widget === 'datetime') return 'datetime';
      if (widget === 'email') return 'email';
      return widget === 'multiline' ? 'multiline' : 'text';
    default:
      throw new Error(`Unsupported property type ${String(prop.type)}`);
  }
}

function fieldsOf(schema: JsonSchema): FieldDef[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const kind = kindOf(prop);
    const field: FieldDef = { name, kind, required: required.has(name) };
    if (prop.default !== undefined) field.default = prop.default as FieldDef['default'];
    if (Array.isArray(prop.enum)) field.enum = prop.enum as string[];
    if (typeof prop.maxLength === 'number') field.maxLength = prop.maxLength;
    if (typeof prop.minimum === 'number') field.minimum = prop.minimum;
    if (typeof prop.maximum === 'number') field.maximum = prop.maximum;
    if (typeof prop.minItems === 'number') field.minItems = prop.minItems;
    if (typeof prop.maxItems === 'number') field.maxItems = prop.maxItems;
    if (prop['x-ref']) field.reference = prop['x-ref'] as ReferenceDef;
    if (prop['x-trim']) field.trim = true;
    if (prop['x-secret']) field.secret = prop['x-secret'] as 'password' | 'pin';
    const ui = prop['x-ui'] as
      { group?: string; widget?: string; shownInStatus?: string; placeholder?: string } | undefined;
    if (ui?.group) field.group = ui.group;
    if (ui?.placeholder) field.placeholder = ui.placeholder;
    if (ui?.widget && !(KIND_WIDGETS as readonly string[]).includes(ui.widget)) {
      if (!(CUSTOM_WIDGETS as readonly string[]).includes(ui.widget))
        throw new Error(
          `${name}: x-ui.widget "${ui.widget}" is not a widget (${[...KIND_WIDGETS, ...CUSTOM_WIDGETS].join(', ')})`,
        );
      field.widget = ui.widget as CustomWidget;
    }
    if (ui?.shownInStatus) field.shownInStatus = ui.shownInStatus;
    if (kind === 'schedule') field.schedule = scheduleOf(prop);
    if (prop.readOnly === true) field.readOnly = true;
    if (prop['x-messages']) field.messages = prop['x-messages'] as Record<string, string>;
    if (kind === 'list') field.fields = fieldsOf(prop.items ?? {});
    if (prop['x-unit']) field.unit = prop['x-unit'] as UnitDef;
    return field;
  });
}

/** `x-unit`: a money field's unit follows a choice of the record, one of whose values mean percent. */
function checkUnits(fields: readonly FieldDef[]): void {
  for (const f of fields) {
    if (!f.unit) continue;
    if (f.kind !== 'money') throw new Error(`x-unit: ${f.name} is not a money field`);
    const by = fields.find((g) => g.name === f.unit!.by);
    if (by?.kind !== 'enum') throw new Error(`x-unit: ${f.unit.by} is not a choice field`);
    for (const v of f.unit.percent)
      if (!by.enum!.includes(v)) throw new Error(`x-unit: "${v}" is not a choice of ${by.name}`);
  }
}

/** `x-schedule.nextDay.until` names a time-of-day field of the same record. */
function checkNextDayLimits(fields: readonly FieldDef[]): void {
  for (const f of fields) {
    const until = f.schedule?.nextDay?.until;
    if (!until) continue;
    const by = fields.find((g) => g.name === until);
    if (by?.kind !== 'time')
      throw new Error(`x-schedule.nextDay.until: ${until} is not a time field of the record`);
  }
}

/** The parts of a schedule field: `x-schedule` of schemas/_defs/schedule, refined by the property. */
function scheduleOf(prop: JsonSchema): ScheduleDef {
  const x = prop['x-schedule'] as Partial<ScheduleDef>;
  const dates = x.dates ?? 'none';
  if (!['none', 'optional', 'required'].includes(dates))
    throw new Error(`x-schedule.dates "${String(dates)}" is not none, optional or required`);
  return {
    dates,
    hoursRequired: x.hoursRequired ?? false,
    ...(x.nextDay ? { nextDay: x.nextDay } : {}),
    ...(x.emptyIsAlways ? { emptyIsAlways: true } : {}),
  };
}

/** `x-rules`: comparisons between the schema's number fields, each with its message. */
function rulesOf(schema: JsonSchema, fields: readonly FieldDef[]): RuleDef[] {
  const rules = (schema['x-rules'] as RuleDef[] | undefined) ?? [];
  const numeric = (name: string) =>
    ['integer', 'money', 'percent', 'quantity'].includes(fields.find((f) => f.name === name)?.kind ?? '');
  for (const rule of rules) {
    if (!numeric(rule.field)) throw new Error(`x-rules: ${rule.field} is not a number field`);
    if (typeof rule.than === 'string' && !numeric(rule.than))
      throw new Error(`x-rules: ${rule.than} is not a number field`);
    if (!['<', '<=', '>', '>='].includes(rule.op)) throw new Error(`x-rules: unknown operator ${rule.op}`);
  }
  return rules;
}

const SEARCHABLE = ['text', 'multiline', 'email'];

/**
 * The fields `q` searches: those `x-resource.search` names, else every text field without a default
 * (a value every record starts with, a country code, tells no record apart). Each one costs an index
 * to keep on every write, so a large table names the few that people search by.
 */
function searchFields(id: string, x: XResource, fields: readonly FieldDef[]): string[] {
  if (!x.search)
    return fields.filter((f) => SEARCHABLE.includes(f.kind) && f.default === undefined).map((f) => f.name);
  for (const name of x.search)
    if (!SEARCHABLE.includes(fields.find((f) => f.name === name)?.kind ?? ''))
      throw fault(id, `x-resource.search names ${name}, which is not a text field`);
  return x.search;
}

const requireHere = createRequire(import.meta.url);

/** Whether Material Icons has an icon of this name (the console imports it from there). */
export function iconExists(name: string): boolean {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) return false;
  try {
    requireHere.resolve(`@mui/icons-material/${name}`);
    return true;
  } catch {
    return false;
  }
}

/** A gen error naming the schema file at fault. */
const fault = (id: string, what: string) => new Error(`schemas/${id}.schema.json: ${what}`);

function fieldsAndRules(id: string, schema: JsonSchema): { fields: FieldDef[]; rules: RuleDef[] } {
  try {
    const fields = fieldsOf(schema);
    checkUnits(fields);
    checkNextDayLimits(fields);
    return { fields, rules: rulesOf(schema, fields) };
  } catch (err) {
    throw fault(id, (err as Error).message);
  }
}

/**
 * A read-only record (`x-resource.readOnly`): a table a workflow writes (checks, time cards, the
 * floor), read through the same list, read and count operations as an entity. It names its table,
 * its GraphQL type and plural, its default sort and title; it has no page, no list columns, no
 * uniqueness and no rules, since nothing writes it through the API.
 */
function readRecord(
  id: string,
  schema: JsonSchema,
  x: XResource,
  access: { module: string; permission: string },
): ResourceDef {
  const { fields, rules } = fieldsAndRules(id, schema);
  if (!x.table) throw fault(id, 'a read-only record names its x-resource.table');
  if (rules.length || schema['x-unique']) throw fault(id, 'a read-only record has no x-rules or x-unique');
  const names = new Set(fields.map((f) => f.name));
  for (const col of [...(x.title ?? []), ...(x.sort.field === 'id' ? [] : [x.sort.field])])
    if (!names.has(col)) throw fault(id, `x-resource title or sort names unknown field ${col}`);
  return {
    name: id,
    type: x.type,
    plural: x.plural,
    route: '',
    table: x.table,
    section: '',
    order: 1000,
    icon: '',
    module: access.module,
    permission: access.permission,
    fields: fields.map((f) => ({ ...f, readOnly: true })),
    list: [],
    sort: x.sort,
    search: searchFields(id, x, fields),
    unique: [],
    filterVariants: false,
    title: x.title ?? (names.has('name') ? ['name'] : []),
    enableDisable: false,
    singleton: false,
    rules: [],
    readOnly: true,
  };
}

/** A resource with the children its `x-resource.children` names, their type and order still to check. */
function withChildren(def: ResourceDef, x: XResource): ResourceDef {
  if (!x.children?.length) return def;
  const children = x.children.map((c) => ({
    field: c.field,
    resource: c.resource,
    type: '',
    by: c.by,
    sort: c.sort ?? { field: '', order: 'ASC' as const },
  }));
  return { ...def, children };
}

/**
 * Each child names a resource that refers to its parent by `by`, and a field the parent's type does
 * not already have; its order is its own `sort`, else the child's default one.
 */
function checkChildren(resources: ResourceDef[]): void {
  for (const parent of resources) {
    const own = new Set(parent.fields.map((f) => f.name));
    for (const child of parent.children ?? []) {
      const where = `x-resource.children ${child.field}`;
      const r = resources.find((c) => c.name === child.resource);
      if (!r) throw fault(parent.name, `${where} names an unknown resource "${child.resource}"`);
      if (own.has(child.field) || child.field === 'id' || !/^[a-z][a-z0-9_]*$/.test(child.field))
        throw fault(parent.name, `${where}: the field's name is taken or not a name`);
      if (r.fields.find((f) => f.name === child.by)?.reference?.resource !== parent.name)
        throw fault(parent.name, `${where}: ${child.resource}.${child.by} is no reference to ${parent.name}`);
      child.type = r.type;
      if (!child.sort.field) child.sort = r.sort;
      const sortable = child.sort.field === 'id' || r.fields.some((f) => f.name === child.sort.field);
      if (!sortable) throw fault(parent.name, `${where} sorts by unknown field ${child.sort.field}`);
      own.add(child.field);
    }
  }
}

/** The registry of every schema, checked against the catalogue of sections and modules. */
export function buildRegistry(schemas: LoadedSchema[], catalogue: Catalogue): ResourceDef[] {
  const resources = schemas.map(({ id, schema }) => {
    const x = schema['x-resource'] as XResource | undefined;
    const access = schema['x-access'] as { module: string; permission: string } | undefined;
    if (!x || !access) throw fault(id, 'x-resource and x-access are required');
    if (x.readOnly) return withChildren(readRecord(id, schema, x, access), x);
    if (!catalogue.sections.includes(x.section))
      throw fault(
        id,
        `x-resource.section "${x.section}" is not a section of schemas/${CATALOGUE_FILE} (${catalogue.sections.join(', ')})`,
      );
    if (!iconExists(x.icon))
      throw fault(id, `x-resource.icon "${x.icon}" is not a Material icon (@mui/icons-material)`);
    const { fields, rules } = fieldsAndRules(id, schema);
    const names = new Set(fields.map((f) => f.name));
    const title = x.title ?? (names.has('name') ? ['name'] : []);
    for (const col of title)
      if (!names.has(col)) throw fault(id, `x-resource.title names unknown field ${col}`);
    // A store's one record (tip suggestions) is named by its entity alone.
    if (title.length === 0 && !x.singleton)
      throw fault(id, 'x-resource.title is required when the schema has no name field');
    if (x.enableDisable && fields.find((f) => f.name === 'status')?.kind !== 'status')
      throw fault(id, 'x-resource.enableDisable needs a status field');
    // A list may also sort by id (the order of creation), as every list can.
    for (const col of [...x.list, x.sort.field === 'id' ? 'created_at' : x.sort.field]) {
      if (!names.has(col) && col !== 'created_at' && col !== 'updated_at') {
        throw fault(id, `x-resource list or sort names unknown field ${col}`);
      }
    }
    const def: ResourceDef = {
      name: id,
      type: x.type,
      plural: x.plural,
      route: x.route,
      table: x.table ?? id.replace(/-/g, '_'),
      section: x.section,
      order: x.order ?? 1000,
      icon: x.icon,
      module: access.module,
      permission: access.permission,
      fields,
      list: x.list,
      sort: x.sort,
      search: searchFields(id, x, fields),
      unique: (schema['x-unique'] as string[][] | undefined) ?? [],
      filterVariants: x.filterVariants ?? false,
      title,
      enableDisable: x.enableDisable ?? false,
      ...(x.guardedDelete ? { guardedDelete: true } : {}),
      ...(x.firstIsDefault ? { firstIsDefault: true } : {}),
      singleton: x.singleton ?? false,
      rules,
    };
    if (def.singleton && (def.unique.length || def.filterVariants || def.enableDisable))
      throw fault(id, 'a singleton has no list: no x-unique, filterVariants or enableDisable');
    const singleDefault = schema['x-single-default'] as string | undefined;
    if (singleDefault) def.singleDefault = singleDefault;
    return withChildren(def, x);
  });
  const byName = new Set(resources.map((r) => r.name));
  checkChildren(resources);
  for (const r of resources) {
    for (const f of r.fields) {
      if (f.reference && !byName.has(f.reference.resource)) {
        throw fault(r.name, `${f.name} refers to an unknown resource "${f.reference.resource}"`);
      }
    }
    checkAccess(r, resources, catalogue);
  }
  return resources;
}

/**
 * `x-access` must name a module of the catalogue and one of its permission codes: the resource's
 * own route (its page code), one the catalogue lists, or another resource's page code in that module.
 */
function checkAccess(r: ResourceDef, resources: readonly ResourceDef[], catalogue: Catalogue): void {
  const module = catalogue.modules.find((m) => m.code === r.module);
  if (!module)
    throw fault(
      r.name,
      `x-access.module "${r.module}" is not a module of schemas/${CATALOGUE_FILE} (${catalogue.modules.map((m) => m.code).join(', ')})`,
    );
  const codes = new Set([
    ...(r.route ? [r.route] : []),
    ...module.permissions,
    ...resources.filter((o) => o.module === r.module && o.permission === o.route).map((o) => o.route),
  ]);
  if (!codes.has(r.permission))
    throw fault(
      r.name,
      `x-access.permission "${r.permission}" is not a permission of ${r.module}: use the route "${r.route}" or one of ${[...codes].filter((c) => c !== r.route).join(', ')}`,
    );
}

/** Each hand-written page's declaration (src/core/pages.ts) names a section, a role, an access and an icon that exist. */
export function checkPages(
  pages: readonly PageDeclaration[],
  catalogue: Catalogue,
  modules: readonly ModuleDef[],
): void {
  for (const page of pages) {
    const where = `src/core/pages.ts: ${page.path}`;
    if (!catalogue.sections.includes(page.section))
      throw new Error(`${where}: section "${page.section}" is not a section of schemas/${CATALOGUE_FILE}`);
    if (!iconExists(page.icon)) throw new Error(`${where}: icon "${page.icon}" is not a Material icon`);
    if (!PAGE_ROLES.includes(page.role))
      throw new Error(`${where}: role "${String(page.role)}" is not one of ${PAGE_ROLES.join(', ')}`);
    if (page.access.codes.length === 0) throw new Error(`${where}: access names no permission code`);
    const module = modules.find((m) => m.code === page.access.module);
    if (!module) throw new Error(`${where}: access module "${page.access.module}" is not a module`);
    for (const code of page.access.codes)
      if (!module.permissions.includes(code))
        throw new Error(`${where}: access code "${code}" is not a permission of ${module.code}`);
  }
}

/** The entity modules of the console and the server (`src/{web,server}/entities/<name>`) each name a resource. */
export function checkEntityModules(registry: readonly ResourceDef[], root: string): void {
  for (const side of ['web', 'server']) {
    const dir = join(root, 'src', side, 'entities');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      const name = file.replace(/\.(tsx?|jsx?)$/, '');
      if (name === 'index' || name === file) continue;
      if (!registry.some((r) => r.name === name))
        throw new Error(`src/${side}/entities/${file}: no resource of the registry is named "${name}"`);
    }
  }
}
