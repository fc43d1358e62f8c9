import { sql } from 'kysely';
import { resourceByName } from '../../core/registry.js';
import {
  clearedOnDelete,
  joinTableOf,
  referencesFields,
  type FieldDef,
  type ResourceDef,
} from '../../core/resource.js';
import type { Db } from './database.js';

const COLUMN_TYPES: Record<FieldDef['kind'], string> = {
  text: 'text',
  multiline: 'text',
  'email-design': 'text',
  color: 'text',
  enum: 'text',
  status: 'text',
  money: 'numeric(12,2)',
  percent: 'numeric(7,3)',
  quantity: 'numeric(12,3)',
  integer: 'integer',
  boolean: 'boolean',
  reference: 'uuid',
  references: 'jsonb',
  schedule: 'jsonb',
  date: 'text',
  time: 'text',
  datetime: 'text',
  email: 'text',
  secret: 'text',
  list: 'jsonb',
  choices: 'jsonb',
};

/**
 * Fields kept in the entity's own table: not a sign-in password (it lives with the user) nor a list
 * of references (it has its own join table).
 */
const stored = (f: FieldDef) => f.secret !== 'password' && f.kind !== 'references';

function literal(value: NonNullable<FieldDef['default']>): string {
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  if (typeof value === 'string') return quoted(value);
  // A list's first rows, kept as jsonb.
  if (typeof value === 'object') return `${quoted(JSON.stringify(value))}::jsonb`;
  return String(value);
}

/** A singleton's required fields may be empty until its first save fills them (see ItemsService). */
function columnDdl(r: ResourceDef, f: FieldDef): string {
  let ddl = `"${f.name}" ${COLUMN_TYPES[f.kind]}`;
  if (f.default !== undefined) ddl += ` not null default ${literal(f.default)}`;
  else if (f.required && !r.singleton && !clearedOnDelete(f)) ddl += ' not null';
  return ddl;
}

/** Referenced tables first, so foreign keys can be declared as tables are created. */
function inDependencyOrder(resources: readonly ResourceDef[]): ResourceDef[] {
  const done = new Set<string>();
  const out: ResourceDef[] = [];
  const visit = (r: ResourceDef, path: string[]) => {
    if (done.has(r.name)) return;
    if (path.includes(r.name)) throw new Error(`Reference cycle: ${[...path, r.name].join(' → ')}`);
    for (const f of r.fields) {
      const target = f.reference && resources.find((x) => x.name === f.reference!.resource);
      if (target && target !== r) visit(target, [...path, r.name]);
    }
    done.add(r.name);
    out.push(r);
  };
  for (const r of resources) visit(r, []);
  return out;
}

/**
 * A list of references is a join table, one row per referenced record with its place in the list:
 * deleting the owner deletes its rows, a referenced record cannot be deleted while listed. A list
 * that an older database kept as a JSON column moves into its table, and the column goes.
 */
async function syncJoinTable(db: Db, resources: readonly ResourceDef[], r: ResourceDef, f: FieldDef) {
  const jt = joinTableOf(r, f);
  // A list may hold read-only records (an ad's images): their tables come from migrations.
  const target =
    resources.find((x) => x.name === f.reference!.resource) ?? resourceByName(f.reference!.resource);
  await sql
    .raw(
      `create table if not exists "${jt}" (
        store_id uuid not null,
        owner_id uuid not null,
        target_id uuid not null,
        position integer not null,
        primary key (store_id, owner_id, target_id),
        foreign key (store_id, owner_id) references "${r.table}" (store_id, id) on delete cascade,
        foreign key (store_id, target_id) references "${target.table}" (store_id, id) on delete restrict
      )`,
    )
    .execute(db);
  await sql.raw(`create index if not exists "${jt}_target_idx" on "${jt}" (store_id, target_id)`).execute(db);
  const legacy = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = ${r.table} and column_name = ${f.name}`.execute(
    db,
  );
  if (Number(legacy.rows[0]?.n) === 0) return;
  await sql
    .raw(
      `insert into "${jt}" (store_id, owner_id, target_id, position)
       select o.store_id, o.id, e.value::uuid, e.ordinality::int
       from "${r.table}" o, jsonb_array_elements_text(o."${f.name}") with ordinality as e(value, ordinality)
       where jsonb_typeof(o."${f.name}") = 'array'
         and exists (select 1 from "${target.table}" x where x.store_id = o.store_id and x.id = e.value::uuid)
       on conflict do nothing`,
    )
    .execute(db);
  await sql.raw(`alter table "${r.table}" drop column "${f.name}"`).execute(db);
}

/** Every column of the database's tables that has a default, as "table.column". */
async function columnsWithDefaults(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select table_name || '.' || column_name as name
    from information_schema.columns where table_schema = current_schema() and column_default is not null`.execute(
    db,
  );
  return new Set(rows.map((row) => row.name));
}

/** A default the schema no longer has (a made-up printer address) leaves its column: left empty stays empty. */
async function dropDefault(db: Db, r: ResourceDef, f: FieldDef) {
  const loose = !(f.required && !r.singleton);
  await sql
    .raw(
      `alter table "${r.table}" alter column "${f.name}" drop default${loose ? `, alter column "${f.name}" drop not null` : ''}`,
    )
    .execute(db);
}

