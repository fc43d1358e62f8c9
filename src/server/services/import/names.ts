import { sql } from 'kysely';
import { resourceByName } from '../../../core/registry.js';
import type { ResourceDef } from '../../../core/resource.js';
import type { Db } from '../../db/database.js';

type Row = Record<string, unknown>;

/** A record found by its name: its id and its columns (what a reference's `where` or a parent reads). */
export interface Named {
  id: string;
  title: string;
  row: Row;
}

/** What a file's references ask for: resource name → the names given. */
export type Wanted = Map<string, Set<string>>;

/** How a record is named, in SQL: its title fields joined by a space, as `recordTitle` joins them. */
const titleSql = (r: ResourceDef) =>
  sql`concat_ws(' ', ${sql.join(r.title.map((name) => sql`nullif(${sql.ref(`t.${name}`)}::text, '')`))})`;

/** Records of other resources named in a file, found without regard to case. */
export class NameBook {
  private readonly byKey = new Map<string, Named>();
  private readonly defaults = new Map<string, Named>();

  constructor(rows: readonly { resource: string; id: string; title: string; row: Row; chosen: boolean }[]) {
    for (const { resource, id, title, row, chosen } of rows) {
      const named = { id, title, row };
      this.byKey.set(`${resource}\u0000${title.toLowerCase()}`, named);
      if (chosen) this.defaults.set(resource, named);
    }
  }

  find(resource: string, name: string): Named | undefined {
    return this.byKey.get(`${resource}\u0000${name.toLowerCase()}`);
  }

  /** The resource's default record (the default tax), which a new record gets when nothing is chosen. */
  defaultOf(resource: string): Named | undefined {
    return this.defaults.get(resource);
  }

  /**
   * Every record named, of every resource, in one query; with them each resource's default record
   * (`x-single-default`), so that a file without a tax column gets the default tax as the form would.
   */
  static async load(db: Db, storeId: string, wanted: Wanted): Promise<NameBook> {
    const parts = [...wanted].map(([name, names]) => {
      const r = resourceByName(name);
      const title = titleSql(r);
      const chosen = r.singleDefault ? sql`coalesce(${sql.ref(`t.${r.singleDefault}`)}, false)` : sql`false`;
      return sql`select ${r.name}::text as resource, t.id::text as id, ${title} as title, to_jsonb(t) as row,
        ${chosen} as chosen
        from ${sql.table(r.table)} t
        where t.store_id = ${storeId} and (lower(${title}) = any(${[...names].map((n) => n.toLowerCase())}::text[])
          or ${chosen})`;
    });
    if (!parts.length) return new NameBook([]);
    const { rows } = await sql<{
      resource: string;
      id: string;
      title: string;
      row: Row;
      chosen: boolean;
    }>`${sql.join(parts, sql` union all `)}`.execute(db);
    return new NameBook(rows);
  }
}

/** The key a set of unique fields gives a record: its values without case, as the unique index compares them. */
export function uniqueKey(fields: readonly string[], data: Row): string {
  return fields.map((f) => String(data[f] ?? '').toLowerCase()).join('\u001f');
}

/** Which of these keys the store's records already hold, and the record holding each, in one query. */
export async function keyHolders(
  db: Db,
  storeId: string,
  r: ResourceDef,
  fields: readonly string[],
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const key = sql<string>`concat_ws(chr(31), ${sql.join(fields.map((f) => sql`lower(coalesce(${sql.ref(f)}::text, ''))`))})`;
  const rows = await db
    .selectFrom(r.table)
    .select([key.as('key'), 'id'])
    .where('store_id', '=', storeId)
    .where(sql<boolean>`${key} = any(${[...keys]}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.key as string, row.id as string]));
}

/** How a key already taken is refused: its first field's `unique` message ("Already exist a customer with this email"), else the generic one. */
export function uniqueMessage(r: ResourceDef, fields: readonly string[]): string {
  return r.fields.find((f) => f.name === fields[0])?.messages?.unique ?? 'errors.duplicate';
}
