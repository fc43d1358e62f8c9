import { useDraggable, useDroppable } from '@dnd-kit/core';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Checkbox, IconButton, TextField, Typography } from '@mui/material';
import { useMemo, useState, type PointerEventHandler } from 'react';
import { useTranslate } from 'react-admin';
import { PartHeading } from '../../editor/PartHeading';
import type { Category, Item } from './api';
import { PALETTE_AREA, paletteId } from './ids';
import { PaletteBulk } from './PaletteBulk';

/** Rows shown at once: a large menu is narrowed by the search rather than listed whole. */
const SHOWN = 100;

/** "Crème Brûlée" is found by "creme brulee", as the console's lists do. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface Props {
  /** Items that are not on the tab being edited, in the order to offer them. */
  items: Item[];
  tab: string;
  /** What each item's line says beside its name: its category, the tabs it is already on. */
  detailOf: (item: Item) => string;
  /** The tab holds as many buttons as it may. */
  full: boolean;
  add: (itemId: string) => void;
  /** Puts several items on the tab at once, in order (as many as it has room for). */
  addMany: (itemIds: string[]) => void;
  categories: ReadonlyMap<string, Category>;
  /** The category of the tab being edited. */
  tabCategory: string;
  /** Whether a button dragged here would be removed from the tab (a pointer drag of a button). */
  receiving: boolean;
}

function PaletteRow({
  item,
  detail,
  tab,
  full,
  add,
  checked,
  toggle,
}: {
  item: Item;
  detail: string;
  tab: string;
  full: boolean;
  add: () => void;
  checked: boolean;
  toggle: () => void;
}) {
  const translate = useTranslate();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteId(item.id), disabled: full });
  // Dragged with a pointer only: the Add button is the keyboard's way, and a list item is no control.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      onPointerDown={onPointerDown}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: full ? 'default' : 'grab',
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      {/* Touch scrolls the list; a drag on a touch screen starts from this handle. */}
      <DragIndicatorIcon aria-hidden fontSize="small" color="action" sx={{ touchAction: 'none' }} />
      <Checkbox
        size="small"
        checked={checked}
        onChange={toggle}
        sx={{ p: 0.5 }}
        slotProps={{
          input: { 'aria-label': translate('posMenuBuilder.palette.select', { name: item.name }) },
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {detail}
        </Typography>
      </Box>
      <IconButton
        size="small"
        onClick={add}
        disabled={full}
        aria-label={translate('posMenuBuilder.palette.add', { name: item.name, tab })}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The menu items not on the tab, searchable, to drag onto its grid or add with a button. */
export function Palette({
  items,
  tab,
  detailOf,
  full,
  add,
  addMany,
  categories,
  tabCategory,
  receiving,
}: Props) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Only items still offered count: one added by any way leaves the selection.
  const selected = useMemo(() => items.filter((i) => ticked.has(i.id)), [items, ticked]);
  const toggle = (id: string) =>
    setTicked((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const { setNodeRef, isOver } = useDroppable({ id: PALETTE_AREA, disabled: !receiving });
  const found = useMemo(() => {
    const words = folded(search).split(/\s+/).filter(Boolean);
    return items.filter((i) => words.every((w) => folded(i.name).includes(w)));
  }, [items, search]);
  return (
    <Box
      component="section"
      aria-labelledby="pos-menu-palette"
      ref={setNodeRef}
      sx={{
        border: 2,
        borderStyle: receiving ? 'dashed' : 'solid',
        borderColor: isOver ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 1,
        minWidth: 0,
      }}
    >
      <PartHeading id="pos-menu-palette">{translate('posMenuBuilder.palette.heading')}</PartHeading>
      <Typography
        variant="caption"
        color={receiving ? 'error' : 'text.secondary'}
        component="p"
        sx={{ mb: 1 }}
      >
        {translate(receiving ? 'posMenuBuilder.palette.dropToRemove' : 'posMenuBuilder.palette.hint', {
          tab,
        })}
      </Typography>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={translate('posMenuBuilder.palette.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {items.length > 0 && (
        <PaletteBulk
          items={items}
          found={found}
          categories={categories}
          tabCategory={tabCategory}
          tab={tab}
          selected={selected}
          select={(chosen) => setTicked(new Set(chosen.map((i) => i.id)))}
          addMany={addMany}
        />
      )}
      {full && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {translate('posMenuBuilder.palette.full')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-labelledby="pos-menu-palette"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, maxHeight: { xs: 320, md: 520 }, overflowY: 'auto' }}
      >
        {found.slice(0, SHOWN).map((item) => (
          <PaletteRow
            key={item.id}
            item={item}
            detail={detailOf(item)}
            tab={tab}
            full={full}
            add={() => add(item.id)}
            checked={ticked.has(item.id)}
            toggle={() => toggle(item.id)}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {items.length === 0
          ? translate('posMenuBuilder.palette.empty')
          : found.length === 0
            ? translate('posMenuBuilder.palette.noMatch', { search })
            : found.length > SHOWN
              ? translate('posMenuBuilder.palette.more', { count: found.length - SHOWN })
              : ''}
      </Typography>
    </Box>
  );
}
