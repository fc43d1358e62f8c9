import { MODULE_CODES, MODULES } from './modules.js';

/**
 * Jobs, permissions and the access rules of SPEC §4 (Sidebar) and §6 (Roles and permissions). The
 * sidebar, the router and the server all ask the functions of this file, so they cannot disagree.
 */

export interface JobPermission {
  code: string;
  status: boolean;
}

export interface JobModule {
  code: string;
  name?: string;
  status: boolean;
  permissions: JobPermission[];
}

/** What the rules need to know of a signed-in user (a subset of `userData`). */
export interface AccessUser {
  userRole?: string | null;
  support?: boolean | null;
  job?: readonly { modules?: readonly JobModule[] | null }[] | null;
}

/** A page's guard: its module and the permission code that opens it. */
export interface PageAccess {
  module: string;
  /** Any one of these codes opens the page. */
  codes: readonly string[];
}

/** Modules a job can hold: the office modules, then the point-of-sale one (no office access). */
export const POS_MODULE = 'pos';
export const JOB_MODULE_CODES: readonly string[] = MODULES.map((m) => m.code);

/** English module names, as `userData.job[].modules[].name` carries them. */
export const MODULE_NAMES: Record<string, string> = Object.fromEntries(MODULES.map((m) => [m.code, m.name]));

/** The Reports module's action permissions; every other code of the module is a report page. */
const REPORT_ACTIONS = ['cc-batch-report', 'view-other-server-reports'];

/** The report pages of SPEC §2 (any one of them opens the Reports entry). */
export const REPORT_CODES: readonly string[] = MODULES.find(
  (m) => m.code === 'reports-office',
)!.permissions.filter((code) => !REPORT_ACTIONS.includes(code));

/** The five codes any one of which opens General Settings. */
export const GENERAL_SETTINGS_CODES = [
  'general-settings',
  'smtp-settings',
  'customer-settings',
  'payroll-settings',
  'delivery-settings',
] as const;

/**
 * Permission codes per module: the page codes (a page's route segment; a schema's own comes from
 * the schema) and the action permissions of SPEC §6 (schemas/_modules.json).
 */
export const PERMISSION_CATALOGUE: Record<string, readonly string[]> = Object.fromEntries(
  MODULES.map((m) => [m.code, m.permissions]),
);

/** Every module with every permission, all set to `status`. */
export function allModules(status: boolean): JobModule[] {
  return JOB_MODULE_CODES.map((code) => ({
    code,
    name: MODULE_NAMES[code],
    status,
    permissions: PERMISSION_CATALOGUE[code]!.map((p) => ({ code: p, status })),
  }));
}

/** Every module on, except those listed, which are off with all their permissions. */
export function modulesExcept(off: readonly string[]): JobModule[] {
  return allModules(true).map((m) =>
    off.includes(m.code)
      ? { ...m, status: false, permissions: m.permissions.map((p) => ({ ...p, status: false })) }
      : m,
  );
}

/**
 * A job's modules laid over the catalogue: every module and code present, in catalogue order;
 * unknown codes are dropped; anything missing is off.
 */
export function completeModules(modules: readonly JobModule[] | null | undefined): JobModule[] {
  return JOB_MODULE_CODES.map((code) => {
    const held = modules?.find((m) => m.code === code);
    return {
      code,
      name: MODULE_NAMES[code],
      status: held?.status === true,
      permissions: PERMISSION_CATALOGUE[code]!.map((p) => ({
        code: p,
        status: held?.permissions?.find((x) => x.code === p)?.status === true,
      })),
    };
  });
}

/** The modules of several jobs as one: a module or code is on when any job has it on. */
export function mergeJobs(jobs: readonly { modules?: readonly JobModule[] | null }[]): JobModule[] {
  const completed = jobs.map((j) => completeModules(j.modules));
  return completeModules([]).map((m, i) => ({
    ...m,
    status: completed.some((c) => c[i]!.status),
    permissions: m.permissions.map((p, k) => ({
      ...p,
      status: completed.some((c) => c[i]!.status && c[i]!.permissions[k]!.status),
    })),
  }));
}

function modulesOf(user: AccessUser): readonly JobModule[] {
  return user.job?.[0]?.modules ?? [];
}

/** A module is on, and within it the permission code is on. */
export function permissionOn(modules: readonly JobModule[], module: string, code: string): boolean {
  const m = modules.find((x) => x.code === module);
  return !!m?.status && !!m.permissions.find((p) => p.code === code)?.status;
}

