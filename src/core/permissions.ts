import { MODULE_CODES, MODULES } from './modules.js';
import { navEntries, navigation, sectionEntries, type NavEntry, type NavSection } from './navigation.js';
import { PAGES, type PageAccess, type PageGuard, type PageRole } from './pages.js';
import { ANALYTICS_PATH } from './routes.js';

/**
 * Jobs, permissions and the access rules of SPEC §4 (Sidebar) and §6 (Roles and permissions). The
 * sidebar, the router and the server all ask the functions of this file, so they cannot disagree.
 * What guards a page is declared once, where the page is: a schema's `x-access` for a resource, a
 * page's declaration (core/pages.ts) for a hand-written page, the report's code for a report. No
 * path is known here by name but the analytics dashboard, the fallback every office user keeps.
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

/**
 * Modules a job can hold: the office modules, then those of the store's apps (point of sale, online
 * ordering, kiosk), which give no office access.
 */
export const POS_MODULE = 'pos';
/** What the point of sale lets a job do with checks: view open, closed and all users', reprint, reopen. */
export const CHECKS_MODULE = 'checks';
export const JOB_MODULE_CODES: readonly string[] = MODULES.map((m) => m.code);

/** English module names, as `userData.job[].modules[].name` carries them. */
export const MODULE_NAMES: Record<string, string> = Object.fromEntries(MODULES.map((m) => [m.code, m.name]));

/** The Reports module's action permissions; every other code of the module is a report page. */
const REPORT_ACTIONS = ['cc-batch-report', 'view-other-server-reports'];

/** The report pages of SPEC §2 (any one of them opens the Reports entry). */
export const REPORT_CODES: readonly string[] = MODULES.find(
  (m) => m.code === 'reports-office',
)!.permissions.filter((code) => !REPORT_ACTIONS.includes(code));

/** The five codes any one of which opens General Settings (declared with the page). */
export { GENERAL_SETTINGS_CODES } from './pages.js';

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

let paged: ReadonlySet<string> | undefined;
/**
 * The office modules that guard a page. One that holds only action permissions (Checks, whose
 * codes the point of sale reads) opens no page, so it lets nobody into the office on its own.
 */
const pageModules = () => (paged ??= new Set(entries().map((e) => e.access.module)));

/** Whether any office module (not an app's) that opens a page is on: who may sign in to the office. */
export function hasOfficeAccess(user: AccessUser): boolean {
  if (user.support) return true;
  return modulesOf(user).some(
    (m) => m.code !== POS_MODULE && MODULE_CODES.includes(m.code) && pageModules().has(m.code) && m.status,
  );
}

const trimmed = (path: string) => path.replace(/\/+$/, '');

let declared: readonly NavEntry[] | undefined;
/** Every page that exists, with its guard (core/navigation.ts). */
const entries = () => (declared ??= [...navEntries(), ...routeEntries()]);

/** A page's further routes (`routes`), each up to its first parameter, guarded as the page. */
function routeEntries(): NavEntry[] {
  const main = navEntries();
  return PAGES.flatMap((page) =>
    (page.routes ?? []).map((route) => ({
      ...main.find((e) => e.path === page.path)!,
      path: route.split('/:')[0]!,
    })),
  );
}

/** The declared page a console path is or lies under (`/pages/category/<id>`), the longest that fits. */
function pageAt(path: string): NavEntry | null {
  return pageAmong(entries(), path);
}

/** The entry of `list` a console path is or lies under, the longest that fits: the router's lookup. */
export function pageAmong(list: readonly NavEntry[], path: string): NavEntry | null {
  const clean = trimmed(path);
  let found: NavEntry | null = null;
  for (const e of list)
    if ((clean === e.path || clean.startsWith(`${e.path}/`)) && e.path.length > (found?.path.length ?? 0))
      found = e;
  return found;
}

/** The role and permission that guard a console path, or null for a path no page declares. */
export function pageGuard(path: string): PageGuard | null {
  const page = pageAt(path);
  return page && { role: page.role, access: page.access };
}

/** The module and codes that guard a console path, or null for a path no permission guards. */
export function pageAccess(path: string): PageAccess | null {
  return pageAt(path)?.access ?? null;
}

function accessOn(modules: readonly JobModule[], access: PageAccess): boolean {
  return access.codes.some((code) => permissionOn(modules, access.module, code));
}

