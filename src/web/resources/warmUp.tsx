import { useIsFetching } from '@tanstack/react-query';
import { createContext, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { sectionEntries } from '../../core/navigation';
import { navigationFor } from '../../core/permissions';
import { useStoredUser } from '../session';
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

/** How long the page the console opened on has had its data before the lists' code is fetched. */
const SETTLED_MS = 1_000;

/** Where the list is drawn; mounted once in the layout, inside the console's contexts. */
export function ListWarmUp() {
  const user = useStoredUser();
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [host] = useState(() => document.createElement('div'));
  const busy = useIsFetching() > 0;
  useEffect(() => {
    if (warmed || busy || !user || !('requestIdleCallback' in window)) return;
    const path = navigationFor(user)
      .flatMap(sectionEntries)
      .find((entry) => hasList(entry.path))?.path;
    if (!path) return;
    let live = true;
    // The screens of every list as soon as the page has its data and the browser is idle; the first
    // list is drawn out of the page once the page has settled.
    let idle = window.requestIdleCallback(prefetchAllScreens);
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