/** Whether any office module (not the point-of-sale one) is on: who may sign in to the office. */
export function hasOfficeAccess(user: AccessUser): boolean {
  if (user.support) return true;
  return modulesOf(user).some((m) => m.code !== POS_MODULE && MODULE_CODES.includes(m.code) && m.status);
}

/** Pages whose guard is not simply "module of its section + its own route segment". */
const SPECIAL_PAGES: Record<string, PageAccess> = {
  '/dashboard/analytics': { module: 'dashboard-office', codes: ['analytics'] },
  '/dashboard/ecommerce': { module: 'dashboard-office', codes: ['ecommerce'] },
  '/pages/availability-menu-items': { module: 'menu-items', codes: ['menu-items'] },
  '/pages/general-settings': { module: 'settings-office', codes: GENERAL_SETTINGS_CODES },
  '/pages/reports': { module: 'reports-office', codes: REPORT_CODES },
  promotions: { module: 'marketing', codes: ['coupons'] },
  '/pages/invoices': { module: 'settings-office', codes: ['invoices'] },
};

/** The module and codes that guard a console path, or null for a path no permission guards. */
export function pageAccess(path: string): PageAccess | null {
  const clean = path.replace(/\/+$/, '');
  if (SPECIAL_PAGES[clean]) return SPECIAL_PAGES[clean];
  const report = /^\/pages\/reports\/([\w-]+)/.exec(clean);
  if (report) return { module: 'reports-office', codes: [report[1]!] };
  const segment = /^\/pages\/([\w-]+)/.exec(clean)?.[1];
  if (!segment) return null;
  if (SPECIAL_PAGES[`/pages/${segment}`]) return SPECIAL_PAGES[`/pages/${segment}`]!;
  for (const [module, codes] of Object.entries(PERMISSION_CATALOGUE)) {
    if (module !== POS_MODULE && codes.includes(segment)) return { module, codes: [segment] };
  }
  return null;
}

function accessOn(modules: readonly JobModule[], access: PageAccess): boolean {
  return access.codes.some((code) => permissionOn(modules, access.module, code));
}

/** The admin-only page (SPEC §6: /dashboard/ecommerce) asked by someone whose role is not admin. */
function adminOnly(user: AccessUser, path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  return clean === '/dashboard/ecommerce' && (user.userRole ?? 'admin') !== 'admin' && !user.support;
}

/**
 * Sidebar rule (SPEC §4): an entry is enabled only if its module and permission are on. Promotions
 * opens with coupons or special-price; General Settings with any of its five codes; the Reports
 * parent with any report; availability with the menu-items permission. `access` is the entry's own
 * guard when it declares one (a schema's `x-access`, a page's declaration); else the path says it.
 */
export function sidebarEntryEnabled(user: AccessUser, path: string, access?: PageAccess): boolean {
  if (user.support) return true;
  const modules = modulesOf(user);
  if (path === 'promotions')
    return (
      permissionOn(modules, 'marketing', 'coupons') || permissionOn(modules, 'menu-items', 'special-price')
    );
  if (adminOnly(user, path)) return false;
  const guard = access ?? pageAccess(path);
  return guard ? accessOn(modules, guard) : true;
}

export type RouteDecision = 'allow' | 'not-authorized' | 'analytics';

/** Roles that may open office pages ("editor" rule); `/dashboard/ecommerce` needs admin. */
const EDITOR_ROLES = ['editor', 'admin'];

/**
 * Route rule (SPEC §6): a role outside editor/admin goes to the not-authorized page; a page whose
 * module or path permission is off sends the user to the analytics dashboard, which stays open to
 * every office user as the fallback.
 */
export function routeDecision(user: AccessUser, path: string): RouteDecision {
  const role = user.userRole ?? 'admin';
  const clean = path.replace(/\/+$/, '');
  if (adminOnly(user, clean)) return 'not-authorized';
  if (!EDITOR_ROLES.includes(role) && !user.support) return 'not-authorized';
  if (clean === '/dashboard/analytics') return 'allow';
  return sidebarEntryEnabled(user, clean) ? 'allow' : 'analytics';
}

/** Server rule: an operation guarded by (module, permission) is allowed to this user. */
export function operationAllowed(user: AccessUser, access: { module: string; permission: string }): boolean {
  if (user.support) return true;
  return permissionOn(modulesOf(user), access.module, access.permission);
}
