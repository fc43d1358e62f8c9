import { SECTIONS } from './modules.js';
import { PAGES, type PageDeclaration, type PageGuard } from './pages.js';
import { registry } from './registry.js';
import { REPORT_MODULE, REPORTS, reportLabel, reportPath, type ReportDef } from './reports.js';
import type { ResourceDef } from './resource.js';

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
}

export interface NavSection {
  /** i18n key under `menu.`. */
  key: string;
  entries: NavEntry[];
}

/** Every entry: one per resource, one per hand-written page, one per report (each under its own code). */
export function navEntries(
  resources: readonly ResourceDef[] = registry,
  pages: readonly PageDeclaration[] = PAGES,
  reports: readonly ReportDef[] = REPORTS,
): NavEntry[] {
  return [
    ...resources.map((r) => ({
      path: `/pages/${r.route}`,
      label: `entities.${r.name}.plural`,
      icon: r.icon,
      section: r.section,
      order: r.order,
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

/** The sections that have entries, each with its entries in order. */
export function navigation(entries: readonly NavEntry[] = navEntries()): NavSection[] {
  return SECTIONS.map((key) => ({
    key,
    entries: entries
      .filter((e) => e.section === key)
      .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path)),
  })).filter((s) => s.entries.length > 0);
}
