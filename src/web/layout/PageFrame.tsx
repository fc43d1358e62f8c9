import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate, type TranslateFunction } from 'react-admin';

/**
 * The words of a server refusal: the i18n key (and its values) the server answered, the message of
 * any other error, or "An Unexpected Error Has Occurred".
 */
export function errorMessage(translate: TranslateFunction, error: unknown): string {
  const e = error as { key?: unknown; params?: Record<string, unknown> } | null;
  if (e && typeof e.key === 'string') return translate(e.key, e.params ?? {});
  return error instanceof Error ? error.message : translate('errors.unexpected');
}

/**
 * A hand-written page's frame: its title (app bar and heading), its introduction, a progress bar while
 * its data loads, the error with a Retry button when that failed, and the page itself once it is there.
 * The words come from `<i18n>.title`, `.intro`, `.loading` and `.retry`.
 */
export function PageFrame<T>({
  i18n,
  query,
  children,
}: {
  i18n: string;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = query;
  return (
    <>
      <Title title={translate(`${i18n}.title`)} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(`${i18n}.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${i18n}.intro`)}</Typography>
      {isPending ? (
        <LinearProgress aria-label={translate(`${i18n}.loading`)} sx={{ my: 2 }} />
      ) : error ? (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate(`${i18n}.retry`)}
            </Button>
          }
        >
          {errorMessage(translate, error)}
        </Alert>
      ) : (
        children(data as T)
      )}
    </>
  );
}
