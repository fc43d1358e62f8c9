// Written by `npm run gen` from schemas/. Do not edit.
import type { CompiledValidator } from './validators.js';
import { validateCategory, validateDepartment, validateMenuItem, validateTax } from './validators.js';

export const validators: Record<string, CompiledValidator> = {
  category: validateCategory,
  department: validateDepartment,
  'menu-item': validateMenuItem,
  tax: validateTax,
};
