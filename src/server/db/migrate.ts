import { sql } from 'kysely';
import { registry } from '../../core/registry.js';
import type { Database } from './database.js';
import { syncEntityTables } from './entity-tables.js';
import { afterSync, migrations } from './migrations.js';

/** Runs pending migrations, then aligns entity tables with the schemas, in one transaction. */
export async function migrate(database: Database): Promise<void> {
  await database.db.transaction().execute(async (tx) => {
    // Several server processes may start at once against one PostgreSQL.
    if (database.kind === 'postgres') await sql`select pg_advisory_xact_lock(7310001)`.execute(tx);
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
