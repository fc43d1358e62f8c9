import { PAGES } from '../../core/pages.js';

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

/**
 * The groups of locales/ that only the console's own pages show, not its frame (sidebar, app bar,
 * menus, notifications) nor the dashboards: they come in a second catalogue, fetched once the first
 * page has its data, which every other page waits for as it waits for its code (pages/lazy.tsx,
 * resources/lazy.tsx). The sidebar labels among them (PAGES' `label`) stay in the console's catalogue.
 */
export const PAGE_GROUPS = [
  'campaigns',
  'closeDay',
  'compensation',
  'deliveryZones',
  'deviceApi',
  'emailTemplates',
  'floorLayout',
  'generalSettings',
  'import',
  'invoices',
  'marketingCampaigns',
  'media',
  'oloMenuBuilder',
  'orderMonitor',
  'orderTracker',
  'perks',
  'posMenuBuilder',
  'printers',
  'receiptBuilder',
  'storeSettings',
  'survey',
  'timeCards',
] as const;

/** What the frame says of each entity (`entities.<name>`): its name and plural; fields and help are the pages'. */
const ENTITY_FRAME_KEYS = ['name', 'plural'];

/**
 * A console catalogue split in two: `frame`, what the frame and the dashboards show (everything but
 * PAGE_GROUPS and the entities' fields), and `pages`, the rest. Together they hold the whole of it.
 */
export function splitCatalogue(all: Record<string, unknown>): {
  frame: Record<string, unknown>;
  pages: Record<string, unknown>;
} {
  const groups: readonly string[] = PAGE_GROUPS;
  const frame: Record<string, unknown> = {};
  const pages: Record<string, unknown> = {};
  for (const [group, phrases] of Object.entries(all)) {
    if (groups.includes(group)) pages[group] = phrases;
    else if (group !== 'entities') frame[group] = phrases;
  }
  // The sidebar labels of the pages' groups: those groups are not in the frame, so nothing is overwritten.
  const labels = PAGES.map((page) => page.label).filter((label) => groups.includes(label.split('.')[0]!));
  Object.assign(frame, pickPhrases(all, labels));
  const entities = (all.entities ?? {}) as Record<string, Record<string, unknown>>;
  const frameEntities: Record<string, unknown> = {};
  const pageEntities: Record<string, unknown> = {};
  for (const [name, words] of Object.entries(entities)) {
    frameEntities[name] = Object.fromEntries(
      ENTITY_FRAME_KEYS.filter((k) => k in words).map((k) => [k, words[k]]),
    );
    pageEntities[name] = Object.fromEntries(
      Object.entries(words).filter(([k]) => !ENTITY_FRAME_KEYS.includes(k)),
    );
  }
  frame.entities = frameEntities;
  pages.entities = pageEntities;
  return { frame, pages };
}
