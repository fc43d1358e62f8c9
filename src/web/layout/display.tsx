import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useMediaQuery } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { preferences } from '../preferences';
import { darkTheme, directed, lightTheme, semiDarkTheme } from './theme';

/** The console's themes: light, dark, and semi-dark (a dark sidebar and app bar around light pages). */
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** Which way the console reads: left-to-right, or right-to-left (the whole layout mirrored). */
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A preference kept in the browser's store, redrawn wherever it changes. */
function usePreference<T extends string>(key: string, allowed: readonly T[]): T | undefined {
  return useSyncExternalStore(
    (changed) => preferences.subscribe(key, changed),
    () => allowed.find((a) => a === preferences.getItem<unknown>(key)),
  );
}

/** The theme chosen, or the system's light or dark one until a choice is made (as react-admin does). */
export function useThemeChoice(): ThemeChoice {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return usePreference('theme', THEMES) ?? (prefersDark ? 'dark' : 'light');
}

export const useDirection = (): Direction => usePreference('direction', DIRECTIONS) ?? 'ltr';

export const chooseTheme = (theme: ThemeChoice) => preferences.setItem('theme', theme);
export const chooseDirection = (direction: Direction) => preferences.setItem('direction', direction);

/**
 * The console's light and dark themes in the chosen direction. react-admin draws its light theme for
 * any choice but dark: semi-dark is given in its place.
 */
export function useConsoleThemes(): { light: RaThemeOptions; dark: RaThemeOptions } {
  const choice = useThemeChoice();
  const direction = useDirection();
  return useMemo(
    () => ({
      light: directed(choice === 'semi-dark' ? semiDarkTheme : lightTheme, direction),
      dark: directed(darkTheme, direction),
    }),
    [choice, direction],
  );
}

const caches: { ltr: EmotionCache; rtl?: EmotionCache } = { ltr: createCache({ key: 'mui' }) };

/**
 * Styles written right-to-left: each left is turned into right (margins, paddings, positions, borders).
 * Its plugin is loaded only by someone who reads right-to-left, not by every sign-in page.
 */
async function loadRtlCache(): Promise<void> {
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  caches.rtl ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}

/** The document and the styles in the chosen direction. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const direction = useDirection();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    document.documentElement.dir = direction;
    if (direction === 'rtl' && !caches.rtl) void loadRtlCache().then(() => setLoaded(true));
  }, [direction]);
  return <CacheProvider value={(direction === 'rtl' && caches.rtl) || caches.ltr}>{children}</CacheProvider>;
}

const leftToRight = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });

/**
 * A part drawn left-to-right whatever the console's direction, as it stands outside the console: a map,
 * a receipt's paper, the point of sale's screen. Its element carries dir="ltr" itself.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={caches.ltr}>
      <ThemeProvider theme={leftToRight}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
