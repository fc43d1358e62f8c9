import type { Cell } from '../../../core/import/cells.js';
import {
  matchFields,
  type ImportColumn,
  type ImportLayout,
  type MappedColumn,
} from '../../../core/import/layout.js';
import {
  IMPORT_LIMITS,
  type ImportAction,
  type ImportEvent,
  type LineError,
} from '../../../core/import/protocol.js';
import type { Phrases } from '../../../core/messages.js';
import type { FieldDef } from '../../../core/resource.js';
import { defaults, normalize, validateRecord, type RecordData } from '../../../core/validation.js';
import type { Db } from '../../db/database.js';
import { Matches, type Match, type RecordsLoader } from './match.js';
import { keyHolders, NameBook, uniqueKey, uniqueMessage, type Named, type Wanted } from './names.js';
import { pause } from './pause.js';
import type { Sheet } from './read.js';
import { choiceReader, readCell } from './values.js';

/**
 * A line that passed every check, as the record to write; or, for a line that updates a record, the
 * record's id and title and only the fields the file gives (`data`).
 */
export interface CheckedLine {
  line: number;
  data: RecordData;
  updates?: { id: string; title: string };
}

/** A line once finished: the whole record it checks (`data`), what it writes, its errors. */
interface Finished {
  line: number;
  data: RecordData;
  write: RecordData;
  match?: Match;
  errors: LineError[];
}

export interface CheckOutcome {
  valid: CheckedLine[];
  errors: LineError[];
}

/** One line as read, before the names it gives are looked up. */
interface Draft {
  line: number;
  values: RecordData;
  /** Reference fields: the name (or names) given. */
  names: Map<FieldDef, string | string[]>;
  /** Parent columns: the name given. */
  parents: Map<ImportColumn & { type: 'parent' }, string>;
  /** List fields: row number → the row's values. */
  rows: Map<FieldDef, Map<number, RecordData>>;
  errors: LineError[];
}

export class LineChecker {
  private readonly choices = new Map<FieldDef, (text: string) => string>();
  /** Fields the file has a column of. */
  private readonly given: Set<string>;

  constructor(
    private readonly db: Db,
    private readonly storeId: string,
    private readonly layout: ImportLayout,
    private readonly columns: readonly MappedColumn[],
    languages: readonly Phrases[],
    private readonly action: ImportAction = 'create',
    /** Reads the records an update import's lines match. */
    private readonly records?: RecordsLoader,
  ) {
    const r = layout.resource;
    this.given = new Set(
      columns.flatMap((c) => (c && c !== 'ignored' && c.type === 'field' ? [c.field.name] : [])),
    );
    for (const c of layout.columns) {
      const f = c.type === 'row' ? c.sub : c.field;
      if (f.enum && !this.choices.has(f)) this.choices.set(f, choiceReader(r, f, languages));
    }
  }

  /** Every line checked, with progress; the outcome is the generator's return value. */
  async *check(sheet: Sheet): AsyncGenerator<ImportEvent, CheckOutcome> {
    const total = sheet.lines.length;
    const drafts = sheet.lines.map((l) => this.read(l.line, l.cells));
    const book = await NameBook.load(this.db, this.storeId, this.wanted(drafts));
    const matches = await this.matches(drafts);
    const records: Finished[] = [];
    for (const [i, draft] of drafts.entries()) {
      const match = matches?.find(Matches.keyOf(this.layout.resource, matches.fields, draft.values));
      records.push({ line: draft.line, ...this.finish(draft, book, match), match, errors: draft.errors });
      if ((i + 1) % IMPORT_LIMITS.batch === 0 || i + 1 === total) {
        yield { phase: 'check', done: i + 1, total };
        await pause();
      }
    }
    await this.duplicates(records);
    return {
      valid: records
        .filter((r) => !r.errors.length)
        .map(({ line, write, match }) => ({
          line,
          data: write,
          ...(match ? { updates: { id: match.id, title: match.title } } : {}),
        })),
      errors: records.flatMap((r) => r.errors),
    };
  }

