import { LinearProgress } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import type { ResourceDef } from '../../core/resource';
import { ERROR_500_PATH } from '../../core/routes';
import { showStatusPage } from '../statusPages';
import { markScreenShown } from '../settled';
import { entityUi, type ResourceScreens } from './entities';
import { pagePhrases } from '../providers/i18nProvider';

/** Loaders of the screens behind each sidebar path (`/pages/category`), for prefetchScreens. */
const loaders = new Map<string, () => Promise<unknown>>();

/** A load run once, whose result is at hand (`value`) once it has arrived. */
export interface Once<T> {
  (): Promise<T>;
  value?: T;
}

/** Loads once; a failed load (network) is tried again next time instead of being kept. */
export function once<T>(load: () => Promise<T>): Once<T> {
  let loading: Promise<T> | undefined;
  const run: Once<T> = () =>
    (loading ??= load().then(
      (value) => (run.value = value),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  return run;
}

/** Whether the console is being opened at this path or below it (a reload, a link, the sign-in's way back). */
const openedAt = (path: string) => new RegExp(`^/office${path}(/|$)`).test(window.location.pathname);

/**
 * Starts loading the code of the page behind a sidebar path (on hover or focus of its entry), so that
 * by the click only its data remains to fetch. Settles once the code is there; failures are left to
 * the screen itself.
 */
export function prefetchScreens(path: string): Promise<unknown> {
  return (
    loaders
      .get(path)?.()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/**
 * Every resource's screens, made once the page the console opened on has its data and the browser is
 * idle (warmUp.tsx): one shared chunk and an entity's own module each. A first visit from the sidebar
 * then renders at once and waits for its data only, and the first page is not slowed by code it does
 * not show.
 */
const resourceLoads: (() => Promise<unknown>)[] = [];
const prefetchResources = once(() => Promise.all(resourceLoads.map((l) => l().catch(() => undefined))));
export const prefetchAllScreens = () => void prefetchResources();

/** SPEC §9: a page's code not there after this long counts as failed (the server error page, Try again). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A screen whose code loads when it is first shown, so the login page stays small; a progress bar
 * stands in meanwhile. Not React.lazy: a screen that suspends keeps its fallback on for at least
 * 300 ms even when the code arrives 5 ms later, which was most of the time of a move between sidebar
 * pages and of a cold open. Once the code is there (prefetched, shown before) the screen renders at once.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  loaded: () => ComponentType | undefined = () => undefined,
): ComponentType {
  return function LazyScreen() {
    const [{ Screen }, setScreen] = useState<{ Screen?: ComponentType }>(() => ({ Screen: loaded() }));
    useEffect(() => {
      // Drawn: its calls have started with its own effects, before this one (settled.ts).
      if (Screen) return markScreenShown();
      let mounted = true;
      // A chunk that fails, or has not come after CHUNK_LOAD_TIMEOUT_MS, leaves the server error page
      // with Try again in place of a blank page.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error('chunk load timed out')), CHUNK_LOAD_TIMEOUT_MS);
      });
      Promise.race([load(), late])
        .then(
          (Loaded) => mounted && setScreen({ Screen: Loaded }),
          () => mounted && showStatusPage(ERROR_500_PATH),
        )
        .finally(() => clearTimeout(timer));
      return () => {
        mounted = false;
      };
    }, [Screen]);
    return Screen ? <Screen /> : <LinearProgress aria-busy />;
  };
}

/**
 * Keeps the load of the screens behind a sidebar path for prefetchScreens, and starts it at once
 * when the console is being opened there (run as the console's code is evaluated).
 */
export function loadsAt(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
  if (openedAt(path)) void load().catch(() => undefined);
}

/** Sidebar path → the loaded screens of its resource. */
const resourceScreens = new Map<string, Once<ResourceScreens>>();

/** The list screen behind a sidebar path, when it is a generated list (not a store's one record) whose code is in. */
export function loadedList(path: string): ComponentType | undefined {
  return resourceScreens.get(path)?.value?.list;
}

/** Whether a sidebar path leads to a generated list. */
export const hasList = (path: string) => resourceScreens.has(path);

/** The generated screens of a resource, each loaded on demand. */
export function lazyScreensFor(r: ResourceDef): ResourceScreens {
  // The screens are made once, when the first of them is shown or prefetched.
  const load = once(() =>
    Promise.all([import('./factory'), entityUi(r), pagePhrases()]).then(([m, ui]) => m.screensFor(r, ui)),
  );
  const path = `/pages/${r.route}`;
  if (!r.singleton) resourceScreens.set(path, load);
  resourceLoads.push(load);
  // Opened straight at one of its pages: the screens load beside the console's own code instead of
  // after the console has rendered and routed.
  loadsAt(path, load);
  const pick = (get: (s: ResourceScreens) => ComponentType) =>
    lazyScreen(
      () => load().then(get),
      () => load.value && get(load.value),
    );
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
