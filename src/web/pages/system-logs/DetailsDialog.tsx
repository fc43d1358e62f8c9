import { useMemo, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { useTranslate } from 'react-admin';
import type { SystemLogEntry } from '../../providers/systemLog';
import { actionLabel, changedFields, entityLabel, fieldLabel, recordName, userLabel } from './format';

const VALUE_SX = {
  whiteSpace: 'pre-wrap',
  // Ids and JSON have no spaces: without this they would widen the table past a phone's screen.
  overflowWrap: 'anywhere',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

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
  const rows = useMemo(() => (entry ? changedFields(entry) : []), [entry]);
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
        {recordName(entry) ?? '—'}{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
          {entry.record_id ?? ''}
        </Box>
      </>,
    ],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="system-log-details-title"
    >
      <DialogTitle id="system-log-details-title">{title}</DialogTitle>
      <DialogContent dividers>
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
                    sx={
                      highlight ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.18) } : undefined
                    }
                  >
                    <TableCell component="th" scope="row">
                      {fieldLabel(translate, entry.entity, r.name)}
                      {highlight && (
                        <Chip size="small" label={translate('systemLog.details.changed')} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell sx={VALUE_SX}>{r.before}</TableCell>
                    <TableCell sx={VALUE_SX}>{r.after}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('systemLog.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
