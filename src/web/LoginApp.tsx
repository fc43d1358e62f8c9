import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LOGIN_PATH, SUPPORT_LOGIN_PATH } from '../core/routes';
import { openConsole } from './boot';
import { darkTheme, lightTheme } from './layout/theme';
import { Login } from './pages/Login';
import { i18nProvider } from './providers/i18nProvider';
import { preferences } from './preferences';

/** Any other address is the console's: load it in full. */
function ToConsole() {
  const location = useLocation();
  useEffect(() => {
    window.location.assign(`/office${location.pathname}${location.search}`);
  }, [location]);
  return null;
}

/**
 * The sign-in page on its own, without the console around it: the first visit downloads only what
 * signing in needs, the console's code is fetched in the background meanwhile, and a successful
 * sign-in puts the console in its place without reloading the page.
 */
export function LoginApp() {
  useEffect(() => {
    const prefetch = () => void import('./App');
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch, 500);
  }, []);
  const mode = preferences.getItem<string>('theme', 'light');
  const theme = createTheme(mode === 'dark' ? darkTheme : lightTheme);
  return (
    <StoreContextProvider value={preferences}>
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter basename="/office">
            <Routes>
              <Route path={LOGIN_PATH} element={<Login onSignedIn={openConsole} />} />
              <Route path={SUPPORT_LOGIN_PATH} element={<Login support onSignedIn={openConsole} />} />
              <Route path="*" element={<ToConsole />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
