/**
 * The reports' daily aggregates, a projection of the point of sale's record: recorded checks and
 * the office's corrections add to them inside the transaction that writes them, and
 * `recomputeRollups` rebuilds them from the stored rows.
 */
export { addToRollups, paymentAccountability, rollStoredCheck, type RecordedBatch } from './project.js';
export { recomputeRollups, recomputeSalesHours } from './recompute.js';
export { checkKey, rollCheckVoid, rollRefund, rollVoid, type CheckKey } from './corrections.js';
export { isManualCard, localHour, ROLLUP_TABLES, type RollupTable } from './tables.js';
