import { completeModules, permissionOn, type JobModule } from './permissions.js';

/**
 * No privilege escalation: who may give which rights to a job, or to an employee by assigning a
 * job. The server refuses with these rules and the permission editor disables what they forbid.
 */

/** A right a job gives: a module switched on (it lets its holder sign in), or a code that takes effect. */
export interface Right {
  module: string;
  /** Absent for the module's own switch. */
  permission?: string;
}

/** What the person editing a job or an employee holds. */
export interface Grantor {
  /** The editor's own rights: the modules of all the jobs he holds. */
  modules: readonly JobModule[];
  /** The jobs he holds: none of them can be raised by him. */
  jobIds: readonly string[];
  /** Support users and the store's owner may grant anything, their own jobs included. */
  unrestricted: boolean;
}

/** Why a grant is refused: an i18n key (`errors.grant.*`) and its parameters. */
export interface GrantRefusal {
  key: string;
  params: Record<string, string>;
}

/** The module whose loss the store cannot survive: without a job holding it nobody runs Settings. */
export const SETTINGS_MODULE = 'settings-office';

/** Every right some modules give: each module switched on, and each code on inside a module on. */
export function rightsOf(modules: readonly JobModule[] | null | undefined): Right[] {
  const out: Right[] = [];
  for (const m of completeModules(modules)) {
    if (!m.status) continue;
    out.push({ module: m.code });
    for (const p of m.permissions) if (p.status) out.push({ module: m.code, permission: p.code });
  }
  return out;
}

function hasRight(modules: readonly JobModule[], right: Right): boolean {
  if (right.permission === undefined) return !!modules.find((m) => m.code === right.module)?.status;
  return permissionOn(modules, right.module, right.permission);
}

/** Rights `after` gives that `before` did not: what an edit grants. */
export function raisedRights(
  before: readonly JobModule[] | null | undefined,
  after: readonly JobModule[] | null | undefined,
): Right[] {
  const held = completeModules(before);
  return rightsOf(after).filter((r) => !hasRight(held, r));
}

/** Whether the grantor holds a right himself. */
export function grantorHolds(grantor: Grantor, right: Right): boolean {
  return grantor.unrestricted || hasRight(completeModules(grantor.modules), right);
}

/** Whether the grantor may switch on a right in a job (`jobId` null for a new one). */
export function mayRaise(grantor: Grantor, jobId: string | null, right: Right): boolean {
  if (grantor.unrestricted) return true;
  if (jobId !== null && grantor.jobIds.includes(jobId)) return false;
  return grantorHolds(grantor, right);
}

const refusal = (key: string, right: Right, extra: Record<string, string> = {}): GrantRefusal => ({
  key,
  params: { module: right.module, ...(right.permission ? { permission: right.permission } : {}), ...extra },
});

/** Why a job edit may not be saved by this grantor, or null when it may. */
export function jobEditRefusal(
  grantor: Grantor,
  jobId: string | null,
  before: readonly JobModule[] | null,
  after: readonly JobModule[],
): GrantRefusal | null {
  const raised = raisedRights(before, after);
  if (raised.length === 0 || grantor.unrestricted) return null;
  if (jobId !== null && grantor.jobIds.includes(jobId)) return { key: 'errors.grant.ownJob', params: {} };
  const missing = raised.find((r) => !grantorHolds(grantor, r));
  if (!missing) return null;
  return refusal(missing.permission ? 'errors.grant.notHeld' : 'errors.grant.moduleNotHeld', missing);
}

/** Why this grantor may not give someone a job, or null when he may: he must hold all it gives. */
export function jobAssignmentRefusal(
  grantor: Grantor,
  job: { name: string; modules: readonly JobModule[] | null },
): GrantRefusal | null {
  const missing = rightsOf(job.modules).find((r) => !grantorHolds(grantor, r));
  if (!missing) return null;
  return refusal(missing.permission ? 'errors.grant.jobNotHeld' : 'errors.grant.jobModuleNotHeld', missing, {
    job: job.name,
  });
}

/** Whether someone holding `modules` has a right the grantor lacks (then his sign-in is not the grantor's to change). */
export function outranks(grantor: Grantor, modules: readonly JobModule[] | null | undefined): boolean {
  return rightsOf(modules).some((r) => !grantorHolds(grantor, r));
}

/** A job holds Settings while that module is on with at least one of its codes. */
export function holdsSettings(modules: readonly JobModule[] | null | undefined): boolean {
  return rightsOf(modules).some((r) => r.module === SETTINGS_MODULE && r.permission !== undefined);
}
