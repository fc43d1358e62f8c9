import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PartHeading } from '../../editor/PartHeading';
import { HandleRow, SortableList } from '../../widgets/Sortable';
import { MediaImage } from '../../widgets/media/MediaImage';
import { useDragAccessibility } from '../../widgets/announcements';
import {
  moveItem,
  onlineItems,
  renameItem,
  setOnline,
  type Edit,
  type ItemFacts,
  type MenuCategoryEntry,
  type MenuItemEntry,
} from './menu';

/** The longest online name (schemas/menu-item.schema.json). */
const OLO_NAME_MAX = 80;

interface Props {
  category: MenuCategoryEntry;
  name: string;
  items: ReadonlyMap<string, ItemFacts>;
  edit: (edit: Edit) => void;
  onDragging: (dragging: boolean) => void;
}

/** An item's online name, edited in place: the change is one edit, made when the field is left or Enter pressed. */
function OloNameField({
  item,
  facts,
  edit,
}: {
  item: MenuItemEntry;
  facts: ItemFacts;
  edit: (edit: Edit) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(item.olo_name);
  const tooLong = text.trim().length > OLO_NAME_MAX;
  const commit = () => {
    if (!tooLong) edit(renameItem(item.id, text));
  };
  return (
    <TextField
      size="small"
      label={translate('oloMenuBuilder.items.oloNameLabel')}
      placeholder={facts.name}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={tooLong}
      helperText={
        tooLong
          ? translate('oloMenuBuilder.items.tooLong', { max: OLO_NAME_MAX })
          : translate('oloMenuBuilder.items.oloNameHint', { name: facts.name })
      }
      slotProps={{
        htmlInput: { 'aria-label': translate('oloMenuBuilder.items.oloName', { name: facts.name }) },
      }}
      sx={{ flex: '1 1 220px', minWidth: 0 }}
    />
  );
}

/** What an item row shows: its image, its names, its online name and whether it is sold online. */
function ItemFields({
  item,
  facts,
  edit,
}: {
  item: MenuItemEntry;
  facts: ItemFacts;
  edit: (edit: Edit) => void;
}) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        flex: 1,
        minWidth: 0,
        py: 1,
        pr: 1,
      }}
    >
      {facts.image_id && (
        <Box sx={{ flex: 'none' }}>
          <MediaImage id={facts.image_id} alt="" width={48} ratio={1} />
        </Box>
      )}
      <Typography sx={{ flex: '1 1 120px', minWidth: 0 }} noWrap>
        {item.olo_name || facts.name}
      </Typography>
      {/* Keyed by the saved name: Undo and Discard show theirs. */}
      <OloNameField key={item.olo_name} item={item} facts={facts} edit={edit} />
      <FormControlLabel
        control={
          <Switch
            checked={item.online_sale}
            onChange={(e) => edit(setOnline(item.id, e.target.checked))}
            slotProps={{
              input: { 'aria-label': translate('oloMenuBuilder.items.onlineOf', { name: facts.name }) },
            }}
          />
        }
        label={translate('oloMenuBuilder.items.online')}
        sx={{ mr: 0 }}
      />
    </Box>
  );
}

function SortableItemRow({
  item,
  facts,
  edit,
}: {
  item: MenuItemEntry;
  facts: ItemFacts;
  edit: (edit: Edit) => void;
}) {
  const translate = useTranslate();
  const sortable = useSortable({
    id: item.id,
    attributes: { roleDescription: translate('posMenuBuilder.dnd.roleDescription') },
  });
  return (
    <HandleRow
      sortable={sortable}
      handle={translate('oloMenuBuilder.items.move', { name: item.olo_name || facts.name })}
      sx={{ borderRadius: 1, mb: 1 }}
    >
      <ItemFields item={item} facts={facts} edit={edit} />
    </HandleRow>
  );
}

/** A category's items sold online in order, moved by drag and drop or the keyboard; then those not sold online. */
export function ItemList({ category, name, items, edit, onDragging }: Props) {
  const translate = useTranslate();
  const online = onlineItems(category);
  const offline = category.items.filter((i) => !i.online_sale);
  const nameOf = useCallback(
    (id: UniqueIdentifier) => {
      const entry = category.items.find((i) => i.id === String(id));
      return entry?.olo_name || items.get(String(id))?.name || '';
    },
    [category, items],
  );
  const accessibility = useDragAccessibility(nameOf);
  const ids = online.map((i) => i.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDragging(false);
    if (!over || active.id === over.id) return;
    edit(moveItem(category.id, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <Box component="section" aria-labelledby="olo-menu-items" sx={{ mb: 2 }}>
      <PartHeading id="olo-menu-items" sx={{ mb: 1 }}>
        {translate('oloMenuBuilder.items.heading', { category: name })}
      </PartHeading>
      <SortableList
        ids={ids}
        strategy={verticalListSortingStrategy}
        distance={5}
        labelledBy="olo-menu-items"
        accessibility={accessibility}
        onDragStart={() => onDragging(true)}
        onDragEnd={onDragEnd}
        onDragCancel={() => onDragging(false)}
      >
        {online.map((i) => (
          <SortableItemRow key={i.id} item={i} facts={items.get(i.id)!} edit={edit} />
        ))}
      </SortableList>
      {online.length === 0 && (
        <Typography color="text.secondary">{translate('oloMenuBuilder.items.empty')}</Typography>
      )}
      {offline.length > 0 && (
        <Box component="section" aria-labelledby="olo-menu-offline" sx={{ mt: 2 }}>
          <PartHeading id="olo-menu-offline">{translate('oloMenuBuilder.items.offline')}</PartHeading>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('oloMenuBuilder.items.offlineHint', { category: name })}
          </Typography>
          <Box component="ul" aria-labelledby="olo-menu-offline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {offline.map((i) => (
              <Box
                component="li"
                key={i.id}
                sx={{
                  display: 'flex',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  mb: 1,
                  pl: 1.5,
                  bgcolor: 'action.hover',
                }}
              >
                <ItemFields item={i} facts={items.get(i.id)!} edit={edit} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
