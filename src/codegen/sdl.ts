import { filterType, graphqlType as gqlType, listTypeName, SCHEDULE_SDL } from '../core/graphql-names.js';
import {
  clearedOnDelete,
  filterFields,
  groupFields,
  rangeFields,
  readableFields,
  writableFields,
  type FieldDef,
  type ResourceDef,
} from '../core/resource.js';

/**
 * Output fields are non-null when the database always holds a value; a singleton read before its
 * first save has only its defaults.
 */
function outputNonNull(r: ResourceDef, f: FieldDef): boolean {
  if (clearedOnDelete(f)) return false;
  return f.default !== undefined || (f.required && !r.singleton) || f.kind === 'references';
}

function args(r: ResourceDef): string {
  return writableFields(r)
    .map((f) => `${f.name}: ${gqlType(r, f, true)}`)
    .join(', ');
}

/** Row types of list fields, and of lists inside their rows; input types too unless the rows are only read. */
function listTypes(owner: { type: string }, fields: readonly FieldDef[], readOnly = false): string[] {
  return fields
    .filter((f) => f.kind === 'list')
    .flatMap((f) => {
      const item = f.fields ?? [];
      const rowType = { type: listTypeName(owner, f) };
      const out = item.map((i) => outputField(rowType, i, i.required)).join('\n');
      const inp = item.map((i) => `  ${i.name}: ${gqlType(rowType, i, true)}`).join('\n');
      const input = readOnly ? '' : `\ninput ${rowType.type}Input {\n${inp}\n}\n`;
      return [...listTypes(rowType, item, readOnly), `type ${rowType.type} {\n${out}\n}\n${input}`];
    });
}

/** What an amount is in, as the API describes it: money, a percentage, or one as the record's choice says. */
export function unitDescription(f: FieldDef): string | undefined {
  if (f.unit)
    return `A percentage (50 = 50 %) when ${f.unit.by} is ${f.unit.percent.join(' or ')}; else money, in the store's currency.`;
  if (f.kind === 'money') return "Money, in the store's currency.";
  if (f.kind === 'percent') return 'A percentage (50 = 50 %).';
  return undefined;
}

/** An output field, with its unit said when it is an amount. */
function outputField(owner: { type: string }, f: FieldDef, nonNull: boolean): string {
  const description = unitDescription(f);
  const line = `  ${f.name}: ${gqlType(owner, f, false)}${nonNull ? '!' : ''}`;
  return description ? `  ${JSON.stringify(description)}\n${line}` : line;
}

function resourceSdl(r: ResourceDef): string {
  const nested = listTypes(r, r.fields, r.readOnly).join('\n');
  const fields = [
    ...readableFields(r).map((f) => outputField(r, f, outputNonNull(r, f))),
    // Its children: the records of another resource that refer to it, in their order.
    ...(r.children ?? []).map(
      (c) =>
        `  ${JSON.stringify(`Its ${c.type} records (${c.by} is its id), by ${c.sort.field} ${c.sort.order}.`)}\n  ${c.field}: [${c.type}!]!`,
    ),
  ].join('\n');
  const filters = [
    ...filterFields(r).map((f) => `  ${f.name}: ${filterType(r, f)}`),
    // A read-only record's dates and times also filter by range, bounds included.
    ...rangeFields(r).flatMap((f) => [`  ${f.name}_gte: String`, `  ${f.name}_lte: String`]),
  ].join('\n');
  const patch = writableFields(r)
    .map((f) => `  ${f.name}: ${gqlType(r, f, true)}`)
    .join('\n');
  const groups = groupFields(r)
    .map((f) => `  ${f.name}`)
    .join('\n');
  const groupEnum = groups ? `enum ${r.type}GroupField {\n${groups}\n}\n\n` : '';
  // A record a workflow writes carries no times of its own writing, and takes no patch.
  const stamps = r.readOnly ? '' : '\n  created_at: String!\n  updated_at: String!';
  const patchInput = r.readOnly ? '' : `input ${r.type}Patch {\n${patch}\n}\n\n`;
  return `${nested}${nested ? '\n' : ''}${groupEnum}type ${r.type} {
  id: ID!
${fields}${stamps}
}

input ${r.type}Filter {
  q: String
  ids: [ID!]
  id: ID
${filters}
}

${patchInput}`;
}

function queries(r: ResourceDef): string {
  return `  all${r.plural}(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: ${r.type}Filter): [${r.type}!]!
  _all${r.plural}Meta(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: ${r.type}Filter): ListMetadata!
${groupFields(r).length ? `  _all${r.plural}Counts(by: ${r.type}GroupField!, filter: ${r.type}Filter): [GroupCount!]!\n` : ''}  ${r.type}(id: ID!): ${r.type}`;
}

function mutations(r: ResourceDef): string {
  return `  create${r.type}(${args(r)}): ${r.type}!
  update${r.type}(id: ID!, ${args(r)}): ${r.type}!
  delete${r.type}(id: ID!): ${r.type}!
  update${r.plural}(ids: [ID!]!, data: ${r.type}Patch!): BulkResult!
  delete${r.plural}(ids: [ID!]!): BulkResult!`;
}

/** The SDL of the entities (every operation) and of the read-only records (lists, reads and counts only). */
export function buildSdl(resources: ResourceDef[], records: readonly ResourceDef[] = []): string {
  return [
    'type ListMetadata {\n  count: Int!\n}\n',
    '"How many records hold each value of a field."\ntype GroupCount {\n  key: String\n  count: Int!\n}\n',
    '"What a bulk update or delete did: the records it changed, all or none."\ntype BulkResult {\n  ids: [ID!]!\n}\n',
    SCHEDULE_SDL,
    ...[...resources, ...records].map(resourceSdl),
    `type Query {\n${[...resources, ...records].map(queries).join('\n')}\n}\n`,
    `type Mutation {\n${resources.map(mutations).join('\n')}\n}\n`,
  ].join('\n');
}
