import { GROUPS, SECTIONS } from './modules.js';
import { PAGES, type PageDeclaration, type PageGuard } from './pages.js';
import { registry } from './registry.js';
import { REPORT_MODULE, REPORTS, reportLabel, reportPath, type ReportDef } from './reports.js';
import { ownPage, type NavGroupDef, type ResourceDef } from './resource.js';

/**
 * The sidebar of SPEC §2, from the schemas (`x-resource.section`, `order`, `icon`, `x-access`) and
 * the hand-written pages' declarations: sections in the order of schemas/_modules.json, each with
 * its entries in order. Nothing else lists them. Each entry carries its guard, which the route and
 * sidebar rules read (core/permissions.ts): resources and reports open to the editor role.
 */
export interface NavEntry extends PageGuard {
  /** Path under /office, e.g. `/pages/category`. */
  path: string;
  /** i18n key of the label. */
  label: string;
  /** A Material icon's name. */
  icon: string;
  section: string;
  order: number;
  /** The group of `schemas/_modules.json` the entry also stands in (`x-resource.group`). */
  group?: string;
}

/** A titled group of entries inside a section (Promotions), placed by its order among the entries. */
export interface NavGroup {
  key: string;
  /** i18n key of its title: `menu.groups.<key>`. */
  label: string;
  order: number;
  entries: NavEntry[];
}

export interface NavSection {
  /** i18n key under `menu.`. */
  key: string;
  /** The section's own entries, in order. */
  entries: NavEntry[];
  /** Its groups, each with its entries in order; an entry of another section stands in its own too. */
  groups: NavGroup[];
}

/** Every entry: one per resource, one per hand-written page, one per report (each under its own code). */
export function navEntries(
  resources: readonly ResourceDef[] = registry,
  pages: readonly PageDeclaration[] = PAGES,
  reports: readonly ReportDef[] = REPORTS,
): NavEntry[] {
  return [
    ...resources.filter(ownPage).map((r) => ({
      path: `/pages/${r.route}`,
      label: `entities.${r.name}.plural`,
      icon: r.icon,
      section: r.section,
      order: r.order,
      ...(r.group ? { group: r.group } : {}),
      role: 'editor' as const,
      access: { module: r.module, codes: [r.permission] },
    })),
    ...pages.map(({ path, label, icon, section, order, role, access }) => ({
      path,
      label,
      icon,
      section,
      order,
      role,
      access,
    })),
    ...reports.map((r) => ({
      path: reportPath(r.code),
      label: reportLabel(r.code),
      icon: r.icon,
      section: 'reports',
      order: r.order,
      role: 'editor' as const,
      access: { module: REPORT_MODULE, codes: [r.code] },
    })),
  ];
}

const inOrder = (a: { order: number; path: string }, b: { order: number; path: string }) =>
  a.order - b.order || a.path.localeCompare(b.path);

/**
 * The sections that have entries or groups, each with its entries and its groups in order. An entry
 * of a group in its own section stands in the group only; one of another section (the special
 * prices, a menu page) stands in its section and in the group.
 */
export function navigation(
  entries: readonly NavEntry[] = navEntries(),
  groups: readonly NavGroupDef[] = GROUPS,
): NavSection[] {
  const groupOf = (e: NavEntry) => groups.find((g) => g.key === e.group);
  return SECTIONS.map((key) => ({
    key,
    entries: entries.filter((e) => e.section === key && groupOf(e)?.section !== key).sort(inOrder),
    groups: groups
      .filter((g) => g.section === key)
      .map((g) => ({
        key: g.key,
        label: `menu.groups.${g.key}`,
        order: g.order,
        entries: entries.filter((e) => e.group === g.key).sort(inOrder),
      }))
      .filter((g) => g.entries.length > 0)
      .sort((a, b) => a.order - b.order),
  })).filter((s) => s.entries.length > 0 || s.groups.length > 0);
}

/** Every entry a section shows, its own and its groups'. */
export function sectionEntries(section: NavSection): NavEntry[] {
  return [...section.entries, ...section.groups.flatMap((g) => g.entries)];
}
