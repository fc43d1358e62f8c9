import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { registry } from '../../core/registry.js';
import { START_LOCK, type Database, type Db } from './database.js';
import { syncEntityTables } from './entity-tables.js';

/**
 * A hand-written migration, for what no entity schema describes: one file of `migrations/`, named
 * `NNNN_<what>.ts`, whose `up` runs once in the start-up transaction. Its name (the file's, without
 * the ending) is what `schema_migration` records. Append only; never edit one that shipped. A
 * migration carries its own statements: it imports nothing but the database's types and pure
 * src/core functions, and what it runs is pinned in tests/unit/migrations.test.ts.
 */
export interface Migration {
  name: string;
  up: (db: Db) => Promise<void>;
}

const DIR = new URL('./migrations/', import.meta.url);
const FEATURES = new URL('../features/', import.meta.url);
const FILE = /^(\d{4})_[a-z0-9_]+\.(ts|js)$/;

/**
 * The migrations of a folder in the order they run: by their number, which no two share. A file that
 * is not named like a migration, or has no `up`, stops the start with a sentence.
 */
export async function loadMigrations(dir: URL = DIR, label = 'db/migrations'): Promise<Migration[]> {
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const numbers = new Map<string, string>();
  const found: Migration[] = [];
  for (const file of files) {
    const match = FILE.exec(file);
    if (!match) throw new Error(`${label}/${file}: a migration is named NNNN_<what>.ts (lower case)`);
    const other = numbers.get(match[1]!);
    if (other) throw new Error(`${label}/${file}: ${other} has the number ${match[1]} already`);
    numbers.set(match[1]!, file);
    const mod = (await import(new URL(file, dir).href)) as { up?: unknown };
    if (typeof mod.up !== 'function') throw new Error(`${label}/${file}: it must export its up(db)`);
    found.push({ name: file.replace(/\.(ts|js)$/, ''), up: mod.up as Migration['up'] });
  }
  return found;
}

/**
 * The migrations of the features (`src/server/features/<name>/migrations/`), feature by feature in
 * the order of their names and, within one, of their numbers; each recorded as `<name>/<file>`.
 * They run after the shared ones, whose tables they may refer to.
 */
export async function loadFeatureMigrations(roots: URL[] = [FEATURES]): Promise<Migration[]> {
  const found: Migration[] = [];
  for (const root of roots) {
    const base = root.href.endsWith('/') ? root : new URL(`${root.href}/`);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) {
      const dir = new URL(`${name}/migrations/`, base);
      if (!existsSync(dir)) continue;
      for (const m of await loadMigrations(dir, `features/${name}/migrations`))
        found.push({ name: `${name}/${m.name}`, up: m.up });
    }
  }
  return found;
}

/**
 * Statements that need the entity tables, run after they are synced at each start; each is idempotent.
 * An employee who signs in to the office is linked to the one user record of that e-mail. A gift
 * card's number (its keyed hash, which tells upper from lower case) is unique in the store. Every
 * change of a gift card's state, its making included, is recorded in `gift_card_state` (the
 * function of the migration gift-cards/0002_gift_card_states).
 */
const afterSync: string[] = [
  'alter table employee add column if not exists user_id uuid references app_user (id) on delete set null',
  'create unique index if not exists employee_store_user_key on employee (store_id, user_id)',
  'create index if not exists employee_user_idx on employee (user_id)',
  'create unique index if not exists gift_card_number_key on gift_card (store_id, number)',
  `create or replace trigger gift_card_state_change after insert or update of state or delete on gift_card
    for each row execute function gift_card_state_record()`,
];

/** Runs pending migrations, then aligns entity tables with the schemas, in one transaction. */
export async function migrate(database: Database, featureRoots: URL[] = [FEATURES]): Promise<void> {
  const migrations = [...(await loadMigrations()), ...(await loadFeatureMigrations(featureRoots))];
  await database.db.transaction().execute(async (tx) => {
    // Several server processes may start at once against one PostgreSQL.
    if (database.kind === 'postgres') await sql`select pg_advisory_xact_lock(${START_LOCK})`.execute(tx);
    await sql`create table if not exists schema_migration (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(tx);
    const done = new Set(
      (await tx.selectFrom('schema_migration').select('name').execute()).map((r) => r.name as string),
    );
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await m.up(tx);
      await tx.insertInto('schema_migration').values({ name: m.name }).execute();
    }
    await syncEntityTables(tx, registry);
    for (const statement of afterSync) await sql.raw(statement).execute(tx);
  });
}
