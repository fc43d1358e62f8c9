import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { InputHelperText, useInput, useRecordContext, useTranslate } from 'react-admin';
import { mayRaise, type Right } from '../../../core/grants';
import { MODULE_CODES } from '../../../core/modules';
import { completeModules, JOB_MODULE_CODES, type JobModule } from '../../../core/permissions';
import type { FieldDef } from '../../../core/resource';
import { useGrantor } from './grants';

/** A job's modules as the editor and the list show them: complete, in catalogue order. */
export function modulesOf(value: unknown): JobModule[] {
  return completeModules(Array.isArray(value) ? (value as JobModule[]) : []);
}

/** Lower case without accents, so that "configuracion" finds "Configuración". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function setModule(modules: JobModule[], code: string, change: (m: JobModule) => JobModule): JobModule[] {
  return modules.map((m) => (m.code === code ? change(m) : m));
}

/**
 * A job's permissions: one section per module, in catalogue order, with the module's switch, its
 * permission codes as labelled switches, "All on" / "All off", and a search over the labels. The value
 * is always the complete modules array; a new job starts with everything off.
 */
export function PermissionsInput({ field, label }: { field: FieldDef; label: string }) {
  const translate = useTranslate();
  const {
    field: input,
    fieldState: { error, invalid },
  } = useInput({ source: field.name, format: (v: unknown) => v, parse: (v: unknown) => v });
  const modules = useMemo(() => modulesOf(input.value), [input.value]);
  const record = useRecordContext();
  const grantor = useGrantor();
  const jobId = typeof record?.id === 'string' ? record.id : null;
  /** Whether the editor may switch this right on here; what is on can always be switched off. */
  const mayOn = (right: Right) => !grantor || mayRaise(grantor, jobId, right);
  const ownJob = !!grantor && !grantor.unrestricted && jobId !== null && grantor.jobIds.includes(jobId);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();

  const change = (next: JobModule[]) => input.onChange(next);
  /** A module switched on: codes that were on but of no effect, and that the editor may not grant, go off. */
  const switchModuleOn = (x: JobModule): JobModule => ({
    ...x,
    status: true,
    permissions: x.permissions.map((p) =>
      x.status || !p.status || mayOn({ module: x.code, permission: p.code }) ? p : { ...p, status: false },
    ),
  });
  /** "All on": every right the editor may grant is switched on; the rest stay as they are. */
  const allOn = (x: JobModule): JobModule => {
    const moduleOn = x.status || mayOn({ module: x.code });
    return {
      ...x,
      status: moduleOn,
      permissions: x.permissions.map((p) => ({
        ...p,
        status:
          (x.status && p.status) ||
          (moduleOn && mayOn({ module: x.code, permission: p.code })) ||
          (!moduleOn && p.status),
      })),
    };
  };
  const moduleName = (code: string) => translate(`permissions.modules.${code}`, { _: code });
  const codeLabel = (code: string) => translate(`permissions.codes.${code}`, { _: code });

  const needle = fold(query.trim());
  const matches = (m: JobModule) => {
    if (!needle) return m.permissions;
    if (fold(moduleName(m.code)).includes(needle)) return m.permissions;
    return m.permissions.filter((p) => fold(codeLabel(p.code)).includes(needle) || p.code.includes(needle));
  };
  const shown = modules
    .map((m) => ({ module: m, permissions: matches(m) }))
    .filter((s) => s.permissions.length > 0);
  const modulesOn = modules.filter((m) => m.status).length;

  const toggleOpen = (code: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  return (
    <Box role="group" aria-label={translate(label)} sx={{ width: '100%', minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        alignItems={{ sm: 'center' }}
        sx={{ mb: 1.5 }}
      >
        <TextField
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          label={translate('permissions.search')}
          type="search"
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {translate('permissions.summary', { on: modulesOn, total: modules.length })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setOpen(new Set(JOB_MODULE_CODES))}>
            {translate('permissions.expandAll')}
          </Button>
          <Button size="small" onClick={() => setOpen(new Set())}>
            {translate('permissions.collapseAll')}
          </Button>
        </Stack>
      </Stack>
      {ownJob && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('permissions.ownJobHint')}
        </Alert>
      )}
      {invalid && (
        <Alert severity="error" sx={{ mb: 1 }}>
          <InputHelperText error={error?.message} />
        </Alert>
      )}
      {shown.length === 0 && (
        <Alert severity="info" role="status">
          {translate('permissions.noMatch', { query: query.trim() })}
        </Alert>
      )}
      <Stack spacing={1}>
        {shown.map(({ module: m, permissions }) => {
          const name = moduleName(m.code);
          const headingId = `${baseId}-${m.code}`;
          const panelId = `${baseId}-${m.code}-panel`;
          const expanded = needle !== '' || open.has(m.code);
          const on = m.permissions.filter((p) => p.status).length;
          return (
            <Paper key={m.code} variant="outlined" component="section" aria-labelledby={headingId}>
              <Stack
                direction="row"
                alignItems="center"
                spacing={1}
                sx={{ px: 1.5, py: 0.5, flexWrap: 'wrap' }}
              >
                <IconButton
                  size="small"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  aria-label={translate(expanded ? 'permissions.hide' : 'permissions.show', { module: name })}
                  onClick={() => toggleOpen(m.code)}
                >
                  <ExpandMoreIcon
                    sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                  />
                </IconButton>
                <Typography
                  id={headingId}
                  component="h3"
                  variant="subtitle2"
                  onClick={() => toggleOpen(m.code)}
                  sx={{ cursor: 'pointer', userSelect: 'none', minWidth: 140 }}
                >
                  {name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={m.status ? 'success' : 'default'}
                  label={
                    m.status
                      ? translate('permissions.countOn', { on, total: m.permissions.length })
                      : translate('permissions.moduleOff')
                  }
                />
                <Box sx={{ flex: 1 }} />
                <Granted granted={m.status || mayOn({ module: m.code })}>
                  <FormControlLabel
                    disabled={!m.status && !mayOn({ module: m.code })}
                    control={
                      <Switch
                        checked={m.status}
                        onChange={(_e, checked) => {
                          change(
                            setModule(modules, m.code, (x) =>
                              checked ? switchModuleOn(x) : { ...x, status: false },
                            ),
                          );
                          if (checked) setOpen((prev) => new Set(prev).add(m.code));
                        }}
                      />
                    }
                    label={translate('permissions.moduleOn')}
                    slotProps={{ typography: { variant: 'body2' } }}
                  />
                </Granted>
                <Button
                  size="small"
                  disabled={JSON.stringify(allOn(m)) === JSON.stringify(m)}
                  onClick={() => change(setModule(modules, m.code, allOn))}
                >
                  {translate('permissions.allOn')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() =>
                    change(
                      setModule(modules, m.code, (x) => ({
                        ...x,
                        status: false,
                        permissions: x.permissions.map((p) => ({ ...p, status: false })),
                      })),
                    )
                  }
                >
                  {translate('permissions.allOff')}
                </Button>
              </Stack>
              <Collapse in={expanded} unmountOnExit id={panelId}>
                <Box sx={{ px: 2, pb: 1.5 }}>
                  {(!MODULE_CODES.includes(m.code) || !m.status) && (
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                      {translate(
                        MODULE_CODES.includes(m.code)
                          ? 'permissions.moduleOffHint'
                          : `permissions.${m.code}Hint`,
                      )}
                    </Typography>
                  )}
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                      columnGap: 2,
                      opacity: m.status ? 1 : 0.75,
                    }}
                  >
                    {permissions.map((p) => {
                      const granted = (m.status && p.status) || mayOn({ module: m.code, permission: p.code });
                      return (
                        <Granted key={p.code} granted={granted}>
                          <FormControlLabel
                            disabled={!granted && !p.status}
                            control={
                              <Switch
                                size="small"
                                checked={p.status}
                                onChange={(_e, checked) =>
                                  change(
                                    setModule(modules, m.code, (x) => ({
                                      ...x,
                                      // A permission turned on is of no use in a module that is off.
                                      status: checked ? true : x.status,
                                      permissions: x.permissions.map((q) =>
                                        q.code === p.code ? { ...q, status: checked } : q,
                                      ),
                                    })),
                                  )
                                }
                              />
                            }
                            label={codeLabel(p.code)}
                            slotProps={{ typography: { variant: 'body2' } }}
                          />
                        </Granted>
                      );
                    })}
                  </Box>
                </Box>
              </Collapse>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}

/** A switch the editor may not turn on, with the reason on hover and for screen readers. */
function Granted({ granted, children }: { granted: boolean; children: React.ReactElement }) {
  const translate = useTranslate();
  if (granted) return children;
  return (
    <Tooltip title={translate('permissions.notHeldHint')} describeChild>
      <span>{children}</span>
    </Tooltip>
  );
}
