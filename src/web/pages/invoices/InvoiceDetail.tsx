import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICES_PAGE } from '../../../core/invoices';
import { errorMessage } from '../../graphql/client';
import { QueryState } from '../../layout/PageFrame';
import { ConfirmDialog } from '../../widgets/DialogFrame';
import { imageObjectUrl } from '../../widgets/media/media';
import { downloadPdf, loadInvoice, setPaid, type Invoice } from './api';
import { invoiceFrom, useInvoiceFormats } from './format';
import { StatusChip } from './InvoiceList';

/** The vendor's document: the picture shown, a PDF opened in a new tab. */
function Document({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!invoice.document_id) return;
    let made: string | null = null;
    imageObjectUrl(invoice.document_id)
      .then((u) => setUrl((made = u)))
      .catch(() => setUrl(null));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [invoice.document_id]);
  if (!invoice.document_id) return null;
  if (!url)
    return <Typography color="text.secondary">{translate('invoices.detail.loadingDocument')}</Typography>;
  return invoice.document_type === 'application/pdf' ? (
    <Link href={url} target="_blank" rel="noopener" download={`${invoice.number}.pdf`}>
      {translate('invoices.detail.openDocument')}
    </Link>
  ) : (
    <Box
      component="img"
      src={url}
      alt={translate('invoices.detail.documentAlt', { number: invoice.number })}
      sx={{ maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

/** /pages/invoice/<id>: one invoice, its document, paid or reopened after a confirmation, and its PDF. */
export function InvoiceDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { day, money } = useInvoiceFormats();
  const query = useQuery({ queryKey: ['invoice', id], queryFn: () => loadInvoice(id) });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const invoice = query.data;

  const change = async () => {
    if (!invoice) return;
    setConfirming(false);
    setBusy(true);
    try {
      const paid = invoice.status !== 'paid';
      queryClient.setQueryData(['invoice', id], await setPaid(id, paid));
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      notify(paid ? 'invoices.detail.markedPaid' : 'invoices.detail.reopened', { type: 'success' });
    } catch (e) {
      notify(errorMessage(translate, e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const pdf = async () => {
    try {
      await downloadPdf(id, locale);
    } catch (e) {
      notify(errorMessage(translate, e), { type: 'error' });
    }
  };

  const rows: [string, React.ReactNode][] = invoice
    ? [
        ['invoices.fields.kind', translate(`invoices.kinds.${invoice.kind}`)],
        ['invoices.fields.from', invoiceFrom(translate, invoice)],
        ['invoices.fields.issued_on', day(invoice.issued_on)],
        ['invoices.fields.amount', money(invoice.amount)],
        ['invoices.fields.status', <StatusChip key="s" status={invoice.status} />],
        ...(invoice.kind === 'subscription'
          ? ([['invoices.fields.period', `${day(invoice.period_start)} – ${day(invoice.period_end)}`]] as [
              string,
              string,
            ][])
          : ([['invoices.fields.paid_out', invoice.paid_out_reason ?? '—']] as [string, string][])),
        ...(invoice.paid_at
          ? ([['invoices.fields.paid_at', day(invoice.paid_at.slice(0, 10))]] as [string, string][])
          : []),
      ]
    : [];

  return (
    <>
      <Title title={translate('invoices.detail.title', { number: invoice?.number ?? '' })} />
      <Button component={RouterLink} to={INVOICES_PAGE} startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {translate('invoices.detail.back')}
      </Button>
      <QueryState query={query} />
      {query.isSuccess && !invoice && (
        <Typography sx={{ my: 2 }}>{translate('invoices.errors.notFound')}</Typography>
      )}
      {invoice && (
        <>
          <Typography variant="h5" component="h1" sx={{ mt: 1, wordBreak: 'break-all' }}>
            {translate('invoices.detail.title', { number: invoice.number })}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: 1 }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {translate(label)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2 }}>
            <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
              {translate(invoice.status === 'paid' ? 'invoices.detail.reopen' : 'invoices.detail.markPaid')}
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void pdf()}>
              {translate('invoices.detail.pdf')}
            </Button>
          </Stack>
          {invoice.document_id && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('invoices.detail.document')}
              </Typography>
              <Document invoice={invoice} />
            </Box>
          )}
          <ConfirmDialog
            open={confirming}
            title={translate(
              invoice.status === 'paid' ? 'invoices.detail.reopenTitle' : 'invoices.detail.markPaidTitle',
              { number: invoice.number },
            )}
            text={translate(
              invoice.status === 'paid' ? 'invoices.detail.reopenText' : 'invoices.detail.markPaidText',
              { amount: money(invoice.amount) },
            )}
            confirm={translate(
              invoice.status === 'paid' ? 'invoices.detail.reopen' : 'invoices.detail.markPaid',
            )}
            cancel={translate('ra.action.cancel')}
            onConfirm={() => void change()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
