import { Navigate, useLocation, useParams } from 'react-router-dom';
import { INVOICE_PAGE, INVOICES_PAGE } from '../../../core/invoices';
import { InvoiceDetail } from './InvoiceDetail';
import { InvoiceList } from './InvoiceList';

/**
 * The Invoices pages: the inbox (/pages/invoices/inbox, and /pages/invoices/all, /active for the
 * open ones, /inactive for the paid ones) and one invoice (/pages/invoice/<id>).
 */
export default function Invoices() {
  const { pathname } = useLocation();
  const { id, filter } = useParams();
  if (pathname.startsWith(INVOICE_PAGE) && !pathname.startsWith('/pages/invoices')) {
    return id ? <InvoiceDetail id={id} /> : <Navigate to={INVOICES_PAGE} replace />;
  }
  const status = filter === 'active' || filter === 'inactive' || filter === 'all' ? filter : 'inbox';
  if (filter && filter !== status) return <Navigate to="/pages/error-404" replace />;
  return <InvoiceList filter={status} />;
}
