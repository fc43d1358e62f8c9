import { Box, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/formats';
import { useStoreSettings } from '../../store/settings';
import { MediaImage } from '../../widgets/media/MediaImage';
import { useWidth } from '../../widgets/useWidth';
import { onlineItems, type ItemFacts, type OloMenu } from './menu';

/** The widths the preview draws the menu at: a common phone's and a laptop's. */
const WIDTHS = { phone: 390, desktop: 1024 } as const;
type Screen = keyof typeof WIDTHS;

interface Props {
  menu: OloMenu;
  names: ReadonlyMap<string, string>;
  items: ReadonlyMap<string, ItemFacts>;
}

/**
 * The online menu as guests will see it: the categories with items sold online, in order, each item
 * by its online name with its price and image; drawn at the chosen width and scaled down to fit.
 */
export function OloPreview({ menu, names, items }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const { currencySymbol } = useStoreSettings();
  const [screen, setScreen] = useState<Screen>('phone');
  const width = WIDTHS[screen];
  const frame = useRef<HTMLDivElement>(null);
  const room = useWidth(frame);
  const scale = room ? Math.min(1, room / width) : 1;
  const shown = menu.categories.filter((c) => onlineItems(c).length > 0);
  const columns = screen === 'phone' ? 1 : 3;
  return (
    <Box component="figure" sx={{ m: 0, mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, flex: 1 }}>
          {translate('oloMenuBuilder.preview.heading')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={screen}
          onChange={(_, value: Screen | null) => value && setScreen(value)}
          aria-label={translate('oloMenuBuilder.preview.width')}
        >
          <ToggleButton value="phone">{translate('oloMenuBuilder.preview.phone')}</ToggleButton>
          <ToggleButton value="desktop">{translate('oloMenuBuilder.preview.desktop')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* Its size comes from the page, never from the menu drawn in it. */}
      <Box ref={frame} sx={{ width: '100%', maxWidth: width, overflow: 'hidden', contain: 'inline-size' }}>
        <Box
          data-testid="olo-preview-screen"
          sx={{
            width,
            zoom: scale,
            bgcolor: 'background.paper',
            boxShadow: 3,
            borderRadius: 1,
            p: 2,
            fontFamily: theme.typography.fontFamily,
          }}
        >
          {shown.length === 0 && (
            <Typography color="text.secondary">{translate('oloMenuBuilder.preview.empty')}</Typography>
          )}
          {shown.map((c) => (
            <Box component="section" key={c.id} sx={{ mb: 2 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {names.get(c.id)}
              </Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}
              >
                {onlineItems(c).map((i) => {
                  const facts = items.get(i.id)!;
                  return (
                    <Box
                      key={i.id}
                      data-testid="olo-preview-item"
                      sx={{
                        display: 'flex',
                        gap: 1,
                        alignItems: 'center',
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        p: 1,
                      }}
                    >
                      {/* Read at once: only feature items have images, at most 9 a store. */}
                      {facts.image_id && <MediaImage id={facts.image_id} alt="" width={56} ratio={1} />}
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500 }}>{i.olo_name || facts.name}</Typography>
                        {facts.price !== null && (
                          <Typography variant="body2" color="text.secondary">
                            {formatMoney(facts.price, currencySymbol)}
                          </Typography>
                        )}
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
