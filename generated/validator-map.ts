// Written by `npm run gen` from schemas/. Do not edit.
import type { CompiledValidator } from './validators.js';
import {
  validateCategory,
  validateDepartment,
  validateEmployee,
  validateJob,
  validateMenuItem,
  validateTax,
} from './validators.js';

export const validators: Record<string, CompiledValidator> = {
  category: validateCategory,
  department: validateDepartment,
  employee: validateEmployee,
  job: validateJob,
  'menu-item': validateMenuItem,
  tax: validateTax,
};
