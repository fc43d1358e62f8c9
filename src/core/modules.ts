import { GROUPS, MODULES, SECTIONS } from '../../generated/modules.js';

/** The sidebar's sections and the modules jobs hold, as `npm run gen` wrote them from schemas/. */
export { GROUPS, MODULES, SECTIONS };

/** The office module codes of SPEC §3, in sidebar order (every module but the point of sale's). */
export const MODULE_CODES: readonly string[] = MODULES.filter((m) => m.office).map((m) => m.code);
