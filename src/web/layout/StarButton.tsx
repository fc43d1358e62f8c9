import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sectionEntries } from '../../core/navigation';
import { navigationFor, pageAmong } from '../../core/permissions';
import { useStoredUser } from '../session';
import { useStarred } from './starred';

/**
 * The star on the title bar (SPEC §2): adds the page shown to the sidebar's Starred group, or takes it
 * off. Shown on every page of the sidebar the user may open, and on the pages under it (a record's).
 */
export function StarButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useStoredUser();
  const { pathname } = useLocation();
  const { starred, star, unstar, busy } = useStarred();
  const entries = useMemo(() => (user ? navigationFor(user).flatMap(sectionEntries) : []), [user]);
  const page = pageAmong(entries, pathname);
  if (!page) return null;
  const on = starred(page.path);
  const label = translate(on ? 'starred.unstar' : 'starred.star');
  const name = translate(page.label);
  const toggle = async () => {
    if (busy) return;
    try {
      if (on) await unstar(page.path);
      else await star(page.path);
      notify(translate(on ? 'starred.unstarred' : 'starred.starred', { page: name }), { type: 'info' });
    } catch {
      // Told by the change itself.
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={on} onClick={toggle}>
        {on ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
