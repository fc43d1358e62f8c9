import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { lazy, Suspense, useState } from 'react';
import { useCreate, useDelete, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { formatTimestamp } from '../../../core/formats';
import { errorMessage, QueryState } from '../../layout/PageFrame';
import { PlainTable } from '../../layout/PlainTable';
import { useStoreSettings } from '../../store/settings';
import { dateTimeFormats } from '../../store/formats';
import { ConfirmDialog } from '../../widgets/DialogFrame';
import { TEMPLATES } from './templates';

/** The editor view (GrapesJS and its MJML plugin), loaded only when a template is opened. */
const TemplateEditor = lazy(() => import('./TemplateEditor'));

const ROW_ACTIONS = [
  { kind: 'edit', label: 'ra.action.edit', named: 'emailTemplates.editNamed' },
  { kind: 'duplicate', label: 'emailTemplates.duplicate', named: 'emailTemplates.duplicateNamed' },
  { kind: 'delete', label: 'ra.action.delete', named: 'emailTemplates.deleteTitle' },
] as const;

/**
 * The Templates tab: the store's e-mail templates with their last change, searched by description;
 * each opened in the e-mail editor, duplicated or deleted (a template a campaign sends is kept, and
 * the server says why).
 */
export function TemplatesTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useStoreSettings();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const [remove] = useDelete();
  const [create] = useCreate();
  const list = useGetList(TEMPLATES, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'description', order: 'ASC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });

  if (editing)
    return (
      <Suspense fallback={<Typography role="status">{translate('emailTemplates.loading')}</Typography>}>
        <TemplateEditor id={editing.id} onClose={() => setEditing(null)} />
      </Suspense>
    );

  const duplicate = (record: RaRecord) =>
    create(
      TEMPLATES,
      {
        data: {
          description: translate('emailTemplates.copyOf', { name: record.description }).slice(0, 200),
          design: record.design,
        },
      },
      {
        onSuccess: () => notify('emailTemplates.duplicated', { type: 'info' }),
        onError: (e) => notify(errorMessage(translate, e), { type: 'error' }),
      },
    );

  const confirmDelete = (record: RaRecord) =>
    remove(
      TEMPLATES,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDeleting(null);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (e) => {
          setDeleting(null);
          notify(errorMessage(translate, e), { type: 'error' });
        },
      },
    );

  const act = (kind: (typeof ROW_ACTIONS)[number]['kind'], record: RaRecord) => {
    if (kind === 'edit') setEditing({ id: String(record.id) });
    else if (kind === 'duplicate') duplicate(record);
    else setDeleting(record);
  };

  const columns = [
    { key: 'description', label: translate('entities.email-template.fields.description') },
    { key: 'updated_at', label: translate('emailTemplates.lastChange') },
    { key: 'actions', label: translate('emailTemplates.actions') },
  ];
  const rows = (list.data ?? []).map((record) => ({
    key: String(record.id),
    cells: [
      String(record.description ?? ''),
      formatTimestamp(record.updated_at, dateTimeFormats(settings)),
      <Stack key="actions" direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {ROW_ACTIONS.map((a) => (
          <Button
            key={a.kind}
            size="small"
            color={a.kind === 'delete' ? 'error' : 'primary'}
            onClick={() => act(a.kind, record)}
            aria-label={translate(a.named, { name: record.description })}
          >
            {translate(a.label)}
          </Button>
        ))}
      </Stack>,
    ],
  }));

  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
          {translate('emailTemplates.add')}
        </Button>
        <TextField
          type="search"
          size="small"
          label={translate('emailTemplates.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ maxWidth: { sm: 320 } }}
        />
      </Stack>
      <QueryState query={list} />
      {list.isSuccess && list.data.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {translate(q.trim() ? 'emailTemplates.noMatch' : 'marketingCampaigns.templates.empty')}
        </Typography>
      ) : (
        <PlainTable
          scroll
          rowHeaders
          hover
          aria-label={translate('entities.email-template.plural')}
          columns={columns}
          rows={rows}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={translate('emailTemplates.deleteTitle', { name: deleting.description })}
          text={translate('emailTemplates.deleteText')}
          confirm={translate('ra.action.delete')}
          cancel={translate('ra.action.cancel')}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
