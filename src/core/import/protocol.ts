/**
 * What the console and the server agree on for an import (`POST /api/import/<route>?mode=…`): its
 * modes, limits, and the NDJSON lines the server answers with.
 */

/** `check` validates only; `all` writes only when every line is valid; `valid` writes the valid lines. */
export const IMPORT_MODES = ['check', 'all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * What a line does to the store's records: `create` makes a new record of every line (a name already
 * taken is refused); `update` updates the record whose match key (the resource's first unique set of
 * fields, see `matchFields`) the line gives, and creates the lines that match none.
 */
export const IMPORT_ACTIONS = ['create', 'update'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_LIMITS = {
  /** Data lines (the header not counted). */
  maxLines: 50_000,
  /** Characters in one cell: more than any field holds, far less than a runaway quote swallows. */
  maxCell: 2_000,
  /** Bytes of the uploaded file; refused before it is read. */
  maxBytes: 20 * 1024 * 1024,
  /** Line errors the result lists; `errorCount` still counts them all. */
  maxErrors: 500,
  /** Lines written per transaction: no batch is half written, and other requests get their turn between. */
  batch: 1_000,
  /** Lines the console shows before anything is sent. */
  preview: 10,
} as const;

/** Text of a message: an i18n key and its parameters. */
export interface ImportMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One problem of one line. `line` is the row number as a spreadsheet shows it (the header is 1);
 * `field` is the column's id in the layout (`name`, `prices.2.price`, `category_id.department_id`).
 */
export interface LineError extends ImportMessage {
  line: number;
  field: string;
}

/** What a valid line of an `update` import does: `updates` names the record it updates; absent, a new one. */
export interface LinePlan {
  line: number;
  updates?: string;
}

export interface ImportResult {
  mode: ImportMode;
  action: ImportAction;
  /** Data lines in the file. */
  lines: number;
  /** Lines that passed every check. */
  valid: number;
  imported: number;
  /**
   * Of the valid lines (after a check) or of the lines written (after an import): how many make a
   * new record and how many update one.
   */
  created: number;
  updated: number;
  /** What each valid line does, in an `update` import (the first `maxErrors` lines). */
  plan: LinePlan[];
  /**
   * A `create` import refused lines because a record already holds their match key: an `update`
   * import would update those records instead (the console says so).
   */
  suggestUpdate: boolean;
  /** Lines not written: invalid ones, or every line of an `all` import that had an invalid one. */
  skipped: number;
  /** All line errors found; `errors` holds the first `maxErrors`. */
  errorCount: number;
  errors: LineError[];
  /**
   * What else the import did with the records it wrote, or (a check) will do: menu items placed on
   * their category's tab of the POS menu. Empty when the resource does nothing more.
   */
  also: ImportMessage[];
}

/** One NDJSON line of the answer: progress of a phase, then the result (or an error that stopped it). */
export type ImportEvent =
  | { phase: 'check' | 'import'; done: number; total: number }
  | { result: ImportResult }
  | { error: ImportMessage };
