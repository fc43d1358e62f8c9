import { useCallback } from 'react';
import { formatDateOnly, formatMoney } from '../../../core/formats';
import { useStoreSettings } from '../../store/settings';
import type { Invoice } from './api';

/** Days and amounts in the store's formats. */
export function useInvoiceFormats() {
  const settings = useStoreSettings();
  const day = useCallback(
    (d: string | null | undefined) => (d ? formatDateOnly(d, settings.dateFormat) : ''),
    [settings],
  );
  const money = useCallback((n: number) => formatMoney(n, settings.currencySymbol), [settings]);
  return { day, money };
}

/** Who an invoice is from: the vendor, or the store's subscription and its cycle. */
export function invoiceFrom(translate: (key: string) => string, invoice: Invoice): string {
  return invoice.kind === 'vendor'
    ? (invoice.vendor_name ?? '—')
    : `${translate('invoices.kinds.subscription')} · ${translate(`invoices.cycles.${invoice.billing_cycle ?? 'monthly'}`)}`;
}

/** The console's path of an invoice's own page. */
export const invoicePath = (id: string) => `/pages/invoice/${id}`;
