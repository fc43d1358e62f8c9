/**
 * An invoice as a printable PDF, made on the server with pdfmake in the standard Helvetica (no font
 * file to embed) and without compression, so that its words are in the file as written.
 */
import type pdfmake from 'pdfmake';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { translatorOf } from '../../services/phrases.js';
import { invoiceById } from './service.js';

type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];
type Content = TDocumentDefinitions['content'];

const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD = new Set(Object.values(HELVETICA));

let loaded: Promise<typeof pdfmake> | undefined;
/** pdfmake, loaded with the first PDF asked for (the server does not carry it until then). */
function pdf(): Promise<typeof pdfmake> {
  return (loaded ??= import('pdfmake').then(({ default: made }) => {
    made.setFonts({ Helvetica: HELVETICA });
    // The standard fonts only: no file of the server's disk and no address is ever read.
    made.setLocalAccessPolicy((path) => STANDARD.has(path));
    made.setUrlAccessPolicy(() => false);
    return made;
  }));
}

/** A document's PDF, in Helvetica and uncompressed. */
export async function pdfBytes(doc: TDocumentDefinitions): Promise<Buffer> {
  return (await pdf())
    .createPdf({ compress: false, ...doc, defaultStyle: { font: 'Helvetica', ...doc.defaultStyle } })
    .getBuffer();
}

/** The invoice's PDF: its file name and its bytes in base64. */
export async function invoicePdf(db: Db, storeId: string, id: string, language: string | null | undefined) {
  const invoice = await invoiceById(db, storeId, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'invoices.errors.notFound');
  const t = translatorOf(language);
  const store = await db
    .selectFrom('store')
    .leftJoin('store_info', 'store_info.store_id', 'store.id')
    .select(['store.name', 'store.currency_symbol', 'store_info.business_name'])
    .where('store.id', '=', storeId)
    .executeTakeFirstOrThrow();
  const money = `${(store.currency_symbol as string | null) ?? '$'}${invoice.amount.toFixed(2)}`;
  const rows: [string, string][] = [
    [t('invoices.fields.number'), invoice.number],
    [t('invoices.fields.kind'), t(`invoices.kinds.${invoice.kind}`)],
    [t('invoices.fields.issued_on'), invoice.issued_on],
    [t('invoices.fields.status'), t(`invoices.statuses.${invoice.status}`)],
  ];
  if (invoice.kind === 'subscription')
    rows.push(
      [t('invoices.fields.billing_cycle'), t(`invoices.cycles.${invoice.billing_cycle ?? 'monthly'}`)],
      [t('invoices.fields.period'), `${invoice.period_start} – ${invoice.period_end}`],
    );
  else
    rows.push(
      [t('invoices.fields.vendor'), invoice.vendor_name ?? ''],
      [t('invoices.fields.paid_out'), invoice.paid_out_reason ?? ''],
    );
  if (invoice.paid_at) rows.push([t('invoices.fields.paid_at'), invoice.paid_at.slice(0, 10)]);
  rows.push([t('invoices.fields.amount'), money]);
  const title = `${t('invoices.pdf.title')} ${invoice.number}`;
  const doc: TDocumentDefinitions = {
    compress: false,
    pageSize: 'LETTER',
    info: { title, subject: money, creator: 'Comanda Office' },
    defaultStyle: { font: 'Helvetica', fontSize: 11 },
    content: [
      { text: (store.business_name as string | null) || (store.name as string), fontSize: 16, bold: true },
      { text: title, fontSize: 13, margin: [0, 4, 0, 12] },
      {
        table: {
          widths: ['auto', '*'],
          body: rows.map(([label, value], i) => [
            { text: label, bold: true },
            { text: value, bold: i === rows.length - 1 },
          ]),
        },
        layout: 'lightHorizontalLines',
      },
      invoice.kind === 'subscription'
        ? { text: t('invoices.pdf.subscriptionNote'), margin: [0, 16, 0, 0], fontSize: 9 }
        : { text: t('invoices.pdf.vendorNote'), margin: [0, 16, 0, 0], fontSize: 9 },
    ] as Content,
  };
  const bytes = await pdfBytes(doc);
  return {
    filename: `${invoice.number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`,
    base64: bytes.toString('base64'),
  };
}
