/**
 * The phrases of locales/<lang>.json the sign-in page shows, as groups or dotted paths into them
 * (vite.config.ts picks them at build time); the rest come with the console. A server error key left
 * out falls back to the server's own message (pages/account/api.ts).
 */
export const SIGN_IN_GROUPS = [
  'app',
  'login',
  'oidc',
  'twoFactor',
  'session',
  'account.actions',
  'account.errors',
  'account.fields',
  'account.maintenance',
  'account.validation',
  'validation.required',
  'validation.fieldRequired',
  'validation.passwordMin',
  'errors.notAuthorized',
  'errors.tokenInvalid',
  'errors.twoFactor',
  'errors.unexpected',
];

/** The phrases of a catalogue at `paths`, nested as they stand in it. */
export function pickPhrases(all: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = all;
    for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key];
    if (from === undefined) throw new Error(`locales have no ${path}`);
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys.at(-1)!] = from;
  }
  return picked;
}

/**
 * The groups of locales/ that other apps show and the console never does: the ordering API's and the
 * storefront's words, and the unsubscribe page the server writes. The console's catalogue leaves them out.
 */
export const OTHER_APPS_GROUPS = ['olo', 'storefront', 'unsubscribe'] as const;

/** A catalogue without the groups named. */
export function withoutGroups(
  all: Record<string, unknown>,
  groups: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([group]) => !groups.includes(group)));
}
