import {
  Alert,
  Box,
  Container,
  createTheme,
  CssBaseline,
  LinearProgress,
  Paper,
  Stack,
  ThemeProvider,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { ReducedMotion } from '../layout/ReducedMotion';
import { useEffect, useMemo, useState } from 'react';
import { makeTranslate, type Phrases, type Translate } from '../../core/messages';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { lightTheme } from '../layout/theme';
import { loadRatingForm, RatingRefusal, type Language, type RatingForm, type RatingThanks } from './api';
import { RatingQuestions } from './RatingQuestions';

const TRANSLATE: Record<Language, Translate> = {
  en: makeTranslate(en as Phrases),
  es: makeTranslate(es as Phrases),
};

/** The guest's language: the first of his browser's that the page speaks, else English. */
export function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language])
    if (/^es\b/i.test(tag)) return 'es';
    else if (/^en\b/i.test(tag)) return 'en';
  return 'en';
}

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; error: RatingRefusal }
  | { kind: 'form'; form: RatingForm }
  | { kind: 'thanks'; form: RatingForm; thanks: RatingThanks };

const refusal = (e: unknown) => (e instanceof RatingRefusal ? e : new RatingRefusal('survey.errors.server'));

/**
 * /office/rate/<token>: a guest rates his visit from the link of his e-mail, without signing in,
 * on his phone first: the survey's questions on, his check's items, then his thanks and the
 * coupon the store gives. English or Spanish, by his browser or the switch at the top.
 */
export function RatingApp({ token }: { token: string }) {
  const [language, setLanguage] = useState<Language>(browserLanguage);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const t = TRANSLATE[language];
  const theme = useMemo(() => createTheme(lightTheme), []);

  useEffect(() => {
    loadRatingForm(token).then(
      (form) => setState({ kind: 'form', form }),
      (e: unknown) => setState({ kind: 'refused', error: refusal(e) }),
    );
  }, [token]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t('survey.page.defaultTitle');
  }, [language, t]);

  const title =
    state.kind === 'form' || state.kind === 'thanks' ? state.form.title || t('survey.page.defaultTitle') : '';

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ReducedMotion />
      <Container maxWidth="sm" sx={{ py: 2, px: 2 }}>
        <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_, v: Language | null) => v && setLanguage(v)}
            aria-label={t('survey.page.language')}
          >
            <ToggleButton value="en" lang="en">
              English
            </ToggleButton>
            <ToggleButton value="es" lang="es">
              Español
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {state.kind === 'loading' && <LinearProgress aria-label={t('survey.page.loading')} />}
        {state.kind === 'refused' && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('survey.page.unavailable')}
            </Typography>
            <Alert severity="info" role="alert">
              {t(state.error.key, state.error.params)}
            </Alert>
          </Paper>
        )}
        {state.kind === 'form' && (
          <>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('survey.page.intro', { store: state.form.store })}
            </Typography>
            <RatingQuestions
              token={token}
              form={state.form}
              language={language}
              t={t}
              onSent={(thanks) => setState({ kind: 'thanks', form: state.form, thanks })}
              onGone={(error) => setState({ kind: 'refused', error })}
            />
          </>
        )}
        {state.kind === 'thanks' && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('survey.page.thanks')}
            </Typography>
            <Typography>{t('survey.page.thanksText')}</Typography>
            {state.thanks.coupon_code && (
              <Box
                sx={{
                  mt: 2,
                  p: 2,
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: 'primary.main',
                  borderRadius: 1,
                }}
              >
                <Typography variant="subtitle1" component="h2">
                  {t('survey.page.coupon')}
                </Typography>
                <Typography
                  variant="h4"
                  component="p"
                  data-testid="coupon-code"
                  sx={{ fontFamily: 'monospace', my: 1 }}
                >
                  {state.thanks.coupon_code}
                </Typography>
                {state.thanks.coupon_description && (
                  <Typography color="text.secondary">{state.thanks.coupon_description}</Typography>
                )}
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('survey.page.couponText', { store: state.form.store, code: state.thanks.coupon_code })}
                </Typography>
              </Box>
            )}
          </Paper>
        )}
      </Container>
    </ThemeProvider>
  );
}
