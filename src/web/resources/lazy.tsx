import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import type { PageDeclaration } from '../../core/pages';
import type { ResourceDef } from '../../core/resource';
import { entityUi } from './entities';
import type { ResourceScreens } from './factory';

/** A screen whose code loads when it is first shown, so the login page stays small. */
function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<LinearProgress aria-busy />}>
        <Lazy />
      </Suspense>
    );
  };
}

/** The generated screens of a resource, each loaded on demand. */
export function lazyScreensFor(r: ResourceDef): ResourceScreens {
  let screens: Promise<ResourceScreens> | undefined;
  // The screens are made once, when the first of them is shown.
  const load = () =>
    (screens ??= Promise.all([import('./factory'), entityUi(r)]).then(([m, ui]) => m.screensFor(r, ui)));
  const pick = (get: (s: ResourceScreens) => ComponentType) => lazyScreen(() => load().then(get));
  return {
    list: pick((s) => s.list),
    byStatus: {
      all: pick((s) => s.byStatus.all),
      active: pick((s) => s.byStatus.active),
      inactive: pick((s) => s.byStatus.inactive),
    },
    create: pick((s) => s.create),
    edit: pick((s) => s.edit),
  };
}

/** Every hand-written page's folder (src/web/pages/<folder>/index.tsx), loaded when first opened. */
const PAGE_FOLDERS = import.meta.glob<{ default: ComponentType }>('../pages/*/index.tsx');

/** The screen of a declared page (core/pages.ts), loaded on demand from its folder. */
export function lazyPage(page: PageDeclaration): ComponentType {
  const load = PAGE_FOLDERS[`../pages/${page.folder}/index.tsx`];
  if (!load) throw new Error(`${page.path}: src/web/pages/${page.folder}/index.tsx does not exist`);
  return lazyScreen(() => load().then((m) => m.default));
}

/** The account and status screens, each loaded when opened: none of them is on the sign-in path. */
export const LazyAccount = {
  Register: lazyScreen(() => import('../pages/account/Register').then((m) => m.Register)),
  TermsOfService: lazyScreen(() => import('../pages/account/TermsOfService').then((m) => m.TermsOfService)),
  ForgotPassword: lazyScreen(() => import('../pages/account/ForgotPassword').then((m) => m.ForgotPassword)),
  ResetPassword: lazyScreen(() => import('../pages/account/ResetPassword').then((m) => m.ResetPassword)),
  ChangePassword: lazyScreen(() => import('../pages/account/ChangePassword').then((m) => m.ChangePassword)),
  LockScreen: lazyScreen(() => import('../pages/account/LockScreen').then((m) => m.LockScreen)),
  SelectStore: lazyScreen(() => import('../pages/account/SelectStore').then((m) => m.SelectStore)),
  NotAuthorized: lazyScreen(() => import('../pages/account/NotAuthorized').then((m) => m.NotAuthorized)),
  ServerError: lazyScreen(() => import('../pages/account/ServerError').then((m) => m.ServerError)),
  Maintenance: lazyScreen(() => import('../pages/account/Maintenance').then((m) => m.Maintenance)),
  OidcCallback: lazyScreen(() => import('../pages/OidcCallback').then((m) => m.OidcCallback)),
};