/**
 * The trigram search indexes' storage: new entries gather in a pending list that the insert which
 * fills it past 256 kB merges into the index, sorted and key by key, instead of each entry finding
 * its place in the index at once (a 1,000-line import batch writes some 60,000 entries, and that
 * was a third of a large import's time). The list stays small whatever the database: PGlite has no
 * autovacuum to merge it, and a large one would make the planner read the whole table instead.
 */
const SEARCH_INDEX_OPTIONS = ['fastupdate = on', 'gin_pending_list_limit = 256'];

/**
 * The text `q` searches in a resource that searches its fields together (`searchTogether`): each
 * field, empty when null, joined by line breaks (a search never spans two fields unless it holds
 * one), written with immutable operators only so that one index can hold it. `alias` qualifies the
 * columns (`c.`). The search compares exactly this text, so the index serves it.
 */
export const searchedTogether = (fields: readonly string[], alias = ''): string =>
  fields.map((f) => `coalesce(${alias}"${f}", '')`).join(' || chr(10) || ');

/** The search indexes there are, by name, with their storage options as PostgreSQL writes them. */
async function searchIndexOptions(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ name: string; options: string[] | null }>`
    select c.relname as name, c.reloptions as options from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'i' and n.nspname = current_schema() and c.relname like '%\_search'`.execute(db);
  return new Map(rows.map((row) => [row.name, row.options ?? []]));
}

/**
 * Brings every entity table in line with its schema: creates missing tables, adds missing columns,
 * keys, foreign keys and indexes. Every statement is idempotent, so it runs at each start-up.
 */
export async function syncEntityTables(db: Db, resources: readonly ResourceDef[]): Promise<void> {
  const defaulted = await columnsWithDefaults(db);
  const searchIndexes = await searchIndexOptions(db);
  for (const r of inDependencyOrder(resources)) {
    const t = r.table;
    const refs = r.fields.filter((f) => f.reference && f.kind === 'reference');
    const cols = r.fields.filter(stored).map((f) => columnDdl(r, f));
    const fks = refs.map((f) => {
      const target =
        resources.find((x) => x.name === f.reference!.resource) ?? resourceByName(f.reference!.resource);
      return `foreign key (store_id, "${f.name}") references "${target.table}" (store_id, id) on delete restrict`;
    });
    await sql
      .raw(
        `create table if not exists "${t}" (
          store_id uuid not null references store (id) on delete cascade,
          id uuid not null,
          ${cols.join(',\n          ')},
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          primary key (store_id, id)${fks.map((fk) => `,\n          ${fk}`).join('')}
        )`,
      )
      .execute(db);
    for (const f of r.fields.filter(stored)) {
      await sql.raw(`alter table "${t}" add column if not exists ${columnDdl(r, f)}`).execute(db);
      if (f.default === undefined && defaulted.has(`${t}.${f.name}`)) await dropDefault(db, r, f);
      // Once required of every record, now emptied when its record is deleted.
      if (clearedOnDelete(f))
        await sql.raw(`alter table "${t}" alter column "${f.name}" drop not null`).execute(db);
    }
    for (const fields of r.unique) {
      const name = `${t}_${fields.join('_')}_key`;
      // Text is unique whatever its case; a reference (one recipe per menu item) as it is.
      const kindOf = (name: string) => r.fields.find((f) => f.name === name)?.kind;
      const exprs = fields.map((f) => (kindOf(f) === 'reference' ? `"${f}"` : `lower("${f}")`)).join(', ');
      await sql.raw(`create unique index if not exists "${name}" on "${t}" (store_id, ${exprs})`).execute(db);
    }
    for (const f of refs) {
      await sql
        .raw(`create index if not exists "${t}_${f.name}_idx" on "${t}" (store_id, "${f.name}")`)
        .execute(db);
    }
    for (const f of referencesFields(r)) await syncJoinTable(db, resources, r, f);
    // The search compares office_unaccent(column) (listing.ts), so the index is on that expression; an
    // index on the bare column, as databases made before accents were ignored have, is never used.
    // A field no longer searched loses its index, which every write would keep up for nothing.
    // A resource searching its fields together has one index on them all instead.
    const single = r.searchTogether ? [] : r.search;
    for (const f of r.fields.filter((x) => !single.includes(x.name)))
      await sql.raw(`drop index if exists "${t}_${f.name}_search"`).execute(db);
    if (!r.searchTogether) await sql.raw(`drop index if exists "${t}_search"`).execute(db);
    const indexes = single.map((f) => ({ name: `${t}_${f}_search`, text: `"${f}"` }));
    if (r.searchTogether) indexes.push({ name: `${t}_search`, text: searchedTogether(r.search) });
    for (const f of r.search) await sql.raw(`drop index if exists "${t}_${f}_trgm"`).execute(db);
    for (const { name, text } of indexes) {
      const options = searchIndexes.get(name);
      if (options === undefined)
        await sql
          .raw(
            `create index "${name}" on "${t}" using gin (office_unaccent(${text}) gin_trgm_ops) with (${SEARCH_INDEX_OPTIONS.join(', ')})`,
          )
          .execute(db);
      else if (SEARCH_INDEX_OPTIONS.some((o) => !options.includes(o.replace(/ /g, ''))))
        await sql.raw(`alter index "${name}" set (${SEARCH_INDEX_OPTIONS.join(', ')})`).execute(db);
    }
    await sql
      .raw(`create index if not exists "${t}_sort_idx" on "${t}" (store_id, "${r.sort.field}", id)`)
      .execute(db);
  }
}
