/** A vendor's invoice: uploaded by a manager for a paid out whose reason requires one. */
import { AppError } from '../../../core/errors.js';
import { isoDay, vendorInvoiceErrors, type VendorInvoiceInput } from '../../../core/invoices.js';
import type { Db } from '../../db/database.js';
import { isUuid, uuidv7 } from '../../services/ids.js';
import { invoiceById, type InvoiceRow } from './service.js';

const refuse = (field: string, key: string) => new AppError('VALIDATION', key, {}, [{ field, key }]);

/**
 * Records a vendor's invoice, refused with each wrong field's reason: its vendor and its paid out's
 * reason (one requiring an invoice) of the store, its number (once per vendor), amount and day, and
 * its document, a PDF or a picture uploaded for this use.
 */
export async function createVendorInvoice(
  db: Db,
  scope: { storeId: string; userId: string },
  input: VendorInvoiceInput,
): Promise<InvoiceRow> {
  const errors = vendorInvoiceErrors(input, isoDay(new Date(Date.now() + 14 * 3600_000)));
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params ?? {}, errors);
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    const one = (table: string, id: string) =>
      isUuid(id)
        ? tx
            .selectFrom(table)
            .selectAll()
            .where('store_id', '=', storeId)
            .where('id', '=', id)
            .executeTakeFirst()
        : Promise.resolve(undefined);
    if (!(await one('vendor', input.vendor_id))) throw refuse('vendor_id', 'invoices.errors.vendorUnknown');
    const reason = await one('paid_out', input.paid_out_id);
    if (!reason) throw refuse('paid_out_id', 'invoices.errors.paidOutUnknown');
    if (reason.require_invoice !== true) throw refuse('paid_out_id', 'invoices.errors.paidOutNoInvoice');
    const document = await one('media', input.document_id);
    if (!document || document.use !== 'vendor-invoice')
      throw refuse('document_id', 'invoices.errors.documentUnknown');
    const number = input.number.trim();
    const taken = await tx
      .selectFrom('invoice')
      .select('id')
      .where('store_id', '=', storeId)
      .where('kind', '=', 'vendor')
      .where('vendor_id', '=', input.vendor_id)
      .where((eb) => eb(eb.fn('lower', ['number']), '=', number.toLowerCase()))
      .executeTakeFirst();
    if (taken)
      throw new AppError('DUPLICATE', 'invoices.errors.numberTaken', {}, [
        { field: 'number', key: 'invoices.errors.numberTaken' },
      ]);
    const id = uuidv7();
    await tx
      .insertInto('invoice')
      .values({
        store_id: storeId,
        id,
        kind: 'vendor',
        number,
        issued_on: input.issued_on,
        amount_cents: Math.round(Number(input.amount) * 100),
        vendor_id: input.vendor_id,
        paid_out_id: input.paid_out_id,
        document_id: input.document_id,
        created_by: scope.userId,
      })
      .execute();
    return (await invoiceById(tx, storeId, id))!;
  });
}
