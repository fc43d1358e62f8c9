import { List, ListSubheader } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Menu as RaMenu, useDataProvider, useSidebarState, useStoreContext, useTranslate } from 'react-admin';
import { ICONS } from '../../../generated/icons';
import { navigationFor } from '../../core/navigation';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { prefetchScreens } from '../resources/lazy';
import { prefetchList } from '../resources/listQuery';
import { useStoredUser } from './LiveSession';

/**
 * The sidebar of SPEC §2, grouped by section: only pages that exist and that the user's jobs open
 * (SPEC §4), so a permission change pushed by the server redraws it at once.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const user = useStoredUser();
  const sections = user ? navigationFor(user) : [];
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const store = useStoreContext();
  // Pointing at (or tabbing to) an entry starts loading its page's code and its first rows: by the
  // click usually nothing is left to wait for.
  const prefetch = (path: string) => {
    prefetchScreens(path);
    prefetchList(path, { queryClient, dataProvider, store });
  };
  return (
    <RaMenu>
      {sections.map((section) => (
        <List
          key={section.key}
          dense
          aria-label={translate(`menu.${section.key}`)}
          subheader={
            open ? (
              <ListSubheader component="div" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                {translate(`menu.${section.key}`)}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.entries.map((entry) => {
            const Icon = ICONS[entry.icon]!;
            return (
              <RaMenu.Item
                key={entry.path}
                to={entry.path}
                primaryText={translate(entry.label)}
                leftIcon={<Icon />}
                onMouseEnter={() => prefetch(entry.path)}
                onFocus={() => prefetch(entry.path)}
              />
            );
          })}
        </List>
      ))}
    </RaMenu>
  );
}
