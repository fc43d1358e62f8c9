import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Link as MuiLink, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ANALYTICS_PATH, BASE_PATH, LOGIN_PATH } from '../../../core/routes';

/** A centred line of small text under a form, for its links. */
export function CardFooter({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" align="center" sx={{ mt: 2 }}>
      {children}
    </Typography>
  );
}

/** "Back to sign in", under a form. */
export function BackToLogin() {
  const translate = useTranslate();
  return (
    <CardFooter>
      <TextLink to={LOGIN_PATH}>{translate('account.actions.backToLogin')}</TextLink>
    </CardFooter>
  );
}

/** "Back to dashboard": a button to the console's first page. */
export function BackToDashboard(props: {
  variant: 'contained' | 'outlined' | 'text';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={ANALYTICS_PATH} startIcon={<ArrowBackIcon />} {...props}>
      {translate('account.actions.backToDashboard')}
    </Button>
  );
}

/** A router link styled as text, for "back to sign in" and the like. */
export function TextLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <MuiLink component={Link} to={to} onClick={onClick} underline="hover">
      {children}
    </MuiLink>
  );
}

/**
 * Loads a console address afresh, so the whole console starts again with the stored session.
 * `path` is relative to the router (e.g. /dashboard/analytics).
 */
export function reloadAt(path: string): void {
  window.location.assign(`${BASE_PATH}${path}`);
}

/**
 * Retry of a status page: where the visitor was sent from (router state `from`), loaded afresh, or else
 * the page itself reloaded.
 */
export function retry(from: unknown): void {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) reloadAt(from);
  else window.location.reload();
}

/** "Try again" of a status page: see `retry`. */
export function RetryButton() {
  const translate = useTranslate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (
    <Button variant="contained" onClick={() => retry(from)} startIcon={<RefreshIcon />}>
      {translate('account.actions.retry')}
    </Button>
  );
}

/**
 * Places a link inside a translated sentence: the message carries `%{link}` where the link goes, so each
 * language keeps its own word order.
 */
export function sentenceWithLink(
  translate: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  link: ReactNode,
): ReactNode {
  const marker = '\u0000link\u0000';
  const [before = '', after = ''] = translate(key, { link: marker }).split(marker);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
