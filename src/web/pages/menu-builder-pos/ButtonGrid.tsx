import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, ButtonBase, Typography, useTheme } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { LeftToRight } from '../../layout/display';
import { formatMoney } from '../../../core/formats';
import { useStoreSettings } from '../../store/settings';
import { PartHeading } from '../../editor/PartHeading';
import { SortableItem } from '../../widgets/Sortable';
import type { Item } from './api';
import { buttonId, GRID_AREA, parseId } from './ids';
import { RemoveButton } from './RemoveButton';
import { useWidth } from '../../widgets/useWidth';
import { readableOn } from '../../widgets/readableOn';

/** Narrower than this, a button's name no longer reads: the editor shows fewer columns than the POS. */
const MIN_BUTTON_WIDTH = 140;

interface Props {
  /** The tab's name, for the grid's label. */
  tab: string;
  color: string;
  items: Item[];
  columns: number;
  /** Whether an item dragged from the palette is on its way (the grid's free space then takes it). */
  receiving: boolean;
  remove: (itemId: string) => void;
}

function GridButton({ item, color, remove }: { item: Item; color: string; remove: () => void }) {
  const { currencySymbol } = useStoreSettings();
  const translate = useTranslate();
  const theme = useTheme();
  const sortable = useSortable({
    id: buttonId(item.id),
    attributes: { roleDescription: translate('posMenuBuilder.dnd.roleDescription') },
  });
  // An item from the palette lands before the button it is dropped on.
  const incoming = sortable.isOver && parseId(sortable.active?.id ?? '')?.kind === 'palette';
  const price = item.prices[0]?.price;
  // The button is named by what it shows: "Move <item>", then its price.
  const name = translate('posMenuBuilder.grid.move', { name: item.name });
  const label = price === undefined ? name : `${name}, ${formatMoney(price, currencySymbol)}`;
  return (
    <SortableItem
      sortable={sortable}
      lift={6}
      rest={1}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        minHeight: 64,
        bgcolor: color,
        color: readableOn(color),
        borderRadius: 1,
        outline: incoming ? `3px solid ${theme.palette.primary.main}` : undefined,
        outlineOffset: 2,
      }}
    >
      <ButtonBase
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          p: 0.75,
          pr: 0,
          gap: 0.5,
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 1,
          cursor: 'grab',
          touchAction: 'none',
        }}
      >
        <DragIndicatorIcon fontSize="small" sx={{ opacity: 0.7, flex: 'none' }} />
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, lineHeight: 1.25, overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            {item.name}
          </Typography>
          {price !== undefined && (
            <Typography variant="caption" sx={{ mt: 'auto' }}>
              {formatMoney(price, currencySymbol)}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      <RemoveButton
        label={translate('posMenuBuilder.grid.remove', { name: item.name })}
        onClick={remove}
        sx={{ color: 'inherit', alignSelf: 'flex-start', p: 0.5 }}
      />
    </SortableItem>
  );
}

/** A tab's buttons in order, in as many columns as the POS shows when there is room for them. */
export function ButtonGrid({ tab, color, items, columns, receiving, remove }: Props) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({ id: GRID_AREA, disabled: !receiving });
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const shown = Math.max(2, Math.min(columns, Math.floor(width / MIN_BUTTON_WIDTH)));
  const label = translate('posMenuBuilder.grid.heading', { tab });
  return (
    <Box ref={box}>
      <PartHeading id="pos-menu-grid" sx={{ mb: 1 }}>
        {label}
      </PartHeading>
      <Box
        ref={setNodeRef}
        sx={{
          border: '2px dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 1,
          minHeight: 96,
        }}
      >
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('posMenuBuilder.grid.empty')}
          </Typography>
        ) : (
          <SortableContext items={items.map((i) => buttonId(i.id))} strategy={rectSortingStrategy}>
            {/* The buttons where the point of sale's screen shows them, its first at the top left. */}
            <LeftToRight>
              <Box
                component="ul"
                dir="ltr"
                aria-labelledby="pos-menu-grid"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${shown}, minmax(0, 1fr))`,
                  gap: 1,
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                }}
              >
                {items.map((item) => (
                  <GridButton key={item.id} item={item} color={color} remove={() => remove(item.id)} />
                ))}
              </Box>
            </LeftToRight>
          </SortableContext>
        )}
      </Box>
    </Box>
  );
}
