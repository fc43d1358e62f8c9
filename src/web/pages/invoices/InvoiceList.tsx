import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeading, QueryState } from '../../layout/PageFrame';
import { useStackedRows } from '../../layout/PlainTable';
import { loadChoices, loadInvoices, type Invoice } from './api';
import { invoiceFrom, invoicePath, useInvoiceFormats } from './format';
import { UploadDialog } from './UploadDialog';

type Filter = 'inbox' | 'all' | 'active' | 'inactive';
const TABS = [
  { value: 'all', to: '/pages/invoices/inbox', label: 'invoices.filters.all' },
  { value: 'active', to: '/pages/invoices/active', label: 'invoices.filters.open' },
  { value: 'inactive', to: '/pages/invoices/inactive', label: 'invoices.filters.paid' },
] as const;
const COLUMNS = [
  { field: 'number', label: 'invoices.fields.number' },
  { field: 'kind', label: 'invoices.fields.kind' },
  { field: 'vendor_name', label: 'invoices.fields.from' },
  { field: 'issued_on', label: 'invoices.fields.issued_on' },
  { field: 'amount', label: 'invoices.fields.amount', numeric: true },
  { field: 'status', label: 'invoices.fields.status' },
] as const;

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'paid' ? 'success' : 'default'}
      variant="outlined"
      label={translate(`invoices.statuses.${status}`)}
    />
  );
}

/** The inbox: both kinds of invoice, searched, filtered, sorted and paged; each opens its own page. */
export function InvoiceList({ filter }: { filter: Filter }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const stacked = useStackedRows();
  const { day, money } = useInvoiceFormats();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('');
  const [vendor, setVendor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [sort, setSort] = useState<{ field: string; order: 'ASC' | 'DESC' }>({
    field: 'issued_on',
    order: 'DESC',
  });
  const [uploading, setUploading] = useState(false);
  const status = filter === 'inbox' ? 'all' : filter;
  const variables = {
    filter: {
      q: q || null,
      kind: kind || null,
      status,
      vendor_id: vendor || null,
      from: from || null,
      to: to || null,
    },
    page,
    perPage,
    sortField: sort.field,
    sortOrder: sort.order,
  };
  const list = useQuery({
    queryKey: ['invoices', variables],
    queryFn: () => loadInvoices(variables),
    placeholderData: keepPreviousData,
  });
  const choices = useQuery({ queryKey: ['invoiceChoices'], queryFn: loadChoices });
  const changing =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };
  const sortBy = (field: string) =>
    changing(setSort)({ field, order: sort.field === field && sort.order === 'DESC' ? 'ASC' : 'DESC' });
  const rows = list.data?.items ?? [];
  const open = (i: Invoice) => navigate(invoicePath(i.id));

  return (
    <>
      <PageHeading i18n="invoices" />
      {choices.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('invoices.plan', {
            cycle: translate(`invoices.cycles.${choices.data.billingCycle}`),
            fee: money(choices.data.fee),
            days: choices.data.trialDays,
          })}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={status}
          aria-label={translate('invoices.filters.label')}
          variant="scrollable"
          sx={{ flexGrow: 1 }}
        >
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={translate(t.label)} component={RouterLink} to={t.to} />
          ))}
        </Tabs>
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
          {translate('invoices.upload.open')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          my: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextField
          size="small"
          type="search"
          label={translate('invoices.filters.search')}
          value={q}
          onChange={(e) => changing(setQ)(e.target.value)}
        />
        <TextField
          select
          size="small"
          label={translate('invoices.fields.kind')}
          value={kind}
          onChange={(e) => changing(setKind)(e.target.value)}
        >
          <MenuItem value="">{translate('invoices.filters.anyKind')}</MenuItem>
          <MenuItem value="subscription">{translate('invoices.kinds.subscription')}</MenuItem>
          <MenuItem value="vendor">{translate('invoices.kinds.vendor')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={translate('invoices.fields.vendor')}
          value={vendor}
          onChange={(e) => changing(setVendor)(e.target.value)}
        >
          <MenuItem value="">{translate('invoices.filters.anyVendor')}</MenuItem>
          {(choices.data?.vendors ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={translate('invoices.filters.from')}
          value={from}
          onChange={(e) => changing(setFrom)(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={translate('invoices.filters.to')}
          value={to}
          onChange={(e) => changing(setTo)(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <QueryState query={list} />
      <Paper variant="outlined">
        {stacked ? (
          <Box component="ul" aria-label={translate('invoices.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((i) => (
              <Box component="li" key={i.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Box
                  component={RouterLink}
                  to={invoicePath(i.id)}
                  sx={{ display: 'block', p: 1.5, color: 'inherit', textDecoration: 'none' }}
                >
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{i.number}</Typography>
                    <Typography sx={{ whiteSpace: 'nowrap' }}>{money(i.amount)}</Typography>
                  </Stack>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {invoiceFrom(translate, i)} · {day(i.issued_on)}
                    </Typography>
                    <StatusChip status={i.status} />
                  </Stack>
                </Box>
              </Box>
            ))}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('invoices.title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c.field}
                      align={'numeric' in c ? 'right' : 'left'}
                      sortDirection={sort.field === c.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
                    >
                      <TableSortLabel
                        active={sort.field === c.field}
                        direction={sort.field === c.field && sort.order === 'ASC' ? 'asc' : 'desc'}
                        onClick={() => sortBy(c.field)}
                      >
                        {translate(c.label)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((i) => (
                  <TableRow key={i.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(i)}>
                    <TableCell>
                      <RouterLink to={invoicePath(i.id)} onClick={(e) => e.stopPropagation()}>
                        {i.number}
                      </RouterLink>
                    </TableCell>
                    <TableCell>{translate(`invoices.kinds.${i.kind}`)}</TableCell>
                    <TableCell>{invoiceFrom(translate, i)}</TableCell>
                    <TableCell>{day(i.issued_on)}</TableCell>
                    <TableCell align="right">{money(i.amount)}</TableCell>
                    <TableCell>
                      <StatusChip status={i.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {list.data && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('invoices.empty')}
          </Typography>
        )}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => changing(setPerPage)(Number(e.target.value))}
          labelRowsPerPage={translate('invoices.perPage')}
          labelDisplayedRows={({ from: a, to: b, count }) =>
            translate('invoices.shown', { from: a, to: b, count })
          }
        />
      </Paper>
      {uploading && choices.data && (
        <UploadDialog
          choices={choices.data}
          onClose={() => setUploading(false)}
          onCreated={(i) => {
            setUploading(false);
            void list.refetch();
            open(i);
          }}
        />
      )}
    </>
  );
}
