import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useLayoutEffect, useSyncExternalStore, type ComponentType, type MouseEvent } from 'react';
import { matchPath, useHref, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

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
}

/**
 * Follows the router for the entries. The place is written while rendering, so that entries rendered
 * after it in the same pass (the sidebar's first) read it, and announced once committed.
 */
export function SidebarLocation({ place }: { place: SidebarPlace }) {
  const { pathname } = useLocation();
  place.navigate = useNavigate();
  place.root = useHref('/');
  place.pathname = pathname;
  useLayoutEffect(() => place.notify(), [place, pathname]);
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
  '.MuiList-dense > & > .RaMenuItemLink-icon': { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem;

/** A plain left click, which the console handles itself; others (new tab, download) go to the browser. */
const plainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

/**
 * One sidebar entry: a link (role menuitem) with its icon and label, shown as active while the
 * console is at its path or below it, with the label as a tooltip when the sidebar is folded.
 */
export const SidebarEntry = memo(function SidebarEntry({
  place,
  to,
  label,
  Icon,
  open,
  onNavigate,
  onPoint,
}: {
  place: SidebarPlace;
  to: string;
  label: string;
  Icon: ComponentType;
  /** Whether the sidebar is unfolded. */
  open: boolean;
  /** After a click that navigates (a phone's sidebar closes). */
  onNavigate: () => void;
  /** Pointed at or focused: its page can start loading. */
  onPoint: (to: string) => void;
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
    // As a router link does: the same page again replaces the history entry instead of adding one.
    place.navigate(to, { replace: place.pathname === to });
  };
  const item = (
    <Entry
      component="a"
      href={href}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      aria-current={active ? 'page' : undefined}
      tabIndex={0}
      onClick={click}
      onMouseEnter={() => onPoint(to)}
      onFocus={() => onPoint(to)}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </Entry>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
