import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { ICONS } from '../../../generated/icons';
import { useDragAccessibility } from '../widgets/announcements';
import { DragHandle, SortableItem, useDragSensors } from '../widgets/Sortable';
import { SidebarEntry } from './SidebarEntry';
import type { StarredEntry } from './starred';
import type { StarredRows } from './StarredGroup';

function Row({ entry, ...rows }: Omit<StarredRows, 'entries'> & { entry: StarredEntry }) {
  const translate = useTranslate();
  const sortable = useSortable({
    id: entry.path,
    attributes: { roleDescription: translate('posMenuBuilder.dnd.roleDescription') },
  });
  return (
    <SortableItem sortable={sortable} sx={{ display: 'flex', alignItems: 'center', bgcolor: 'inherit' }}>
      <DragHandle sortable={sortable} label={translate('starred.handle', { page: entry.label })} />
      <SidebarEntry
        bare
        place={rows.place}
        to={entry.path}
        label={entry.label}
        Icon={ICONS[entry.icon]!}
        open={rows.open}
        onNavigate={rows.onNavigate}
        onPoint={rows.onPoint}
      />
    </SortableItem>
  );
}

/** The starred pages with a handle each, put in order by drag and drop or the keyboard. */
export default function StarredSortable({
  entries,
  reorder,
  ...rows
}: StarredRows & { reorder: (paths: string[]) => void }) {
  const sensors = useDragSensors(5);
  const nameOf = useCallback(
    (id: UniqueIdentifier) => entries.find((e) => e.path === id)?.label ?? '',
    [entries],
  );
  // Its spoken words live outside the sidebar's list, which holds list items only.
  const accessibility = { ...useDragAccessibility(nameOf), container: document.body };
  const ids = entries.map((e) => e.path);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {entries.map((entry) => (
          <Row key={entry.path} entry={entry} {...rows} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
