import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Checkbox,
  IconButton,
  List as LineList,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ListNoResults,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ResourceDef } from '../../core/resource';
import { useRecordTitle } from '../store/settings';
import type { EntityUi } from './entities';

/** Where a line's second text comes from: the first plain text column that is not the title. */
const secondField = (r: ResourceDef) =>
  r.list
    .map((name) => r.fields.find((f) => f.name === name))
    .find((f) => f && !r.title.includes(f.name) && ['text', 'email', 'multiline'].includes(f.kind));

/**
 * A phone's list: each record on one line by its title, with its second column and its status (and
 * the entity's `compactLeading` before them, a thumbnail), instead of a table wider than the screen.
 * A box beside each line (not inside its link, so the link keeps the record's name) selects it, and
 * the same bulk actions as the table's (`bulk`) appear above the lines once one is selected.
 */
export function PhoneList({ r, ui, bulk }: { r: ResourceDef; ui: EntityUi; bulk: ReactNode }) {
  const { data, isPending, selectedIds, onToggleItem, resource } = useListContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const title = useRecordTitle(r);
  const second = secondField(r);
  const status = r.fields.find((f) => f.kind === 'status');
  const Leading = ui.compactLeading;
  if (isPending) return <PendingLines />;
  if (!data?.length) return <ListNoResults />;
  return (
    <>
      {selectedIds.length > 0 && <PhoneBulkBar bulk={bulk} />}
      <LineList disablePadding>
        {data.map((record: RaRecord) => {
          const name = title(record);
          return (
            <ListItem key={record.id} disablePadding divider>
              <Checkbox
                checked={selectedIds.includes(record.id)}
                onChange={() => onToggleItem(record.id)}
                slotProps={{ input: { 'aria-label': translate('list.selectRecord', { name }) } }}
                sx={{ ml: 0.5 }}
              />
              <ListItemButton component={Link} to={createPath({ resource, id: record.id, type: 'edit' })}>
                {Leading && (
                  <RecordContextProvider value={record}>
                    <Leading r={r} />
                  </RecordContextProvider>
                )}
                <ListItemText
                  primary={name}
                  secondary={second ? String(record[second.name] ?? '') : undefined}
                  sx={{ minWidth: 0, '& > *': { overflowWrap: 'anywhere' } }}
                />
                {status && (
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
                    {translate(`status.${String(record[status.name])}`)}
                  </Typography>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </LineList>
    </>
  );
}

/**
 * What a selection can do, above the lines: how many are selected (and a way to unselect them),
 * then the bulk buttons, wrapping onto more rows rather than past the screen's edge.
 */
function PhoneBulkBar({ bulk }: { bulk: ReactNode }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const unselect = translate('ra.action.unselect');
  return (
    <Box
      role="region"
      aria-label={translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      sx={{ bgcolor: 'action.selected', px: 1, py: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={unselect} title={unselect} onClick={() => onUnselectItems()} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
        <Typography variant="body1">
          {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>{bulk}</Box>
    </Box>
  );
}

/** Grey lines in place of the records while the first page is read. */
function PendingLines() {
  return (
    <Box sx={{ px: 2 }} aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Box>
  );
}
