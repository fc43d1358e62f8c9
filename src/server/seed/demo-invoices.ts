/**
 * The demo stores' invoices: their subscriptions billed for some time already (Demo Bistro monthly,
 * Demo Taqueria yearly), so that the server issues a few invoices on the first read, and a few of
 * their vendors' invoices, as a PDF and as a photo, for the paid outs that require one.
 */
import { addMonths, isoDay, type BillingCycle } from '../../core/invoices.js';
import type { Db } from '../db/database.js';
import { pdfBytes } from '../features/invoices/pdf.js';
import { issueDueInvoices, setBilling, setInvoicePaid } from '../features/invoices/service.js';
import { createVendorInvoice } from '../features/invoices/vendor.js';
import type { Scope } from '../services/items.js';
import { prepareUpload, storeMedia } from '../services/media.js';
import { pngFromSvg } from './demo-pictures.js';

type Store = 'bistro' | 'taqueria';
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

const BILLING: Record<Store, { cycle: BillingCycle; startsOn: () => string }> = {
  bistro: { cycle: 'monthly', startsOn: () => daysAgo(100) },
  taqueria: { cycle: 'annual', startsOn: () => addMonths(daysAgo(20), -24) },
};

const VENDOR_INVOICES: Record<
  Store,
  { number: string; amount: number; daysAgo: number; photo: boolean; paid: boolean }[]
> = {
  bistro: [
    { number: 'VF-20931', amount: 184.6, daysAgo: 12, photo: false, paid: true },
    { number: 'VF-21077', amount: 96.25, daysAgo: 3, photo: true, paid: false },
  ],
  taqueria: [{ number: 'A-5520', amount: 1250, daysAgo: 5, photo: false, paid: false }],
};

/** A vendor's invoice as it might arrive: a one-page PDF, or a photo of a paper slip. */
async function vendorDocument(
  vendor: string,
  number: string,
  amount: number,
  photo: boolean,
): Promise<Buffer> {
  if (photo)
    return pngFromSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
      <rect width="600" height="800" fill="#f4f1ea"/>
      <rect x="60" y="60" width="480" height="40" fill="#555"/>
      ${[160, 220, 280, 340, 400].map((y) => `<rect x="60" y="${y}" width="${300 + (y % 7) * 20}" height="16" fill="#999"/>`).join('')}
      <rect x="340" y="620" width="200" height="40" fill="#333"/>
    </svg>`);
  return pdfBytes({
    content: [
      { text: vendor, fontSize: 16, bold: true },
      { text: `Invoice ${number}`, margin: [0, 8, 0, 8] },
      { text: `Total: ${amount.toFixed(2)}`, bold: true },
    ],
  });
}

export async function seedDemoInvoices(db: Db, stores: Record<Store, Scope>): Promise<void> {
  for (const key of ['bistro', 'taqueria'] as const) {
    const scope = stores[key];
    const { storeId } = scope;
    await setBilling(db, storeId, BILLING[key].cycle, BILLING[key].startsOn());
    await issueDueInvoices(db, storeId);
    const first = await db
      .selectFrom('invoice')
      .select('id')
      .where('store_id', '=', storeId)
      .orderBy('issued_on')
      .executeTakeFirst();
    if (first) await setInvoicePaid(db, storeId, first.id as string, true);
    const vendor = await db
      .selectFrom('vendor')
      .select(['id', 'name'])
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    const reason = await db
      .selectFrom('paid_out')
      .select('id')
      .where('store_id', '=', storeId)
      .where('require_invoice', '=', true)
      .executeTakeFirstOrThrow();
    for (const v of VENDOR_INVOICES[key]) {
      const file = await vendorDocument(vendor.name as string, v.number, v.amount, v.photo);
      const prepared = await prepareUpload(file, 'vendor-invoice');
      const name = `${v.number}.${v.photo ? 'png' : 'pdf'}`;
      const stored = await storeMedia(db, storeId, 'vendor-invoice', name, prepared);
      const invoice = await createVendorInvoice(db, scope, {
        vendor_id: vendor.id as string,
        paid_out_id: reason.id as string,
        number: v.number,
        amount: v.amount,
        issued_on: daysAgo(v.daysAgo),
        document_id: stored.id,
      });
      if (v.paid) await setInvoicePaid(db, storeId, invoice.id, true);
    }
  }
}
