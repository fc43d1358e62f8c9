import type { FieldDef, FieldKind, ResourceDef } from './resource.js';

/** The GraphQL scalar of each field kind, shared by the SDL generator and the console's queries. */
export const GRAPHQL_SCALARS: Record<Exclude<FieldKind, 'list'>, string> = {
  text: 'String',
  multiline: 'String',
  color: 'String',
  enum: 'String',
  status: 'String',
  money: 'Float',
  percent: 'Float',
  integer: 'Int',
  boolean: 'Boolean',
  reference: 'ID',
  references: '[ID!]',
  date: 'String',
  email: 'String',
  secret: 'String',
};

const pascal = (s: string) => s.replace(/(^|_|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** The type name a list's rows hang under: a resource, or an outer list's row type. */
type Owner = ResourceDef | { type: string };

/** Object type of the rows of a list field, e.g. `MenuItemPrices`, `JobModulesPermissions`. */
export function listTypeName(owner: Owner, f: FieldDef): string {
  return owner.type + pascal(f.name);
}

/** GraphQL type of a field as an argument (`input`) or as a result. */
export function graphqlType(owner: Owner, f: FieldDef, input: boolean): string {
  if (f.kind === 'list') return `[${listTypeName(owner, f)}${input ? 'Input' : ''}!]`;
  return GRAPHQL_SCALARS[f.kind];
}

/** The selection set of some fields, nested lists included. */
export function selectionOf(fields: readonly FieldDef[]): string {
  return fields
    .map((f) => (f.kind === 'list' ? `${f.name} { ${selectionOf(f.fields ?? [])} }` : f.name))
    .join(' ');
}
