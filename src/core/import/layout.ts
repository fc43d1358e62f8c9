import { makeTranslate, type Phrases } from '../messages.js';
import { resourceByName } from '../registry.js';
import type { FieldDef, FieldKind, ResourceDef } from '../resource.js';
import type { ImportAction, ImportMessage } from './protocol.js';

/** Resources whose list offers "Import"; another entity opts in by adding its name here. */
export const IMPORTABLE: readonly string[] = ['menu-item', 'customer'];

export const isImportable = (r: ResourceDef): boolean => IMPORTABLE.includes(r.name);

/**
 * The fields an `update` import matches a line to a record by: the resource's first set of unique
 * fields (`x-unique`), e.g. the name of a menu item, the e-mail of a customer. Null: it has none,
 * and imports only create.
 */
export const matchFields = (r: ResourceDef): readonly string[] | null => r.unique[0] ?? null;

/** Field kinds one cell can hold: text, a number, yes/no, a choice, a date, records by their names. */
const CELL_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'multiline',
  'color',
  'email',
  'enum',
  'status',
  'money',
  'percent',
  'integer',
  'boolean',
  'date',
  'reference',
  'references',
  'choices',
]);

/** Numbered sets of a list field that states no `maxItems`. */
const MAX_ROWS = 20;

/** Columns an export writes that an import reads past: they are the system's, not the user's. */
const SYSTEM_COLUMNS = ['id', 'created_at', 'updated_at'] as const;

export type ImportColumn =
  /** A field of the record: `name`, `category_id` (a record by its name). */
  | { type: 'field'; id: string; field: FieldDef }
  /** A sub-field of the n-th row of a list: `prices.2.price` is "Price 2 price". */
  | { type: 'row'; id: string; field: FieldDef; sub: FieldDef; n: number }
  /**
   * A field of the record that a reference names, given to confirm it and not stored: the category's
   * department (`category_id.department_id`).
   */
  | { type: 'parent'; id: string; field: FieldDef; parent: FieldDef; target: ResourceDef };

export interface ImportLayout {
  resource: ResourceDef;
  /** In the export's order: fields as the schema lists them, a reference's parents right after it. */
  columns: readonly ImportColumn[];
}

const cellField = (f: FieldDef) => !f.readOnly && CELL_KINDS.has(f.kind);
const rowsOf = (f: FieldDef) =>
  f.kind === 'list' && !f.readOnly && !f.widget ? (f.fields ?? []).filter(cellField) : [];

/** The columns an import of the resource reads, from its registry entry as it is now. */
export function importLayout(r: ResourceDef): ImportLayout {
  const columns: ImportColumn[] = [];
  for (const field of r.fields) {
    if (cellField(field)) columns.push({ type: 'field', id: field.name, field });
    if (field.kind === 'reference' && cellField(field)) {
      const target = resourceByName(field.reference!.resource);
      for (const parent of target.fields.filter(
        (g) => g.kind === 'reference' && g.reference!.resource !== r.name,
      ))
        columns.push({ type: 'parent', id: `${field.name}.${parent.name}`, field, parent, target });
    }
    const subs = rowsOf(field);
    if (!subs.length) continue;
    for (let n = 1; n <= (field.maxItems ?? MAX_ROWS); n++)
      for (const sub of subs)
        columns.push({ type: 'row', id: `${field.name}.${n}.${sub.name}`, field, sub, n });
  }
  return { resource: r, columns };
}

/** A phrase of one language, or undefined when that language has none. */
export function phrase(
  phrases: Phrases,
  key: string,
  params?: Record<string, string | number>,
): string | undefined {
  const text = makeTranslate(phrases)(key, params);
  return text === key ? undefined : text;
}

function fieldLabel(phrases: Phrases, r: ResourceDef, name: string): string {
  return phrase(phrases, `entities.${r.name}.fields.${name}`) ?? name;
}

/** "Price 2 price", as the export writes it: the entity's own numbering, else the generic one. */
function numberedLabels(phrases: Phrases, r: ResourceDef, key: string, n: number): string[] {
  const generic = phrase(phrases, 'list.export.numbered', { label: fieldLabel(phrases, r, key), n });
  const own = phrase(phrases, `entities.${r.name}.numbered.${key}`, { n });
  return [own, generic].filter((s): s is string => s !== undefined);
}

/** The column's header in one language, as the export writes it and the template offers it. */
export function columnLabel(phrases: Phrases, layout: ImportLayout, c: ImportColumn): string {
  const r = layout.resource;
  if (c.type === 'field') return fieldLabel(phrases, r, c.field.name);
  if (c.type === 'parent') return fieldLabel(phrases, c.target, c.parent.name);
  const key = `${c.field.name}_${c.sub.name}`;
  return numberedLabels(phrases, r, key, c.n)[0] ?? `${c.field.name}_${c.n}_${c.sub.name}`;
}

