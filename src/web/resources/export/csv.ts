import { DEFAULT_FORMATS, formatDate, formatTime, type DateTimeFormats } from '../../../core/formats.js';
import type { Cell, CellKind, ExportColumn, ExportTable } from './table.js';

/** Decimals a number of each kind is written with, in CSV text and in XLSX number formats. */
export const DECIMALS: Partial<Record<CellKind, number>> = { money: 2, percent: 3, percentage: 3 };

/** A cell as text: numbers with a dot and no grouping (any spreadsheet reads them back as numbers). */
export function cellText(kind: CellKind, cell: Cell, formats: DateTimeFormats = DEFAULT_FORMATS): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    const decimals = DECIMALS[kind];
    const text = decimals === undefined ? String(cell) : cell.toFixed(decimals);
    // "12.500%": a spreadsheet reads it back as a percentage, never as an amount.
    return kind === 'percentage' ? `${text}%` : text;
  }
  if (typeof cell === 'string') return cell;
  const date = formatDate(cell, formats.date);
  return kind === 'timestamp' ? `${date} ${formatTime(cell, formats.time)}` : date;
}

/** The kind of a column's cell in row `r`: its own when the column mixes units. */
export const cellKindAt = (column: ExportColumn, r: number): CellKind => column.kinds?.[r] ?? column.kind;

/** RFC 4180: a field holding a quote, a comma or a line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Text a spreadsheet would run as a formula (= + - @, or a tab or CR first) gets a leading
 * apostrophe: a name typed into the console must not become a formula on someone's computer.
 */
export function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The table as CSV: a header line, CRLF line ends, and a UTF-8 byte-order mark so that Excel reads
 * accents (Entrées, Categoría) instead of guessing a legacy code page.
 */
export function toCsv(table: ExportTable, formats: DateTimeFormats = DEFAULT_FORMATS): string {
  const header = table.columns.map((c) => csvField(defuse(c.label)));
  const lines = table.rows.map((row, r) =>
    row.map((cell, i) => {
      const kind = cellKindAt(table.columns[i]!, r);
      const text = cellText(kind, cell, formats);
      return csvField(typeof cell === 'string' ? defuse(text) : text);
    }),
  );
  return '\uFEFF' + [header, ...lines].map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}
