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
};

const pascal = (s: string) => s.replace(/(^|_|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** Object type of the rows of a list field, e.g. `MenuItemPrices`. */
export function listTypeName(r: ResourceDef, f: FieldDef): string {
  return r.type + pascal(f.name);
}

/** GraphQL type of a field as an argument (`input`) or as a result. */
export function graphqlType(r: ResourceDef, f: FieldDef, input: boolean): string {
  if (f.kind === 'list') return `[${listTypeName(r, f)}${input ? 'Input' : ''}!]`;
  return GRAPHQL_SCALARS[f.kind];
}