/** The label a message names the column's value by: "The price is required" for "Price 2 price". */
export function messageLabel(phrases: Phrases, layout: ImportLayout, c: ImportColumn): string {
  if (c.type === 'row') return fieldLabel(phrases, layout.resource, `${c.field.name}_${c.sub.name}`);
  return columnLabel(phrases, layout, c);
}

/**
 * Headers are matched without case, accents or punctuation: "Precio 1: descripción", "precio 1
 * descripcion" and "prices_1_description" are one column.
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const withoutId = (name: string) => name.replace(/_ids?$/, '');

/** Every header a column answers to: its labels in each language and its field's names. */
function aliases(layout: ImportLayout, c: ImportColumn, languages: readonly Phrases[]): string[] {
  const r = layout.resource;
  const out = languages.map((p) => columnLabel(p, layout, c));
  if (c.type === 'field') out.push(c.field.name, withoutId(c.field.name));
  if (c.type === 'parent') {
    out.push(c.parent.name, withoutId(c.parent.name));
    for (const p of languages) {
      const entity = phrase(p, `entities.${c.parent.reference!.resource}.name`);
      if (entity) out.push(entity);
    }
  }
  if (c.type === 'row') {
    out.push(`${c.field.name}_${c.n}_${c.sub.name}`);
    for (const p of languages) out.push(...numberedLabels(p, r, `${c.field.name}_${c.sub.name}`, c.n));
  }
  return out;
}

function systemAliases(r: ResourceDef, languages: readonly Phrases[]): string[] {
  return SYSTEM_COLUMNS.flatMap((name) => [
    name,
    ...languages.flatMap((p) => [
      phrase(p, `entities.${r.name}.fields.${name}`),
      phrase(p, `list.export.${name}`),
    ]),
  ]).filter((s): s is string => s !== undefined);
}

/** What a column of the file fills: a column of the layout, `ignored` (the export's Created), or nothing known. */
export type MappedColumn = ImportColumn | 'ignored' | null;

export interface HeaderMapping {
  columns: MappedColumn[];
  /** Why the file cannot be imported as it is laid out, if it cannot. */
  problem?: ImportMessage;
}

/** Columns every file must have: required fields without a default, and the first row of a required list. */
function requiredColumns(layout: ImportLayout): ImportColumn[] {
  return layout.columns.filter((c) => {
    if (c.type === 'field') return c.field.required && c.field.default === undefined;
    if (c.type === 'row') return c.n === 1 && c.field.required && c.sub.required;
    return false;
  });
}

/**
 * Which column of the layout each header names, in any of `languages` or by field name. `messages`
 * is the language the problem, if any, names columns in. A file that updates records needs only the
 * columns of the match key: the records it updates hold the rest, and a line that creates one without
 * them is refused by line.
 */
export function mapHeader(
  layout: ImportLayout,
  header: readonly string[],
  languages: readonly Phrases[],
  messages: Phrases,
  action: ImportAction = 'create',
): HeaderMapping {
  const byKey = new Map<string, MappedColumn>();
  for (const c of layout.columns)
    for (const alias of aliases(layout, c, languages))
      if (!byKey.has(headerKey(alias))) byKey.set(headerKey(alias), c);
  for (const alias of systemAliases(layout.resource, languages))
    if (!byKey.has(headerKey(alias))) byKey.set(headerKey(alias), 'ignored');

  const columns = header.map((text) => byKey.get(headerKey(text)) ?? null);
  const found = columns.filter((c): c is ImportColumn => c !== null && c !== 'ignored');
  if (!found.length) return { columns, problem: { key: 'import.errors.noColumns' } };
  const seen = new Set<string>();
  for (const [i, c] of columns.entries()) {
    if (c === null || c === 'ignored') continue;
    if (seen.has(c.id))
      return { columns, problem: { key: 'import.errors.duplicateColumn', params: { column: header[i]! } } };
    seen.add(c.id);
  }
  const match = action === 'update' ? matchFields(layout.resource) : null;
  const required = match
    ? layout.columns.filter((c) => c.type === 'field' && match.includes(c.field.name))
    : requiredColumns(layout);
  const missing = required.filter((c) => !seen.has(c.id));
  if (missing.length) {
    const names = missing.map((c) => columnLabel(messages, layout, c)).join(', ');
    return { columns, problem: { key: 'import.errors.missingColumns', params: { columns: names } } };
  }
  return { columns };
}
