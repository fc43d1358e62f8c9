import { compareWithHand, type HandParams, type HandQuery } from '../src/server/reports/hand/compare.js';
import { REPORT_DECLARATIONS } from '../src/server/reports/index.js';

/*
 * Each report's aggregate written by hand in SQL (its declaration's `hand`, src/server/reports): the
 * benchmark measures the report code against these statements, and tests/api/report-sql.test.ts
 * shows that both give the same figures.
 */

export type { HandParams, HandQuery };

/** Per report code: the statements a person would write by hand to get the same answer. */
export const HAND_SQL: Record<string, (p: HandParams) => HandQuery[]> = Object.fromEntries(
  REPORT_DECLARATIONS.map((r) => [r.code, r.hand.statements]),
);

/**
 * Whether the hand-written answer (the rows of each statement, in order) gives the report's figures:
 * null if it does, else a short description of the first difference.
 */
export function compareWithReport(
  code: string,
  report: { rows: { cells: (string | null)[] }[]; totals: (string | null)[] | null; count?: number },
  hand: Record<string, unknown>[][],
): string | null {
  const declared = REPORT_DECLARATIONS.find((r) => r.code === code);
  if (!declared) return `${code}: no hand-written statements`;
  return compareWithHand(code, declared.hand, report, hand);
}
