import type { ChildDef, FieldDef, ResourceDef } from '../core/resource.js';
import type { JsonSchema, LoadedSchema } from './load.js';
import { CATALOGUE_FILE, type Catalogue } from './modules.js';
import { checkAccess, checkChildren, fault, iconExists } from './registry-checks.js';
import { fieldsAndRules } from './schema-fields.js';

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
  /** A sidebar group of the catalogue the entry also stands in (Promotions). */
  group?: string;
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
   * Whether `q` searches the `search` fields as one text, kept up by one index instead of one per
   * field: fewer index rows to write for a table that grows by imports (the customers).
   */
  searchTogether?: boolean;
  /**
   * Records of other resources answered as fields of each record: `field` on the GraphQL type, the
   * child `resource` and its reference `by` to this one, and their order (`sort`, else the child's).
   */
  children?: { field: string; resource: string; by: string; sort?: ChildDef['sort'] }[];
  /** The hand-written page (a path of core/pages.ts) the resource is shown in, instead of a page of its own. */
  page?: string;
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

/** `x-access.read`: who may read a resource beside its writers; `office` is the one kind there is. */
function readersOf(id: string, access: { read?: string }): { read?: 'office' } {
  if (access.read === undefined) return {};
  if (access.read !== 'office') throw fault(id, `x-access.read "${access.read}" is not one of: office`);
  return { read: 'office' };
}

/** The registry of every schema, checked against the catalogue of sections and modules. */
export function buildRegistry(schemas: LoadedSchema[], catalogue: Catalogue): ResourceDef[] {
  const resources = schemas.map(({ id, schema }) => {
    const x = schema['x-resource'] as XResource | undefined;
    const access = schema['x-access'] as { module: string; permission: string; read?: string } | undefined;
    if (!x || !access) throw fault(id, 'x-resource and x-access are required');
    if (x.readOnly) return withChildren(readRecord(id, schema, x, access), x);
    if (!catalogue.sections.includes(x.section))
      throw fault(
        id,
        `x-resource.section "${x.section}" is not a section of schemas/${CATALOGUE_FILE} (${catalogue.sections.join(', ')})`,
      );
    if (x.group && !(catalogue.groups ?? []).some((g) => g.key === x.group))
      throw fault(id, `x-resource.group "${x.group}" is not a group of schemas/${CATALOGUE_FILE}`);
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
      ...(x.group ? { group: x.group } : {}),
      icon: x.icon,
      module: access.module,
      permission: access.permission,
      ...readersOf(id, access),
      fields,
      list: x.list,
      sort: x.sort,
      search: searchFields(id, x, fields),
      unique: (schema['x-unique'] as string[][] | undefined) ?? [],
      filterVariants: x.filterVariants ?? false,
      title,
      enableDisable: x.enableDisable ?? false,
      ...(x.guardedDelete ? { guardedDelete: true } : {}),
      ...(x.searchTogether ? { searchTogether: true } : {}),
      ...(x.firstIsDefault ? { firstIsDefault: true } : {}),
      singleton: x.singleton ?? false,
      rules,
      ...(x.page ? { page: x.page } : {}),
    };
    if (def.singleton && (def.unique.length || def.filterVariants || def.enableDisable))
      throw fault(id, 'a singleton has no list: no x-unique, filterVariants or enableDisable');
    const singleDefault = schema['x-single-default'] as string | undefined;
    if (singleDefault) def.singleDefault = singleDefault;
    const storeLimit = schema['x-store-limit'] as { max?: unknown; message?: unknown } | undefined;
    if (storeLimit) {
      const { max, message } = storeLimit;
      if (def.singleton || !Number.isInteger(max) || (max as number) < 1 || typeof message !== 'string')
        throw fault(
          id,
          'x-store-limit is { max: a whole number of at least 1, message: an i18n key }, not on a singleton',
        );
      def.storeLimit = { max: max as number, message };
    }
    const importRequired = (schema['x-import'] as { required?: string[] } | undefined)?.required;
    if (importRequired?.length) {
      for (const name of importRequired)
        if (!names.has(name)) throw fault(id, `x-import.required names unknown field ${name}`);
      def.importRequired = importRequired;
    }
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