  /** In an update import, the records the lines match by the resource's match key. */
  private async matches(drafts: readonly Draft[]): Promise<Matches | null> {
    const r = this.layout.resource;
    const fields = matchFields(r);
    if (this.action !== 'update' || !fields || !this.records) return null;
    const keys = drafts.flatMap((d) => Matches.keyOf(r, fields, d.values) ?? []);
    return Matches.load(this.db, this.storeId, r, fields, keys, this.records);
  }

  /** The cells of a line as values of their columns; names stay names until looked up. */
  private read(line: number, cells: readonly Cell[]): Draft {
    const d: Draft = { line, values: {}, names: new Map(), parents: new Map(), rows: new Map(), errors: [] };
    for (const [i, c] of this.columns.entries()) {
      if (c === null || c === 'ignored') continue;
      const field = c.type === 'row' ? c.sub : c.type === 'parent' ? c.parent : c.field;
      const read = readCell(field, cells[i] ?? null, this.choices.get(field) ?? ((t) => t));
      if (read === undefined) continue;
      if ('error' in read) {
        d.errors.push({ line, field: c.id, key: read.error });
        continue;
      }
      if (c.type === 'parent') d.parents.set(c, read.value as string);
      else if (c.type === 'row') {
        const rows = d.rows.get(c.field) ?? d.rows.set(c.field, new Map()).get(c.field)!;
        rows.set(c.n, { ...rows.get(c.n), [c.sub.name]: read.value });
      } else if (c.field.reference) d.names.set(c.field, read.value as string | string[]);
      else d.values[c.field.name] = read.value;
    }
    return d;
  }

  /** The names each resource is asked for; and each referenced resource, for its default record. */
  private wanted(drafts: readonly Draft[]): Wanted {
    const out: Wanted = new Map();
    const add = (resource: string, names: readonly string[]) => {
      const set = out.get(resource) ?? out.set(resource, new Set()).get(resource)!;
      for (const n of names) set.add(n);
    };
    for (const f of this.layout.resource.fields)
      if (f.reference && f.kind === 'reference') add(f.reference.resource, []);
    for (const d of drafts) {
      for (const [f, name] of d.names) add(f.reference!.resource, Array.isArray(name) ? name : [name]);
      for (const [c, name] of d.parents) add(c.parent.reference!.resource, [name]);
    }
    return out;
  }

  /**
   * The line's record: names replaced by ids, rows numbered from the file's, then the shared
   * validator. A line that updates a record goes over that record: the file's columns replace its
   * values (a price row its row of that number), an empty cell keeps it; only those are written.
   */
  private finish(d: Draft, book: NameBook, match?: Match): { data: RecordData; write: RecordData } {
    const r = this.layout.resource;
    const fail = (field: string, key: string, params?: LineError['params']) =>
      d.errors.push({ line: d.line, field, key, ...(params ? { params } : {}) });
    const data: RecordData = { ...d.values };
    const chosen = new Map<FieldDef, Named>();
    for (const [f, given] of d.names) {
      const names = Array.isArray(given) ? given : [given];
      const found = names.map((name) => book.find(f.reference!.resource, name));
      const missing = names.find((_, i) => !found[i]);
      if (missing !== undefined) fail(f.name, 'import.errors.notFound', { value: missing });
      else if (found.some((record) => !this.whereHolds(f, record!)))
        fail(f.name, f.reference!.whereMessage ?? 'validation.invalid');
      else if (Array.isArray(given)) data[f.name] = [...new Set(found.map((record) => record!.id))];
      else {
        data[f.name] = found[0]!.id;
        chosen.set(f, found[0]!);
      }
    }
    if (!match) this.defaultReferences(data, book);
    for (const [c, given] of d.parents) {
      const parent = book.find(c.parent.reference!.resource, given);
      const child = chosen.get(c.field);
      if (!parent) fail(c.id, 'import.errors.notFound', { value: given });
      else if (child && child.row[c.parent.name] !== parent.id)
        fail(c.id, 'import.errors.parentMismatch', { record: child.title, value: parent.title });
    }
    const numbers = new Map<string, number[]>();
    for (const [f, given] of d.rows) {
      const rows = new Map<number, RecordData | undefined>();
      for (const [i, row] of ((match?.base[f.name] as RecordData[] | undefined) ?? []).entries())
        rows.set(i + 1, row);
      for (const [n, row] of given) rows.set(n, { ...rows.get(n), ...row });
      const ns = [...rows.keys()].sort((a, b) => a - b);
      numbers.set(f.name, ns);
      data[f.name] = ns.map((n) => rows.get(n));
    }
    const write = normalize(r, data);
    // The match key found the record: written the way the file cases it, it would rename the record.
    if (match) for (const f of matchFields(r) ?? []) delete write[f];
    const record = { ...(match ? match.base : defaults(r)), ...write };
    const failed = new Set(d.errors.map((e) => e.field));
    for (const e of validateRecord(r, record)) {
      const field = this.columnOf(e.field, numbers);
      // A value that could not be read is absent: "required" would only repeat the first error.
      if (failed.has(field)) continue;
      fail(field, e.key, e.params);
    }
    // What an imported line must give though the form may leave it empty (`x-import.required`).
    for (const name of r.importRequired ?? []) {
      if (failed.has(name) || d.errors.some((e) => e.field === name)) continue;
      if (record[name] === undefined || record[name] === null || record[name] === '')
        fail(name, r.fields.find((f) => f.name === name)?.messages?.required ?? 'validation.required');
    }
    return { data: record, write: match ? write : record };
  }

