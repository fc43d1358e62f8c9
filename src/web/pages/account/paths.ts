/** Where the account and status screens live (under /office, history mode). */
export const NOT_AUTHORIZED_PATH = '/pages/not-authorized';
export const SERVER_ERROR_PATH = '/pages/error-500';
export const MAINTENANCE_PATH = '/pages/maintenance';
export const TERMS_PATH = '/pages/terms';
export const REGISTER_PATH = '/pages/register';
export const FORGOT_PASSWORD_PATH = '/pages/forgot-password';
/** The router pattern; `resetPasswordPath(slug)` builds a concrete address. */
export const RESET_PASSWORD_PATH = '/pages/reset-password/:slug';
export const CHANGE_PASSWORD_PATH = '/pages/change-password';
export const LOCK_SCREEN_PATH = '/pages/lock-screen';
export const SELECT_STORE_PATH = '/pages/select-store';

export const resetPasswordPath = (slug: string) => `/pages/reset-password/${encodeURIComponent(slug)}`;

/** The router's base path: full-page loads (`window.location.assign`) need it, router links do not. */
export const BASE_PATH = '/office';
