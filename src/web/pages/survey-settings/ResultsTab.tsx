import {
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SurveyResultsDocument } from '../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../graphql/client';
import { ErrorAlert } from '../../layout/PageFrame';
import { currentStore } from '../../session';

/** A date `days` before today, YYYY-MM-DD in the browser's time. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const AVERAGES = ['waiting_time', 'food_quality', 'service', 'item_review'] as const;

/** The Results tab: a range of days (the last 30 by default), the answers' count, averages and newest comments. */
export function ResultsTab() {
  const translate = useTranslate();
  const [range, setRange] = useState({ from: daysAgo(29), to: daysAgo(0) });
  const query = useQuery({
    queryKey: ['surveyResults', currentStore()?.id, range.from, range.to],
    queryFn: () => graphqlCall(SurveyResultsDocument, range),
    enabled: range.from !== '' && range.to !== '',
  });
  const t = (key: string, params?: Record<string, unknown>) => translate(`survey.results.${key}`, params);
  const r = query.data?.surveyResults;
  const figure = (value: number | null | undefined, suffix = '') =>
    value === null || value === undefined ? '—' : `${value.toFixed(2)}${suffix}`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            type="date"
            size="small"
            label={t(field)}
            value={range[field]}
            onChange={(e) => setRange({ ...range, [field]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
      {query.isFetching && <LinearProgress aria-label={translate('survey.loading')} />}
      {query.error && (
        <ErrorAlert
          message={errorNotice(translate, 'survey.errorName', query.error)}
          retry="survey.retry"
          onRetry={() => void query.refetch()}
        />
      )}
      {r && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('answers')}: <span data-testid="survey-answers">{r.answers}</span>
            </Typography>
            {r.answers === 0 ? (
              <Typography color="text.secondary">{t('none')}</Typography>
            ) : (
              <Table size="small" aria-label={t('average')}>
                <TableBody>
                  {AVERAGES.map((key) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row">
                        {translate(`survey.questionNames.${key}`)}
                        {key === 'item_review' && (
                          <Typography variant="caption" display="block" color="text.secondary">
                            {t('itemRatings', { smart_count: r.item_ratings })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{figure(r[key])}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('recommendShare')}
                    </TableCell>
                    <TableCell align="right">{figure(r.recommend, ' %')}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('comments')}
            </Typography>
            {r.comments.length === 0 ? (
              <Typography color="text.secondary">{t('noComments')}</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {r.comments.map((c, i) => (
                  <li key={i}>
                    <Typography variant="caption" color="text.secondary">
                      {c.answered_at}
                    </Typography>
                    {c.review_comment && (
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{c.review_comment}</Typography>
                    )}
                    {c.other_comments && (
                      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {c.other_comments}
                      </Typography>
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
