import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DndContextProps,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
  type useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { withSx } from './sx';

type Sortable = ReturnType<typeof useSortable>;

/** A sortable list moved by pointer and keyboard; a click is no drag: the pointer must move `distance` first. */
export function useDragSensors(distance: number) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * A list put in order by drag and drop or the keyboard: `ids` are its rows' in order, `label` or
 * `labelledBy` names it.
 */
export function SortableList({
  ids,
  strategy,
  distance,
  label,
  labelledBy,
  sx,
  children,
  ...dnd
}: Pick<DndContextProps, 'accessibility' | 'onDragStart' | 'onDragEnd' | 'onDragCancel'> & {
  ids: string[];
  strategy: SortingStrategy;
  /** How far a pointer moves before a drag starts. */
  distance: number;
  label?: string;
  labelledBy?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const sensors = useDragSensors(distance);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} {...dnd}>
      <SortableContext items={ids} strategy={strategy}>
        <Box
          component="ul"
          aria-label={label}
          aria-labelledby={labelledBy}
          sx={withSx({ listStyle: 'none', p: 0, m: 0 }, sx)}
        >
          {children}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

/** A row of a sortable list: it follows the drag, raised above the others (shadow `lift`) while it moves. */
export function SortableItem({
  sortable,
  lift = 4,
  rest,
  sx,
  children,
}: {
  sortable: Sortable;
  lift?: number;
  /** Its shadow while it stays put. */
  rest?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={withSx(
        { position: 'relative', zIndex: isDragging ? 1 : undefined, boxShadow: isDragging ? lift : rest },
        sx,
      )}
    >
      {children}
    </Box>
  );
}

/**
 * A row of a sortable list, bordered on the paper and dragged by the handle at its start (`handle` says
 * what it moves).
 */
export function HandleRow({
  sortable,
  handle,
  sx,
  children,
}: {
  sortable: Sortable;
  handle: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <SortableItem
      sortable={sortable}
      sx={withSx(
        {
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
        sx,
      )}
    >
      <DragHandle sortable={sortable} label={handle} />
      {children}
    </SortableItem>
  );
}

/** The handle a row is dragged by, or picked up with the keyboard; `label` says what it moves. */
export function DragHandle({ sortable, label }: { sortable: Sortable; label: string }) {
  return (
    <IconButton
      ref={sortable.setActivatorNodeRef}
      size="small"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}
