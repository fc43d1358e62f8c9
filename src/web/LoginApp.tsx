import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect } from 'react';
import { SUPPORT_LOGIN_PATH } from '../core/routes';
import { openConsole } from './boot';
import { ReducedMotion } from './layout/ReducedMotion';
import { DirectionProvider, useDirection } from './layout/display';
import { darkTheme, directed, lightTheme } from './layout/theme';
import { Login } from './pages/Login';
import { SignInI18nContext } from './providers/SignInI18nContext';
import { signInI18nProvider } from './providers/signInI18nProvider';
import { preferences } from './preferences';

/**
 * The sign-in page on its own, without the console around it: the first visit downloads only what
 * signing in needs (no router, no permissions, only the sign-in page's words), the console's code is
 * fetched in the background meanwhile, and a successful sign-in puts the console in its place without
 * reloading the page. Its links to other account pages load the console there.
 */
export function LoginApp() {
  useEffect(() => {
    const prefetch = () => void import('./App');
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch, 500);
  }, []);
  // Semi-dark has no sidebar nor app bar here: its pages are the light theme's.
  const mode = preferences.getItem<string>('theme', 'light');
  const direction = useDirection();
  const theme = createTheme(directed(mode === 'dark' ? darkTheme : lightTheme, direction));
  const support = window.location.pathname.replace(/\/+$/, '') === `/office${SUPPORT_LOGIN_PATH}`;
  // react-router keeps a location's state under `usr` in the history entry (main.tsx puts it there).
  const nextPathname = (window.history.state as { usr?: { nextPathname?: string } | null } | null)?.usr
    ?.nextPathname;
  return (
    <DirectionProvider>
      <SignInI18nContext provider={signInI18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ReducedMotion />
          <Login support={support} nextPathname={nextPathname} onSignedIn={openConsole} />
        </ThemeProvider>
      </SignInI18nContext>
    </DirectionProvider>
  );
}
