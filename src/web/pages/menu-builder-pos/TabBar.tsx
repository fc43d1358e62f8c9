import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, ButtonBase, Menu, MenuItem, Typography, alpha } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LeftToRight } from '../../layout/display';
import { PartHeading } from '../../editor/PartHeading';
import { HandleRow, SortableList } from '../../widgets/Sortable';
import { RemoveButton } from './RemoveButton';
import type { Category } from './api';
import { useDragAccessibility } from '../../widgets/announcements';
import { addTab, moveTab, removeTab, type Edit, type Tab } from './layout';

interface Props {
  tabs: Tab[];
  categories: ReadonlyMap<string, Category>;
  selected: string | undefined;
  select: (categoryId: string) => void;
  edit: (edit: Edit) => void;
  maxTabs: number;
  onDragging: (dragging: boolean) => void;
}

const Swatch = ({ color }: { color: string }) => (
  <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, flex: 'none' }} />
);

function TabEntry({
  category,
  selected,
  select,
  remove,
}: {
  category: Category;
  selected: boolean;
  select: () => void;
  remove: () => void;
}) {
  const translate = useTranslate();
  const sortable = useSortable({
    id: category.id,
    attributes: { roleDescription: translate('posMenuBuilder.dnd.roleDescription') },
  });
  return (
    <HandleRow
      sortable={sortable}
      handle={translate('posMenuBuilder.tabs.move', { name: category.name })}
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
        sx={{ gap: 0.75, py: 0.75, px: 0.5, borderRadius: 1, minWidth: 0, fontWeight: selected ? 600 : 400 }}
      >
        <Swatch color={category.color} />
        <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 'inherit' }}>
          {category.name}
        </Typography>
      </ButtonBase>
      <RemoveButton
        label={translate('posMenuBuilder.tabs.remove', { name: category.name })}
        onClick={remove}
      />
    </HandleRow>
  );
}

/** Categories not shown yet, offered as new tabs. */
function AddTab({
  options,
  add,
  max,
  full,
}: {
  options: Category[];
  add: (id: string) => void;
  max: number;
  full: boolean;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<AddIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={full || options.length === 0}
        aria-haspopup="menu"
      >
        {translate('posMenuBuilder.tabs.add')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {options.map((c) => (
          <MenuItem
            key={c.id}
            onClick={() => {
              setAnchor(null);
              add(c.id);
            }}
            sx={{ gap: 1 }}
          >
            <Swatch color={c.color} />
            {c.name}
          </MenuItem>
        ))}
      </Menu>
      {full && (
        <Typography variant="caption" color="text.secondary">
          {translate('posMenuBuilder.tabs.full', { max })}
        </Typography>
      )}
    </>
  );
}

/** The POS's tabs in order: picked to edit, moved by drag and drop (or the keyboard), added, removed. */
export function TabBar({ tabs, categories, selected, select, edit, maxTabs, onDragging }: Props) {
  const translate = useTranslate();
  const nameOf = useCallback((id: UniqueIdentifier) => categories.get(String(id))?.name ?? '', [categories]);
  const accessibility = useDragAccessibility(nameOf);
  const ids = tabs.map((t) => t.category_id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDragging(false);
    if (!over || active.id === over.id) return;
    edit(moveTab(ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const unused = [...categories.values()].filter((c) => !ids.includes(c.id));
  return (
    <Box component="section" aria-labelledby="pos-menu-tabs" sx={{ mb: 2 }}>
      <PartHeading id="pos-menu-tabs" sx={{ mb: 1 }}>
        {translate('posMenuBuilder.tabs.heading')}
      </PartHeading>
      {/* The tabs in the point of sale's order, its first at the left, like the buttons below. */}
      <LeftToRight>
        <Box dir="ltr">
          <SortableList
            ids={ids}
            strategy={rectSortingStrategy}
            // A click on a tab's handle is not a drag: it must move a little first.
            distance={5}
            labelledBy="pos-menu-tabs"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
            accessibility={accessibility}
            onDragStart={() => onDragging(true)}
            onDragEnd={onDragEnd}
            onDragCancel={() => onDragging(false)}
          >
            {tabs.map((t) => {
              const category = categories.get(t.category_id)!;
              return (
                <TabEntry
                  key={t.category_id}
                  category={category}
                  selected={t.category_id === selected}
                  select={() => select(t.category_id)}
                  remove={() => edit(removeTab(t.category_id))}
                />
              );
            })}
          </SortableList>
        </Box>
      </LeftToRight>
      {tabs.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('posMenuBuilder.tabs.empty')}
        </Typography>
      )}
      <AddTab
        options={unused}
        max={maxTabs}
        full={tabs.length >= maxTabs}
        add={(id) => {
          edit(addTab(id));
          select(id);
        }}
      />
    </Box>
  );
}
