import { Readable } from 'node:stream';
import type { CellValue } from 'exceljs';
import { AppError } from '../../../core/errors.js';
import { blankLine, cellText, excelCell, type Cell } from '../../../core/import/cells.js';
import { IMPORT_LIMITS } from '../../../core/import/protocol.js';
import { CSV_DELIMITERS, decodeText, isZip } from '../../../core/import/text.js';

/** One data line of a file: its row number as a spreadsheet shows it, and its cells. */
export interface SheetLine {
  line: number;
  cells: Cell[];
}

export interface Sheet {
  header: string[];
  lines: SheetLine[];
}

const refuse = (key: string, params?: Record<string, string | number>) =>
  new AppError('BAD_REQUEST', key, params);

/**
 * Takes the lines of a file as they are read, and refuses the file as soon as it breaks a limit, so
 * that a file of a million lines is not read to its end first. The first line that is not blank is
 * the header; blank lines are skipped, as a spreadsheet's empty rows are.
 */
class Lines {
  private header: string[] | null = null;
  private readonly lines: SheetLine[] = [];

  add(line: number, cells: Cell[]): void {
    for (const [i, cell] of cells.entries())
      if (typeof cell === 'string' && cell.length > IMPORT_LIMITS.maxCell)
        throw refuse('import.errors.cellTooLong', {
          line,
          column: this.header?.[i] || String(i + 1),
          limit: IMPORT_LIMITS.maxCell,
        });
    if (blankLine(cells)) return;
    if (!this.header) {
      this.header = cells.map(cellText);
      return;
    }
    if (this.lines.length >= IMPORT_LIMITS.maxLines)
      throw refuse('import.errors.tooManyLines', { limit: IMPORT_LIMITS.maxLines });
    this.lines.push({ line, cells });
  }

  sheet(): Sheet {
    if (!this.header) throw refuse('import.errors.empty');
    if (!this.lines.length) throw refuse('import.errors.noLines');
    return { header: this.header, lines: this.lines };
  }
}

/**
 * The first worksheet, read as a stream: a large workbook is never held whole in memory. ExcelJS
 * (30 MB, a quarter of a second to load) is loaded by the first workbook imported.
 */
async function readXlsx(bytes: Buffer, into: Lines): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Without the styles a date is only a day count: they tell which numbers are dates.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as CellValue[];
        into.add(
          row.number,
          Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => excelCell(values[i + 1])),
        );
      }
      return;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    // A damaged archive, or a ZIP that is not a workbook (a .docx).
    throw refuse('import.errors.format');
  }
  throw refuse('import.errors.format');
}

async function readCsv(text: string, into: Lines): Promise<void> {
  // Loaded with the first import.
  const { default: Papa } = await import('papaparse');
  let line = 0;
  Papa.parse<string[]>(text, {
    delimitersToGuess: CSV_DELIMITERS,
    step(results) {
      line++;
      if (results.errors.some((e) => e.type === 'Quotes')) throw refuse('import.errors.quotes', { line });
      into.add(line, results.data);
    },
  });
}

/** The lines of a CSV or XLSX file, told apart by content; anything else is refused. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const into = new Lines();
  if (isZip(bytes)) await readXlsx(bytes, into);
  else {
    const text = decodeText(bytes);
    if (text === null) throw refuse('import.errors.format');
    await readCsv(text, into);
  }
  return into.sheet();
}
