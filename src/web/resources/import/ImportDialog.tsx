import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useId } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ImportResult } from '../../../core/import/protocol';
import type { ResourceDef } from '../../../core/resource';
import { ViewDialog } from '../../widgets/ViewDialog';
import { FilePicker } from './FilePicker';
import { ActionChoice, PlanTable, UpdateHint } from './ImportAction';
import { LineErrors } from './LineErrors';
import { PreviewTable } from './PreviewTable';
import { useImport, type ImportState } from './useImport';
import { useImportLayout } from './useLayout';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The progress of a check or an import, fed by the server's lines; indeterminate while the file is sent. */
function Progress({ state }: { state: Extract<ImportState, { step: 'running' }> }) {
  const translate = useTranslate();
  const p = state.progress;
  const label = p
    ? translate(p.phase === 'check' ? 'import.checking' : 'import.importing', {
        done: p.done,
        total: p.total,
      })
    : translate('import.sending');
  const value = p && p.total ? (100 * p.done) / p.total : undefined;
  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={label}
      />
    </Box>
  );
}

/**
 * Import of records from a CSV or XLSX file: choose (or drop) a file, see its first lines and how
 * its columns are read, check it on the server, then import it whole or its valid lines. Full screen
 * on a phone. Nothing can close it while the server works.
 */
export default function ImportDialog({ r, onClose }: { r: ResourceDef; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dialogId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const names = useImportLayout(r);
  const onImported = useCallback(
    (result: ImportResult) => {
      notify('import.done', { type: 'success', messageArgs: { smart_count: result.imported } });
      refresh();
    },
    [notify, refresh],
  );
  const { state, action, chooseAction, choose, run, reset } = useImport(r, names, onImported);
  const matchedBy = names.matchedBy();
  const busy = state.step === 'running' || state.step === 'reading';
  const loaded =
    'preview' in state ? { file: state.file, preview: state.preview, mapping: state.mapping } : null;
  const refusal = 'refusal' in state ? state.refusal : undefined;

  return (
    <ViewDialog
      id={dialogId}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-busy={busy || undefined}
      title={translate('import.title', { plural: translate(`entities.${r.name}.plural`) })}
      actionsProps={{ sx: { flexWrap: 'wrap', gap: 1 } }}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {translate(state.step === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
          </Button>
          {state.step === 'preview' && (
            <Button
              variant="contained"
              disabled={!!state.mapping.problem}
              onClick={() => void run(state, 'check')}
            >
              {translate('import.check')}
            </Button>
          )}
          {state.step === 'checked' && (
            <>
              <Button
                variant="outlined"
                disabled={state.result.valid === 0}
                onClick={() => void run(state, 'valid')}
              >
                {translate('import.importValid', { smart_count: state.result.valid })}
              </Button>
              <Button
                variant="contained"
                disabled={state.result.errorCount > 0}
                onClick={() => void run(state, 'all')}
              >
                {translate('import.importAll')}
              </Button>
            </>
          )}
        </>
      }
    >
      <Stack spacing={2}>
        {refusal && <Alert severity="error">{names.refusal(refusal)}</Alert>}
        {state.step === 'choose' && <FilePicker r={r} labels={names.labels} onFile={(f) => void choose(f)} />}
        {state.step === 'reading' && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {loaded && (
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('import.file', { name: loaded.file.name, size: sizeOf(loaded.file.size) })}
            </Typography>
            {!busy && (
              <Button size="small" onClick={reset}>
                {translate('import.anotherFile')}
              </Button>
            )}
          </Stack>
        )}
        {state.step === 'preview' && state.mapping.problem && (
          <Alert severity="error">{names.refusal(state.mapping.problem)}</Alert>
        )}
        {matchedBy && (state.step === 'preview' || state.step === 'checked' || state.step === 'running') && (
          <ActionChoice action={action} matchedBy={matchedBy} disabled={busy} onChange={chooseAction} />
        )}
        {state.step === 'running' && <Progress state={state} />}
        {(state.step === 'checked' || state.step === 'done') && <Summary result={state.result} />}
        {state.step === 'checked' &&
          (state.result.errorCount ? (
            <Typography variant="body2" color="text.secondary">
              {translate('import.allNeedsValid')}
            </Typography>
          ) : (
            <Alert severity="success">{translate('import.allValid')}</Alert>
          ))}
        {(state.step === 'checked' || state.step === 'done') && (
          <UpdateHint result={state.result} matchedBy={matchedBy} />
        )}
        {(state.step === 'checked' || state.step === 'done') && (
          <LineErrors result={state.result} names={names} />
        )}
        {state.step === 'checked' && <PlanTable result={state.result} />}
        {loaded && state.step !== 'checked' && (
          <PreviewTable preview={loaded.preview} mapping={loaded.mapping} names={names} />
        )}
      </Stack>
    </ViewDialog>
  );
}

/**
 * After a check: how many lines are valid (and in an update import, how many are new and how many
 * update a record); after an import: how many were imported (created, updated) and skipped. Then
 * what else the import does or did with them (menu items: how many went on their POS tab).
 */
function Summary({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  const update = result.action === 'update';
  const text =
    result.mode === 'check'
      ? translate('import.checked', { valid: result.valid, lines: result.lines }) +
        (update
          ? ` ${translate('import.checkedPlan', { created: result.created, updated: result.updated })}`
          : '')
      : update
        ? translate('import.resultUpdate', {
            created: result.created,
            updated: result.updated,
            skipped: result.skipped,
          })
        : translate('import.result', { imported: result.imported, skipped: result.skipped });
  return (
    <Box role="status">
      <Typography variant="body1">{text}</Typography>
      {(result.also ?? []).map((m) => (
        <Typography key={m.key} variant="body2" color="text.secondary">
          {translate(m.key, m.params)}
        </Typography>
      ))}
    </Box>
  );
}
