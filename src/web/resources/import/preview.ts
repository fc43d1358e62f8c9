import { blankLine, cellText, excelCell, type Cell } from '../../../core/import/cells';
import { IMPORT_LIMITS, type ImportMessage } from '../../../core/import/protocol';
import { CSV_DELIMITERS, decodeText, isZip } from '../../../core/import/text';

/** The start of a file as the browser reads it: its header and first lines, shown before sending it. */
export interface Preview {
  header: string[];
  lines: { line: number; cells: string[] }[];
}

/** A file the browser already knows the server would refuse, with the same message. */
export class PreviewRefused extends Error {
  constructor(readonly refusal: ImportMessage) {
    super(refusal.key);
  }
}

/** Adds lines until the header and the preview's lines are in; blank lines are skipped as the server skips them. */
function collector() {
  const preview: Preview = { header: [], lines: [] };
  let header = false;
  return {
    preview,
    /** Takes one line; false once there are enough. */
    add(line: number, cells: Cell[]): boolean {
      if (blankLine(cells)) return true;
      if (!header) {
        header = true;
        preview.header = cells.map(cellText);
      } else preview.lines.push({ line, cells: cells.map(cellText) });
      return preview.lines.length < IMPORT_LIMITS.preview;
    },
  };
}

type ExcelModule = typeof import('exceljs');

/** exceljs is large: loaded only for a workbook. Its browser build is CommonJS, the classes on `default`. */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default?.Workbook ? mod.default : mod;
}

async function previewXlsx(bytes: ArrayBuffer): Promise<Preview> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new PreviewRefused({ key: 'import.errors.format' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new PreviewRefused({ key: 'import.errors.format' });
  const into = collector();
  for (let n = 1; n <= sheet.rowCount; n++) {
    const values = sheet.getRow(n).values as Parameters<typeof excelCell>[0][];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => excelCell(values[i + 1]));
    if (!into.add(n, cells)) break;
  }
  return into.preview;
}

async function previewCsv(text: string): Promise<Preview> {
  const { default: Papa } = await import('papaparse');
  const into = collector();
  let line = 0;
  Papa.parse<string[]>(text, {
    delimitersToGuess: CSV_DELIMITERS,
    step(results, parser) {
      if (!into.add(++line, results.data)) parser.abort();
    },
  });
  return into.preview;
}

/**
 * The header and first lines of a CSV or XLSX file, told apart by content as the server tells them;
 * refuses what the server would refuse before reading a line: too large, empty, not CSV nor XLSX.
 */
export async function previewFile(file: File): Promise<Preview> {
  if (file.size > IMPORT_LIMITS.maxBytes)
    throw new PreviewRefused({
      key: 'import.errors.tooLarge',
      params: { megabytes: IMPORT_LIMITS.maxBytes / 1024 / 1024 },
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let preview: Preview;
  if (isZip(bytes)) preview = await previewXlsx(bytes.buffer);
  else {
    const text = decodeText(bytes);
    if (text === null) throw new PreviewRefused({ key: 'import.errors.format' });
    preview = await previewCsv(text);
  }
  if (!preview.header.length) throw new PreviewRefused({ key: 'import.errors.empty' });
  if (!preview.lines.length) throw new PreviewRefused({ key: 'import.errors.noLines' });
  return preview;
}
