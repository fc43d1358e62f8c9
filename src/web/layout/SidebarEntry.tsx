import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useLayoutEffect, useSyncExternalStore, type ComponentType, type MouseEvent } from 'react';
import { matchPath, useHref, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { signedIn } from '../session';
import { versionCheck } from '../versionStore';

/**
 * Where the console is, for the sidebar's entries: one subscriber to the router's location
 * (<SidebarLocation>) instead of one per entry, so that a move between pages redraws the entry left
 * and the entry reached, not all thirty.
 */
export class SidebarPlace {
  pathname = '';
  /** The console's root as an href ("/office"), for the entries' links. */
  root = '/';
  navigate: NavigateFunction | null = null;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  notify() {
    for (const l of this.listeners) l();
  }
  private moves = 0;
  /**
   * Moves to an entry's page once it can be drawn whole — its code and first rows in, as they usually
   * are by the click since pointing at the entry started them — or after READY_WAIT_MS at most. The
   * page is then drawn once, with its rows, instead of empty first and again when they arrive. The
   * last click wins, and a move made meanwhile another way (the browser's Back) cancels it.
   */
  moveWhenReady(to: string, ready: Promise<unknown>) {
    const move = ++this.moves;
    const from = this.pathname;
    const wait = new Promise((done) => setTimeout(done, READY_WAIT_MS));
    void Promise.race([ready.catch(() => undefined), wait]).then(() => {
      // Not made when the page's rows were refused because the session has ended: sign-in is next.
      if (move !== this.moves || this.pathname !== from || !this.navigate || !signedIn()) return;
      // As a router link does: the same page again replaces the history entry instead of adding one.
      this.navigate(to, { replace: from === to });
    });
  }
}

/** The longest a click on a sidebar entry waits for its page's code and rows before moving anyway. */
const READY_WAIT_MS = 300;

/**
 * Follows the router for the entries. Where the console is is written while rendering, so that entries
 * rendered after it in the same pass (the sidebar's first) read it, and announced once committed.
 */
export function SidebarLocation({ place }: { place: SidebarPlace }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  place.root = useHref('/');
  place.pathname = pathname;
  useLayoutEffect(() => place.notify(), [place, pathname]);
  // Read only by clicks, so set once committed; gone with the layout (signed out), so that a move
  // still waiting is not made.
  useLayoutEffect(() => {
    place.navigate = navigate;
    return () => {
      place.navigate = null;
    };
  }, [place, navigate]);
  return null;
}

// react-admin's <Menu.Item> look (its classes, so the theme's overrides still apply).
const Entry = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  '& .RaMenuItemLink-icon': {
    color: (theme.vars || theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  '&.RaMenuItemLink-active': { color: (theme.vars || theme).palette.text.primary },
  '.MuiList-dense > li > & > .RaMenuItemLink-icon': { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem;

/** A plain left click, which the console handles itself; others (new tab, download) go to the browser. */
const plainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

/**
 * One sidebar entry: an item of its section's list holding a link with its icon and label, shown as
 * active while the console is at its path or below it, with the label as a tooltip when the sidebar is
 * folded.
 */
export const SidebarEntry = memo(function SidebarEntry({
  place,
  to,
  label,
  Icon,
  open,
  onNavigate,
  onPoint,
  bare = false,
}: {
  place: SidebarPlace;
  to: string;
  label: string;
  Icon: ComponentType;
  /** Whether the sidebar is unfolded. */
  open: boolean;
  /** After a click that navigates (a phone's sidebar closes). */
  onNavigate: () => void;
  /** Pointed at, focused or chosen: its page starts loading, and the answer settles once it has. */
  onPoint: (to: string) => Promise<unknown>;
  /** Without its list item: the caller's own holds it (a sortable row). */
  bare?: boolean;
}) {
  const active = useSyncExternalStore(
    place.subscribe,
    () => matchPath({ path: to, end: false }, place.pathname) !== null,
  );
  const href = useSyncExternalStore(place.subscribe, () => (place.root === '/' ? to : `${place.root}${to}`));
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onNavigate();
    if (!plainClick(e) || !place.navigate) return;
    e.preventDefault();
    // versionStore (SPEC §7) is asked with the page's code and rows: a store served elsewhere moves
    // the browser before the page is drawn here.
    place.moveWhenReady(to, Promise.all([onPoint(to), versionCheck(to)]));
  };
  const item = (
    <Entry
      component="a"
      // A plain link, not the menu item of a menu widget that MenuItem (kept for its look) would make it.
      role="link"
      href={href}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      aria-current={active ? 'page' : undefined}
      tabIndex={0}
      onClick={click}
      onMouseEnter={() => void onPoint(to)}
      onFocus={() => void onPoint(to)}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      {/* Open, a long label wraps onto a second line rather than being cut; closed, only icons show. */}
      <Typography
        variant="inherit"
        noWrap={!open}
        sx={{ flexGrow: 1, whiteSpace: open ? 'normal' : undefined }}
      >
        {label}
      </Typography>
    </Entry>
  );
  const shown = open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
  return bare ? shown : <li>{shown}</li>;
});
