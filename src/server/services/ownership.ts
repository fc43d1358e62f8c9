import { AppError } from '../../core/errors.js';
import { holdsSettings } from '../../core/grants.js';
import { hasOfficeAccess, mergeJobs, type JobModule } from '../../core/permissions.js';
import type { RecordData } from '../../core/validation.js';
import { EMPLOYEE_JOBS } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { sameStore } from '../db/joins.js';
import { ACCOUNT_EVENTS, logScoped } from './events.js';
import { isUuid } from './ids.js';
import type { Scope } from './items.js';

type Row = Record<string, unknown>;

/**
 * The store's keepers: its owner, who is never deactivated, deleted or given other jobs by anyone
 * else (he hands the store on first: `transferOwnership`), and at least one person who can
 * sign in with Settings, whatever is done to people or jobs.
 */

const refused = (key: string, field: string | null = null) =>
  new AppError('GRANT_REFUSED', key, {}, field ? [{ field, key }] : []);

/**
 * The store's owner account, its row locked: writes that could leave the store without its owner or
 * without Settings wait for each other here, so two of them cannot each count on the other's holder.
 */
export async function lockedStoreOwner(tx: Db, storeId: string): Promise<string | null> {
  const store = await tx
    .selectFrom('store')
    .select('owner_user_id')
    .where('id', '=', storeId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return (store.owner_user_id as string | null) ?? null;
}

/** The id of the employee an account is in a store; null when it is none of the store's employees. */
export async function employeeOfUser(db: Db, storeId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('employee')
    .select('id')
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row?.id as string | undefined) ?? null;
}

/** The jobs that hold Settings, with one job's modules taken as they are about to be. */
async function settingsJobIds(
  tx: Db,
  storeId: string,
  change?: { id: string; modules: readonly JobModule[] | null },
): Promise<string[]> {
  const jobs = await tx.selectFrom('job').select(['id', 'modules']).where('store_id', '=', storeId).execute();
  return jobs
    .filter((j) => holdsSettings(change && j.id === change.id ? change.modules : (j.modules as JobModule[])))
    .map((j) => j.id as string);
}

