import { completeModules, type JobModule } from '../../../core/permissions.js';
import type { CustomWidget } from '../../../core/resource.js';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A widget's value in one readable cell. Keyed by every widget there is, so a new widget does not
 * compile until it says how it reads in a spreadsheet.
 */
export const WIDGET_SUMMARIES: Record<CustomWidget, (value: unknown, translate: Translate) => string> = {
  // The modules that are on, by name, in the catalogue's order (as the job list's tooltip reads).
  permissions: (value, translate) =>
    completeModules(Array.isArray(value) ? (value as JobModule[]) : [])
      .filter((m) => m.status)
      .map((m) => translate(`permissions.modules.${m.code}`, { _: m.code }))
      .join(', '),
};
