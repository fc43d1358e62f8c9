/**
 * react-admin's router adapter (ra-core's `routing/adapters/reactRouterProvider.js`), for a console
 * that always renders inside its own router (App.tsx's BrowserRouter). The stock adapter can also
 * create a hash router when it is not inside one, and so brings react-router's whole data router
 * (createRouter, RouterProvider) into every page; this one refuses to be used outside a router
 * instead. Every other member is react-router's own, as in the stock adapter. vite.config.ts puts it
 * in the stock adapter's place.
 */
import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';

/** Blocking a navigation needs a data router, which the console does not use. */
const useCanBlock = () => {
  const router = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  return !!(router && state);
};

/** react-router's navigate, as one stable function (react-router's own changes on every move). */
const useNavigate = () => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => latest.current(...args), []);
};

/** The console's screens inside its router; outside one there is nothing to route them. */
const RouterWrapper = ({ children }: { basename?: string; children: ReactNode }) => {
  if (!useInRouterContext()) throw new Error('The console renders react-admin inside its own router');
  return createElement(Fragment, null, children);
};

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
