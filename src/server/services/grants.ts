import { AppError } from '../../core/errors.js';
import {
  holdsSettings,
  jobAssignmentRefusal,
  jobEditRefusal,
  outranks,
  type GrantRefusal,
} from '../../core/grants.js';
import { completeModules, mergeJobs, type JobModule } from '../../core/permissions.js';
import type { RecordData } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import type { Scope } from './items.js';

type Row = Record<string, unknown>;

/**
 * The no-escalation rules on the server, inside the write's transaction: nobody grants a right he
 * does not hold, raises a job he holds, changes the sign-in of someone who outranks him, or takes
 * Settings from the store's last job that has it.
 */

function refused(field: string | null, r: GrantRefusal): AppError {
  return new AppError(
    'GRANT_REFUSED',
    r.key,
    r.params,
    field ? [{ field, key: r.key, params: r.params }] : [],
  );
}

const modulesOf = (row: Row | null): JobModule[] | null =>
  row ? completeModules(row.modules as JobModule[] | null) : null;

/** Refuses unless at least one job of the store, other than `leaving`, keeps Settings. */
async function keepSettings(tx: Db, storeId: string, leaving: readonly string[], field: string | null) {
  // Locked, so that two edits at once cannot each take Settings from one of the last two jobs.
  const others = await tx
    .selectFrom('job')
    .select(['id', 'modules'])
    .where('store_id', '=', storeId)
    .where('id', 'not in', leaving as string[])
    .forUpdate()
    .execute();
  if (!others.some((j) => holdsSettings(j.modules as JobModule[]))) {
    throw refused(field, { key: 'errors.grant.lastSettings', params: {} });
  }
}

/** A job's new modules: raised only within the editor's own rights, never Settings' last holder lost. */
export async function checkJobWrite(
  tx: Db,
  scope: Scope,
  before: Row | null,
  modules: readonly JobModule[],
): Promise<void> {
  const previous = modulesOf(before);
  if (scope.grantor) {
    const refusal = jobEditRefusal(scope.grantor, (before?.id as string) ?? null, previous, modules);
    if (refusal) throw refused('modules', refusal);
  }
  if (before && holdsSettings(previous) && !holdsSettings(modules))
    await keepSettings(tx, scope.storeId, [before.id as string], 'modules');
}

/** Deleting jobs must leave one that holds Settings. */
export async function checkJobsDelete(tx: Db, scope: Scope, rows: readonly Row[]): Promise<void> {
  if (rows.some((row) => holdsSettings(modulesOf(row))))
    await keepSettings(
      tx,
      scope.storeId,
      rows.map((row) => row.id as string),
      null,
    );
}

async function jobsIn(tx: Db, storeId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .selectFrom('job')
    .select(['id', 'name', 'modules'])
    .where('store_id', '=', storeId)
    .where('id', 'in', ids as string[])
    .execute();
}

/** The fields that let someone act as the employee: sign-in e-mail and password, and the POS PIN. */
function changedSignIn(data: RecordData, before: Row): string | null {
  const email = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');
  if (email(data.email) !== email(before.email)) return 'email';
  if (data.password) return 'password';
  if (data.pos_pin) return 'pos_pin';
  return null;
}

/**
 * An employee's new jobs: each added job gives only rights the editor holds; and the sign-in of
 * someone who holds rights the editor lacks is not the editor's to change.
 */
export async function checkEmployeeWrite(
  tx: Db,
  scope: Scope,
  data: RecordData,
  before: Row | null,
): Promise<void> {
  const grantor = scope.grantor;
  if (!grantor || grantor.unrestricted) return;
  const held = (before?.job_ids as string[] | null) ?? [];
  const added = ((data.job_ids as string[] | undefined) ?? []).filter((id) => !held.includes(id));
  for (const job of await jobsIn(tx, scope.storeId, added)) {
    const refusal = jobAssignmentRefusal(grantor, {
      name: job.name as string,
      modules: job.modules as JobModule[],
    });
    if (refusal) throw refused('job_ids', refusal);
  }
  const field = before ? changedSignIn(data, before) : null;
  if (field && before!.user_id !== scope.userId) {
    const theirs = await jobsIn(tx, scope.storeId, held);
    if (outranks(grantor, mergeJobs(theirs.map((j) => ({ modules: j.modules as JobModule[] })))))
      throw refused(field, { key: 'errors.grant.outranked', params: {} });
  }
}
