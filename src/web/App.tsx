import {
  QueryCache,
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, useNavigate } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  Resource,
  type DataProvider,
} from 'react-admin';
import { adminResourceName, registry } from '../core/registry';
import { ownPage } from '../core/resource';
import { PAGES } from '../core/pages';
import {
  CALLBACK_PATH,
  CHANGE_PASSWORD_PATH,
  ERROR_500_PATH,
  FORGOT_PASSWORD_PATH,
  LOCK_SCREEN_PATH,
  LOGIN_PATH,
  MAINTENANCE_PATH,
  NOT_AUTHORIZED_PATH,
  NOT_FOUND_PATH,
  REDIRECTS,
  REGISTER_PATH,
  RESET_PASSWORD_ROUTE,
  SELECT_STORE_PATH,
  STATUS_FILTERS,
  SUPPORT_LOGIN_PATH,
  TERMS_PATH,
} from '../core/routes';
import { ICONS } from '../../generated/icons';
import { Layout } from './layout/Layout';
import { preferences } from './preferences';
import { Notification } from './layout/Notification';
import { ReducedMotion } from './layout/ReducedMotion';
import { DirectionProvider, useConsoleThemes } from './layout/display';
import { RoutedLogin } from './pages/RoutedLogin';
import { NotFound } from './pages/NotFound';
import { ReportRoute } from './reports/ReportRoute';
import { authProvider, knownAuthAnswer } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import { OFFICE_METHODS } from './providers/methods';
import { LazyAccount, lazyPage } from './pages/lazy';
// With the console's own code: shown when the server or the loading of a page's code has failed.
import { Maintenance } from './pages/account/Maintenance';
import { ServerError } from './pages/account/ServerError';
import { lazyScreensFor } from './resources/lazy';
import { cachedStoreSettings } from './store/settings';
import { setStatusNavigator, watchPageData } from './statusPages';
import { displayTitle } from './store/formats';

// The GraphQL client is not part of the login page's own code. It starts loading as soon as this module
// is evaluated (the console opening, or the login page prefetching it while someone types), beside the
// screens' code, so the first list or count does not wait for it after its screen has loaded.
const providerModule = import('./providers/dataProvider');
// A failed load is reported by the call that needs it, not as an unhandled rejection here.
providerModule.catch(() => undefined);
const dataProvider = new Proxy({} as DataProvider, {
  get: (_target, name: string) =>
    OFFICE_METHODS.includes(name)
      ? (resource: string, params: unknown) =>
          providerModule.then(({ dataProvider: dp }) =>
            (dp[name] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
          )
      : undefined,
});

/**
 * react-admin checks the session and the user's access before a page shows and asks for its data; where
 * the answer is already known (authProvider's knownAuthAnswer), the check starts from it instead of
 * holding the page back for a render. A page that opens runs the check only when its answer is not
 * known without it (a token to renew, a session ended) or differs from the one held (permissions
 * changed): a known answer is the one the check would give.
 */
class OfficeQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const key: readonly unknown[] | undefined = defaulted.queryKey;
    if (key?.[0] === 'auth' && defaulted.initialData === undefined) {
      // Only react-admin's own checks use these keys, and they answer a boolean.
      defaulted.initialData = () => knownAuthAnswer(key) as TQueryData | undefined;
      defaulted.initialDataUpdatedAt = 0;
      // react-admin's routes watch the session check: each run of it as a page opened drew the whole
      // console again, for the answer it already had.
      defaulted.refetchOnMount = (query) => {
        const known = knownAuthAnswer(key);
        return known === undefined || query.state.data !== known || !!query.state.error;
      };
    }
    return defaulted;
  }
}

// A refused token is not retried: the user is sent to sign in at once.
const queryClient = new OfficeQueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => watchPageData(error, query.getObserversCount() > 0),
  }),
  defaultOptions: {
    queries: { retry: (count, error) => (error as { status?: number }).status !== 401 && count < 2 },
  },
});

// The redirects of SPEC §2, as core/routes states them.
const toAnalytics = () => <Navigate to={REDIRECTS['/']!} replace />;
const toNotFound = () => <Navigate to={REDIRECTS.unknown!} replace />;

