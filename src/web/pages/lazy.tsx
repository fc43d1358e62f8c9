import type { ComponentType } from 'react';
import type { PageDeclaration } from '../../core/pages';
import { pagePhrases } from '../providers/i18nProvider';
import { lazyScreen, loadsAt, once } from '../resources/lazy';

/**
 * The hand-written pages (core/pages.ts) and the account and status screens, each loaded when first
 * opened; the console's router (App.tsx) takes its screens from here.
 */

/** An account or status screen, loaded when opened, with the pages' words as every other page. */
function lazyAccount(load: () => Promise<ComponentType>): ComponentType {
  const screen = once(() => Promise.all([load(), pagePhrases()]).then(([Screen]) => Screen));
  return lazyScreen(screen, () => screen.value);
}

/** Every hand-written page's folder (src/web/pages/<folder>/index.tsx), loaded when first opened. */
const PAGE_FOLDERS = import.meta.glob<{ default: ComponentType }>('./*/index.tsx');

/**
 * The screen of a declared page (core/pages.ts), loaded on demand from its folder with the pages'
 * words (providers/phraseGroups.ts), but for the dashboards, whose words are all in the console's own.
 */
export function lazyPage(page: PageDeclaration): ComponentType {
  const folder = PAGE_FOLDERS[`./${page.folder}/index.tsx`];
  if (!folder) throw new Error(`${page.path}: src/web/pages/${page.folder}/index.tsx does not exist`);
  const load = once(() =>
    page.section === 'dashboard' ? folder() : Promise.all([folder(), pagePhrases()]).then(([m]) => m),
  );
  loadsAt(page.path, load);
  return lazyScreen(
    () => load().then((m) => m.default),
    () => load.value?.default,
  );
}

/** The account and status screens, each loaded when opened: none of them is on the sign-in path. */
export const LazyAccount = {
  Register: lazyAccount(() => import('./account/Register').then((m) => m.Register)),
  TermsOfService: lazyAccount(() => import('./account/TermsOfService').then((m) => m.TermsOfService)),
  ForgotPassword: lazyAccount(() => import('./account/ForgotPassword').then((m) => m.ForgotPassword)),
  ResetPassword: lazyAccount(() => import('./account/ResetPassword').then((m) => m.ResetPassword)),
  ChangePassword: lazyAccount(() => import('./account/ChangePassword').then((m) => m.ChangePassword)),
  LockScreen: lazyAccount(() => import('./account/LockScreen').then((m) => m.LockScreen)),
  SelectStore: lazyAccount(() => import('./account/SelectStore').then((m) => m.SelectStore)),
  NotAuthorized: lazyAccount(() => import('./account/NotAuthorized').then((m) => m.NotAuthorized)),
  OidcCallback: lazyAccount(() => import('./OidcCallback').then((m) => m.OidcCallback)),
};
