import type { CellValue } from 'exceljs';

/** A cell as read from a file: CSV gives text; a spreadsheet also numbers, yes/no values and dates. */
export type Cell = string | number | boolean | Date | null;

/**
 * What a spreadsheet shows in a cell: the text of rich text and of a link, the last computed value
 * of a formula, the code of an error (#N/A).
 */
export function excelCell(value: CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // A link's text may itself be rich text, whatever the typings say.
  if ('hyperlink' in value) return excelCell(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return excelCell(value.result as CellValue);
  if ('error' in value) return value.error;
  return null;
}

/** A spreadsheet's date as the calendar date it shows: exceljs reads day counts as UTC midnights. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A cell as text, for previews and for text fields. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isoDate(cell);
  return String(cell);
}

/** Whether a line has nothing in it: such lines are skipped, as a spreadsheet's empty rows are. */
export function blankLine(cells: readonly Cell[]): boolean {
  return cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));
}