  private whereHolds(f: FieldDef, record: Named): boolean {
    return Object.entries(f.reference!.where ?? {}).every(([k, v]) => record.row[k] === v);
  }

  /**
   * A reference the file has no column for gets its resource's default record, as the console's
   * form pre-selects it (the default tax); a column left empty stays empty.
   */
  private defaultReferences(data: RecordData, book: NameBook): void {
    for (const f of this.layout.resource.fields) {
      if (f.kind !== 'reference' || this.given.has(f.name)) continue;
      const record = book.defaultOf(f.reference!.resource);
      if (record && this.whereHolds(f, record)) data[f.name] = record.id;
    }
  }

  /** The column a validator's path points to: `prices.0.price` of a line whose first price is its Price 2 → `prices.2.price`. */
  private columnOf(path: string, numbers: Map<string, number[]>): string {
    const [head, index, sub] = path.split('.');
    const list = this.layout.columns.find((c) => c.type === 'row' && c.field.name === head);
    if (!list || list.type !== 'row') return path;
    const n = index === undefined ? 1 : (numbers.get(head!)?.[Number(index)] ?? Number(index) + 1);
    return `${head}.${n}.${sub ?? list.sub.name}`;
  }

  /**
   * Names (any unique set of fields) given twice in the file, or already taken in the store: in an
   * update import, taken by another record than the one the line updates.
   */
  private async duplicates(records: readonly Finished[]) {
    const match = this.action === 'update' ? matchFields(this.layout.resource) : null;
    for (const fields of this.layout.resource.unique) {
      const first = new Map<string, number>();
      const keyed = records
        .map((rec) => ({ rec, key: uniqueKey(fields, rec.data) }))
        .filter(({ rec }) => fields.every((f) => rec.data[f] !== undefined));
      for (const { rec, key } of keyed) {
        const line = first.get(key);
        if (line === undefined) first.set(key, rec.line);
        else
          rec.errors.push({
            line: rec.line,
            field: fields[0]!,
            key: 'import.errors.duplicateInFile',
            params: { line },
          });
      }
      // The match key is what an update import finds its records by: held, it is a match.
      if (fields === match) continue;
      const taken = await keyHolders(this.db, this.storeId, this.layout.resource, fields, [...first.keys()]);
      for (const { rec, key } of keyed) {
        const holder = taken.get(key);
        if (holder !== undefined && holder !== rec.match?.id)
          rec.errors.push({
            line: rec.line,
            field: fields[0]!,
            key: uniqueMessage(this.layout.resource, fields),
          });
      }
    }
  }
}
