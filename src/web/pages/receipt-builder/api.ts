import type { ReceiptLayout, ReceiptStore } from '../../../core/receipt';
import {
  ReceiptLayoutDocument,
  SaveReceiptLayoutDocument,
  type ReceiptLayoutFieldsFragment,
} from '../../../../generated/graphql-documents';
import { storeDocumentApi, type StoredDocument } from '../../graphql/store-document';

/** How the store writes what a sample receipt shows. */
export interface StoreForReceipt extends ReceiptStore {
  dateFormat: string;
  hourFormat: string;
  timeZone: string | null;
}

export interface SavedReceiptLayout extends StoredDocument<ReceiptLayout> {
  store: StoreForReceipt;
}

function toSaved(a: ReceiptLayoutFieldsFragment): SavedReceiptLayout {
  return {
    layout: {
      header: a.header,
      footer: a.footer,
      copies: a.copies,
      logo: a.logo,
      // The SDL types a field as a string; the server answers only those of RECEIPT_FIELDS.
      fields: a.fields as ReceiptLayout['fields'],
    },
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

const layoutApi = storeDocumentApi({
  read: ReceiptLayoutDocument,
  save: SaveReceiptLayoutDocument,
  toSaved,
});

export const loadReceiptLayout = layoutApi.load;
export const saveReceiptLayout: (layout: ReceiptLayout) => Promise<SavedReceiptLayout> = layoutApi.save;
