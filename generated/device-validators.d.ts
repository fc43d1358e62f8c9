// Written by `npm run gen` from schemas/device/. Do not edit.
import type { CompiledValidator } from './validators.js';

export declare const validateDeviceActivation: CompiledValidator;
export declare const validateDeviceCheck: CompiledValidator;
export declare const validateDeviceCustomerLookup: CompiledValidator;
export declare const validateDeviceGiftCardBalance: CompiledValidator;
export declare const validateDeviceKitchenResend: CompiledValidator;
export declare const validateDevicePaidOut: CompiledValidator;
export declare const validateDevicePrintJobDone: CompiledValidator;
export declare const validateDevicePrintJobParams: CompiledValidator;
export declare const validateDeviceShift: CompiledValidator;
export declare const validateDeviceTimeCard: CompiledValidator;
