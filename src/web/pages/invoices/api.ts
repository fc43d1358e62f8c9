import {
  CreateVendorInvoiceDocument,
  InvoiceChoicesDocument,
  InvoiceDocument,
  InvoicePdfDocument,
  InvoicesDocument,
  SetInvoicePaidDocument,
  type InvoiceFieldsFragment,
  type InvoiceChoicesQuery,
  type InvoicesQueryVariables,
  type VendorInvoiceInput,
} from '../../../../generated/graphql-documents';
import { INVOICE_DOCUMENT_MAX_BYTES, INVOICE_DOCUMENT_TYPES } from '../../../core/invoices';
import { graphqlCall } from '../../graphql/client';
import { refuse, sendMedia } from '../../widgets/media/media';

export type Invoice = InvoiceFieldsFragment;
export type InvoiceChoices = InvoiceChoicesQuery['invoiceChoices'];
export type ListQuery = InvoicesQueryVariables;

export const loadInvoices = async (variables: ListQuery) =>
  (await graphqlCall(InvoicesDocument, variables)).invoices;
export const loadInvoice = async (id: string) => (await graphqlCall(InvoiceDocument, { id })).invoice;
export const loadChoices = async () => (await graphqlCall(InvoiceChoicesDocument)).invoiceChoices;
export const createVendorInvoice = async (input: VendorInvoiceInput) =>
  (await graphqlCall(CreateVendorInvoiceDocument, { input })).createVendorInvoice;
export const setPaid = async (id: string, paid: boolean) =>
  (await graphqlCall(SetInvoicePaidDocument, { id, paid })).setInvoicePaid;

/** Saves the invoice's PDF (made by the server in the user's language) as a download. */
export async function downloadPdf(id: string, language: string): Promise<void> {
  const { filename, base64 } = (await graphqlCall(InvoicePdfDocument, { id, language })).invoicePdf;
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The checks the server makes of a vendor's document, made first here: its kind and its size. */
export function checkDocument(file: File): void {
  if (!(INVOICE_DOCUMENT_TYPES as readonly string[]).includes(file.type)) refuse('media.errors.documentType');
  if (file.size > INVOICE_DOCUMENT_MAX_BYTES)
    refuse('media.errors.fileTooLarge', { megabytes: INVOICE_DOCUMENT_MAX_BYTES / 1024 / 1024 });
}

/** Checks the vendor's document, then uploads it; answers its id. */
export async function uploadDocument(file: File): Promise<string> {
  checkDocument(file);
  return sendMedia(file, 'vendor-invoice');
}
