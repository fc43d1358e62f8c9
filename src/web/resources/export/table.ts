import { parseDateOnly, zonedWallTime, type WallTime } from '../../../core/formats.js';
import { isImportable } from '../../../core/import/layout.js';
import { resourceByName } from '../../../core/registry.js';
import { recordTitle, valueKind, type FieldDef, type ResourceDef } from '../../../core/resource.js';
import { scheduleText, type Schedule } from '../../../core/schedule.js';
import { choiceLabel } from '../choices.js';
import { WIDGET_SUMMARIES, type Translate } from './summaries.js';

export type { Translate };

/**
 * How a column's cells are written: as text, as numbers (with their decimals) or as dates; a
 * `percentage` is a percent among money (a discount's value) and carries its sign.
 */
export type CellKind = 'text' | 'integer' | 'money' | 'percent' | 'percentage' | 'date' | 'timestamp';

/** A cell before it is written: text, a number, or a date and time read on the store's clock. */
export type Cell = string | number | WallTime | null;

export interface ExportColumn {
  label: string;
  kind: CellKind;
  /** Each row's kind, when the column's unit follows a choice of the record (money or a percentage). */
  kinds?: CellKind[];
}

export interface ExportTable {
  /** The entity's plural label, e.g. "Menu Items": the XLSX sheet's name. */
  sheet: string;
  columns: ExportColumn[];
  rows: Cell[][];
}

export type Row = Record<string, unknown>;

/** Referenced records, by resource name and then by id. */
export type Related = ReadonlyMap<string, ReadonlyMap<string, Row>>;

export interface TableContext {
  translate: Translate;
  related: Related;
  /** The store's time zone: moments are written on its clock (the reader's when absent). */
  timeZone?: string;
}

interface ColumnDef extends ExportColumn {
  read: (record: Row) => Cell;
  kindOf?: (record: Row) => CellKind;
}

const SYSTEM_COLUMNS = ['created_at', 'updated_at'] as const;

function cellKind(field: FieldDef): CellKind {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'percent':
    case 'date':
      return field.kind;
    case 'datetime':
      return 'timestamp';
    default:
      return 'text';
  }
}

function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A referenced record by its title; its id only when the record could not be found. */
function titleOf(field: FieldDef, id: unknown, related: Related): string {
  const target = resourceByName(field.reference!.resource);
  const record = related.get(target.name)?.get(String(id));
  return (record && recordTitle(target, record)) || String(id);
}

/** One value of a field as its cell: words translated, references named, numbers kept numbers. */
function cellOf(r: ResourceDef, field: FieldDef, value: unknown, ctx: TableContext): Cell {
  if (value === null || value === undefined || value === '') return null;
  const { translate } = ctx;
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? translate(`ra.boolean.${value}`) : null;
    case 'status':
      return translate(`status.${String(value)}`, { _: String(value) });
    case 'enum':
      return choiceLabel(translate, r, String(value));
    case 'choices':
      return Array.isArray(value) ? value.map((v) => choiceLabel(translate, r, String(v))).join(', ') : null;
    case 'schedule':
      return scheduleText((day) => translate(`days.${day}`), value as Schedule, {
        nextDay: translate('schedule.nextDayShort'),
      });
    case 'datetime':
      return zonedWallTime(value, ctx.timeZone);
    case 'integer':
    case 'money':
    case 'percent':
    case 'quantity':
      return asNumber(value);
    case 'date':
      return parseDateOnly(value);
    case 'reference':
      return titleOf(field, value, ctx.related);
    case 'references':
      return Array.isArray(value) ? value.map((id) => titleOf(field, id, ctx.related)).join(', ') : null;
    case 'list':
      if (field.widget) return WIDGET_SUMMARIES[field.widget](value, translate);
      return Array.isArray(value) ? value.map(String).join(', ') : null;
    case 'secret':
      return null;
    default:
      return String(value);
  }
}

const rowsOf = (record: Row, field: FieldDef): Row[] =>
  Array.isArray(record[field.name]) ? (record[field.name] as Row[]) : [];

