import { INVOICES_PAGE } from '../../../core/invoices.js';
import { pageFeature } from '../../graphql/feature.js';
import type { FeatureDeps } from '../index.js';
import { invoicePdf } from './pdf.js';
import { invoiceById, invoiceChoices, listInvoices, setInvoicePaid } from './service.js';
import { createVendorInvoice } from './vendor.js';

/** The Invoices pages' operations, behind the inbox's guard (Settings, invoices). */
export default pageFeature(INVOICES_PAGE, ({ db }: FeatureDeps, guarded) => ({
  Query: {
    invoices: guarded((scope, args) => listInvoices(db, scope.storeId, args)),
    invoice: guarded((scope, { id }) => invoiceById(db, scope.storeId, id)),
    invoicePdf: guarded((scope, { id, language }) => invoicePdf(db, scope.storeId, id, language)),
    invoiceChoices: guarded((scope) => invoiceChoices(db, scope.storeId)),
  },
  Mutation: {
    createVendorInvoice: guarded((scope, { input }) => createVendorInvoice(db, scope, input)),
    setInvoicePaid: guarded((scope, { id, paid }) => setInvoicePaid(db, scope.storeId, id, paid)),
  },
}));
