import { Alert, Button, LinearProgress, Typography, type SxProps, type Theme } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate, type TranslateFunction } from 'react-admin';
import { errorMessage as callErrorMessage } from '../graphql/client';

/**
 * The words of a server refusal: the i18n key (and its values) the server answered, the message of
 * any other error, or "An Unexpected Error Has Occurred".
 */
export function errorMessage(translate: TranslateFunction, error: unknown): string {
  const e = error as { key?: unknown; params?: Record<string, unknown> } | null;
  if (e && typeof e.key === 'string') return translate(e.key, e.params ?? {});
  return error instanceof Error ? error.message : translate('errors.unexpected');
}

/** An error's words with a Retry button (`retry`: the i18n key of the button's words). */
export function ErrorAlert({
  message,
  retry,
  onRetry,
  sx,
}: {
  message: ReactNode;
  retry: string;
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate(retry)}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** A hand-written page's title (app bar and heading) and its introduction: `<i18n>.title`, `.intro`. */
export function PageHeading({ i18n, introSx }: { i18n: string; introSx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate(`${i18n}.title`)} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(`${i18n}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={introSx}>
        {translate(`${i18n}.intro`)}
      </Typography>
    </>
  );
}

/** A list's state above it: a progress bar while it (re)loads, and its error with a Refresh button. */
export function QueryState({
  query,
}: {
  query: Pick<UseQueryResult, 'error' | 'isError' | 'isFetching' | 'refetch'>;
}) {
  const translate = useTranslate();
  return (
    <>
      {query.isFetching && <LinearProgress aria-busy sx={{ mb: 1 }} />}
      {query.isError && (
        <ErrorAlert
          message={callErrorMessage(translate, query.error)}
          retry="ra.action.refresh"
          onRetry={() => query.refetch()}
        />
      )}
    </>
  );
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
      <PageHeading i18n={i18n} />
      {isPending ? (
        <LinearProgress aria-label={translate(`${i18n}.loading`)} sx={{ my: 2 }} />
      ) : error ? (
        <ErrorAlert
          message={errorMessage(translate, error)}
          retry={`${i18n}.retry`}
          onRetry={refetch}
          sx={{ my: 2 }}
        />
      ) : (
        children(data as T)
      )}
    </>
  );
}
