/** The point of sale's record: what devices record, and the office's corrections of it. */
export { loadCatalog, catalogForCheck, couponCodeKey, type Catalog, type CheckAccounts } from './catalog.js';
export { applyRefund, applyVoid, type RefundRequest, type VoidRequest } from './check-actions.js';
export { checkErrors, movesAccounts } from './check-rules.js';
export type { CheckAnswer, DeviceCheckInput } from './check-versions.js';
export { recordCheck, recordChecks } from './checks.js';
export { recordKitchenResend, recordKitchenResends, type KitchenResendAnswer } from './kitchen-resends.js';
export { recordPaidOut } from './paid-outs.js';
export { bodyHash, invalid, type DeviceScope } from './records.js';
export { recordShift } from './shifts.js';
export { recordTimeCard, timeCardErrors } from './time-cards.js';
export { closeWorkingDay, openWorkingDay } from './working-day.js';
