import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { Box, ButtonBase, Typography, alpha } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { PartHeading } from '../../editor/PartHeading';
import { HandleRow, SortableList } from '../../widgets/Sortable';
import { useDragAccessibility } from '../../widgets/announcements';
import { moveCategory, onlineItems, type Edit, type MenuCategoryEntry } from './menu';

interface Props {
  categories: MenuCategoryEntry[];
  names: ReadonlyMap<string, string>;
  selected: string | undefined;
  select: (categoryId: string) => void;
  edit: (edit: Edit) => void;
  onDragging: (dragging: boolean) => void;
}

function CategoryEntry({
  id,
  name,
  count,
  selected,
  select,
}: {
  id: string;
  name: string;
  count: number;
  selected: boolean;
  select: () => void;
}) {
  const translate = useTranslate();
  const sortable = useSortable({
    id,
    attributes: { roleDescription: translate('posMenuBuilder.dnd.roleDescription') },
  });
  return (
    <HandleRow
      sortable={sortable}
      handle={translate('oloMenuBuilder.categories.move', { name })}
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: (theme) =>
          selected ? alpha(theme.palette.primary.main, 0.1) : theme.palette.background.paper,
        maxWidth: '100%',
      }}
    >
      <ButtonBase
        onClick={select}
        aria-pressed={selected}
        sx={{
          gap: 0.75,
          py: 0.75,
          pl: 0.5,
          pr: 1.5,
          borderRadius: 1,
          minWidth: 0,
          fontWeight: selected ? 600 : 400,
        }}
      >
        <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 'inherit' }}>
          {name}
        </Typography>
        <Typography variant="caption" component="span" color="text.secondary">
          {count}
        </Typography>
      </ButtonBase>
    </HandleRow>
  );
}

/** The online menu's categories in order: picked to edit their items, moved by drag and drop or the keyboard. */
export function CategoryList({ categories, names, selected, select, edit, onDragging }: Props) {
  const translate = useTranslate();
  const nameOf = useCallback((id: UniqueIdentifier) => names.get(String(id)) ?? '', [names]);
  const accessibility = useDragAccessibility(nameOf);
  const ids = categories.map((c) => c.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDragging(false);
    if (!over || active.id === over.id) return;
    edit(moveCategory(ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <Box component="section" aria-labelledby="olo-menu-categories" sx={{ mb: 2 }}>
      <PartHeading id="olo-menu-categories" sx={{ mb: 1 }}>
        {translate('oloMenuBuilder.categories.heading')}
      </PartHeading>
      <SortableList
        ids={ids}
        strategy={rectSortingStrategy}
        // A click on a category's handle is not a drag: it must move a little first.
        distance={5}
        labelledBy="olo-menu-categories"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        accessibility={accessibility}
        onDragStart={() => onDragging(true)}
        onDragEnd={onDragEnd}
        onDragCancel={() => onDragging(false)}
      >
        {categories.map((c) => (
          <CategoryEntry
            key={c.id}
            id={c.id}
            name={names.get(c.id) ?? ''}
            count={onlineItems(c).length}
            selected={c.id === selected}
            select={() => select(c.id)}
          />
        ))}
      </SortableList>
      {categories.length === 0 && (
        <Typography color="text.secondary">{translate('oloMenuBuilder.categories.empty')}</Typography>
      )}
    </Box>
  );
}
