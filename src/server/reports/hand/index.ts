import type { HandCheck } from './compare.js';
import { EXPECTED } from './expected.js';
import { HAND_SQL } from './statements.js';

/** The statements and expected figures written by hand for one of the first reports. */
export function handOf(code: string): HandCheck {
  const statements = HAND_SQL[code];
  const expected = EXPECTED[code];
  if (!statements || !expected) throw new Error(`no hand-written statements for report "${code}"`);
  return { statements, expected };
}
