import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Link,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  TRACKER_ALIGNMENTS,
  TRACKER_DAYS,
  TRACKER_ICONS,
  isHexColour,
  type TrackerDay,
} from '../../../core/order-tracker';
import {
  SaveOrderTrackerSettingsDocument,
  type OrderTrackerAlignment,
  type OrderTrackerSettingsQuery,
} from '../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../graphql/client';
import { LeaveDialog } from '../../leave/LeaveDialog';
import { useLeaveGuard } from '../../leave/useLeaveGuard';
import { Preview } from './Preview';
import { TrackerImage } from './TrackerImage';

export type Settings = OrderTrackerSettingsQuery['orderTrackerSettings'];

const same = (a: Settings, b: Settings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The tracker's settings as a form beside its live preview: the look (title, icon, colour, alignment,
 * image), the columns and the days and hours. Leaving with changes not saved asks first.
 */
export function SettingsForm({
  initial,
  path,
  onSaved,
}: {
  initial: Settings;
  path: string;
  onSaved: (s: Settings) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [s, setS] = useState<Settings>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const guard = useLeaveGuard(!same(s, initial) && !busy);
  const t = (key: string, params?: Record<string, unknown>) => translate(`orderTracker.${key}`, params);
  const address = `${window.location.origin}${path}`;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const input = {
        ...s,
        columns: s.columns.map(({ status, title, shown }) => ({ status, title, shown })),
      };
      const { saveOrderTrackerSettings: saved } = await graphqlCall(SaveOrderTrackerSettingsDocument, {
        input,
      });
      setS(saved);
      onSaved(saved);
      notify(t('saved'), { type: 'success' });
    } catch (e) {
      setError(errorNotice(translate, 'orderTracker.errorName', e));
    } finally {
      setBusy(false);
    }
  };
  const toggleDay = (day: TrackerDay, on: boolean) =>
    setS({ ...s, days: TRACKER_DAYS.filter((d) => (d === day ? on : s.days.includes(d))) });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start" sx={{ minWidth: 0 }}>
      <Stack
        component="form"
        spacing={2}
        sx={{ flex: 1, minWidth: 0, width: '100%' }}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('address')}:{' '}
          <Link href={address} target="_blank" rel="noopener">
            {address}
          </Link>
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('look')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={t('fields.title')}
              value={s.title}
              onChange={(e) => setS({ ...s, title: e.target.value })}
              helperText={t('fields.titleHint', { default: t('screen.defaultTitle') })}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('fields.icon')}
                value={s.icon}
                onChange={(e) => setS({ ...s, icon: e.target.value })}
                fullWidth
              >
                {Object.entries(TRACKER_ICONS).map(([code, char]) => (
                  <MenuItem key={code} value={code}>
                    <span aria-hidden="true">{char}</span>&nbsp;{t(`icons.${code}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('fields.alignment')}
                value={s.alignment}
                onChange={(e) => setS({ ...s, alignment: e.target.value as OrderTrackerAlignment })}
                fullWidth
              >
                {TRACKER_ALIGNMENTS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {t(`alignments.${a}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction="row" spacing={1} alignItems="center">
              <TextField
                label={t('fields.background')}
                value={s.background}
                onChange={(e) => setS({ ...s, background: e.target.value.trim() })}
                fullWidth
              />
              <Box
                component="input"
                type="color"
                aria-label={t('fields.backgroundPicker')}
                value={isHexColour(s.background) ? s.background.toLowerCase() : '#000000'}
                onChange={(e) => setS({ ...s, background: e.target.value })}
                sx={{ width: 48, height: 48, p: 0, border: 0, flexShrink: 0 }}
              />
            </Stack>
            <TrackerImage id={s.image_id} onChange={(image_id) => setS({ ...s, image_id })} />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('fields.columns')}
          </Typography>
          <Stack spacing={2}>
            {s.columns.map((c, i) => {
              const status = t(`statuses.${c.status}`);
              const set = (patch: Partial<Settings['columns'][number]>) =>
                setS({ ...s, columns: s.columns.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
              return (
                <Stack key={c.status} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    label={t('fields.columnTitle', { status })}
                    value={c.title}
                    onChange={(e) => set({ title: e.target.value })}
                    helperText={t('fields.titleHint', { default: status })}
                    fullWidth
                  />
                  <FormControlLabel
                    sx={{ flexShrink: 0 }}
                    control={
                      <Switch
                        checked={c.shown}
                        onChange={(e) => set({ shown: e.target.checked })}
                        slotProps={{ input: { 'aria-label': `${t('fields.shown')}: ${status}` } }}
                      />
                    }
                    label={t('fields.shown')}
                  />
                </Stack>
              );
            })}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('fields.hours')}
          </Typography>
          <FormLabel component="legend">{t('fields.days')}</FormLabel>
          <FormGroup row>
            {TRACKER_DAYS.map((day) => (
              <FormControlLabel
                key={day}
                control={
                  <Checkbox
                    checked={s.days.includes(day)}
                    onChange={(e) => toggleDay(day, e.target.checked)}
                  />
                }
                label={translate(`days.${day}`)}
              />
            ))}
          </FormGroup>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            {(['from', 'to'] as const).map((k) => (
              <TextField
                key={k}
                type="time"
                label={t(`fields.${k}`)}
                value={s[k]}
                onChange={(e) => setS({ ...s, [k]: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            ))}
          </Stack>
        </Paper>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%', position: { md: 'sticky' }, top: { md: 80 } }}>
        <Preview s={s} />
      </Box>
      <LeaveDialog open={guard.asking} stay={guard.stay} leave={guard.leave} />
    </Stack>
  );
}
