// Written by `npm run gen` from schemas/. Do not edit.
import type { ErrorObject } from 'ajv';

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateCategory: CompiledValidator;
export declare const validateDepartment: CompiledValidator;
export declare const validateEmployee: CompiledValidator;
export declare const validateJob: CompiledValidator;
export declare const validateMenuItem: CompiledValidator;
export declare const validateTax: CompiledValidator;
