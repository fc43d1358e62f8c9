import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type Move = (to: string | { pathname?: string }, ...rest: unknown[]) => void;
interface History {
  push: Move;
  replace: Move;
  go: (delta: number) => void;
}

/** What is used of the Navigation API, which TypeScript's DOM library does not describe yet. */
interface TraverseEvent extends Event {
  navigationType: string;
  destination: { index: number };
}
interface Navigation extends EventTarget {
  currentEntry: { index: number };
}
const navigation = (window as unknown as { navigation?: Navigation }).navigation;

const samePage = (to: string | { pathname?: string }) =>
  (typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname) === window.location.pathname;

/** A mounted guard: whether it holds the way out now, and how it asks. */
interface Guard {
  holding(): boolean;
  hold(proceed: () => void): void;
}

/** The guards mounted, in mounting order; the first one holding asks. */
const guards = new Set<Guard>();
const holder = (): Guard | undefined => [...guards].find((g) => g.holding());

/** The router histories already wrapped: once each, whatever guards come and go. */
const wrapped = new WeakSet<object>();

function wrap(history: History): void {
  if (wrapped.has(history)) return;
  wrapped.add(history);
  const { push, replace, go } = history;
  const guarded =
    (move: Move): Move =>
    (to, ...rest) => {
      const guard = samePage(to) ? undefined : holder();
      if (guard) guard.hold(() => move.call(history, to, ...rest));
      else move.call(history, to, ...rest);
    };
  history.push = guarded(push);
  history.replace = guarded(replace);
  history.go = (delta) => {
    const guard = holder();
    if (guard) guard.hold(() => go.call(history, delta));
    else go.call(history, delta);
  };
}

// Back and Forward: the router moves on popstate, too late to hold; the browser's Navigation API
// says so before, and lets a page cancel the move within its own document.
let passing = false;
navigation?.addEventListener('navigate', (event: Event) => {
  const traverse = event as TraverseEvent;
  if (traverse.navigationType !== 'traverse') return;
  if (passing) {
    passing = false;
    return;
  }
  const guard = traverse.cancelable ? holder() : undefined;
  if (!guard) return;
  traverse.preventDefault();
  const delta = traverse.destination.index - (event.currentTarget as Navigation).currentEntry.index;
  guard.hold(() => {
    passing = true;
    window.history.go(delta);
  });
});

// Closing or reloading the tab: the browser asks.
window.addEventListener('beforeunload', (event: BeforeUnloadEvent) => {
  if (!holder()) return;
  event.preventDefault();
  // Browsers before preventDefault() was enough ask only when a return value is set.
  event.returnValue = true;
});

/**
 * Holds every way out of the page while `active`, until the user confirms: links and redirects of the
 * console, the browser's Back and Forward, and closing or reloading the tab (the browser asks then).
 * The console runs in a `BrowserRouter`, where react-router's `useBlocker` (and react-admin's
 * `warnWhenUnsavedChanges`, built on it) is not available: they need a data router. The router's own
 * history is wrapped instead (once), and Back and Forward are held through the browser's Navigation
 * API. `active` may be a function, asked at the moment someone leaves: a form knows it holds changes
 * before React has drawn it so.
 */
export function useLeaveGuard(active: boolean | (() => boolean)) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const latest = useRef(active);
  latest.current = active;

  useEffect(() => {
    wrap(navigator as unknown as History);
    const guard: Guard = {
      holding: () => (typeof latest.current === 'function' ? latest.current() : latest.current),
      hold: (proceed) => setPending(() => proceed),
    };
    guards.add(guard);
    return () => void guards.delete(guard);
  }, [navigator]);

  return {
    /** Whether someone is trying to leave and waits for an answer. */
    asking: pending !== null,
    stay: useCallback(() => setPending(null), []),
    leave: useCallback(() => {
      setPending(null);
      pending?.();
    }, [pending]),
  };
}