/** The columns of one field: one, or for a group of rows ("prices") one per sub-field and row number. */
function columnsOfField(
  r: ResourceDef,
  field: FieldDef,
  records: readonly Row[],
  ctx: TableContext,
): ColumnDef[] {
  const { translate } = ctx;
  const label = translate(`entities.${r.name}.fields.${field.name}`, { _: field.name });
  if (field.kind !== 'list' || field.widget || !field.fields?.length) {
    const read = (record: Row) => cellOf(r, field, record[field.name], ctx);
    if (!field.unit) return [{ label, kind: cellKind(field), read }];
    const kindOf = (record: Row): CellKind =>
      valueKind(field, record) === 'percent' ? 'percentage' : 'money';
    return [{ label, kind: 'money', read, kindOf }];
  }
  // As many numbered sets as the longest group, and at least one so the header is the same shape
  // whether or not the exported records have rows.
  const count = Math.max(1, ...records.map((record) => rowsOf(record, field).length));
  const columns: ColumnDef[] = [];
  for (let n = 1; n <= count; n++) {
    for (const sub of field.fields) {
      const key = `${field.name}_${sub.name}`;
      const generic = translate('list.export.numbered', {
        label: translate(`entities.${r.name}.fields.${key}`, { _: key }),
        n,
      });
      columns.push({
        label: translate(`entities.${r.name}.numbered.${key}`, { n, _: generic }),
        kind: cellKind(sub),
        read: (record) => cellOf(r, sub, rowsOf(record, field)[n - 1]?.[sub.name], ctx),
      });
    }
  }
  return columns;
}

/**
 * The columns of the export. A resource the console imports is written as its import reads it back:
 * only what a user sets, none of what the server sets (read-only fields such as a balance or when an
 * agreement was given, the record's times), so that an exported file imports as it is.
 */
function columnDefs(r: ResourceDef, records: readonly Row[], ctx: TableContext): ColumnDef[] {
  const { translate } = ctx;
  const importable = isImportable(r);
  return [
    ...r.fields
      .filter((f) => f.kind !== 'secret' && !(importable && f.readOnly))
      .flatMap((f) => columnsOfField(r, f, records, ctx)),
    ...(importable ? [] : SYSTEM_COLUMNS).map((name): ColumnDef => ({
      label: translate(`entities.${r.name}.fields.${name}`, { _: translate(`list.export.${name}`) }),
      kind: 'timestamp',
      read: (record) => zonedWallTime(record[name], ctx.timeZone),
    })),
  ];
}

/** The records of a resource as a table a spreadsheet can use, in the user's language. */
export function exportTable(r: ResourceDef, records: readonly Row[], ctx: TableContext): ExportTable {
  const defs = columnDefs(r, records, ctx);
  return {
    sheet: ctx.translate(`entities.${r.name}.plural`, { _: r.plural }),
    columns: defs.map(({ label, kind, kindOf }) => ({
      label,
      kind,
      ...(kindOf ? { kinds: records.map(kindOf) } : {}),
    })),
    rows: records.map((record) => defs.map((d) => d.read(record))),
  };
}

/** The fields whose values name records of another resource, by that resource. */
function referenceTargets(r: ResourceDef): Map<string, FieldDef[]> {
  const out = new Map<string, FieldDef[]>();
  for (const f of r.fields) {
    if (f.kind !== 'reference' && f.kind !== 'references') continue;
    const name = f.reference!.resource;
    out.set(name, [...(out.get(name) ?? []), f]);
  }
  return out;
}

/** Every id the records point to, by referenced resource, each once. */
export function referencedIds(r: ResourceDef, records: readonly Row[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [resource, fields] of referenceTargets(r)) {
    const ids = new Set<string>();
    for (const record of records) {
      for (const f of fields) {
        const value = record[f.name];
        for (const id of Array.isArray(value) ? value : [value]) {
          if (id !== null && id !== undefined && id !== '') ids.add(String(id));
        }
      }
    }
    if (ids.size) out.set(resource, [...ids]);
  }
  return out;
}
