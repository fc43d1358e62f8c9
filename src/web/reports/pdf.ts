import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { allRows, type ReportHeading } from './exports';
import type { ReportTable } from './model';

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
