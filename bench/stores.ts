/**
 * Generated stores for the bench: copies of a store's records under new stores, table by table, but
 * those a pattern leaves out (and every table referencing one of those).
 */
import { sql } from 'kysely';
import type { Db } from '../src/server/db/database.js';

/** The history and the log a copy does not take: checks, days, rollups, cards, movements, messages. */
export const HISTORY =
  /^(pos_check|check_|working_day|report_|time_card|drawer|paid_out|system_log|gift_card|house_account_|loyalty_|campaign|olo_|invoice|survey_|device_job|outbox|print_)/;

/**
 * The tables of a store's catalogue, jobs and people, parents before the tables that reference them:
 * every table with a store's records but those `leaveOut` matches and what references them.
 */
export async function storeTables(db: Db, leaveOut: RegExp): Promise<string[]> {
  const { rows: tables } = await sql<{ t: string }>`select c.table_name as t
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'store_id' and t.table_type = 'BASE TABLE'`.execute(
    db,
  );
  const { rows: edges } = await sql<{ child: string; parent: string }>`select
      cl.relname as child, pl.relname as parent
    from pg_constraint k join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
    where k.contype = 'f'`.execute(db);
  const names = new Set(tables.map((r) => r.t));
  const out: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (out.includes(t) || path.has(t)) return;
    path.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t && names.has(e.parent)) visit(e.parent, path);
    out.push(t);
  };
  for (const t of [...names].sort()) visit(t, new Set());
  const left = new Set(out.filter((t) => leaveOut.test(t)));
  for (const t of out)
    if (edges.some((e) => e.child === t && e.parent !== t && left.has(e.parent))) left.add(t);
  return out.filter((t) => !left.has(t));
}

/** A copy of a store's tables (`storeTables`) under a new store of its own id, name and slug. */
export async function copyStore(
  db: Db,
  from: string,
  tables: readonly string[],
  slug: string,
  name: string,
): Promise<string> {
  const { rows } = await sql<{ id: string }>`select gen_random_uuid()::text as id`.execute(db);
  const id = rows[0]!.id;
  await db.transaction().execute(async (tx) => {
    const copy = async (t: string, key: string, own: Record<string, string>) => {
      const { rows: cols } = await sql<{ c: string }>`select column_name as c from information_schema.columns
        where table_schema = 'public' and table_name = ${t} order by ordinal_position`.execute(tx);
      const list = cols.map((c) => `"${c.c}"`).join(', ');
      const values = cols.map((c) => own[c.c] ?? `"${c.c}"`).join(', ');
      await sql
        .raw(`insert into "${t}" (${list}) select ${values} from "${t}" where "${key}" = '${from}'`)
        .execute(tx);
    };
    const own = { slug: `'${slug}'` };
    await copy('store', 'id', { id: `'${id}'::uuid`, name: `'${name}'`, ...own });
    for (const t of tables)
      if (t !== 'store') await copy(t, 'store_id', { store_id: `'${id}'::uuid`, ...own });
  });
  return id;
}
