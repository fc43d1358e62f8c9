import { List, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { ICONS } from '../../../generated/icons';
import { navigationFor } from '../../core/navigation';
import { prefetchScreens } from '../resources/lazy';
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
                // Pointing at (or tabbing to) an entry starts loading its page's code: by the click
                // usually only the data is left to fetch.
                onMouseEnter={() => prefetchScreens(entry.path)}
                onFocus={() => prefetchScreens(entry.path)}
              />
            );
          })}
        </List>
      ))}
    </RaMenu>
  );
}
