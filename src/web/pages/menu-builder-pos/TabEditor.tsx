import {
  closestCenter,
  DndContext,
  DragOverlay,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Paper, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { EditorColumns } from '../../editor/EditorColumns';
import { useDragSensors } from '../../widgets/Sortable';
import type { Category, Item } from './api';
import { useDragAccessibility } from '../../widgets/announcements';
import { ButtonGrid } from './ButtonGrid';
import { GRID_AREA, PALETTE_AREA, parseId } from './ids';
import {
  addButton,
  addButtons,
  fitting,
  moveButton,
  removeButton,
  type Edit,
  type Layout,
  type Tab,
} from './layout';
import { Palette } from './Palette';
import { readableOn } from '../../widgets/readableOn';

interface Props {
  layout: Layout;
  tab: Tab;
  categories: ReadonlyMap<string, Category>;
  items: ReadonlyMap<string, Item>;
  maxButtons: number;
  edit: (edit: Edit) => void;
  onDragging: (dragging: boolean) => void;
}

const isButton = (id: UniqueIdentifier) => parseId(id)?.kind === 'button';

/**
 * Where a drag is: on the button under the pointer, else on the area under it (the grid's free space,
 * the palette). A button follows the pointer across the gaps between buttons, and the keyboard moves
 * it from button to button; an item from the palette dropped nowhere in particular is not placed.
 */
const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  const buttons = under.filter((c) => isButton(c.id));
  if (buttons.length) return buttons;
  if (under.length) return under;
  if (args.pointerCoordinates && !isButton(args.active.id)) return [];
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => isButton(c.id)),
  });
};

/** One tab's buttons and the palette of the other items, in one drag and drop context. */
export function TabEditor({ layout, tab, categories, items, maxButtons, edit, onDragging }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [dragging, setDragging] = useState<{
    kind: 'button' | 'palette';
    itemId: string;
    keyboard: boolean;
  }>();
  const sensors = useDragSensors(5);
  const category = categories.get(tab.category_id)!;
  const ids = tab.menu_item_ids;
  const full = ids.length >= maxButtons;

  const nameOf = useCallback(
    (id: UniqueIdentifier) => items.get(parseId(id)?.itemId ?? '')?.name ?? '',
    [items],
  );
  const placeOf = useCallback(
    (id: UniqueIdentifier) =>
      translate(id === PALETTE_AREA ? 'posMenuBuilder.dnd.palette' : 'posMenuBuilder.dnd.gridEnd'),
    [translate],
  );
  const accessibility = useDragAccessibility(nameOf, placeOf);

  // Which tabs each item is on, for the palette's lines.
  const tabsOf = useMemo(() => {
    const found = new Map<string, string[]>();
    for (const t of layout.tabs)
      for (const id of t.menu_item_ids)
        found.set(id, [...(found.get(id) ?? []), categories.get(t.category_id)!.name]);
    return found;
  }, [layout.tabs, categories]);
  const offered = useMemo(() => {
    const on = new Set(ids);
    // The tab's own category first: those are the items a manager is most likely to add.
    const rest = [...items.values()].filter((i) => !on.has(i.id));
    return [
      ...rest.filter((i) => i.category_id === tab.category_id),
      ...rest.filter((i) => i.category_id !== tab.category_id),
    ];
  }, [items, ids, tab.category_id]);
  const detailOf = useCallback(
    (item: Item) => {
      const on = tabsOf.get(item.id);
      return [
        categories.get(item.category_id)?.name,
        on
          ? translate('posMenuBuilder.palette.onTabs', { tabs: on.join(', ') })
          : translate('posMenuBuilder.palette.unplaced'),
      ]
        .filter(Boolean)
        .join(' · ');
    },
    [tabsOf, categories, translate],
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const parsed = parseId(active.id);
    if (!parsed) return;
    setDragging({ ...parsed, keyboard: activatorEvent instanceof KeyboardEvent });
    onDragging(true);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    onDragging(false);
    const from = parseId(active.id);
    if (!from || !over) return;
    const target = parseId(over.id);
    if (from.kind === 'button') {
      if (over.id === PALETTE_AREA) edit(removeButton(tab.category_id, from.itemId));
      else if (target?.kind === 'button' && target.itemId !== from.itemId)
        edit(moveButton(tab.category_id, ids.indexOf(from.itemId), ids.indexOf(target.itemId)));
    } else if (!full) {
      if (target?.kind === 'button')
        edit(addButton(tab.category_id, from.itemId, ids.indexOf(target.itemId)));
      else if (over.id === GRID_AREA) edit(addButton(tab.category_id, from.itemId));
    }
  };
  /**
   * Several items in one edit: all of them when the tab has room, else the first ones it has room
   * for, and the message says how many (a full tab takes none, and says why).
   */
  const addMany = (itemIds: string[]) => {
    const fits = fitting(tab, itemIds, maxButtons);
    const words = { tab: category.name, max: maxButtons };
    if (!fits.length) {
      if (itemIds.length) notify('posMenuBuilder.palette.noRoom', { type: 'warning', messageArgs: words });
      return;
    }
    edit(addButtons(tab.category_id, fits));
    const left = itemIds.length - fits.length;
    if (left)
      notify('posMenuBuilder.palette.addedSome', {
        type: 'warning',
        messageArgs: { ...words, added: fits.length, left, smart_count: itemIds.length },
      });
    else
      notify('posMenuBuilder.palette.added', {
        type: 'info',
        messageArgs: { ...words, smart_count: fits.length },
      });
  };
  const dragged = dragging?.kind === 'palette' ? items.get(dragging.itemId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(undefined);
        onDragging(false);
      }}
    >
      <EditorColumns columns="minmax(0, 1fr) 300px">
        <ButtonGrid
          tab={category.name}
          color={category.color}
          items={ids.map((id) => items.get(id)!)}
          columns={layout.columns}
          receiving={dragging?.kind === 'palette'}
          remove={(itemId) => edit(removeButton(tab.category_id, itemId))}
        />
        <Palette
          items={offered}
          tab={category.name}
          detailOf={detailOf}
          full={full}
          add={(itemId) => edit(addButton(tab.category_id, itemId))}
          addMany={addMany}
          categories={categories}
          tabCategory={tab.category_id}
          receiving={dragging?.kind === 'button' && !dragging.keyboard}
        />
      </EditorColumns>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper elevation={6} sx={{ px: 1.5, py: 1, bgcolor: category.color, cursor: 'grabbing' }}>
            <Typography variant="body2" sx={{ color: readableOn(category.color) }}>
              {dragged.name}
            </Typography>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
