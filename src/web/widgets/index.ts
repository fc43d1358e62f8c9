import type { ComponentType } from 'react';
import { completeModules } from '../../core/permissions';
import type { CustomWidget, FieldDef } from '../../core/resource';
import { ModulesOnField } from './permissions/ModulesOnField';
import { PermissionsInput } from './permissions/PermissionsInput';

/** How the console edits and shows a field whose `x-ui.widget` names one of these. */
export interface Widget {
  Input: ComponentType<{ field: FieldDef; label: string }>;
  /** Its cell in a list. */
  Field: ComponentType<{ source: string }>;
  /** i18n key suffix (under `entities.<name>.columns.`) of its list column, shown even when `list` omits it. */
  column?: string;
  /** The value a new record starts with. */
  initial?: () => unknown;
}

/** The one table of widgets: a schema names one, the list, form and new record follow. */
export const WIDGETS: Record<CustomWidget, Widget> = {
  permissions: {
    Input: PermissionsInput,
    Field: ModulesOnField,
    column: 'modulesOn',
    // A new job starts with every module and permission listed, all off.
    initial: () => completeModules([]),
  },
};