// A resource shown inside a hand-written page (the SMTP settings' tab) has no screens of its own.
const resources = registry.map((r) => ({ r, screens: ownPage(r) ? lazyScreensFor(r) : null }));
const pages = PAGES.map((page) => ({ page, Screen: lazyPage(page) }));

/** Lets the console's calls show a status page (server error, maintenance) through the router. */
function StatusNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setStatusNavigator((path, from) => navigate(path, { replace: true, state: { from } }));
    return () => setStatusNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * react-admin's `<Admin>` put together from its parts, as it does, without the parts the console
 * replaces: its login page and form (and the form library behind them) and its English catalogue,
 * which `<Admin>` loads even when neither is used.
 */
function Office() {
  const themes = useConsoleThemes();
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={preferences}
      queryClient={queryClient}
      lightTheme={themes.light}
      darkTheme={themes.dark}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          layout={Layout}
          loading={LoadingPage}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          dashboard={toAnalytics}
          catchAll={toNotFound}
          loginPage={false}
          title="Comanda Office"
        >
          {resources.map(({ r, screens }) => (
            <Resource
              key={r.name}
              name={adminResourceName(r)}
              list={screens?.list}
              create={screens?.create}
              edit={screens?.edit}
              icon={ICONS[r.icon]}
              options={{ label: `entities.${r.name}.plural` }}
              // react-admin calls this outside our hooks: it reads the store's name format from the cache.
              recordRepresentation={(record: Record<string, unknown>) =>
                displayTitle(r, record, cachedStoreSettings(queryClient).nameFormat)
              }
            >
              {r.filterVariants &&
                screens &&
                STATUS_FILTERS.map((s) => {
                  const Screen = screens.byStatus[s];
                  return <Route key={s} path={s} element={<Screen />} />;
                })}
            </Resource>
          ))}
          <CustomRoutes noLayout>
            <Route path={LOGIN_PATH} element={<RoutedLogin />} />
            <Route path={SUPPORT_LOGIN_PATH} element={<RoutedLogin support />} />
            <Route path={CALLBACK_PATH} element={<LazyAccount.OidcCallback />} />
            <Route path={REGISTER_PATH} element={<LazyAccount.Register />} />
            <Route path={TERMS_PATH} element={<LazyAccount.TermsOfService />} />
            <Route path={FORGOT_PASSWORD_PATH} element={<LazyAccount.ForgotPassword />} />
            <Route path={RESET_PASSWORD_ROUTE} element={<LazyAccount.ResetPassword />} />
            <Route path={CHANGE_PASSWORD_PATH} element={<LazyAccount.ChangePassword />} />
            <Route path={LOCK_SCREEN_PATH} element={<LazyAccount.LockScreen />} />
            <Route path={SELECT_STORE_PATH} element={<LazyAccount.SelectStore />} />
            <Route path={NOT_AUTHORIZED_PATH} element={<LazyAccount.NotAuthorized />} />
            <Route path={ERROR_500_PATH} element={<ServerError />} />
            <Route path={MAINTENANCE_PATH} element={<Maintenance />} />
            <Route path={NOT_FOUND_PATH} element={<NotFound />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/dashboard" element={<Navigate to={REDIRECTS['/dashboard']!} replace />} />
            <Route path="/pages/invoices" element={<Navigate to={REDIRECTS['/pages/invoices']!} replace />} />
            {pages.map(({ page, Screen }) =>
              [page.path, ...(page.routes ?? [])].map((path) => (
                <Route key={path} path={path} element={<Screen />} />
              )),
            )}
            <Route path="/pages/reports/:code" element={<ReportRoute />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * History-mode URLs under /office/: the router owns the base path, so every route and link is relative to it.
 * Location changes are applied at once, not in a transition: react-admin's logout navigates and then clears
 * the query cache, and the list that refetches (and fails again) kept interrupting the transition, so a
 * signed-out visit to a list page looped on pushState to /pages/login instead of showing it.
 */
export function App() {
  return (
    <BrowserRouter basename="/office" useTransitions={false}>
      <ReducedMotion />
      <StatusNavigator />
      <DirectionProvider>
        <Office />
      </DirectionProvider>
    </BrowserRouter>
  );
}
