import { createContext, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { sectionEntries } from '../../core/navigation';
import { navigationFor } from '../../core/permissions';
import { useStoredUser } from '../session';
import { hasList, loadedList, prefetchScreens } from './lazy';

/**
 * The first list a session opens pays for what no list has done yet: the browser compiles the code of
 * lists, tables, filters and tabs as it first runs it, and their styles are written once. That work
 * is done while the browser is idle after the console opens: the first list the user may open is
 * drawn once out of the page, with one empty row and no call to the server, and put away. The first
 * list opened from the sidebar is then drawn as quickly as any later one.
 */

/** True inside the list drawn out of the page: no title, no address or stored parameters, no calls. */
export const WarmingUp = createContext(false);

/** The one empty row the list is drawn with. */
export const WARM_ROWS = { data: [{ id: '' }], total: 1 };

let warmed = false;

/** Where the list is drawn; mounted once in the layout, inside the console's contexts. */
export function ListWarmUp() {
  const user = useStoredUser();
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    if (warmed || !user || !('requestIdleCallback' in window)) return;
    const path = navigationFor(user)
      .flatMap(sectionEntries)
      .find((entry) => hasList(entry.path))?.path;
    if (!path) return;
    let idle = 0;
    let live = true;
    void prefetchScreens(path).then(() => {
      const List = loadedList(path);
      if (!live || !List || warmed) return;
      idle = window.requestIdleCallback(() => {
        warmed = true;
        setScreen(() => List);
      });
    });
    return () => {
      live = false;
      window.cancelIdleCallback(idle);
    };
  }, [user]);
  // Put away once drawn and its effects have run.
  useEffect(() => {
    if (!Screen) return;
    const done = setTimeout(() => setScreen(null));
    return () => clearTimeout(done);
  }, [Screen]);
  return Screen ? createPortal(<WarmingUp.Provider value>{<Screen />}</WarmingUp.Provider>, host) : null;
}
