import {
  Alert,
  Button,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { adminResourceName, resourceByName } from '../../../core/registry';
import {
  SaveSurveySettingsDocument,
  SurveySettingsDocument,
  type SurveySettingsQuery,
} from '../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../graphql/client';
import { ErrorAlert } from '../../layout/PageFrame';
import { currentStore } from '../../session';
import { RatingOffNotice } from './RatingOffNotice';

type Settings = SurveySettingsQuery['surveySettings'];
const NUMBERS = ['email_delay', 'min_likes', 'max_items_per_category'] as const;
const coupons = adminResourceName(resourceByName('coupon'));

/** The settings form, once they are read: rating, e-mail, display, coupon, then the survey's questions. */
function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: (s: Settings) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [s, setS] = useState<Settings>(initial);
  const [numbers, setNumbers] = useState(() =>
    Object.fromEntries(NUMBERS.map((k) => [k, String(initial[k])])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const couponList = useGetList(coupons, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
    filter: { status: 'active' },
  });
  const t = (key: string, params?: Record<string, unknown>) => translate(`survey.settings.${key}`, params);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const input = {
        ...s,
        ...Object.fromEntries(NUMBERS.map((k) => [k, numbers[k]!.trim() === '' ? null : Number(numbers[k])])),
        questions: s.questions.map(({ key, text, enabled }) => ({ key, text, enabled })),
      };
      const { saveSurveySettings: saved } = await graphqlCall(SaveSurveySettingsDocument, { input });
      onSaved(saved);
      notify(t('saved'), { type: 'success' });
    } catch (e) {
      setError(errorNotice(translate, 'survey.errorName', e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('rating')}
        </Typography>
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch
                checked={s.rating_by_product}
                onChange={(e) => setS({ ...s, rating_by_product: e.target.checked })}
              />
            }
            label={t('rating_by_product')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('email_delay')}
              value={numbers.email_delay}
              onChange={(e) => setNumbers({ ...numbers, email_delay: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <TextField
              select
              label={t('email_delay_unit')}
              value={s.email_delay_unit}
              onChange={(e) => setS({ ...s, email_delay_unit: e.target.value })}
              fullWidth
            >
              {['minutes', 'hours'].map((u) => (
                <MenuItem key={u} value={u}>
                  {t(u)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['min_likes', 'max_items_per_category'] as const).map((k) => (
              <TextField
                key={k}
                label={t(k)}
                value={numbers[k]}
                onChange={(e) => setNumbers({ ...numbers, [k]: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            ))}
          </Stack>
          <TextField
            select
            label={t('coupon_id')}
            value={s.coupon_id ?? ''}
            onChange={(e) => setS({ ...s, coupon_id: e.target.value || null })}
            fullWidth
          >
            <MenuItem value="">{t('noCoupon')}</MenuItem>
            {(couponList.data ?? []).map((c) => (
              <MenuItem key={String(c.id)} value={String(c.id)}>
                {String(c.code)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('survey')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={t('surveyTitle')}
            value={s.title}
            onChange={(e) => setS({ ...s, title: e.target.value })}
            helperText={t('titleHint', { default: translate('survey.page.defaultTitle') })}
            fullWidth
          />
          {s.questions.map((q, i) => (
            <Stack
              key={q.key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              alignItems={{ sm: 'center' }}
            >
              <TextField
                label={translate(`survey.questionNames.${q.key}`)}
                value={q.text}
                onChange={(e) =>
                  setS({
                    ...s,
                    questions: s.questions.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                  })
                }
                helperText={t('questionHint', { default: translate(`survey.questions.${q.key}`) })}
                fullWidth
              />
              <FormControlLabel
                sx={{ flexShrink: 0 }}
                control={
                  <Switch
                    checked={q.enabled}
                    onChange={(e) =>
                      setS({
                        ...s,
                        questions: s.questions.map((x, j) =>
                          j === i ? { ...x, enabled: e.target.checked } : x,
                        ),
                      })
                    }
                    slotProps={{
                      input: {
                        'aria-label': `${t('enabled')}: ${translate(`survey.questionNames.${q.key}`)}`,
                      },
                    }}
                  />
                }
                label={t('enabled')}
              />
            </Stack>
          ))}
        </Stack>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('save')}
      </Button>
    </Stack>
  );
}

/** The Settings tab: the store's rating and survey settings, read once and saved whole. */
export function SettingsTab() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const queryKey = ['surveySettings', currentStore()?.id];
  const query = useQuery({ queryKey, queryFn: () => graphqlCall(SurveySettingsDocument), gcTime: 0 });
  if (query.isPending) return <LinearProgress aria-label={translate('survey.loading')} />;
  if (query.error)
    return (
      <ErrorAlert
        message={errorNotice(translate, 'survey.errorName', query.error)}
        retry="survey.retry"
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <>
      <RatingOffNotice />
      <SettingsForm
        initial={query.data.surveySettings}
        onSaved={(saved) => queryClient.setQueryData(queryKey, { surveySettings: saved })}
      />
    </>
  );
}
