import {
  Alert,
  Button,
  FormControl,
  FormLabel,
  Paper,
  Rating,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { Translate } from '../../core/messages';
import {
  RatingRefusal,
  sendRatingAnswers,
  type Language,
  type RatingForm,
  type RatingQuestion,
  type RatingThanks,
} from './api';

const SCORES = ['waiting_time', 'food_quality', 'service'] as const;
/** Refusals after which the page has nothing left to answer. */
const GONE = [
  'survey.errors.alreadyAnswered',
  'survey.errors.linkInvalid',
  'survey.errors.linkExpired',
  'survey.errors.ratingOff',
];

/** One to five stars, named by the question for screen readers. */
function Stars({
  label,
  value,
  onChange,
  t,
}: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  t: Translate;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={id} sx={{ color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Rating
        name={id}
        size="large"
        value={value}
        onChange={(_, v) => onChange(v)}
        getLabelText={(n) => t('survey.page.stars', { n })}
        sx={{ fontSize: '2.5rem' }}
      />
    </FormControl>
  );
}

/** The survey's questions on, the check's items to rate, and the button that sends them once. */
export function RatingQuestions({
  token,
  form,
  language,
  t,
  onSent,
  onGone,
}: {
  token: string;
  form: RatingForm;
  language: Language;
  t: Translate;
  onSent: (thanks: RatingThanks) => void;
  onGone: (error: RatingRefusal) => void;
}) {
  const [scores, setScores] = useState<Record<string, number | null>>({});
  const [items, setItems] = useState<Record<string, number | null>>({});
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [review, setReview] = useState('');
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<RatingRefusal | null>(null);
  const question = (q: RatingQuestion) => q.text || t(`survey.questions.${q.key}`);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const rated = Object.entries(items).filter((e): e is [string, number] => typeof e[1] === 'number');
      onSent(
        await sendRatingAnswers(token, {
          ...Object.fromEntries(SCORES.map((k) => [k, scores[k] ?? null])),
          recommend,
          review_comment: review,
          other_comments: other,
          items: rated.map(([menu_item_id, rating]) => ({ menu_item_id, rating })),
          language,
        }),
      );
    } catch (e) {
      const refusal = e instanceof RatingRefusal ? e : new RatingRefusal('survey.errors.server');
      if (GONE.includes(refusal.key)) onGone(refusal);
      else setError(refusal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {form.questions.map((q) => (
        <Paper key={q.key} variant="outlined" sx={{ p: 2 }}>
          {(SCORES as readonly string[]).includes(q.key) && (
            <Stars
              label={question(q)}
              value={scores[q.key] ?? null}
              onChange={(v) => setScores({ ...scores, [q.key]: v })}
              t={t}
            />
          )}
          {q.key === 'recommend' && (
            <FormControl component="fieldset" sx={{ width: '100%' }}>
              <FormLabel component="legend" sx={{ color: 'text.primary', mb: 1 }}>
                {question(q)}
              </FormLabel>
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                value={recommend}
                onChange={(_, v: boolean | null) => v !== null && setRecommend(v)}
              >
                <ToggleButton value>{t('survey.page.yes')}</ToggleButton>
                <ToggleButton value={false}>{t('survey.page.no')}</ToggleButton>
              </ToggleButtonGroup>
            </FormControl>
          )}
          {q.key === 'item_review' && (
            <Stack spacing={1.5}>
              <Typography component="h2" variant="subtitle1">
                {question(q)}
              </Typography>
              {form.items.map((i) => (
                <Stars
                  key={i.menu_item_id}
                  label={i.name}
                  value={items[i.menu_item_id] ?? null}
                  onChange={(v) => setItems({ ...items, [i.menu_item_id]: v })}
                  t={t}
                />
              ))}
            </Stack>
          )}
          {q.key === 'review_comment' && (
            <TextField
              label={question(q)}
              value={review}
              onChange={(e) => setReview(e.target.value)}
              required
              helperText={t('survey.page.required')}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
          {q.key === 'other_comments' && (
            <TextField
              label={question(q)}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
        </Paper>
      ))}
      {error && (
        <Alert severity="error" role="alert">
          {t(error.key, error.params)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {busy ? t('survey.page.sending') : t('survey.page.send')}
      </Button>
    </Stack>
  );
}
