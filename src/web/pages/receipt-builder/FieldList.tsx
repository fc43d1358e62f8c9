import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ReceiptField, ReceiptLayout } from '../../../core/receipt';

type Fields = ReceiptLayout['fields'];

function FieldRow({ field, shown, toggle }: { field: ReceiptField; shown: boolean; toggle: () => void }) {
  const translate = useTranslate();
  const name = translate(`receiptBuilder.fields.${field}`);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
        pr: 1,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={translate('receiptBuilder.move', { name })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <FormControlLabel
        sx={{ flex: 1, minWidth: 0, mr: 0 }}
        control={<Switch checked={shown} onChange={toggle} size="small" />}
        label={name}
      />
    </Box>
  );
}

/** The receipt fields: each switched on or off, and put in order by drag and drop or the keyboard. */
export function FieldList({ fields, change }: { fields: Fields; change: (fields: Fields) => void }) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => translate(`receiptBuilder.fields.${String(id)}`);
    const position = (over: Over) => {
      const sortable = (over.data.current as { sortable?: { index: number; items: unknown[] } } | undefined)
        ?.sortable;
      return { position: (sortable?.index ?? 0) + 1, count: sortable?.items.length ?? 0 };
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => translate('receiptBuilder.dnd.pickedUp', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? translate('receiptBuilder.dnd.over', { name: name(active.id), ...position(over) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? translate('receiptBuilder.dnd.dropped', { name: name(active.id), ...position(over) })
          : undefined,
      onDragCancel: ({ active }) => translate('receiptBuilder.dnd.cancelled', { name: name(active.id) }),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: translate('receiptBuilder.dnd.instructions') },
    };
  }, [translate]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => f.field === active.id);
    const to = fields.findIndex((f) => f.field === over.id);
    if (from >= 0 && to >= 0) change(arrayMove(fields, from, to));
  };
  const toggle = (field: ReceiptField) =>
    change(fields.map((f) => (f.field === field ? { ...f, shown: !f.shown } : f)));

  return (
    <Box component="section" aria-labelledby="receipt-fields-heading">
      <Typography id="receipt-fields-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('receiptBuilder.fieldsHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('receiptBuilder.fieldsHelp')}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={fields.map((f) => f.field)} strategy={verticalListSortingStrategy}>
          <Box
            component="ul"
            aria-label={translate('receiptBuilder.fieldsHeading')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
          >
            {fields.map((f) => (
              <FieldRow key={f.field} field={f.field} shown={f.shown} toggle={() => toggle(f.field)} />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
    </Box>
  );
}
