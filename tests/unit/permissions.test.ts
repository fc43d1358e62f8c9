import { describe, expect, it } from 'vitest';
import {
  allModules,
  completeModules,
  firstEnabledPath,
  GENERAL_SETTINGS_CODES,
  hasOfficeAccess,
  JOB_MODULE_CODES,
  mergeJobs,
  modulesExcept,
  navigationFor,
  operationAllowed,
  routeDecision,
  sidebarEntryEnabled,
  type AccessUser,
  type JobModule,
} from '../../src/core/permissions.js';
import { resourceByName } from '../../src/core/registry.js';

/** A user whose one job has exactly these (module, code) pairs on. */
function userWith(pairs: [string, string][], extra: Partial<AccessUser> = {}): AccessUser {
  const modules: JobModule[] = completeModules(
    [...new Set(pairs.map(([m]) => m))].map((code) => ({
      code,
      status: true,
      permissions: pairs.filter(([m]) => m === code).map(([, p]) => ({ code: p, status: true })),
    })),
  );
  return { userRole: 'admin', job: [{ modules }], ...extra };
}

describe('sidebar rules (SPEC §4)', () => {
  it('opens an entry only when both its module and its permission are on', () => {
    expect(sidebarEntryEnabled(userWith([['business-info', 'category']]), '/pages/category')).toBe(true);
    expect(sidebarEntryEnabled(userWith([['business-info', 'taxes']]), '/pages/category')).toBe(false);
    const moduleOff = userWith([['business-info', 'category']]);
    moduleOff.job![0]!.modules!.find((m) => m.code === 'business-info')!.status = false;
    expect(sidebarEntryEnabled(moduleOff, '/pages/category')).toBe(false);
  });

  it('opens Promotions with coupons or with special-price', () => {
    // Marketing's Promotions group holds the special prices (their schema's x-access, menu-items) and
    // the coupons (marketing): it shows when either of them is open, with the entries that are.
    const promotions = (user: AccessUser) =>
      navigationFor(user)
        .find((s) => s.key === 'marketing')
        ?.groups.find((g) => g.key === 'promotions')
        ?.entries.map((e) => e.path);
    expect(promotions(userWith([['marketing', 'coupons']]))).toEqual(['/pages/coupons']);
    expect(promotions(userWith([['menu-items', 'special-price']]))).toEqual(['/pages/special-price']);
    expect(
      promotions(
        userWith([
          ['marketing', 'coupons'],
          ['menu-items', 'special-price'],
        ]),
      ),
    ).toEqual(['/pages/special-price', '/pages/coupons']);
    expect(promotions(userWith([['marketing', 'segments']]))).toBeUndefined();
    expect(sidebarEntryEnabled(userWith([['marketing', 'coupons']]), '/pages/coupons')).toBe(true);
    expect(sidebarEntryEnabled(userWith([['marketing', 'segments']]), '/pages/coupons')).toBe(false);
    // Special prices keep their place under Menu Items too (SPEC §2 lists them there).
    const menu = navigationFor(userWith([['menu-items', 'special-price']])).find(
      (s) => s.key === 'menu-items',
    );
    expect(menu?.entries.map((e) => e.path)).toContain('/pages/special-price');
  });

  it('opens General Settings with any one of its five codes', () => {
    // A page still to come: the access its declaration will carry.
    const generalSettings = { module: 'settings-office', codes: GENERAL_SETTINGS_CODES };
    for (const code of [
      'general-settings',
      'smtp-settings',
      'customer-settings',
      'payroll-settings',
      'delivery-settings',
    ])
      expect(
        sidebarEntryEnabled(
          userWith([['settings-office', code]]),
          '/pages/general-settings',
          generalSettings,
        ),
        code,
      ).toBe(true);
    expect(
      sidebarEntryEnabled(
        userWith([['settings-office', 'system-logs']]),
        '/pages/general-settings',
        generalSettings,
      ),
    ).toBe(false);
  });

  it('opens the Reports parent with any report, and a report with its own code', () => {
    const oneReport = userWith([['reports-office', 'tax-report']]);
    expect(sidebarEntryEnabled(oneReport, '/pages/reports')).toBe(true);
    expect(sidebarEntryEnabled(oneReport, '/pages/reports/tax-report')).toBe(true);
    expect(sidebarEntryEnabled(oneReport, '/pages/reports/daily-sales')).toBe(false);
    expect(sidebarEntryEnabled(userWith([['reports-office', 'cc-batch-report']]), '/pages/reports')).toBe(
      false,
    );
  });

  it('opens item availability with the menu-items permission', () => {
    expect(
      sidebarEntryEnabled(userWith([['menu-items', 'menu-items']]), '/pages/availability-menu-items'),
    ).toBe(true);
    expect(
      sidebarEntryEnabled(userWith([['menu-items', 'special-price']]), '/pages/availability-menu-items'),
    ).toBe(false);
  });

  it('lets a support user see everything', () => {
    expect(sidebarEntryEnabled({ support: true, job: [] }, '/pages/system-logs')).toBe(true);
  });
});

