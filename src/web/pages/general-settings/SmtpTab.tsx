import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useDelete, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { errorMessage, QueryState } from '../../layout/PageFrame';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { ConfirmDialog } from '../../widgets/DialogFrame';
import { SmtpFormDialog } from './SmtpFormDialog';
import { TestEmailDialog } from './TestEmailDialog';

const r = resourceByName('smtp-setting');
const resource = adminResourceName(r);
const COLUMNS = ['name', 'sender', 'host', 'port', 'username', 'is_default'] as const;

/** The buttons of a row, each named with the setting it acts on. */
const ROW_ACTIONS = [
  { kind: 'test', label: 'generalSettings.smtp.testEmail', named: 'generalSettings.smtp.testEmailFor' },
  { kind: 'form', label: 'ra.action.edit', named: 'generalSettings.smtp.edit' },
  { kind: 'delete', label: 'ra.action.delete', named: 'generalSettings.smtp.deleteTitle' },
] as const;

/** What the tab has open over it: a form (a new setting or one to edit), a test e-mail or a delete to confirm. */
type Open = { kind: 'form'; record: RaRecord | null } | { kind: 'test' | 'delete'; record: RaRecord } | null;

/** The SMTP tab: the store's SMTP settings, each edited, tried and deleted from its row. */
export function SmtpTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState<Open>(null);
  const [remove] = useDelete();
  const list = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: r.sort.field, order: r.sort.order },
  });
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`generalSettings.smtp.${key}`, params);
  const label = (field: string) => translate(`entities.${r.name}.fields.${field}`);

  const columns: PlainColumn[] = [
    ...COLUMNS.map((field) => ({
      key: field,
      label: label(field),
      ...(field === 'port' ? { align: 'right' as const } : {}),
    })),
    { key: 'actions', label: t('actions') },
  ];
  const rows = (list.data ?? []).map((s) => ({
    key: String(s.id),
    cells: [
      ...COLUMNS.map((field) =>
        field === 'is_default' ? (s.is_default ? translate('ra.boolean.true') : '') : String(s[field] ?? ''),
      ),
      <Stack key="actions" direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {ROW_ACTIONS.map((a) => (
          <Button
            key={a.kind}
            size="small"
            variant={a.kind === 'test' ? 'outlined' : 'text'}
            color={a.kind === 'delete' ? 'error' : 'primary'}
            onClick={() => setOpen({ kind: a.kind, record: s })}
            aria-label={translate(a.named, { name: s.name })}
          >
            {translate(a.label)}
          </Button>
        ))}
      </Stack>,
    ],
  }));

  const confirmDelete = (record: RaRecord) =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(null);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (e) => notify(errorMessage(translate, e), { type: 'error' }),
      },
    );

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setOpen({ kind: 'form', record: null })}
        sx={{ mb: 2 }}
      >
        {t('add')}
      </Button>
      <QueryState query={list} />
      {list.data && list.data.length === 0 && (
        <Typography color="text.secondary" role="status">
          {t('empty')}
        </Typography>
      )}
      {list.data && list.data.length > 0 && (
        <PlainTable
          scroll
          rowHeaders
          hover
          aria-label={translate(`entities.${r.name}.plural`)}
          columns={columns}
          rows={rows}
        />
      )}
      {open?.kind === 'form' && <SmtpFormDialog r={r} record={open.record} onClose={() => setOpen(null)} />}
      {open?.kind === 'test' && <TestEmailDialog record={open.record} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('deleteTitle', { name: open.record.name })}
          text={t('deleteContent')}
          confirm={translate('ra.action.delete')}
          cancel={translate('ra.action.cancel')}
          onConfirm={() => confirmDelete(open.record)}
          onCancel={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
