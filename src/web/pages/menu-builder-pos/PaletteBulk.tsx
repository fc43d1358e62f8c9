import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Category, Item } from './api';

interface Props {
  /** Items not on the tab, in the palette's order. */
  items: Item[];
  /** Items the search finds: what Select all selects. */
  found: Item[];
  categories: ReadonlyMap<string, Category>;
  /** The tab's own category: offered first. */
  tabCategory: string;
  tab: string;
  selected: Item[];
  select: (items: Item[]) => void;
  /** Puts these items on the tab, in order, as one edit. */
  addMany: (itemIds: string[]) => void;
}

/**
 * Adding many items at once: every item of a category not yet on the tab, or the items ticked in the
 * list. Every control is a labelled button or field, stacked on a phone.
 */
export function PaletteBulk({
  items,
  found,
  categories,
  tabCategory,
  tab,
  selected,
  select,
  addMany,
}: Props) {
  const translate = useTranslate();
  const fieldId = useId();
  const selectAllRef = useRef<HTMLButtonElement>(null);
  // Categories that still have items to add, the tab's own first, then by name as the menu lists them.
  const offered = useMemo(() => {
    const counts = new Map<string, number>();
    for (const i of items) counts.set(i.category_id, (counts.get(i.category_id) ?? 0) + 1);
    const known = [...categories.values()].filter((c) => counts.has(c.id));
    return [...known.filter((c) => c.id === tabCategory), ...known.filter((c) => c.id !== tabCategory)].map(
      (c) => ({ ...c, count: counts.get(c.id)! }),
    );
  }, [items, categories, tabCategory]);
  const [wanted, setWanted] = useState(tabCategory);
  const category = offered.find((c) => c.id === wanted) ?? offered[0];

  const addCategory = () => {
    if (category) addMany(items.filter((i) => i.category_id === category.id).map((i) => i.id));
  };
  const addSelected = () => {
    // What goes on the tab leaves the list, and so the selection; what did not fit stays ticked.
    addMany(selected.map((i) => i.id));
    // The button just pressed is disabled once nothing is ticked: the keyboard goes on from Select all.
    selectAllRef.current?.focus();
  };

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {category && (
        <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
          <TextField
            select
            size="small"
            fullWidth
            id={fieldId}
            label={translate('posMenuBuilder.palette.category')}
            value={category.id}
            onChange={(e) => setWanted(e.target.value)}
          >
            {offered.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {`${c.name} (${c.count})`}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PlaylistAddIcon />}
            onClick={addCategory}
            sx={{ flexShrink: 0, textAlign: 'left' }}
          >
            {translate('posMenuBuilder.palette.addCategory', {
              category: category.name,
              tab,
              smart_count: category.count,
            })}
          </Button>
        </Stack>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" ref={selectAllRef} onClick={() => select(found)} disabled={!found.length}>
          {translate('posMenuBuilder.palette.selectAll', { count: found.length })}
        </Button>
        <Button size="small" onClick={() => select([])} disabled={!selected.length}>
          {translate('posMenuBuilder.palette.selectNone')}
        </Button>
        <Button
          variant="contained"
          size="small"
          onClick={addSelected}
          disabled={!selected.length}
          sx={{ ml: { sm: 'auto' } }}
        >
          {translate('posMenuBuilder.palette.addSelected', { smart_count: selected.length, tab })}
        </Button>
      </Box>
    </Stack>
  );
}
