// Written by `npm run gen` from schemas/. Do not edit.
import type { ErrorObject } from 'ajv';

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateCampaign: CompiledValidator;
export declare const validateCashDiscount: CompiledValidator;
export declare const validateCategory: CompiledValidator;
export declare const validateCoupon: CompiledValidator;
export declare const validateCustomerDisplayAd: CompiledValidator;
export declare const validateCustomerSettings: CompiledValidator;
export declare const validateCustomer: CompiledValidator;
export declare const validateDeliveryOptions: CompiledValidator;
export declare const validateDepartment: CompiledValidator;
export declare const validateDevice: CompiledValidator;
export declare const validateDiscount: CompiledValidator;
export declare const validateEmailTemplate: CompiledValidator;
export declare const validateEmployee: CompiledValidator;
export declare const validateFeatureItem: CompiledValidator;
export declare const validateGiftCard: CompiledValidator;
export declare const validateGratuity: CompiledValidator;
export declare const validateIngredient: CompiledValidator;
export declare const validateInventoryGroup: CompiledValidator;
export declare const validateInventorySubgroup: CompiledValidator;
export declare const validateInventoryUnit: CompiledValidator;
export declare const validateItemAvailability: CompiledValidator;
export declare const validateJob: CompiledValidator;
export declare const validateKitchenPrinter: CompiledValidator;
export declare const validateLoyaltyPlan: CompiledValidator;
export declare const validateMenuItem: CompiledValidator;
export declare const validateModifierGroup: CompiledValidator;
export declare const validateModifierItem: CompiledValidator;
export declare const validateModifierPrefix: CompiledValidator;
export declare const validateOnlineOrderingSettings: CompiledValidator;
export declare const validateOrderType: CompiledValidator;
export declare const validatePaidOut: CompiledValidator;
export declare const validatePayment: CompiledValidator;
export declare const validatePayrollSettings: CompiledValidator;
export declare const validateRecipe: CompiledValidator;
export declare const validateSegment: CompiledValidator;
export declare const validateSmtpSetting: CompiledValidator;
export declare const validateSpecialPrice: CompiledValidator;
export declare const validateStoreInfo: CompiledValidator;
export declare const validateTax: CompiledValidator;
export declare const validateTipSuggestion: CompiledValidator;
export declare const validateVendor: CompiledValidator;
export declare const validateVoidReason: CompiledValidator;
