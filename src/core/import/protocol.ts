/**
 * What the console and the server agree on for an import (`POST /api/import/<route>?mode=…`): its
 * modes, limits, and the NDJSON lines the server answers with.
 */

/** `check` validates only; `all` writes only when every line is valid; `valid` writes the valid lines. */
export const IMPORT_MODES = ['check', 'all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

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

export interface ImportResult {
  mode: ImportMode;
  /** Data lines in the file. */
  lines: number;
  /** Lines that passed every check. */
  valid: number;
  imported: number;
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
