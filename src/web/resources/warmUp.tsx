import { useIsFetching } from '@tanstack/react-query';
import { createContext, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { sectionEntries } from '../../core/navigation';
import { navigationFor } from '../../core/permissions';
import { useStoredUser } from '../session';
import { consoleSettled, firstScreenShown, markSettled } from '../settled';
import { hasList, loadedList, prefetchAllScreens, prefetchScreens } from './lazy';

/**
 * The first list a session opens pays for what no list has done yet: the browser compiles the code of
 * lists, tables, filters and tabs as it first runs it, and their styles are written once. That work
 * is done after the page the console opened on has its data and the browser is idle (the lists' code
 * does not compete with that page's own): the first list the user may open is drawn once out of the
 * page, with one empty row and no call to the server, and put away. The first list opened from the
 * sidebar is then drawn as quickly as any later one.
 */

/** True inside the list drawn out of the page: no title, no address or stored parameters, no calls. */
export const WarmingUp = createContext(false);

/** The one empty row the list is drawn with. */
export const WARM_ROWS = { data: [{ id: '' }], total: 1 };

let warmed = false;

// The screens of every list (and the pages' words they wait for) as soon as the first page has settled.
void consoleSettled.then(prefetchAllScreens);

/** How long the page the console opened on has had its data before the lists' code is fetched. */
const SETTLED_MS = 1_000;
/** How long nothing must be fetched, once the first page's screen is drawn, for it to count as settled. */
const QUIET_MS = 200;
/** The console counts as settled this long after it opened, whatever its first page does. */
const SETTLED_LATEST_MS = 10_000;

/** Where the list is drawn; mounted once in the layout, inside the console's contexts. */
export function ListWarmUp() {
  const user = useStoredUser();
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [host] = useState(() => document.createElement('div'));
  const busy = useIsFetching() > 0;
  // The first page has its data (its screen is drawn and nothing is being fetched) and the browser is
  // idle: the console has settled. A page without a screen of its own settles after SETTLED_LATEST_MS.
  useEffect(() => {
    const latest = setTimeout(markSettled, SETTLED_LATEST_MS);
    return () => clearTimeout(latest);
  }, []);
  useEffect(() => {
    if (busy || !user) return;
    let live = true;
    let cancel: (() => void) | undefined;
    void firstScreenShown.then(() => {
      if (!live) return;
      // Quiet for a moment: a call that follows another's answer (names looked up for the figures
      // just shown) starts within it.
      const quiet = setTimeout(() => {
        if (!('requestIdleCallback' in window)) return markSettled();
        const idle = window.requestIdleCallback(markSettled);
        cancel = () => window.cancelIdleCallback(idle);
      }, QUIET_MS);
      cancel = () => clearTimeout(quiet);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [user, busy]);
  useEffect(() => {
    if (warmed || busy || !user || !('requestIdleCallback' in window)) return;
    const path = navigationFor(user)
      .flatMap(sectionEntries)
      .find((entry) => hasList(entry.path))?.path;
    if (!path) return;
    let live = true;
    // The first list is drawn out of the page a second after it has its data.
    let idle = 0;
    const settled = setTimeout(() => {
      idle = window.requestIdleCallback(() => {
        void prefetchScreens(path).then(() => {
          const List = loadedList(path);
          if (!live || !List || warmed) return;
          idle = window.requestIdleCallback(() => {
            warmed = true;
            setScreen(() => List);
          });
        });
      });
    }, SETTLED_MS);
    return () => {
      live = false;
      clearTimeout(settled);
      window.cancelIdleCallback(idle);
    };
  }, [user, busy]);
  // Put away once drawn and its effects have run.
  useEffect(() => {
    if (!Screen) return;
    const done = setTimeout(() => setScreen(null));
    return () => clearTimeout(done);
  }, [Screen]);
  return Screen ? createPortal(<WarmingUp.Provider value>{<Screen />}</WarmingUp.Provider>, host) : null;
}
