import type { Announcements, DragEndEvent, Over, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ReceiptField, ReceiptLayout } from '../../../core/receipt';
import { PartHeading } from '../../editor/PartHeading';
import { HandleRow, SortableList } from '../../widgets/Sortable';

type Fields = ReceiptLayout['fields'];

function FieldRow({ field, shown, toggle }: { field: ReceiptField; shown: boolean; toggle: () => void }) {
  const translate = useTranslate();
  const name = translate(`receiptBuilder.fields.${field}`);
  const sortable = useSortable({ id: field });
  return (
    <HandleRow
      sortable={sortable}
      handle={translate('receiptBuilder.move', { name })}
      sx={{ gap: 0.5, borderRadius: 1, pr: 1 }}
    >
      <FormControlLabel
        sx={{ flex: 1, minWidth: 0, mr: 0 }}
        control={<Switch checked={shown} onChange={toggle} size="small" />}
        label={name}
      />
    </HandleRow>
  );
}

/** The receipt fields: each switched on or off, and put in order by drag and drop or the keyboard. */
export function FieldList({ fields, change }: { fields: Fields; change: (fields: Fields) => void }) {
  const translate = useTranslate();
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
      <PartHeading id="receipt-fields-heading" sx={{ fontWeight: 600 }}>
        {translate('receiptBuilder.fieldsHeading')}
      </PartHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('receiptBuilder.fieldsHelp')}
      </Typography>
      <SortableList
        ids={fields.map((f) => f.field)}
        strategy={verticalListSortingStrategy}
        distance={4}
        label={translate('receiptBuilder.fieldsHeading')}
        sx={{ display: 'grid', gap: 0.75 }}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        {fields.map((f) => (
          <FieldRow key={f.field} field={f.field} shown={f.shown} toggle={() => toggle(f.field)} />
        ))}
      </SortableList>
    </Box>
  );
}
