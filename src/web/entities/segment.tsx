import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Labeled, useTranslate, type Identifier, type TranslateFunction } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  DeactivateCampaignDocument,
  SegmentCampaignsDocument,
  SegmentCountDocument,
  type SegmentConditionsInput,
} from '../../../generated/graphql-documents';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { graphqlCall } from '../graphql/client';
import type { EntityUi, Warning } from '../resources/entities';
import { WarnedRowDeleteButton } from '../resources/warnings';

/** How long the conditions rest unchanged before they are counted. */
const DEBOUNCE_MS = 400;

/** The form's conditions as the count takes them: an emptied input is no condition. */
function conditionsOf(fields: readonly FieldDef[], values: readonly unknown[]): SegmentConditionsInput {
  const out: Record<string, unknown> = {};
  fields.forEach((f, i) => {
    const v = values[i];
    out[f.name] = v === '' || v === undefined ? null : v;
  });
  return out as SegmentConditionsInput;
}

type Total = { state: 'counting' } | { state: 'counted'; n: number } | { state: 'unknown' };

/**
 * The customers the conditions reach now, counted again a moment after each change: the total the
 * segment will keep once saved. Conditions the server refuses show a hint instead.
 */
function LiveTotal({ resource, label }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const translate = useTranslate();
  const fields = resource.fields.filter((f) => f.group === 'conditions');
  const values = useWatch({ name: fields.map((f) => f.name) }) as unknown[];
  const key = JSON.stringify(conditionsOf(fields, values));
  const [total, setTotal] = useState<Total>({ state: 'counting' });
  const asked = useRef(0);
  useEffect(() => {
    const ask = ++asked.current;
    setTotal({ state: 'counting' });
    const timer = setTimeout(() => {
      graphqlCall(SegmentCountDocument, { conditions: JSON.parse(key) as SegmentConditionsInput })
        .then((answer) => ask === asked.current && setTotal({ state: 'counted', n: answer.segmentCount }))
        .catch(() => ask === asked.current && setTotal({ state: 'unknown' }));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const text =
    total.state === 'counted'
      ? translate('entities.segment.live.total', { smart_count: total.n })
      : translate(`entities.segment.live.${total.state}`);
  return (
    <Labeled label={label} sx={{ mb: 2 }}>
      <Box>
        <Typography data-testid="segment-total" aria-live="polite" variant="h6" component="p">
          {text}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('entities.segment.live.hint')}
        </Typography>
      </Box>
    </Labeled>
  );
}

/** The active campaigns (scheduled or sending) that go to these segments, each once. */
async function activeCampaigns(ids: readonly Identifier[]) {
  const found = new Map<string, string>();
  for (const id of ids) {
    const answer = await graphqlCall(SegmentCampaignsDocument, { segmentId: String(id) });
    for (const c of answer.segmentCampaigns) found.set(c.id, c.name);
  }
  return found;
}

/** The campaigns' names in quotes, for the warnings' sentences. */
const namesOf = (campaigns: Map<string, string>) => [...campaigns.values()].map((n) => `«${n}»`).join(', ');

/**
 * A segment an active campaign goes to (SPEC §4, §8): deleting it asks first to deactivate the
 * campaign, and confirming deactivates it, then deletes; the server refuses the delete otherwise.
 */
async function deleteWarning(
  ids: readonly Identifier[],
  translate: TranslateFunction,
): Promise<Warning | null> {
  const campaigns = await activeCampaigns(ids);
  if (!campaigns.size) return null;
  const smart_count = campaigns.size;
  return {
    title: translate('entities.segment.campaigns.deleteTitle', { smart_count }),
    content: translate('entities.segment.campaigns.deleteContent', {
      smart_count,
      campaigns: namesOf(campaigns),
    }),
    confirm: translate('entities.segment.campaigns.deleteConfirm'),
    first: async () => {
      for (const id of campaigns.keys()) await graphqlCall(DeactivateCampaignDocument, { id });
    },
  };
}

/** Overwriting a segment an active campaign goes to changes who receives it: asked first. */
async function saveWarning(
  record: { id: Identifier },
  translate: TranslateFunction,
): Promise<Warning | null> {
  const campaigns = await activeCampaigns([record.id]);
  if (!campaigns.size) return null;
  const smart_count = campaigns.size;
  return {
    title: translate('entities.segment.campaigns.saveTitle', { smart_count }),
    content: translate('entities.segment.campaigns.saveContent', {
      smart_count,
      campaigns: namesOf(campaigns),
    }),
    confirm: translate('entities.segment.campaigns.saveConfirm'),
  };
}

const segment: EntityUi = {
  inputs: { total_customers: LiveTotal },
  deleteWarning,
  saveWarning,
  rowActions: ({ r }) => <WarnedRowDeleteButton r={r} ui={segment} />,
};
export default segment;
