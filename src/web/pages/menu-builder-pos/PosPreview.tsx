import { Box, Typography, useTheme } from '@mui/material';
import { darken } from '@mui/material/styles';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/formats';
import { useStoreSettings } from '../../store/settings';
import type { Category, Item } from './api';
import type { Layout } from './layout';
import { useWidth } from '../../widgets/useWidth';
import { readableOn } from '../../widgets/readableOn';

/** The screen the preview stands for: a common POS terminal, drawn at its size and scaled to fit. */
const SCREEN = { width: 1024, height: 768 };
const TAB_HEIGHT = 56;
const BUTTON_HEIGHT = 96;
const GAP = 8;

interface Props {
  layout: Layout;
  selected: string | undefined;
  categories: ReadonlyMap<string, Category>;
  items: ReadonlyMap<string, Item>;
}

/** The POS as it will look with this layout: its tabs, and the selected tab's buttons in their grid. */
export function PosPreview({ layout, selected, categories, items }: Props) {
  const { currencySymbol } = useStoreSettings();
  const translate = useTranslate();
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const scale = Math.min(1, useWidth(frame) / SCREEN.width);
  const tab = layout.tabs.find((t) => t.category_id === selected);
  const color = tab ? categories.get(tab.category_id)!.color : theme.palette.grey[500];
  const text = readableOn(color);
  return (
    <Box component="figure" sx={{ m: 0, mt: 3 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {translate('posMenuBuilder.preview.heading', SCREEN)}
      </Typography>
      <Box
        ref={frame}
        sx={{
          width: '100%',
          maxWidth: SCREEN.width,
          height: SCREEN.height * scale,
          overflow: 'hidden',
          position: 'relative',
          borderRadius: 1,
          boxShadow: 3,
        }}
      >
        {/* A picture of what the rest of the page says in words: screen readers skip it. */}
        <Box
          aria-hidden
          data-testid="pos-preview-screen"
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: SCREEN.width,
            height: SCREEN.height,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            bgcolor: '#263238',
            display: 'flex',
            flexDirection: 'column',
            fontFamily: theme.typography.fontFamily,
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: `${GAP}px`, p: `${GAP}px`, bgcolor: '#1c262b' }}>
            {layout.tabs.map((t) => {
              const c = categories.get(t.category_id)!;
              const active = t.category_id === selected;
              // A tab not chosen is dimmed in a solid colour, with its text chosen for that colour (text
              // made translucent with it would fall under 4.5:1 on some colours).
              const shade = active ? c.color : darken(c.color, 0.25);
              return (
                <Box
                  key={t.category_id}
                  sx={{
                    height: TAB_HEIGHT,
                    px: 2.5,
                    display: 'flex',
                    alignItems: 'center',
                    borderRadius: 1,
                    bgcolor: shade,
                    color: readableOn(shade),
                    fontSize: 18,
                    fontWeight: active ? 700 : 500,
                    outline: active ? '3px solid #fff' : undefined,
                  }}
                >
                  {c.name}
                </Box>
              );
            })}
          </Box>
          <Box
            sx={{
              flex: 1,
              overflow: 'hidden',
              p: `${GAP}px`,
              display: 'grid',
              gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
              gridAutoRows: BUTTON_HEIGHT,
              gap: `${GAP}px`,
              alignContent: 'start',
            }}
          >
            {tab?.menu_item_ids.map((id) => {
              const item = items.get(id)!;
              const price = item.prices[0]?.price;
              return (
                <Box
                  key={id}
                  sx={{
                    bgcolor: color,
                    color: text,
                    borderRadius: 1.5,
                    p: 1.25,
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'space-between',
                    fontSize: 17,
                    fontWeight: 600,
                    lineHeight: 1.2,
                    overflow: 'hidden',
                  }}
                >
                  <span>{item.name}</span>
                  {price !== undefined && (
                    <Box sx={{ fontSize: 15, fontWeight: 400, alignSelf: 'flex-end' }}>
                      {formatMoney(price, currencySymbol)}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
