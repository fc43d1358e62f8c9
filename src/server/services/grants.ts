import { AppError } from '../../core/errors.js';
import {
  holdsSettings,
  jobAssignmentRefusal,
  type Grantor,
  jobEditRefusal,
  outranks,
  raisedRights,
  type GrantRefusal,
} from '../../core/grants.js';
import { completeModules, mergeJobs, type JobModule } from '../../core/permissions.js';
import type { RecordData } from '../../core/validation.js';
import { EMPLOYEE_JOBS } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { sameStore } from '../db/joins.js';
import type { Scope } from './items.js';
import { checkJobLosingSettings } from './ownership.js';

type Row = Record<string, unknown>;

/**
 * The no-escalation rules on the server, inside the write's transaction: nobody grants a right he
 * does not hold, raises a job he holds, changes the status, jobs or sign-in of someone who outranks
 * him, deletes him or lowers a job he holds, or takes Settings from the store's last job that has it.
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
    if (before && raisedRights(modules, previous).length > 0)
      await checkHoldersLowered(tx, scope, scope.grantor, before);
  }
  if (before && holdsSettings(previous) && !holdsSettings(modules)) {
    await keepSettings(tx, scope.storeId, [before.id as string], 'modules');
    await checkJobLosingSettings(tx, scope, before.id as string, modules);
  }
}

/** Lowering a job lowers its holders: not one who holds rights the editor lacks (the store's owner…). */
async function checkHoldersLowered(tx: Db, scope: Scope, grantor: Grantor, job: Row): Promise<void> {
  if (grantor.unrestricted) return;
  const holders = await tx
    .selectFrom(`${EMPLOYEE_JOBS} as held`)
    .innerJoin('employee as e', sameStore('e', 'held', 'owner_id'))
    .select(['e.id', 'e.user_id'])
    .where('held.store_id', '=', scope.storeId)
    .where('held.target_id', '=', job.id as string)
    .execute();
  for (const holder of holders) {
    if (holder.user_id === scope.userId) continue;
    const jobs = await tx
      .selectFrom(EMPLOYEE_JOBS)
      .select('target_id')
      .where('store_id', '=', scope.storeId)
      .where('owner_id', '=', holder.id as string)
      .execute();
    if (
      await jobsOutrank(
        tx,
        scope,
        grantor,
        jobs.map((j) => j.target_id as string),
      )
    )
      throw refused('modules', { key: 'errors.grant.outrankedHolder', params: { job: job.name as string } });
  }
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

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * What an edit takes from someone who may hold more than the editor, with its refusal: their status
 * (deactivating or terminating them), their jobs, their sign-in e-mail, password or PIN.
 */
function outrankedChange(data: RecordData, before: Row): { field: string; key: string } | null {
  if ((data.status ?? 'active') !== (before.status ?? 'active'))
    return { field: 'status', key: 'errors.grant.outrankedStatus' };
  const jobs = (data.job_ids as string[] | undefined) ?? [];
  if (!sameSet(jobs, (before.job_ids as string[] | null) ?? []))
    return { field: 'job_ids', key: 'errors.grant.outrankedJobs' };
  const field = changedSignIn(data, before);
  return field ? { field, key: 'errors.grant.outranked' } : null;
}

/** Whether someone holding these jobs has a right the grantor lacks. */
async function jobsOutrank(tx: Db, scope: Scope, grantor: Grantor, jobIds: readonly string[]) {
  const theirs = await jobsIn(tx, scope.storeId, jobIds);
  return outranks(grantor, mergeJobs(theirs.map((j) => ({ modules: j.modules as JobModule[] }))));
}

/**
 * An employee's new jobs: each added job gives only rights the editor holds; and the status, jobs and
 * sign-in of someone who holds rights the editor lacks are not the editor's to change.
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
  const change = before && before.user_id !== scope.userId ? outrankedChange(data, before) : null;
  if (change && (await jobsOutrank(tx, scope, grantor, held)))
    throw refused(change.field, { key: change.key, params: {} });
  const added = ((data.job_ids as string[] | undefined) ?? []).filter((id) => !held.includes(id));
  for (const job of await jobsIn(tx, scope.storeId, added)) {
    const refusal = jobAssignmentRefusal(grantor, {
      name: job.name as string,
      modules: job.modules as JobModule[],
    });
    if (refusal) throw refused('job_ids', refusal);
  }
}

/** Nobody deletes someone who holds rights he lacks. */
export async function checkEmployeesDelete(tx: Db, scope: Scope, rows: readonly Row[]): Promise<void> {
  const grantor = scope.grantor;
  if (!grantor || grantor.unrestricted) return;
  for (const row of rows) {
    if (row.user_id === scope.userId) continue;
    if (await jobsOutrank(tx, scope, grantor, (row.job_ids as string[] | null) ?? []))
      throw refused(null, { key: 'errors.grant.outrankedDelete', params: {} });
  }
}
