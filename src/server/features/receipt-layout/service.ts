import { AppError } from '../../../core/errors.js';
import {
  DEFAULT_FORMATS,
  formatTimestamp,
  isDateFormat,
  isTimeFormat,
  type DateTimeFormats,
} from '../../../core/formats.js';
import {
  DEFAULT_RECEIPT_LAYOUT,
  LOGO_MAX_DOTS,
  RECEIPT_FIELDS,
  RECEIPT_LIMITS,
  isReceiptField,
  receiptLayoutProblem,
  type ReceiptLayout,
  type ReceiptStore,
} from '../../../core/receipt.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import type { ItemsService, Scope } from '../../services/items.js';
import { storeDocument, type StoreDocumentScope } from '../../services/store-documents.js';

/** The system log's name for a layout's writes (its record id is the store's). */
const RECEIPT_LAYOUT_ENTITY = 'receipt-layout';

/** The number of bytes a base64 text holds, or null when it is not base64. */
export function base64Length(text: string): number | null {
  if (typeof text !== 'string' || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64').length;
}

/**
 * A stored layout as it is read: a field that a later version added is shown at the end, one that no
 * longer exists is left out, so a layout saved long ago still prints.
 */
function complete(layout: ReceiptLayout): ReceiptLayout {
  const fields = layout.fields.filter((f) => isReceiptField(f.field));
  for (const field of RECEIPT_FIELDS)
    if (!fields.some((f) => f.field === field)) fields.push({ field, shown: true });
  return { ...DEFAULT_RECEIPT_LAYOUT, ...layout, fields };
}

export interface StoredReceiptLayout {
  layout: ReceiptLayout;
  saved: boolean;
  updated_at: string | null;
}

/** The store's layout, or the default one before its first save. */
export async function readReceiptLayout(db: Db, storeId: string): Promise<StoredReceiptLayout> {
  const { document, saved, updated_at } = await receiptLayout.read(db, storeId);
  return { layout: document, saved, updated_at };
}

/** The store as receipts show it, with its date and hour formats and its time zone. */
export async function receiptStoreOf(
  items: ItemsService,
  scope: Scope,
): Promise<
  ReceiptStore & { formats: DateTimeFormats; zone: string | null; dateFormat: string; hourFormat: string }
> {
  const info = (await items.get(scope, resourceByName('store-info'), scope.storeId)) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const date = isDateFormat(info.date_format) ? info.date_format : DEFAULT_FORMATS.date;
  const time = isTimeFormat(info.hour_format) ? info.hour_format : DEFAULT_FORMATS.time;
  const zone = text(info.time_zone);
  return {
    name: text(info.business_name) ?? '',
    phone: text(info.contact_phone),
    website: text(info.website),
    currencySymbol: text(info.currency_symbol) ?? '$',
    formats: { date, time, timeZone: zone ?? undefined },
    zone,
    dateFormat: date,
    hourFormat: time,
  };
}

/** Now, as the store writes a date and a time on its clock. */
export const storeNow = (formats: DateTimeFormats, now = new Date()) => formatTimestamp(now, formats);

/** Refuses a layout that breaks a rule, naming the field, before anything is written. */
function check(layout: ReceiptLayout): void {
  const problem = receiptLayoutProblem(layout, base64Length);
  if (problem)
    throw new AppError('VALIDATION', problem.key, problem.params, [
      { field: problem.field, key: problem.key, params: problem.params },
    ]);
}

/** Only what a layout holds, whatever else a client sends. */
function shapeOf(input: ReceiptLayout): ReceiptLayout {
  return {
    header: input.header,
    footer: input.footer,
    logo: input.logo ? { width: input.logo.width, height: input.logo.height, bits: input.logo.bits } : null,
    copies: input.copies,
    fields: input.fields.map((f) => ({ field: f.field, shown: f.shown })),
  };
}

/** A store's receipt layout as a store document. */
const receiptLayout = storeDocument<ReceiptLayout>({
  table: 'receipt_layout',
  entity: RECEIPT_LAYOUT_ENTITY,
  fallback: DEFAULT_RECEIPT_LAYOUT,
  upgrade: complete,
  shape: shapeOf,
  check,
});

/** Checks and writes a store's layout in one transaction, logged as any write (the seed uses it too). */
export async function saveReceiptLayout(
  db: Db,
  scope: StoreDocumentScope,
  input: ReceiptLayout,
): Promise<void> {
  await receiptLayout.save(db, scope, input);
}

/** The store's layout and what a sample receipt shows of the store, as the receipt builder reads them. */
export async function receiptLayoutAnswer(db: Db, items: ItemsService, scope: Scope) {
  const stored = await readReceiptLayout(db, scope.storeId);
  const store = await receiptStoreOf(items, scope);
  return {
    ...stored.layout,
    saved: stored.saved,
    updated_at: stored.updated_at,
    store: {
      name: store.name,
      phone: store.phone,
      website: store.website,
      currency_symbol: store.currencySymbol,
      date_format: store.dateFormat,
      hour_format: store.hourFormat,
      time_zone: store.zone,
    },
    limits: { ...RECEIPT_LIMITS, maxLogoDots: LOGO_MAX_DOTS },
  };
}