describe('route rules (SPEC §6)', () => {
  const manager = {
    userRole: 'editor',
    job: [{ modules: modulesExcept(['reports-office', 'settings-office']) }],
  };

  it('sends a page whose module or path permission is off to the analytics dashboard', () => {
    expect(routeDecision(manager, '/pages/category')).toBe('allow');
    expect(routeDecision(manager, '/pages/menu-items/active')).toBe('allow');
    expect(routeDecision(manager, '/pages/category/0191f3a2-0000-7000-8000-000000000000')).toBe('allow');
    expect(routeDecision(manager, '/pages/system-logs')).toBe('analytics');
    expect(routeDecision(manager, '/pages/reports/daily-sales')).toBe('analytics');
    expect(routeDecision(manager, '/dashboard/analytics')).toBe('allow');
  });

  it('keeps /dashboard/ecommerce for admins, and every page for editor or admin roles only', () => {
    expect(routeDecision(manager, '/dashboard/ecommerce')).toBe('not-authorized');
    expect(
      routeDecision({ userRole: 'admin', job: [{ modules: allModules(true) }] }, '/dashboard/ecommerce'),
    ).toBe('allow');
    expect(
      routeDecision({ userRole: 'viewer', job: [{ modules: allModules(true) }] }, '/pages/category'),
    ).toBe('not-authorized');
  });
});

describe('jobs', () => {
  it('has the module codes of the job schema and of the rules the same', () => {
    const modules = resourceByName('job').fields.find((f) => f.name === 'modules')!;
    expect(modules.fields!.find((f) => f.name === 'code')!.enum).toEqual([...JOB_MODULE_CODES]);
  });

  it('adds up several jobs: a code is on when any job has its module and the code on', () => {
    const merged = mergeJobs([
      {
        modules: completeModules([
          { code: 'business-info', status: true, permissions: [{ code: 'taxes', status: true }] },
        ]),
      },
      {
        modules: completeModules([
          { code: 'operations', status: true, permissions: [{ code: 'voids', status: true }] },
        ]),
      },
      // A code on in a module that is off counts for nothing.
      {
        modules: completeModules([
          { code: 'marketing', status: false, permissions: [{ code: 'coupons', status: true }] },
        ]),
      },
    ]);
    const user = { job: [{ modules: merged }] };
    expect(operationAllowed(user, { module: 'business-info', permission: 'taxes' })).toBe(true);
    expect(operationAllowed(user, { module: 'operations', permission: 'voids' })).toBe(true);
    expect(operationAllowed(user, { module: 'marketing', permission: 'coupons' })).toBe(false);
    expect(operationAllowed(user, { module: 'business-info', permission: 'category' })).toBe(false);
  });

  it('gives office access for any office module on, but not for the point of sale alone', () => {
    expect(hasOfficeAccess(userWith([['pos', 'hold']]))).toBe(false);
    // The Checks module holds only what the point of sale does with checks: no office page.
    expect(hasOfficeAccess(userWith([['checks', 'view-open-checks']]))).toBe(false);
    expect(hasOfficeAccess(userWith([['dashboard-office', 'analytics']]))).toBe(true);
    expect(hasOfficeAccess({ support: true })).toBe(true);
  });
});

describe('after sign-in (SPEC §2)', () => {
  it('goes to the first sidebar entry the user may open, else the analytics dashboard', () => {
    expect(firstEnabledPath({ job: [{ modules: allModules(true) }] })).toBe('/dashboard/analytics');
    expect(
      firstEnabledPath(
        userWith([
          ['employees-office', 'jobs'],
          ['business-info', 'taxes'],
        ]),
      ),
    ).toBe('/pages/taxes');
    expect(firstEnabledPath(userWith([['pos', 'hold']]))).toBe('/dashboard/analytics');
  });
});
