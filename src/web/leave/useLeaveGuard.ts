import { useCallback, useContext, useEffect, useState } from 'react';
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

/**
 * Holds every way out of the page while `active`, until the user confirms: links and redirects of the
 * console, the browser's Back and Forward, and closing or reloading the tab (the browser asks then).
 * The console runs in a `BrowserRouter`, where react-router's `useBlocker` (and react-admin's
 * `warnWhenUnsavedChanges`, built on it) is not available: they need a data router. The router's own
 * history is wrapped instead, and Back and Forward are held through the browser's Navigation API.
 */
export function useLeaveGuard(active: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return;
    const history = navigator as unknown as History;
    const { push, replace, go } = history;
    const hold = (proceed: () => void) => setPending(() => proceed);
    const guard =
      (move: Move): Move =>
      (to, ...rest) =>
        samePage(to) ? move.call(history, to, ...rest) : hold(() => move.call(history, to, ...rest));
    history.push = guard(push);
    history.replace = guard(replace);
    history.go = (delta) => hold(() => go.call(history, delta));

    // Back and Forward: the router moves on popstate, too late to hold; the browser's Navigation API
    // says so before, and lets a page cancel the move within its own document.
    let passing = false;
    const onNavigate = (event: Event) => {
      const traverse = event as TraverseEvent;
      if (traverse.navigationType !== 'traverse') return;
      if (passing) {
        passing = false;
        return;
      }
      if (!traverse.cancelable) return;
      traverse.preventDefault();
      const delta = traverse.destination.index - (event.currentTarget as Navigation).currentEntry.index;
      hold(() => {
        passing = true;
        window.history.go(delta);
      });
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before preventDefault() was enough ask only when a return value is set.
      event.returnValue = true;
    };
    navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      Object.assign(history, { push, replace, go });
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active, navigator]);

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
