import { List, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { visibleNavigation } from '../../core/navigation';
import { sidebarEntryEnabled } from '../../core/permissions';
import { useStoredUser } from './LiveSession';
import { EXISTING_PAGES, iconForPath } from '../pages/existing';

/**
 * The sidebar of SPEC §2, grouped by section: only pages that exist and that the user's jobs open
 * (SPEC §4), so a permission change pushed by the server redraws it at once.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const user = useStoredUser();
  const sections = visibleNavigation(EXISTING_PAGES)
    .map((s) => ({ ...s, entries: s.entries.filter((e) => !!user && sidebarEntryEnabled(user, e.path)) }))
    .filter((s) => s.entries.length > 0);
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
            const Icon = iconForPath(entry.path);
            return (
              <RaMenu.Item
                key={entry.path}
                to={entry.path}
                primaryText={translate(entry.label)}
                leftIcon={<Icon />}
              />
            );
          })}
        </List>
      ))}
    </RaMenu>
  );
}