/** Whether someone but `except` can sign in with Settings: active, an active account, a job holding it. */
async function someoneWithSettings(
  tx: Db,
  storeId: string,
  jobIds: readonly string[],
  except: readonly string[],
): Promise<boolean> {
  if (jobIds.length === 0) return false;
  const row = await tx
    .selectFrom('employee as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .innerJoin(`${EMPLOYEE_JOBS} as held`, (j) =>
      j.onRef('held.store_id', '=', 'e.store_id').onRef('held.owner_id', '=', 'e.id'),
    )
    .select('e.id')
    .where('e.store_id', '=', storeId)
    .where('e.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('held.target_id', 'in', jobIds as string[])
    .$if(except.length > 0, (q) => q.where('e.id', 'not in', except as string[]))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Whether an employee, as stored or about to be, signs in with one of these jobs. */
function signsInWith(e: { status?: unknown; user_id?: unknown; job_ids?: unknown }, jobIds: string[]) {
  const held = (e.job_ids as string[] | null | undefined) ?? [];
  return (e.status ?? 'active') === 'active' && !!e.user_id && held.some((id) => jobIds.includes(id));
}

/**
 * An employee's edit, once his account is known (`userId`): the owner keeps his status, and his jobs
 * are his alone to change; and the store keeps someone who can sign in with Settings.
 */
export async function checkEmployeeKept(
  tx: Db,
  scope: Scope,
  data: RecordData,
  before: Row | null,
  userId: string | null,
): Promise<void> {
  if (!before) return;
  const owner = await lockedStoreOwner(tx, scope.storeId);
  if (owner && before.user_id === owner) {
    if ((data.status ?? 'active') !== 'active') throw refused('errors.owner.status', 'status');
    const jobs = (data.job_ids as string[] | undefined) ?? [];
    const held = (before.job_ids as string[] | null) ?? [];
    const same = jobs.length === held.length && jobs.every((id) => held.includes(id));
    if (!same && scope.userId !== owner) throw refused('errors.owner.jobs', 'job_ids');
  }
  const settings = await settingsJobIds(tx, scope.storeId);
  const after = { status: data.status, user_id: userId, job_ids: data.job_ids };
  if (!signsInWith(before, settings) || signsInWith(after, settings)) return;
  if (!(await someoneWithSettings(tx, scope.storeId, settings, [before.id as string])))
    throw refused('errors.grant.lastSettingsSignIn', before.status !== after.status ? 'status' : 'job_ids');
}

/** Deleting employees: never the owner, and someone is left who can sign in with Settings. */
export async function checkEmployeesDeleteKept(tx: Db, scope: Scope, rows: readonly Row[]): Promise<void> {
  const owner = await lockedStoreOwner(tx, scope.storeId);
  if (owner && rows.some((row) => row.user_id === owner)) throw refused('errors.owner.delete');
  const settings = await settingsJobIds(tx, scope.storeId);
  if (!rows.some((row) => signsInWith(row, settings))) return;
  const ids = rows.map((row) => row.id as string);
  if (!(await someoneWithSettings(tx, scope.storeId, settings, ids)))
    throw refused('errors.grant.lastSettingsSignIn');
}

/**
 * A job losing Settings: someone must still sign in with Settings through another job. (A job that
 * someone holds cannot be deleted, so deleting jobs never takes Settings from anyone.)
 */
export async function checkJobLosingSettings(
  tx: Db,
  scope: Scope,
  jobId: string,
  modules: readonly JobModule[],
): Promise<void> {
  await lockedStoreOwner(tx, scope.storeId);
  const settings = await settingsJobIds(tx, scope.storeId, { id: jobId, modules });
  if (!(await someoneWithSettings(tx, scope.storeId, settings, [])))
    throw refused('errors.grant.lastSettingsSignIn', 'modules');
}

/**
 * The owner hands the store on to an active employee who can sign in to the office; the former owner
 * stays an ordinary employee with his jobs. Answers the employee ids of both (their rights changed).
 */
export async function transferOwnership(
  db: Db,
  scope: Scope,
  employeeId: string,
): Promise<{ from: string | null; to: string }> {
  return db.transaction().execute(async (tx) => {
    if ((await lockedStoreOwner(tx, scope.storeId)) !== scope.userId) throw refused('errors.owner.onlyOwner');
    const target = isUuid(employeeId)
      ? await tx
          .selectFrom('employee')
          .select(['id', 'user_id', 'status'])
          .where('store_id', '=', scope.storeId)
          .where('id', '=', employeeId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    const invalid = (key: string) => new AppError('VALIDATION', key, {}, [{ field: 'employee_id', key }]);
    if (!target) throw invalid('errors.userNotFound');
    if (target.user_id === scope.userId) throw invalid('errors.owner.alreadyOwner');
    const jobs = await tx
      .selectFrom(`${EMPLOYEE_JOBS} as held`)
      .innerJoin('job', sameStore('job', 'held', 'target_id'))
      .select('job.modules')
      .where('held.store_id', '=', scope.storeId)
      .where('held.owner_id', '=', employeeId)
      .execute();
    const account = target.user_id
      ? await tx
          .selectFrom('app_user')
          .select('status')
          .where('id', '=', target.user_id as string)
          .executeTakeFirst()
      : undefined;
    const signsIn =
      target.status === 'active' &&
      account?.status === 'active' &&
      hasOfficeAccess({
        job: [{ modules: mergeJobs(jobs.map((j) => ({ modules: j.modules as JobModule[] }))) }],
      });
    if (!signsIn) throw invalid('errors.owner.cannotSignIn');
    const former = await employeeOfUser(tx, scope.storeId, scope.userId);
    await tx
      .updateTable('store')
      .set({ owner_user_id: target.user_id })
      .where('id', '=', scope.storeId)
      .execute();
    await logScoped(tx, scope, {
      entity: ACCOUNT_EVENTS.account,
      action: 'ownership-transfer',
      recordId: employeeId,
      before: { owner: former },
      after: { owner: employeeId },
    });
    return { from: former, to: employeeId };
  });
}
