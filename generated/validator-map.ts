// Written by `npm run gen` from schemas/. Do not edit.
import type { CompiledValidator } from './validators.js';
import {
  validateCashDiscount,
  validateCategory,
  validateDepartment,
  validateDevice,
  validateEmployee,
  validateItemAvailability,
  validateJob,
  validateMenuItem,
  validateModifierGroup,
  validateModifierItem,
  validateModifierPrefix,
  validateSpecialPrice,
  validateStoreInfo,
  validateTax,
} from './validators.js';

export const validators: Record<string, CompiledValidator> = {
  'cash-discount': validateCashDiscount,
  category: validateCategory,
  department: validateDepartment,
  device: validateDevice,
  employee: validateEmployee,
  'item-availability': validateItemAvailability,
  job: validateJob,
  'menu-item': validateMenuItem,
  'modifier-group': validateModifierGroup,
  'modifier-item': validateModifierItem,
  'modifier-prefix': validateModifierPrefix,
  'special-price': validateSpecialPrice,
  'store-info': validateStoreInfo,
  tax: validateTax,
};
