import { List, ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useContext, useMemo, useState } from 'react';
import {
  CLOSED_DRAWER_WIDTH,
  DataProviderContext,
  DRAWER_WIDTH,
  useSidebarState,
  useStoreContext,
  useTranslate,
} from 'react-admin';
import { ICONS } from '../../../generated/icons';
import { navigationFor } from '../../core/permissions';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { prefetchScreens } from '../resources/lazy';
import { prefetchList } from '../resources/listQuery';
import { useStoredUser } from '../session';
import { SidebarEntry, SidebarLocation, SidebarPlace } from './SidebarEntry';
import { StarredGroup } from './StarredGroup';

/**
 * The sidebar's frame: react-admin's <Menu> look (its width open and folded, its classes for the
 * theme's overrides) on a navigation landmark holding plain lists of links, instead of its menu widget.
 */
const Nav = styled('nav', { name: 'RaMenu', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    position: 'relative',
    paddingTop: 8,
    paddingBottom: 8,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    '&.RaMenu-open': { width: DRAWER_WIDTH },
    '&.RaMenu-closed': { width: CLOSED_DRAWER_WIDTH },
  }),
);

/**
 * The sidebar of SPEC §2, grouped by section: only pages that exist and that the user's jobs open
 * (SPEC §4), so a permission change pushed by the server redraws it at once. A move between pages
 * redraws only the two entries whose highlight changes.
 */
export const Menu = memo(function Menu() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const user = useStoredUser();
  // Worked out and translated once per user and language, not on every redraw of the layout.
  const sections = useMemo(
    () =>
      (user ? navigationFor(user) : []).map((section) => ({
        key: section.key,
        title: translate(`menu.${section.key}`),
        // The section's own entries and its groups (Promotions), each at its place.
        items: [
          ...section.entries.map((e) => ({
            order: e.order,
            entry: { path: e.path, icon: e.icon, label: translate(e.label) },
          })),
          ...section.groups.map((g) => ({
            order: g.order,
            group: {
              key: g.key,
              title: translate(g.label),
              entries: g.entries.map((e) => ({ path: e.path, icon: e.icon, label: translate(e.label) })),
            },
          })),
        ].sort((a, b) => a.order - b.order),
      })),
    [user, translate],
  );
  const queryClient = useQueryClient();
  // The data provider itself, not react-admin's wrapper: a prefetch refused because the session has
  // ended does not sign out on its own; the page it leads to does, and says why.
  const dataProvider = useContext(DataProviderContext) as OfficeDataProvider;
  const store = useStoreContext();
  const [place] = useState(() => new SidebarPlace());
  // Pointing at (or tabbing to) an entry starts loading its page's code and its first rows: by the
  // click usually nothing is left to wait for.
  const prefetch = useCallback(
    (path: string) =>
      Promise.all([prefetchScreens(path), prefetchList(path, { queryClient, dataProvider, store })]),
    [queryClient, dataProvider, store],
  );
  // On a phone or tablet the sidebar covers the page: it closes once an entry is chosen.
  const navigated = useCallback(() => small && setOpen(false), [small, setOpen]);
  return (
    <>
      <SidebarLocation place={place} />
      <Nav className={open ? 'RaMenu-open' : 'RaMenu-closed'} aria-label={translate('app.sidebar')}>
        <StarredGroup place={place} open={open} small={small} onNavigate={navigated} onPoint={prefetch} />
        {sections.map((section) => (
          <List
            key={section.key}
            dense
            aria-label={section.title}
            subheader={
              open ? (
                <ListSubheader
                  // Pinned while its entries scroll under it: it covers them with the sidebar's own
                  // background (the page's when docked, the drawer's on a phone).
                  sx={{ lineHeight: '32px', bgcolor: small ? 'background.paper' : 'background.default' }}
                >
                  {section.title}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map((item) =>
              'group' in item && item.group ? (
                <li key={`group:${item.group.key}`}>
                  <List
                    dense
                    disablePadding
                    aria-label={item.group.title}
                    subheader={
                      open ? (
                        <ListSubheader
                          disableSticky
                          sx={{
                            lineHeight: '28px',
                            pl: 3,
                            fontSize: '0.75rem',
                            bgcolor: small ? 'background.paper' : 'background.default',
                          }}
                        >
                          {item.group.title}
                        </ListSubheader>
                      ) : undefined
                    }
                    sx={{ pl: open ? 1 : 0 }}
                  >
                    {item.group.entries.map((entry) => (
                      <SidebarEntry
                        key={entry.path}
                        place={place}
                        to={entry.path}
                        label={entry.label}
                        Icon={ICONS[entry.icon]!}
                        open={open}
                        onNavigate={navigated}
                        onPoint={prefetch}
                      />
                    ))}
                  </List>
                </li>
              ) : 'entry' in item && item.entry ? (
                <SidebarEntry
                  key={item.entry.path}
                  place={place}
                  to={item.entry.path}
                  label={item.entry.label}
                  Icon={ICONS[item.entry.icon]!}
                  open={open}
                  onNavigate={navigated}
                  onPoint={prefetch}
                />
              ) : null,
            )}
          </List>
        ))}
      </Nav>
    </>
  );
});
