import type { FieldDef, FieldKind, ResourceDef } from './resource.js';

/** The GraphQL scalar of each field kind, shared by the SDL generator and the console's queries. */
export const GRAPHQL_SCALARS: Record<Exclude<FieldKind, 'list' | 'schedule'>, string> = {
  text: 'String',
  multiline: 'String',
  'email-design': 'String',
  color: 'String',
  enum: 'String',
  status: 'String',
  money: 'Float',
  percent: 'Float',
  quantity: 'Float',
  integer: 'Int',
  boolean: 'Boolean',
  reference: 'ID',
  references: '[ID!]',
  choices: '[String!]',
  date: 'String',
  time: 'String',
  datetime: 'String',
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
  if (f.kind === 'schedule') return input ? 'ScheduleInput' : 'Schedule';
  return GRAPHQL_SCALARS[f.kind];
}

/** GraphQL type of a field in a list's filter: a list of references by one id, choices by one choice. */
export function filterType(owner: Owner, f: FieldDef): string {
  if (f.kind === 'choices') return 'String';
  return f.kind === 'references' ? 'ID' : graphqlType(owner, f, true);
}

/** The one selection of every schedule (see `SCHEDULE_SDL`). */
export const SCHEDULE_SELECTION = 'from to hours { day start end }';

/** The GraphQL types of a schedule, shared by every schedule field. */
export const SCHEDULE_SDL = `"Date range and hour ranges per weekday (schemas/_defs/schedule)."
type Schedule {
  from: String
  to: String
  hours: [ScheduleHours!]!
}

type ScheduleHours {
  day: String!
  start: String!
  end: String!
}

input ScheduleInput {
  from: String
  to: String
  hours: [ScheduleHoursInput!]
}

input ScheduleHoursInput {
  day: String!
  start: String!
  end: String!
}
`;

/** The selection set of some fields, nested lists included. */
export function selectionOf(fields: readonly FieldDef[]): string {
  return fields
    .map((f) =>
      f.kind === 'list'
        ? `${f.name} { ${selectionOf(f.fields ?? [])} }`
        : f.kind === 'schedule'
          ? `${f.name} { ${SCHEDULE_SELECTION} }`
          : f.name,
    )
    .join(' ');
}
