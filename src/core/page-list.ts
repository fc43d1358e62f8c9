import { PAGES } from './pages.js';
import { REPORTS, reportPath } from './reports.js';
import { registry } from './registry.js';
import { ownPage } from './resource.js';
import { STATUS_FILTERS } from './routes.js';

/** One list page per registered resource with a page of its own, and its /:filter variants where the schema asks for them. */
export function resourcePages(): { path: string; variants: string[] }[] {
  return registry.filter(ownPage).map((r) => ({
    path: `/pages/${r.route}`,
    variants: r.filterVariants ? STATUS_FILTERS.map((s) => `/pages/${r.route}/${s}`) : [],
  }));
}

/** Every protected page that exists: the hand-written ones (core/pages.ts), the reports (core/reports.ts) and one per resource. */
export function protectedPages(): string[] {
  return [
    ...PAGES.map((p) => p.path),
    ...REPORTS.map((r) => reportPath(r.code)),
    ...resourcePages().map((p) => p.path),
  ];
}
