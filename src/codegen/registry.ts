import type { FieldDef, FieldKind, ReferenceDef, ResourceDef } from '../core/resource.js';
import type { JsonSchema, LoadedSchema } from './load.js';

interface XResource {
  type: string;
  plural: string;
  route: string;
  section: string;
  icon: string;
  list: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  filterVariants?: boolean;
}

function kindOf(prop: JsonSchema): FieldKind {
  const widget = (prop['x-ui'] as { widget?: string } | undefined)?.widget;
  if (prop['x-secret']) return 'secret';
  if (prop['x-ref']) return prop.type === 'array' ? 'references' : 'reference';
  switch (prop.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      return widget === 'percent' ? 'percent' : 'money';
    case 'array':
      return 'list';
    case 'string':
      if (widget === 'status') return 'status';
      if (prop.enum) return 'enum';
      if (widget === 'color') return 'color';
      if (widget === 'date') return 'date';
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
    if (typeof prop.maxItems === 'number') field.maxItems = prop.maxItems;
    if (prop['x-ref']) field.reference = prop['x-ref'] as ReferenceDef;
    if (prop['x-trim']) field.trim = true;
    if (prop['x-secret']) field.secret = prop['x-secret'] as 'password' | 'pin';
    const group = (prop['x-ui'] as { group?: string } | undefined)?.group;
    if (group) field.group = group;
    if (prop['x-messages']) field.messages = prop['x-messages'] as Record<string, string>;
    if (kind === 'list') field.fields = fieldsOf(prop.items ?? {});
    return field;
  });
}

export function buildRegistry(schemas: LoadedSchema[]): ResourceDef[] {
  const resources = schemas.map(({ id, schema }) => {
    const x = schema['x-resource'] as XResource | undefined;
    const access = schema['x-access'] as { module: string; permission: string } | undefined;
    if (!x || !access) throw new Error(`${id}: x-resource and x-access are required`);
    const fields = fieldsOf(schema);
    const names = new Set(fields.map((f) => f.name));
    for (const col of [...x.list, x.sort.field]) {
      if (!names.has(col) && col !== 'created_at' && col !== 'updated_at') {
        throw new Error(`${id}: list or sort names unknown field ${col}`);
      }
    }
    const def: ResourceDef = {
      name: id,
      type: x.type,
      plural: x.plural,
      route: x.route,
      table: id.replace(/-/g, '_'),
      section: x.section,
      icon: x.icon,
      module: access.module,
      permission: access.permission,
      fields,
      list: x.list,
      sort: x.sort,
      search: fields
        .filter((f) => f.kind === 'text' || f.kind === 'multiline' || f.kind === 'email')
        .map((f) => f.name),
      unique: (schema['x-unique'] as string[][] | undefined) ?? [],
      filterVariants: x.filterVariants ?? false,
    };
    const singleDefault = schema['x-single-default'] as string | undefined;
    if (singleDefault) def.singleDefault = singleDefault;
    return def;
  });
  const byName = new Set(resources.map((r) => r.name));
  for (const r of resources) {
    for (const f of r.fields) {
      if (f.reference && !byName.has(f.reference.resource)) {
        throw new Error(`${r.name}.${f.name}: reference to unknown resource ${f.reference.resource}`);
      }
    }
  }
  return resources;
}
