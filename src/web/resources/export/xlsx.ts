import type { Workbook } from 'exceljs';
import { DEFAULT_FORMATS, type DateTimeFormats, type WallTime } from '../../../core/formats.js';
import { cellKindAt, cellText, DECIMALS } from './csv.js';
import type { CellKind, ExportTable } from './table.js';

type ExcelModule = typeof import('exceljs');

/**
 * exceljs is close to a megabyte: it is fetched only when someone asks for an XLSX file, never with
 * the login page or the lists. Its browser build is CommonJS, so the classes sit on `default` there.
 */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default?.Workbook ? mod.default : mod;
}

/** Excel's number format for a store date or time format: the same letters, Excel's spelling. */
export function excelNumberFormat(
  kind: CellKind,
  formats: DateTimeFormats = DEFAULT_FORMATS,
): string | undefined {
  const decimals = DECIMALS[kind];
  if (decimals !== undefined) return `#,##0.${'0'.repeat(decimals)}${kind === 'percentage' ? '"%"' : ''}`;
  if (kind === 'integer') return '0';
  const date = formats.date.toLowerCase();
  if (kind === 'date') return date;
  // Excel's AM/PM turns its hours to a 12-hour clock: a 24-hour format (HH) keeps its hours and
  // loses the marker, which says nothing a 24-hour hour does not.
  const time = formats.time.startsWith('HH')
    ? formats.time.replace(' A', '').toLowerCase()
    : formats.time.toLowerCase().replace(' a', ' AM/PM');
  if (kind === 'timestamp') return `${date} ${time}`;
  return undefined;
}

/**
 * Excel counts days with no time zone, and exceljs turns a Date into that count from its UTC
 * fields: the wall time goes in as UTC so the sheet shows what the console showed.
 */
const excelDate = (t: WallTime) => new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));

/** Excel refuses sheet names over 31 characters or holding : \ / ? * [ ]. */
export function sheetName(label: string): string {
  return (
    label
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** Widths in characters: the longest text of each column, within reason. */
function columnWidths(table: ExportTable, formats: DateTimeFormats): number[] {
  return table.columns.map((column, i) => {
    let longest = column.label.length;
    for (const [r, row] of table.rows.entries()) {
      const text = cellText(cellKindAt(column, r), row[i] ?? null, formats);
      // A multi-line cell is as wide as its longest line.
      for (const line of text.split('\n')) longest = Math.max(longest, line.length);
    }
    return Math.min(60, Math.max(8, longest + 2));
  });
}

export async function xlsxWorkbook(
  table: ExportTable,
  formats: DateTimeFormats = DEFAULT_FORMATS,
): Promise<Workbook> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.creator = 'Comanda Office';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(table.sheet), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  const widths = columnWidths(table, formats);
  sheet.columns = table.columns.map((column, i) => {
    const numFmt = excelNumberFormat(column.kind, formats);
    return { header: column.label, width: widths[i], ...(numFmt ? { style: { numFmt } } : {}) };
  });
  for (const [r, row] of table.rows.entries()) {
    const added = sheet.addRow(
      row.map((cell) => (cell !== null && typeof cell === 'object' ? excelDate(cell) : cell)),
    );
    // A column that mixes money and percentages formats each cell as its record says.
    table.columns.forEach((column, i) => {
      const numFmt = column.kinds && excelNumberFormat(cellKindAt(column, r), formats);
      if (numFmt) added.getCell(i + 1).numFmt = numFmt;
    });
  }
  sheet.getRow(1).font = { bold: true };
  if (table.columns.length) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }
  return workbook;
}

/** The table as the bytes of an .xlsx file: one sheet, a bold frozen header, fitted columns. */
export async function toXlsx(
  table: ExportTable,
  formats: DateTimeFormats = DEFAULT_FORMATS,
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = await xlsxWorkbook(table, formats);
  // A Node Buffer in Node, exceljs's bundled Buffer in the browser: plain bytes for a Blob either way.
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
