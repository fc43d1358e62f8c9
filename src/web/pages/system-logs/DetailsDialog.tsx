import { useMemo, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  alpha,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { adminResourceName, registry } from '../../../core/registry';
import { recordTitle } from '../../../core/resource';
import type { SystemLogEntry } from '../../providers/systemLog';
import { useStoreSettings } from '../../store/settings';
import { ViewDialog } from '../../widgets/ViewDialog';
import {
  actionLabel,
  changedFields,
  entityLabel,
  fieldLabel,
  recordName,
  referencedIds,
  userLabel,
  type Lines,
  type Lookup,
} from './format';

const VALUE_SX = {
  whiteSpace: 'pre-wrap',
  // Ids have no spaces: without this they would widen the table past a phone's screen.
  overflowWrap: 'anywhere',
} as const;

const ID_SX = { fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' } as const;

/**
 * Names of the records an entry points to (a menu item's category, an employee's jobs), fetched once
 * per referenced resource: the log keeps ids, a reader wants names.
 */
function useNames(entry: SystemLogEntry | null): Lookup {
  const wanted = useMemo(() => (entry ? referencedIds(entry) : new Map<string, string[]>()), [entry]);
  const found = new Map<string, { records: RaRecord[] | undefined; settled: boolean }>();
  // The registry never changes while the console runs: the same hooks are called in the same order.
  for (const r of registry) {
    const ids = wanted.get(r.name) ?? [];
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { data, isSuccess } = useGetMany(adminResourceName(r), { ids }, { enabled: ids.length > 0 });
    found.set(r.name, { records: data, settled: isSuccess });
  }
  return (resource, id) => {
    const result = found.get(resource);
    const record = result?.records?.find((rec) => rec?.id === id);
    const target = registry.find((r) => r.name === resource);
    if (record && target) return recordTitle(target, record) || id;
    // Asked for and not answered: the record has been deleted since.
    return result?.settled ? null : undefined;
  };
}

/** A value's lines: list rows and permission changes one under another; unnamed ids muted. */
function Shown({ lines }: { lines: Lines }) {
  const translate = useTranslate();
  if (lines.length === 0)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  return (
    <>
      {lines.map((line, i) => (
        <Box key={i} component={lines.length > 1 ? 'div' : 'span'}>
          {line.map((piece, k) =>
            piece.muted ? (
              <Box
                key={k}
                component="span"
                sx={ID_SX}
                title={piece.gone ? translate('systemLog.details.gone') : undefined}
              >
                {piece.text}
              </Box>
            ) : (
              piece.text
            ),
          )}
        </Box>
      ))}
    </>
  );
}

/** One entry opened: when, who, which record, and each field before and after the change. */
export function DetailsDialog({
  entry,
  when,
  onClose,
}: {
  entry: SystemLogEntry | null;
  when: (iso: string) => string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  // On a phone the comparison needs the whole screen to stay readable.
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const lookup = useNames(entry);
  const settings = useStoreSettings();
  const rows = entry ? changedFields(entry, { translate, lookup, settings }) : [];
  if (!entry) return null;
  const title = translate('systemLog.details.title', {
    action: actionLabel(translate, entry.action),
    entity: entityLabel(translate, entry.entity),
  });
  const facts: [string, ReactNode][] = [
    [translate('systemLog.columns.at'), when(entry.at)],
    [translate('systemLog.columns.user'), userLabel(translate, entry)],
    [
      translate('systemLog.columns.record'),
      <>
        {recordName(entry, settings.nameFormat) ?? '—'}{' '}
        <Box component="span" sx={ID_SX}>
          {entry.record_id ?? ''}
        </Box>
      </>,
    ],
  ];
  return (
    <ViewDialog
      id="system-log-details"
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      title={title}
      actions={<Button onClick={onClose}>{translate('systemLog.details.close')}</Button>}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 2,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('systemLog.details.none')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('systemLog.details.field')}</TableCell>
              <TableCell sx={{ width: '40%' }}>{translate('systemLog.details.before')}</TableCell>
              <TableCell sx={{ width: '40%' }}>{translate('systemLog.details.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              // Only an update has something to compare; a create or a delete shows one side.
              const highlight = r.changed && entry.action === 'update';
              return (
                <TableRow
                  key={r.name}
                  data-changed={highlight ? 'true' : undefined}
                  sx={highlight ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.18) } : undefined}
                >
                  <TableCell component="th" scope="row">
                    {fieldLabel(translate, entry.entity, r.name)}
                    {highlight && (
                      <Chip size="small" label={translate('systemLog.details.changed')} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  {r.changes ? (
                    // Before and after of each permission read best as one list of switches.
                    <TableCell colSpan={2} sx={VALUE_SX}>
                      <Shown lines={r.changes} />
                    </TableCell>
                  ) : (
                    <>
                      <TableCell sx={VALUE_SX}>
                        <Shown lines={r.before} />
                      </TableCell>
                      <TableCell sx={VALUE_SX}>
                        <Shown lines={r.after} />
                      </TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </ViewDialog>
  );
}
