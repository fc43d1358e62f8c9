import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  AlertTitle,
  Box,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { fieldLabel, RESOURCE_OF, refusalText, type Plan, type PlanStore } from './choice';

export type PlanMode = 'preview' | 'publish';

/** What one store receives: its counts, why it refuses (when it does) and its records in a table. */
function StorePlan({ store, mode }: { store: PlanStore; mode: PlanMode }) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`menuPublishing.plan.${key}`, params);
  const id = useId();
  const done = mode === 'publish';
  const refusal = store.refusal;
  const linesLabel = t('lines', { store: store.name });
  // A store refused by a publish wrote nothing: its lines would only say what it did not receive.
  const showLines = store.lines.length > 0 && !(done && refusal);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-name`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={`${id}-name`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {store.name}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
        <Chip
          size="small"
          color={store.created ? 'success' : 'default'}
          variant="outlined"
          label={t(done ? 'created' : 'toCreate', { smart_count: store.created })}
        />
        <Chip
          size="small"
          color={store.updated ? 'primary' : 'default'}
          variant="outlined"
          label={t(done ? 'updated' : 'toUpdate', { smart_count: store.updated })}
        />
        <Chip size="small" variant="outlined" label={t('leftAlone', { smart_count: store.unchanged })} />
      </Stack>
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }}>
          <AlertTitle>{t(done ? 'refused' : 'refusedPreview')}</AlertTitle>
          <Box sx={{ overflowWrap: 'anywhere' }}>{refusalText(translate, refusal)}</Box>
          {refusal.kind && refusal.record !== null && (
            <Box sx={{ overflowWrap: 'anywhere' }}>
              {t('record', {
                kind: translate(`entities.${RESOURCE_OF[refusal.kind]}.name`),
                name: refusal.record,
              })}
            </Box>
          )}
          {done && <Box>{t('notWritten')}</Box>}
        </Alert>
      )}
      {store.written && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('published', { created: store.created, updated: store.updated, unchanged: store.unchanged })}
        </Alert>
      )}
      {!store.lines.length && !refusal && <Typography color="text.secondary">{t('nothing')}</Typography>}
      {showLines && (
        // Scrolled sideways on a phone, and down when long: the keyboard reaches it too.
        <Box
          tabIndex={0}
          role="group"
          aria-label={linesLabel}
          sx={{ maxWidth: '100%', maxHeight: 440, overflow: 'auto' }}
        >
          <Table size="small" stickyHeader aria-label={linesLabel} sx={{ minWidth: 600 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.kind')}</TableCell>
                <TableCell>{t('columns.name')}</TableCell>
                <TableCell>{t('columns.action')}</TableCell>
                <TableCell>{t('columns.fields')}</TableCell>
                <TableCell>{t('columns.price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {store.lines.map((line, i) => {
                const resource = RESOURCE_OF[line.kind];
                return (
                  <TableRow key={`${line.kind}-${i}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`entities.${resource}.name`)}
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {line.name}
                    </TableCell>
                    <TableCell
                      sx={{ whiteSpace: 'nowrap', fontWeight: line.action === 'unchanged' ? undefined : 500 }}
                    >
                      {t(`${done ? 'doneActions' : 'previewActions'}.${line.action}`)}
                    </TableCell>
                    <TableCell>
                      {line.fields.map((f) => fieldLabel(translate, resource, f)).join(', ')}
                    </TableCell>
                    <TableCell>
                      {line.pricesKept && (
                        <Stack direction="row" spacing={0.5} alignItems="center">
                          <CheckIcon fontSize="small" aria-hidden />
                          <span>{t('priceKept')}</span>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

/** A preview, or a publish's outcome: how many records the choice holds, then each store's part. */
export function PlanView({ plan, mode }: { plan: Plan; mode: PlanMode }) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`menuPublishing.plan.${key}`, params);
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer is what the user waited for: the keyboard and screen readers are taken there.
  useEffect(() => {
    heading.current?.focus();
  }, [plan]);
  return (
    <Stack component="section" aria-labelledby="menu-publishing-plan" spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography
          id="menu-publishing-plan"
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {t(mode === 'publish' ? 'resultTitle' : 'previewTitle')}
        </Typography>
        <Typography color="text.secondary">{t('records', { smart_count: plan.records })}</Typography>
      </Box>
      {plan.stores.map((store) => (
        <StorePlan key={store.id} store={store} mode={mode} />
      ))}
    </Stack>
  );
}
