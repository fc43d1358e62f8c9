/**
 * Console routes (under /office); the router and the spec coverage read them. Imports nothing, so the
 * sign-in page can use it without the registry (the pages that exist are in core/page-list.ts).
 */
export const ANALYTICS_PATH = '/dashboard/analytics';
export const LOGIN_PATH = '/pages/login';
/** A guest's rating page, `/rate/<token>`: public, outside the console (the token is its credential). */
export const RATING_PAGE = /^\/rate\/([A-Za-z0-9_-]+)$/;
export const SUPPORT_LOGIN_PATH = '/pages/login/support';
export const FORGOT_PASSWORD_PATH = '/pages/forgot-password';
export const RESET_PASSWORD_PATH = '/pages/reset-password/{slug}';
export const LOCK_SCREEN_PATH = '/pages/lock-screen';
export const ERROR_500_PATH = '/pages/error-500';
export const NOT_AUTHORIZED_PATH = '/pages/not-authorized';
export const MAINTENANCE_PATH = '/pages/maintenance';
export const CALLBACK_PATH = '/callback';
export const NOT_FOUND_PATH = '/pages/error-404';
export const TERMS_PATH = '/pages/terms';
export const REGISTER_PATH = '/pages/register';
export const CHANGE_PASSWORD_PATH = '/pages/change-password';
export const SELECT_STORE_PATH = '/pages/select-store';
/** The router's pattern of the reset page; `resetPasswordPath(slug)` builds a concrete address. */
export const RESET_PASSWORD_ROUTE = '/pages/reset-password/:slug';
export const resetPasswordPath = (slug: string) => `/pages/reset-password/${encodeURIComponent(slug)}`;

/** The router's base path: full-page loads (`window.location.assign`) need it, router links do not. */
export const BASE_PATH = '/office';

/** Pages shown without signing in (SPEC §2). */
export const PUBLIC_PAGES = [
  LOGIN_PATH,
  SUPPORT_LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  LOCK_SCREEN_PATH,
  NOT_FOUND_PATH,
  ERROR_500_PATH,
  NOT_AUTHORIZED_PATH,
  MAINTENANCE_PATH,
];

/** Whether a console path opens without a session: the public pages and the account screens. */
export function openWhenSignedOut(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  return (
    PUBLIC_PAGES.includes(clean) ||
    [REGISTER_PATH, TERMS_PATH, CALLBACK_PATH].includes(clean) ||
    clean.startsWith('/pages/reset-password/')
  );
}

export const REDIRECTS: Record<string, string> = {
  '/': ANALYTICS_PATH,
  '/dashboard': ANALYTICS_PATH,
  '/pages/invoices': '/pages/invoices/inbox',
  unknown: NOT_FOUND_PATH,
};

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
