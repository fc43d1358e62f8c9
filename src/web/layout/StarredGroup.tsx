import { List, ListSubheader } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { ICONS } from '../../../generated/icons';
import { SidebarEntry, type SidebarPlace } from './SidebarEntry';
import { useStarred, type StarredEntry } from './starred';

const StarredSortable = lazy(() => import('./StarredSortable'));

export interface StarredRows {
  entries: StarredEntry[];
  place: SidebarPlace;
  open: boolean;
  onNavigate: () => void;
  onPoint: (to: string) => Promise<unknown>;
}

/** The starred pages as plain sidebar entries (one page, a folded sidebar, or while reordering loads). */
function PlainRows({ entries, place, open, onNavigate, onPoint }: StarredRows) {
  return (
    <>
      {entries.map((e) => (
        <SidebarEntry
          key={e.path}
          place={place}
          to={e.path}
          label={e.label}
          Icon={ICONS[e.icon]!}
          open={open}
          onNavigate={onNavigate}
          onPoint={onPoint}
        />
      ))}
    </>
  );
}

/**
 * The sidebar's Starred group, at its top (SPEC §2): the pages the user starred, in his order, put in
 * another by dragging their handles or with the keyboard (the handles' code loads only for whoever
 * has two pages or more to order). Nothing while none is starred.
 */
export function StarredGroup({
  place,
  open,
  small,
  onNavigate,
  onPoint,
}: Omit<StarredRows, 'entries'> & { small: boolean }) {
  const translate = useTranslate();
  const { entries, reorder } = useStarred();
  if (entries.length === 0) return null;
  const rows = { entries, place, open, onNavigate, onPoint };
  const title = translate('starred.title');
  return (
    <List
      dense
      aria-label={title}
      subheader={
        open ? (
          <ListSubheader
            sx={{ lineHeight: '32px', bgcolor: small ? 'background.paper' : 'background.default' }}
          >
            {title}
          </ListSubheader>
        ) : undefined
      }
    >
      {open && entries.length > 1 ? (
        <Suspense fallback={<PlainRows {...rows} />}>
          <StarredSortable {...rows} reorder={reorder} />
        </Suspense>
      ) : (
        <PlainRows {...rows} />
      )}
    </List>
  );
}
