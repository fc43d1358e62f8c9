import { parseDateOnly } from '../../core/formats.js';
import { csvField, defuse } from '../resources/export/csv.js';
import { excelNumberFormat, sheetName } from '../resources/export/xlsx.js';
import type { StoreSettings } from '../store/formats.js';
import { dateTimeFormats } from '../store/formats.js';
import { wallTimeOf, type Cell, type ReportTable, type TableRow } from './model.js';

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';

const MIME: Record<ReportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** What a file says besides the table: the store, the report and the range. */
export interface ReportHeading {
  store: string;
  title: string;
  range: string;
  /** `<code>-<from>-<to>`: the file's name without its extension. */
  fileName: string;
}

export const allRows = (table: ReportTable) => [...table.rows, ...table.footer];

type NumberUnit = 'money' | 'count' | 'percent';
const isNumber = (c: Cell): c is Cell & { unit: NumberUnit; number: number } =>
  c.number !== null && (c.unit === 'money' || c.unit === 'count' || c.unit === 'percent');

/** A label with the unit its numbers are in ("Net sales ($)", "Change (%)"), unless it says it already. */
function withUnit(label: string, unit: NumberUnit | null, symbol: string): string {
  const mark = unit === 'money' ? symbol : unit === 'percent' ? '%' : '';
  return mark && !label.includes(mark) ? `${label} (${mark})` : label;
}

/** A number as a spreadsheet reads it whatever its language: no symbol, no grouping, a point. */
const plain = (c: Cell & { unit: NumberUnit; number: number }) =>
  c.unit === 'money' ? c.number.toFixed(2) : String(c.number);

/**
 * CSV of the table: numbers as numbers (963.75, -179.49, 22.5), their unit in the column's heading
 * ("Net sales ($)") or, where a column mixes units (the summary's values, the change under the
 * totals), in the row's heading; dates and times as the screen writes them in the store's formats.
 * Text that a spreadsheet would run as a formula is neutralised. With a BOM for Excel.
 */
export function reportCsv(table: ReportTable, settings: StoreSettings): string {
  // A column's unit is that of its rows' numbers, when they share one.
  const units = table.columns.map((_, i) => {
    const found = new Set(
      table.rows
        .map((r) => r.cells[i])
        .filter((c) => !!c && isNumber(c))
        .map((c) => c!.unit),
    );
    return found.size === 1 ? ([...found][0] as NumberUnit) : null;
  });
  const rowLine = (r: TableRow) => {
    const other = new Set(r.cells.filter((c, i) => isNumber(c) && c.unit !== units[i]).map((c) => c.unit));
    const rowUnit = other.size === 1 ? ([...other][0] as NumberUnit) : null;
    return r.cells.map((c, i) => {
      if (isNumber(c)) return plain(c);
      const text = i === 0 ? withUnit(c.text, rowUnit, settings.currencySymbol) : c.text;
      return csvField(defuse(text));
    });
  };
  const lines = [
    table.columns.map((c, i) => csvField(defuse(withUnit(c.label, units[i]!, settings.currencySymbol)))),
    ...allRows(table).map(rowLine),
  ];
  return '\uFEFF' + lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

type ExcelModule = typeof import('exceljs');
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default?.Workbook ? mod.default : mod;
}

/** Excel's format of an amount in the store's currency symbol. */
const moneyFormat = (symbol: string) =>
  `"${symbol.replace(/"/g, '')}"#,##0.00;-"${symbol.replace(/"/g, '')}"#,##0.00`;

/** Excel's format of a percentage as the screen writes it ("22.50%", "+12.5%"): the figure is already in percent. */
function percentFormat(text: string): string {
  const digits = '0.' + '0'.repeat(/\.(\d+)%$/.exec(text)?.[1]?.length ?? 0);
  const figure = (digits.endsWith('.') ? digits.slice(0, -1) : digits) + '"%"';
  return text.startsWith('+') ? `+${figure};-${figure};${figure}` : figure;
}

function excelValue(c: Cell): string | number | Date | null {
  if (c.unit === 'date' && c.date) {
    const t = parseDateOnly(c.date)!;
    return new Date(Date.UTC(t.year, t.month - 1, t.day));
  }
  // Excel counts days with no time zone: the store's wall time goes in as UTC (see resources/export/xlsx).
  const t = c.unit === 'datetime' && c.date ? wallTimeOf(c.date) : null;
  if (t) return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));
  if (isNumber(c)) return c.number;
  return c.text || null;
}

/**
 * XLSX: numbers as numbers (money in the store's symbol, percentages as the screen writes them), dates
 * and times in the store's formats, the heading above the table.
 */
export async function reportXlsx(table: ReportTable, heading: ReportHeading, settings: StoreSettings) {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.creator = 'Comanda Office';
  const sheet = workbook.addWorksheet(sheetName(heading.title));
  sheet.addRow([heading.store]).font = { bold: true };
  sheet.addRow([heading.title]);
  sheet.addRow([heading.range]);
  sheet.addRow([]);
  sheet.addRow(table.columns.map((c) => c.label)).font = { bold: true };
  const dateFormat = excelNumberFormat('date', dateTimeFormats(settings));
  const dateTimeFormat = excelNumberFormat('timestamp', dateTimeFormats(settings));
  for (const r of allRows(table)) {
    const row = sheet.addRow(r.cells.map(excelValue));
    r.cells.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (c.unit === 'money') cell.numFmt = moneyFormat(settings.currencySymbol);
      else if (c.unit === 'count') cell.numFmt = '#,##0';
      else if (c.unit === 'percent') cell.numFmt = percentFormat(c.text);
      else if (c.unit === 'date' && dateFormat) cell.numFmt = dateFormat;
      else if (c.unit === 'datetime' && dateTimeFormat) cell.numFmt = dateTimeFormat;
    });
    if (r.heading || table.footer.includes(r)) row.font = { bold: true };
  }
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(
      table.columns[i]?.label.length ?? 0,
      ...allRows(table).map((r) => r.cells[i]?.text.length ?? 0),
    );
    column.width = Math.min(40, Math.max(10, longest + 2));
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Hands a file to the browser as a download. */
export function saveReportFile(content: BlobPart, format: ReportFormat, name: string): void {
  const url = URL.createObjectURL(
    content instanceof Blob ? content : new Blob([content], { type: MIME[format] }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.${format}`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
