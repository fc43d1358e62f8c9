import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { currentStore } from '../../session';
import { OfficeCallError } from '../../officeCall';
import { loadReceiptLayout } from './api';
import { ReceiptBuilder } from './ReceiptBuilder';

/**
 * /pages/receipt-builder: what the store's receipts show — header, footer, logo, copies and the
 * receipt fields in order — with a preview at 58 mm and 80 mm drawn from the lines printers get.
 */
export default function ReceiptBuilderPage() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['receiptBuilder', currentStore()?.id],
    queryFn: loadReceiptLayout,
    // Read once per visit: a refetch must not replace the layout being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <>
      <Title title={translate('receiptBuilder.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('receiptBuilder.title')}
      </Typography>
      <Typography color="text.secondary">{translate('receiptBuilder.intro')}</Typography>
      {isPending ? (
        <LinearProgress aria-label={translate('receiptBuilder.loading')} sx={{ my: 2 }} />
      ) : error ? (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('receiptBuilder.retry')}
            </Button>
          }
        >
          {translate(error instanceof OfficeCallError ? error.key : 'errors.unexpected')}
        </Alert>
      ) : (
        <ReceiptBuilder initial={data.layout} store={data.store} />
      )}
    </>
  );
}
