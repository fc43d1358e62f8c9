import { ERROR_500_PATH, MAINTENANCE_PATH } from '../core/routes';

/** Where the console is, under /office: what a status page's Try again goes back to. */
const here = () => `${window.location.pathname.replace(/^\/office/, '')}${window.location.search}`;

type Navigator = (path: string, from: string) => void;
let navigator: Navigator | null = null;

/** The console's router shows the status pages once it runs; before it (the sign-in page), a reload does. */
export function setStatusNavigator(navigate: Navigator | null): void {
  navigator = navigate;
}

/**
 * Shows a status page (/pages/error-500, /pages/maintenance) in place of where the console is, keeping
 * that place for its Try again (router state `from`). Nothing when already there.
 */
export function showStatusPage(path: string): void {
  const from = here();
  if (from.split('?')[0] === path) return;
  if (navigator) return navigator(path, from);
  // react-router keeps a location's state under `usr`; a reload keeps the history entry's state.
  window.history.replaceState({ usr: { from } }, '', `/office${path}`);
  window.location.reload();
}

/** Whether an answer is the server's "under maintenance" (MAINTENANCE=on), not any other 503. */
export const isMaintenance = (response: Response) =>
  response.status === 503 && response.headers.get('x-maintenance') === 'on';

/** What the console does with any answer before the caller reads it: under maintenance, the maintenance page. */
export function watchAnswer(response: Response): void {
  if (isMaintenance(response)) showStatusPage(MAINTENANCE_PATH);
}

/**
 * A page's data that the server failed to give (5xx, after the query's retries): the server error page
 * with Try again, instead of a page without its data. Only data a page shows: a prefetch (pointing at a
 * sidebar entry) that fails leaves the page where it is, and a failed write stays with its form.
 */
export function watchPageData(error: unknown, shown: boolean): void {
  const status = (error as { status?: unknown } | null)?.status;
  if (shown && typeof status === 'number' && status >= 500 && status !== 503) showStatusPage(ERROR_500_PATH);
}
