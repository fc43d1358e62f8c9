/** The rollups live with the point of sale's record (`pos/rollups`); this name stays for older imports. */
export { recomputeRollups, ROLLUP_TABLES, type RollupTable } from '../pos/rollups/index.js';
