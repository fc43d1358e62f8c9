// Written by `npm run gen` from schemas/. Do not edit.
import type { ErrorObject } from 'ajv';

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateCashDiscount: CompiledValidator;
export declare const validateCategory: CompiledValidator;
export declare const validateDepartment: CompiledValidator;
export declare const validateDevice: CompiledValidator;
export declare const validateEmployee: CompiledValidator;
export declare const validateItemAvailability: CompiledValidator;
export declare const validateJob: CompiledValidator;
export declare const validateMenuItem: CompiledValidator;
export declare const validateModifierGroup: CompiledValidator;
export declare const validateModifierItem: CompiledValidator;
export declare const validateModifierPrefix: CompiledValidator;
export declare const validateSpecialPrice: CompiledValidator;
export declare const validateStoreInfo: CompiledValidator;
export declare const validateTax: CompiledValidator;
