import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shortCount } from '../../../core/messages';
import type { EcommerceData } from './api';

/** The period's online orders per order type: orders, sales and average ticket, biggest sales first. */
export function OrderTypeTable({
  rows,
  money,
}: {
  rows: EcommerceData['orderTypes'];
  money: (cents: number) => string;
}) {
  const translate = useTranslate();
  return (
    <Table
      size="small"
      aria-label={translate('ecommerce.byOrderType')}
      data-testid="online-order-types"
      sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('ecommerce.orderType')}</TableCell>
          <TableCell align="right">{translate('ecommerce.orders')}</TableCell>
          <TableCell align="right">{translate('ecommerce.sales')}</TableCell>
          <TableCell align="right">{translate('ecommerce.averageTicket')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.orderType}>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{r.orderType}</TableCell>
            <TableCell align="right">{shortCount(r.orders)}</TableCell>
            <TableCell align="right">{money(r.sales)}</TableCell>
            <TableCell align="right">{money(r.averageTicket)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
