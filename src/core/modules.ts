/** The office module codes of SPEC §3, in sidebar order. */
export const MODULE_CODES = [
  'dashboard-office',
  'business-info',
  'menu-items',
  'inventory',
  'customers-office',
  'employees-office',
  'operations',
  'marketing',
  'online-ordering',
  'reports-office',
  'settings-office',
  'perks-office',
] as const;

export type ModuleCode = (typeof MODULE_CODES)[number];
