/**
 * A report's aggregate written by hand in SQL, as a person would query the same tables straight
 * through the driver: the benchmark measures the report code against these statements, and
 * tests/api/report-sql.test.ts shows that both give the same figures. Each report declares its own
 * in its file's `hand`, beside its query; the sums and cells several reports share are in this
 * folder (statements.ts, cells.ts).
 *
 * The statements take the store ($1) and the inclusive range of business dates ($2, $3), no filter and
 * no comparison; a paged report's statements read its first page of 50 rows in the report's own order
 * and the totals of the whole range. Sums come out of SQL as they are; averages and shares are worked
 * out in `expected`, with the report's own rounding.
 */

export interface HandQuery {
  text: string;
  values: unknown[];
}

/** A store and a range of business dates (YYYY-MM-DD), both included. */
export interface HandParams {
  storeId: string;
  from: string;
  to: string;
}

export type Statements = (p: HandParams) => HandQuery[];
export type Row = Record<string, unknown>;
export type Cells = (string | null)[];

/** What the hand-written answer says a report shows. */
export interface Expected {
  /** Rows in the report's order (`ordered`), or matched by their first cell. */
  rows: Cells[];
  ordered: boolean;
  totals: Cells | null;
  count?: number;
}

/** A report's statements written by hand, and the figures their rows say the report shows. */
export interface HandCheck {
  statements: Statements;
  expected: (hand: Row[][]) => Expected;
}

export const range = (p: HandParams): unknown[] => [p.storeId, p.from, p.to];
export const one =
  (text: string): Statements =>
  (p) => [{ text, values: range(p) }];
export const many =
  (...texts: string[]): Statements =>
  (p) =>
    texts.map((text) => ({ text, values: range(p) }));

const show = (cells: Cells | undefined) => JSON.stringify(cells);

/**
 * Whether the hand-written answer (the rows of each statement, in order) gives the report's figures:
 * null if it does, else a short description of the first difference.
 */
export function compareWithHand(
  code: string,
  check: HandCheck,
  report: { rows: { cells: (string | null)[] }[]; totals: (string | null)[] | null; count?: number },
  hand: Record<string, unknown>[][],
): string | null {
  const want = check.expected(hand);
  if (want.count !== undefined && report.count !== want.count)
    return `${code}: count ${String(report.count)}, by hand ${want.count}`;
  if (want.totals === null) {
    if (report.totals !== null) return `${code}: totals ${show(report.totals)}, by hand none`;
  } else {
    if (!report.totals) return `${code}: no totals, by hand ${show(want.totals)}`;
    for (let i = 0; i < report.totals.length; i++) {
      const got = report.totals[i];
      if (got !== null && got !== undefined && got !== want.totals[i])
        return `${code}: total of column ${i} ${got}, by hand ${String(want.totals[i])}`;
    }
  }
  if (report.rows.length !== want.rows.length)
    return `${code}: ${report.rows.length} rows, by hand ${want.rows.length}`;
  if (want.ordered) {
    for (let i = 0; i < want.rows.length; i++)
      if (show(report.rows[i]!.cells) !== show(want.rows[i]))
        return `${code}: row ${i} ${show(report.rows[i]!.cells)}, by hand ${show(want.rows[i])}`;
    return null;
  }
  // Grouped rows are matched by their label; two groups of the same label are told apart by figures.
  const left = new Map<string | null, string[]>();
  for (const cells of want.rows) {
    const key = cells[0] ?? null;
    left.set(key, [...(left.get(key) ?? []), show(cells)]);
  }
  for (const row of report.rows) {
    const candidates = left.get(row.cells[0] ?? null);
    if (!candidates?.length) return `${code}: row ${show(row.cells)} has no row by hand`;
    const at = candidates.indexOf(show(row.cells));
    if (at < 0) return `${code}: row ${show(row.cells)}, by hand ${candidates[0]!}`;
    candidates.splice(at, 1);
  }
  return null;
}
