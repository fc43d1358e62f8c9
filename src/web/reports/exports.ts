import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { parseDateOnly } from '../../core/formats';
import { csvField, defuse } from '../resources/export/csv';
import { excelNumberFormat, sheetName } from '../resources/export/xlsx';
import type { StoreSettings } from '../storeFormats';
import { dateTimeFormats } from '../storeFormats';
import type { Cell, ReportTable } from './model';

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

const allRows = (table: ReportTable) => [...table.rows, ...table.footer];

/** CSV of the table as the screen writes it (the store's money, dates and hours), with a BOM for Excel. */
export function reportCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((c) => csvField(defuse(c.label))),
    ...allRows(table).map((r) => r.cells.map((c) => csvField(defuse(c.text)))),
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

function excelValue(c: Cell): string | number | Date | null {
  if (c.unit === 'date' && c.date) {
    const t = parseDateOnly(c.date)!;
    return new Date(Date.UTC(t.year, t.month - 1, t.day));
  }
  if (c.unit === 'money' || c.unit === 'count') return c.number;
  return c.text || null;
}

/** XLSX: numbers as numbers (money in the store's symbol, dates in its format), the heading above the table. */
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
  for (const r of allRows(table)) {
    const row = sheet.addRow(r.cells.map(excelValue));
    r.cells.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (c.unit === 'money') cell.numFmt = moneyFormat(settings.currencySymbol);
      else if (c.unit === 'count') cell.numFmt = '#,##0';
      else if (c.unit === 'date' && dateFormat) cell.numFmt = dateFormat;
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

type PdfMake = typeof import('pdfmake/build/pdfmake');

/** pdfmake and its fonts (about 2 MB) load only when a PDF is asked for. */
async function loadPdfMake(): Promise<PdfMake> {
  const mod = (await import('pdfmake/build/pdfmake')) as PdfMake & { default?: PdfMake };
  const pdfMake = mod.default?.createPdf ? mod.default : mod;
  const fonts = (await import('pdfmake/build/vfs_fonts')) as { default?: Record<string, string> };
  pdfMake.addVirtualFileSystem((fonts.default ?? fonts) as Record<string, string>);
  return pdfMake;
}

/** PDF: the store's name, the report, the range, then the table with its totals; landscape when wide. */
export async function reportPdf(table: ReportTable, heading: ReportHeading): Promise<Blob> {
  const pdfMake = await loadPdfMake();
  const wide = table.columns.length > 6;
  const body = [
    table.columns.map((c) => ({ text: c.label, bold: true, alignment: c.numeric ? 'right' : 'left' })),
    ...allRows(table).map((r) =>
      r.cells.map((c, i) => ({
        text: c.text,
        bold: !!r.heading || table.footer.includes(r),
        alignment: table.columns[i]!.numeric ? 'right' : 'left',
      })),
    ),
  ];
  const doc: TDocumentDefinitions = {
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageSize: 'LETTER',
    defaultStyle: { fontSize: wide ? 7 : 9 },
    content: [
      { text: heading.store, fontSize: 14, bold: true },
      { text: heading.title, fontSize: 12 },
      { text: heading.range, margin: [0, 0, 0, 8] },
      {
        table: { headerRows: 1, widths: table.columns.map((_, i) => (i === 0 ? '*' : 'auto')), body },
        layout: 'lightHorizontalLines',
      },
    ] as Content[],
  };
  return pdfMake.createPdf(doc).getBlob();
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
