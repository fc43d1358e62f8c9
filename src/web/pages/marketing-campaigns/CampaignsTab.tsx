import { Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  CampaignProgressDocument,
  DeactivateCampaignDocument,
  SendCampaignDocument,
} from '../../../../generated/graphql-documents';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { QueryState } from '../../layout/PageFrame';
import { PlainTable } from '../../layout/PlainTable';
import { CampaignFormDialog } from './CampaignFormDialog';

const r = resourceByName('campaign');
const SHOWN = ['scheduled', 'unscheduled'] as const;

/**
 * The Campaigns tab (SPEC §4): the store's campaigns with their schedule, state and sending progress
 * (read again every few seconds while one is sending), a search, a scheduled/unscheduled filter,
 * the form, and "Send now" / "Deactivate".
 */
export function CampaignsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [q, setQ] = useState('');
  const [shown, setShown] = useState<'' | (typeof SHOWN)[number]>('');
  const [editing, setEditing] = useState<RaRecord | null | undefined>(undefined);
  const list = useGetList(adminResourceName(r), {
    pagination: { page: 1, perPage: 100 },
    sort: { field: r.sort.field, order: r.sort.order },
    filter: q ? { q } : {},
  });
  const segments = useGetList(adminResourceName(resourceByName('segment')), {
    pagination: { page: 1, perPage: 500 },
  });
  const campaigns = (list.data ?? []).filter(
    (c) => !shown || (shown === 'scheduled') === (c.schedule === 'scheduled'),
  );
  const ids = campaigns.map((c) => String(c.id));
  const progress = useQuery({
    queryKey: ['campaignProgress', ids],
    queryFn: () => graphqlCall(CampaignProgressDocument, { ids }),
    enabled: ids.length > 0,
    refetchInterval: (query) =>
      query.state.data?.campaignProgress.some((p) => p.state === 'sending') ? 2_000 : false,
  });
  const byId = new Map((progress.data?.campaignProgress ?? []).map((p) => [p.id, p]));
  const segmentName = (id: unknown) =>
    String((segments.data ?? []).find((s) => s.id === id)?.description ?? '');
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      refresh();
      await progress.refetch();
    } catch (e) {
      notify(errorMessage(translate, e), { type: 'error' });
    }
  };
  const choice = (v: unknown) => (v ? translate(`entities.campaign.choices.${String(v)}`) : '');
  const columns = ['name', 'subject', 'segment_id', 'platforms', 'schedule', 'state'].map((f) => ({
    key: f,
    label: translate(`entities.campaign.fields.${f}`),
  }));
  columns.push({ key: 'progress', label: translate('marketingCampaigns.campaigns.progress') });
  columns.push({ key: 'actions', label: '' });
  const rows = campaigns.map((c) => {
    const p = byId.get(String(c.id));
    const state = p?.state ?? String(c.state);
    const done = p && p.total ? ((p.sent + p.failed) * 100) / p.total : 0;
    return {
      key: String(c.id),
      cells: [
        <Button
          key="n"
          size="small"
          onClick={() => setEditing(c)}
          disabled={!['draft', 'scheduled', 'inactive'].includes(state)}
        >
          {String(c.name)}
        </Button>,
        String(c.subject),
        segmentName(c.segment_id),
        (Array.isArray(c.platforms) ? (c.platforms as string[]) : []).map(choice).join(', '),
        c.schedule === 'scheduled' && c.scheduled_at
          ? `${choice(c.schedule)} ${new Date(String(c.scheduled_at)).toLocaleString()}`
          : choice(c.schedule),
        choice(state),
        p && p.total ? (
          <Box key="p" sx={{ minWidth: 140 }}>
            <LinearProgress
              variant="determinate"
              value={done}
              aria-label={translate('marketingCampaigns.campaigns.progress')}
            />
            <Typography variant="caption">
              {translate('marketingCampaigns.campaigns.report', {
                sent: p.sent,
                total: p.total,
                failed: p.failed,
                unsubscribed: p.unsubscribed,
              })}
            </Typography>
          </Box>
        ) : (
          ''
        ),
        <Stack key="a" direction="row" gap={1}>
          {['draft', 'scheduled'].includes(state) && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => void act(() => graphqlCall(SendCampaignDocument, { id: String(c.id) }))}
            >
              {translate(
                c.schedule === 'publish'
                  ? 'entities.campaign.choices.publish'
                  : 'entities.campaign.choices.now',
              )}
            </Button>
          )}
          {['scheduled', 'sending'].includes(state) && (
            <Button
              size="small"
              onClick={() => void act(() => graphqlCall(DeactivateCampaignDocument, { id: String(c.id) }))}
            >
              {translate('marketingCampaigns.campaigns.deactivate')}
            </Button>
          )}
        </Stack>,
      ],
    };
  });
  return (
    <>
      <Stack direction="row" gap={2} flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={translate('ra.action.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={translate('marketingCampaigns.campaigns.show')}
          value={shown}
          onChange={(e) => setShown(e.target.value as typeof shown)}
        >
          <MenuItem value="">{translate('marketingCampaigns.campaigns.all')}</MenuItem>
          {SHOWN.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`marketingCampaigns.campaigns.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {translate('ra.action.create')}
        </Button>
      </Stack>
      <QueryState query={list} />
      {list.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{translate('marketingCampaigns.campaigns.empty')}</Typography>
      ) : (
        <PlainTable columns={columns} rows={rows} scroll aria-label={translate('entities.campaign.plural')} />
      )}
      {editing !== undefined && (
        <CampaignFormDialog
          record={editing}
          onClose={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
