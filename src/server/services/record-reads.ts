import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { AppError } from '../../core/errors.js';
import { columnFields, rangeFields, type ResourceDef } from '../../core/resource.js';

/**
 * How the read-only records (checks, time cards, the floor…) are read: the columns their schema
 * names and no others (a check's device body stays behind), their dates as the calendar dates they
 * are, and their dates and times filtered by range.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/** The record's own columns; an entity's table is read whole, as it always was. */
export function selectColumns<Q extends Select>(query: Q, r: ResourceDef): Q {
  if (!r.readOnly) return query.selectAll(r.table) as Q;
  const col = (name: string) => sql.ref(`${r.table}.${name}`);
  return query.select([
    col('id').as('id'),
    ...r.fields.map((f) =>
      f.kind === 'date'
        ? sql<string>`to_char(${col(f.name)}, 'YYYY-MM-DD')`.as(f.name)
        : col(f.name).as(f.name),
    ),
  ]) as Q;
}

/** A date and time as the API shows it: ISO 8601 in UTC. */
export function instantText(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A calendar date that exists, e.g. 2025-02-28 but not 2025-02-30. */
function realDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * `<field>_gte` / `<field>_lte` of a record's date or time: that bound, included. A date is
 * YYYY-MM-DD; a date and time is ISO 8601 with its offset, as the API writes them. Null when the
 * name is no range.
 */
export function rangeCondition(r: ResourceDef, eb: Eb, name: string, value: unknown) {
  const m = /^(.+)_(gte|lte)$/.exec(name);
  const field = m && rangeFields(r).find((f) => f.name === m[1]);
  if (!m || !field) return null;
  const text = String(value).trim();
  if (
    field.kind === 'date'
      ? !DATE.test(text) || !realDate(text)
      : !INSTANT.test(text) || !realDate(text.slice(0, 10))
  )
    throw field.kind === 'date'
      ? new AppError('BAD_REQUEST', 'validation.invalid', { field: name })
      : new AppError('BAD_REQUEST', 'errors.invalidInstant', { at: text });
  const column = `${r.table}.${field.name}`;
  if (field.kind === 'date') return eb(column, m[2] === 'gte' ? '>=' : '<=', sql`${text}::date`);
  // The API shows milliseconds: an upper bound as read includes the whole millisecond.
  return m[2] === 'gte'
    ? eb(column, '>=', sql`${text}::timestamptz`)
    : eb(column, '<', sql`${text}::timestamptz + interval '1 millisecond'`);
}

/** Columns a list may be sorted by: the record's plain columns, and an entity's times of writing. */
export function sortColumns(r: ResourceDef): string[] {
  const own = columnFields(r).map((f) => f.name);
  return r.readOnly ? own : [...own, 'created_at', 'updated_at'];
}
