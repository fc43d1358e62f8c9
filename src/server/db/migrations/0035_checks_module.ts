import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The check permissions leave the Point of Sale module for their own module, Checks: viewing open,
 * closed and all users' checks, reprinting and reopening closed ones. Each job keeps what it held:
 * its Checks module is on when its Point of Sale module was on with any of them, and each of them is
 * on as it was there. Jobs are an entity table, made at the first start after the migrations: a new
 * database has none yet, and its jobs are written with the Checks module from the start.
 */
const CODES = [
  'view-open-checks',
  'view-closed-checks',
  'view-all-users-checks',
  'reprint-closed-checks',
  'reopen-closed-checks',
];

interface Permission {
  code: string;
  status: boolean;
}
interface Module {
  code: string;
  status: boolean;
  permissions?: Permission[];
}

/** The job's modules with the Checks module before the point of sale's, which keeps the rest. */
function moved(modules: Module[]): Module[] {
  const pos = modules.find((m) => m.code === 'pos');
  const held = (code: string) =>
    pos?.status === true && pos.permissions?.find((p) => p.code === code)?.status === true;
  const checks = {
    code: 'checks',
    name: 'Checks',
    status: CODES.some(held),
    permissions: CODES.map((code) => ({ code, status: held(code) })),
  };
  const rest = modules.map((m) =>
    m.code === 'pos'
      ? { ...m, permissions: (m.permissions ?? []).filter((p) => !CODES.includes(p.code)) }
      : m,
  );
  const at = rest.findIndex((m) => m.code === 'pos');
  return at < 0 ? [...rest, checks] : [...rest.slice(0, at), checks, ...rest.slice(at)];
}

export async function up(db: Db): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('job') is not null as present`.execute(
    db,
  );
  if (!rows[0]?.present) return;
  const jobs = await sql<{ id: string; modules: unknown }>`select id, modules from job
    where jsonb_typeof(modules) = 'array' and not modules @> '[{"code": "checks"}]'::jsonb`.execute(db);
  for (const job of jobs.rows)
    await sql`update job set modules = ${JSON.stringify(moved(job.modules as Module[]))}::jsonb
      where id = ${job.id}`.execute(db);
}
