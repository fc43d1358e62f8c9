import { recordTitle, type ResourceDef } from '../../../core/resource.js';
import { normalize, type RecordData } from '../../../core/validation.js';
import type { Db } from '../../db/database.js';
import { keyHolders, uniqueKey } from './names.js';

type Row = Record<string, unknown>;

/** The store's records of a resource by their ids, as the API reads them. */
export type RecordsLoader = (ids: readonly string[]) => Promise<Row[]>;

/** Records read at once when the lines of an update import are matched. */
const LOAD_BATCH = 1_000;

/** An existing record a line of an update import matches: what the line is checked and written against. */
export interface Match {
  id: string;
  /** How the console names the record ("Cheeseburger"). */
  title: string;
  /** Its fields as stored, the base the line's columns go over. */
  base: RecordData;
}

/**
 * The records the lines of an update import match by the resource's match key, compared as the
 * unique check compares it (without regard to case), found in one query and read in batches.
 */
export class Matches {
  private constructor(
    readonly fields: readonly string[],
    private readonly byKey: Map<string, Match>,
  ) {}

  /** The key of a line's values (as read from the file), or null when it lacks one of the key's fields. */
  static keyOf(r: ResourceDef, fields: readonly string[], values: RecordData): string | null {
    const data = normalize(r, values);
    return fields.every((f) => data[f] !== undefined) ? uniqueKey(fields, data) : null;
  }

  static async load(
    db: Db,
    storeId: string,
    r: ResourceDef,
    fields: readonly string[],
    keys: readonly string[],
    records: RecordsLoader,
  ): Promise<Matches> {
    const holders = await keyHolders(db, storeId, r, fields, [...new Set(keys)]);
    const ids = [...new Set(holders.values())];
    const byId = new Map<string, Row>();
    for (let start = 0; start < ids.length; start += LOAD_BATCH)
      for (const row of await records(ids.slice(start, start + LOAD_BATCH))) byId.set(row.id as string, row);
    const writable = r.fields.filter((f) => f.kind !== 'secret');
    const byKey = new Map<string, Match>();
    for (const [key, id] of holders) {
      const row = byId.get(id);
      if (!row) continue;
      const base: RecordData = {};
      for (const f of writable)
        if (row[f.name] !== undefined && row[f.name] !== null) base[f.name] = row[f.name];
      byKey.set(key, { id, title: recordTitle(r, row), base });
    }
    return new Matches(fields, byKey);
  }

  find(key: string | null): Match | undefined {
    return key === null ? undefined : this.byKey.get(key);
  }
}