/** The editor rule (SPEC §6) lets in the editor and admin roles; an admin page the admin role only. */
const ROLES: Record<PageRole, readonly string[]> = { editor: ['editor', 'admin'], admin: ['admin'] };

/** Whether the user's role opens pages of this role (a user with no role is an admin; support opens all). */
export function roleOpens(user: AccessUser, role: PageRole): boolean {
  return !!user.support || ROLES[role].includes(user.userRole ?? 'admin');
}

/**
 * Whether a page shows in the user's sidebar: its module and one of its codes are on, and an admin
 * page only to the admin role. The editor rule is left to the router, which sends a user of another
 * role to the not-authorized page wherever he goes.
 */
export function entryOpen(user: AccessUser, guard: PageGuard): boolean {
  if (user.support) return true;
  return (guard.role !== 'admin' || roleOpens(user, 'admin')) && accessOn(modulesOf(user), guard.access);
}

/**
 * Sidebar rule (SPEC §4): an entry is enabled only if its module and permission are on, any one of
 * a declaration's codes sufficing; a parent (the Reports parent, `/pages/reports`) when any page
 * under it is. `access` stands for the path's own declaration when given (a page still to come).
 */
export function sidebarEntryEnabled(user: AccessUser, path: string, access?: PageAccess): boolean {
  const page = pageGuard(path);
  if (access || page)
    return entryOpen(user, { role: page?.role ?? 'editor', access: access ?? page!.access });
  const under = entries().filter((e) => e.path.startsWith(`${trimmed(path)}/`));
  return under.length === 0 || under.some((e) => entryOpen(user, e));
}

/** The sidebar a user sees: the entries his jobs open (SPEC §4), in sections that keep one. */
export function navigationFor(user: AccessUser): NavSection[] {
  // A group shows while any of its entries is open: Promotions with coupons or special prices (SPEC §4).
  return navigation()
    .map((s) => ({
      ...s,
      entries: s.entries.filter((e) => entryOpen(user, e)),
      groups: s.groups
        .map((g) => ({ ...g, entries: g.entries.filter((e) => entryOpen(user, e)) }))
        .filter((g) => g.entries.length > 0),
    }))
    .filter((s) => s.entries.length > 0 || s.groups.length > 0);
}

/** The first entry of the sidebar the user may open, else the analytics dashboard (SPEC §2). */
export function firstEnabledPath(user: AccessUser): string {
  const first = navigationFor(user)[0];
  return (first && sectionEntries(first)[0]?.path) ?? ANALYTICS_PATH;
}

export type RouteDecision = 'allow' | 'not-authorized' | 'analytics';

/**
 * Route rule (SPEC §6): a role the page's declaration does not admit (editor or admin; admin alone
 * for an admin page) goes to the not-authorized page; a page whose module or path permission is off
 * sends the user to the analytics dashboard, which stays open to every office user as the fallback.
 */
export function routeDecision(user: AccessUser, path: string): RouteDecision {
  const clean = trimmed(path);
  if (!roleOpens(user, pageGuard(clean)?.role ?? 'editor')) return 'not-authorized';
  if (clean === ANALYTICS_PATH) return 'allow';
  return sidebarEntryEnabled(user, clean) ? 'allow' : 'analytics';
}

/** Reading a resource: its writers, and everyone it names as readers (`x-access.read`). */
export function readAllowed(
  user: AccessUser,
  access: { module: string; permission: string; read?: 'office' },
): boolean {
  return operationAllowed(user, access) || (access.read === 'office' && hasOfficeAccess(user));
}

/** Server rule: an operation guarded by (module, permission) is allowed to this user. */
export function operationAllowed(user: AccessUser, access: { module: string; permission: string }): boolean {
  if (user.support) return true;
  return permissionOn(modulesOf(user), access.module, access.permission);
}

/**
 * Server rule for a hand-written page's own operations: the module and any one of the codes its
 * declaration names are on, and the admin role holds an admin page. The editor rule stays the
 * router's, as for every other operation.
 */
export function pageAllowed(user: AccessUser, path: string): boolean {
  const guard = pageGuard(path);
  if (!guard) throw new Error(`${path}: no page is declared at this path`);
  return entryOpen(user, guard);
}
