/**
 * The invoices a store receives (the Invoices pages): its own subscription's, one per billing cycle
 * once the free trial is over, and its vendors' for the paid outs whose reason requires one.
 */

/** The console's pages: the inbox (its `/:filter` variants beside it) and one invoice. */
export const INVOICES_PAGE = '/pages/invoices/inbox';
export const INVOICE_PAGE = '/pages/invoice';

/** The plan of the terms of service: a free trial, then a fee per monthly or annual cycle. */
export const SUBSCRIPTION_PLAN = {
  trialDays: 30,
  fees: { monthly: 49, annual: 490 },
} as const;
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const INVOICE_KINDS = ['subscription', 'vendor'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** Open (to pay) is the list's `active`, paid its `inactive`. */
export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const STATUS_OF_FILTER: Record<string, InvoiceStatus | undefined> = {
  active: 'open',
  inactive: 'paid',
};

/** A vendor's invoice: a PDF or a photo of it, up to 5 MB. */
export const INVOICE_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const INVOICE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The longest vendor's invoice number taken. */
export const INVOICE_NUMBER_MAX = 40;

/** The store's own invoice number: `INV-2026-000123`, its running number unique in the store. */
export const subscriptionNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(6, '0')}`;

/** A day as `YYYY-MM-DD` (UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The day `months` months after a day (the 31st of January and a month: the 28th or 29th of February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}

export interface Cycle {
  start: string;
  /** The day after its last day: the next cycle's start. */
  end: string;
}

/** The cycles from `start` that have ended by `today` (both `YYYY-MM-DD`), oldest first. */
export function elapsedCycles(start: string, cycle: BillingCycle, today: string, max = 240): Cycle[] {
  const step = cycle === 'annual' ? 12 : 1;
  const out: Cycle[] = [];
  for (let i = 0; out.length < max; i++) {
    const from = addMonths(start, i * step);
    const to = addMonths(start, (i + 1) * step);
    if (to > today) break;
    out.push({ start: from, end: to });
  }
  return out;
}

/** The kind of a document from its first bytes: PDF, PNG, JPEG or WebP, else `null`. */
export function sniffDocumentType(bytes: Uint8Array): (typeof INVOICE_DOCUMENT_TYPES)[number] | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** A vendor's invoice as the upload form sends it. */
export interface VendorInvoiceInput {
  vendor_id: string;
  paid_out_id: string;
  number: string;
  amount: number;
  issued_on: string;
  document_id: string;
}

export interface InvoiceFieldError {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** The refusals of a vendor's invoice the form and the server both make (each field's first). */
export function vendorInvoiceErrors(
  input: Partial<Record<keyof VendorInvoiceInput, unknown>>,
  today: string,
): InvoiceFieldError[] {
  const errors: InvoiceFieldError[] = [];
  const required = (field: keyof VendorInvoiceInput) => {
    const v = input[field];
    const empty = v == null || (typeof v === 'string' && !v.trim());
    if (empty) errors.push({ field, key: `invoices.errors.${field}Required` });
    return !empty;
  };
  required('vendor_id');
  required('paid_out_id');
  if (required('number') && String(input.number).trim().length > INVOICE_NUMBER_MAX)
    errors.push({
      field: 'number',
      key: 'invoices.errors.numberTooLong',
      params: { max: INVOICE_NUMBER_MAX },
    });
  if (required('amount')) {
    const amount = Number(input.amount);
    if (
      !Number.isFinite(amount) ||
      amount <= 0 ||
      amount > 9999999.99 ||
      Math.round(amount * 100) !== amount * 100
    )
      errors.push({ field: 'amount', key: 'invoices.errors.amount' });
  }
  if (required('issued_on')) {
    const d = String(input.issued_on);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
      errors.push({ field: 'issued_on', key: 'invoices.errors.date' });
    else if (d > today) errors.push({ field: 'issued_on', key: 'invoices.errors.dateFuture' });
  }
  required('document_id');
  return errors;
}
