import { EditorPage } from '../../editor/EditorPage';
import { loadReceiptLayout } from './api';
import { ReceiptBuilder } from './ReceiptBuilder';

/**
 * /pages/receipt-builder: what the store's receipts show — header, footer, logo, copies and the
 * receipt fields in order — with a preview at 58 mm and 80 mm drawn from the lines printers get.
 */
export default function ReceiptBuilderPage() {
  return (
    <EditorPage i18n="receiptBuilder" load={loadReceiptLayout}>
      {(data) => <ReceiptBuilder initial={data.layout} store={data.store} />}
    </EditorPage>
  );
}
