import { sidebarEntryEnabled, type AccessUser } from './permissions.js';
import { ANALYTICS_PATH } from './routes.js';
/**
 * The sidebar of SPEC §2: sections and the page routes under each. A page appears only once it
 * exists (a registered resource or a custom page), so the sidebar never holds a dead link.
 */
export interface NavEntry {
  /** Path under /office, e.g. `/pages/category`. */
  path: string;
  /** i18n key of the label. */
  label: string;
}

export interface NavSection {
  /** i18n key under `menu.`, also the module the section belongs to. */
  key: string;
  entries: NavEntry[];
}

const page = (route: string, label: string): NavEntry => ({ path: `/pages/${route}`, label });

export const NAVIGATION: NavSection[] = [
  { key: 'dashboard', entries: [{ path: '/dashboard/analytics', label: 'menu.analytics' }] },
  {
    key: 'business-info',
    entries: [
      page('store-info', 'entities.store.plural'),
      page('devices', 'entities.device.plural'),
      page('department', 'entities.department.plural'),
      page('category', 'entities.category.plural'),
      page('taxes', 'entities.tax.plural'),
      page('cash-discount', 'entities.cash-discount.plural'),
    ],
  },
  {
    key: 'menu-items',
    entries: [
      page('menu-items', 'entities.menu-item.plural'),
      page('modifier-prefix', 'entities.modifier-prefix.plural'),
      page('modifier-items', 'entities.modifier-item.plural'),
      page('modifier-group', 'entities.modifier-group.plural'),
      page('menu-builder-pos', 'menu.menu-builder-pos'),
      page('availability-menu-items', 'entities.item-availability.plural'),
      page('special-price', 'entities.special-price.plural'),
    ],
  },
  {
    key: 'inventory',
    entries: [
      page('inventory-group', 'entities.inventory-group.plural'),
      page('inventory-subgroup', 'entities.inventory-subgroup.plural'),
    ],
  },
  {
    key: 'employees',
    entries: [
      page('employees', 'entities.employee.plural'),
      page('jobs', 'entities.job.plural'),
      page('time-cards', 'entities.time-card.plural'),
    ],
  },
  {
    key: 'settings',
    entries: [
      page('general-settings', 'menu.general-settings'),
      page('system-logs', 'systemLog.title'),
      page('order-tracker-settings', 'menu.order-tracker-settings'),
    ],
  },
];

/** The entries whose page exists, in their sections; empty sections are left out. */
export function visibleNavigation(existing: ReadonlySet<string>): NavSection[] {
  return NAVIGATION.map((s) => ({ ...s, entries: s.entries.filter((e) => existing.has(e.path)) })).filter(
    (s) => s.entries.length > 0,
  );
}

/** The first entry of the sidebar the user may open, else the analytics dashboard (SPEC §2). */
export function firstEnabledPath(user: AccessUser, existing: ReadonlySet<string>): string {
  for (const section of visibleNavigation(existing))
    for (const entry of section.entries) if (sidebarEntryEnabled(user, entry.path)) return entry.path;
  return ANALYTICS_PATH;
}
