import type { ReceiptLayout, ReceiptStore } from '../../../core/receipt';
import { officeCall } from '../../officeCall';

/** How the store writes what a sample receipt shows. */
export interface StoreForReceipt extends ReceiptStore {
  dateFormat: string;
  hourFormat: string;
  timeZone: string | null;
}

export interface SavedReceiptLayout {
  layout: ReceiptLayout;
  /** False while the store has the default layout, never saved. */
  saved: boolean;
  store: StoreForReceipt;
}

const LAYOUT = `header footer copies logo { width height bits } fields { field shown } saved
  store { name phone website currency_symbol date_format hour_format time_zone }`;

interface Answer {
  header: string;
  footer: string;
  copies: number;
  logo: ReceiptLayout['logo'];
  fields: ReceiptLayout['fields'];
  saved: boolean;
  store: {
    name: string;
    phone: string | null;
    website: string | null;
    currency_symbol: string;
    date_format: string;
    hour_format: string;
    time_zone: string | null;
  };
}

function toSaved(a: Answer): SavedReceiptLayout {
  return {
    layout: { header: a.header, footer: a.footer, copies: a.copies, logo: a.logo, fields: a.fields },
    saved: a.saved,
    store: {
      name: a.store.name,
      phone: a.store.phone,
      website: a.store.website,
      currencySymbol: a.store.currency_symbol,
      dateFormat: a.store.date_format,
      hourFormat: a.store.hour_format,
      timeZone: a.store.time_zone,
    },
  };
}

export async function loadReceiptLayout(): Promise<SavedReceiptLayout> {
  const data = await officeCall<{ layout: Answer }>(`query { layout: receiptLayout { ${LAYOUT} } }`);
  return toSaved(data.layout);
}

export async function saveReceiptLayout(layout: ReceiptLayout): Promise<SavedReceiptLayout> {
  const data = await officeCall<{ layout: Answer }>(
    `mutation ($layout: ReceiptLayoutInput!) { layout: saveReceiptLayout(layout: $layout) { ${LAYOUT} } }`,
    { layout },
  );
  return toSaved(data.layout);
}
