import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../layout/PageFrame';
import { currentStore } from '../../session';
import { loadReceiptLayout } from './api';
import { ReceiptBuilder } from './ReceiptBuilder';

/**
 * /pages/receipt-builder: what the store's receipts show — header, footer, logo, copies and the
 * receipt fields in order — with a preview at 58 mm and 80 mm drawn from the lines printers get.
 */
export default function ReceiptBuilderPage() {
  const query = useQuery({
    queryKey: ['receiptBuilder', currentStore()?.id],
    queryFn: loadReceiptLayout,
    // Read once per visit: a refetch must not replace the layout being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <PageFrame i18n="receiptBuilder" query={query}>
      {(data) => <ReceiptBuilder initial={data.layout} store={data.store} />}
    </PageFrame>
  );
}
