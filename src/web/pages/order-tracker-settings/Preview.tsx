import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  TRACKER_ICONS,
  textColourOn,
  type TrackerAlignment,
  type TrackerIcon,
} from '../../../core/order-tracker';
import type { OrderTrackerSettingsQuery } from '../../../../generated/graphql-documents';
import { MediaImage } from '../../widgets/media/MediaImage';

type Settings = OrderTrackerSettingsQuery['orderTrackerSettings'];

/** Made-up orders, so that the preview shows how numbers sit in each column. */
const SAMPLE: Record<string, number[]> = { preparing: [104, 105, 107], ready: [101, 103] };

const JUSTIFY: Record<TrackerAlignment, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/**
 * How the tracker screen will look with the values on the page, saved or not: its background and the
 * text colour that reads on it, its image, icon and title lined up as chosen, and the columns shown
 * with their titles and a few made-up orders.
 */
export function Preview({ s }: { s: Settings }) {
  const translate = useTranslate();
  const colour = textColourOn(s.background);
  const align = s.alignment as TrackerAlignment;
  const title = s.title.trim() || translate('orderTracker.screen.defaultTitle');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="tracker-preview-title">
      <Typography variant="h6" component="h2" id="tracker-preview-title">
        {translate('orderTracker.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('orderTracker.previewHint')}
      </Typography>
      <Box
        data-testid="tracker-preview"
        sx={{ bgcolor: s.background, color: colour, borderRadius: 1, p: 2, textAlign: align, minWidth: 0 }}
      >
        {s.image_id && (
          <Box sx={{ display: 'inline-block', maxWidth: '60%' }}>
            <MediaImage id={s.image_id} alt={translate('orderTracker.image.alt')} width={160} />
          </Box>
        )}
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <span aria-hidden="true">{TRACKER_ICONS[s.icon as TrackerIcon] ?? ''}</span> {title}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 1 }}
          aria-label={translate('orderTracker.previewOrders')}
        >
          {s.columns
            .filter((c) => c.shown)
            .map((c) => (
              <Box key={c.status} sx={{ flex: 1, minWidth: 0 }} data-status={c.status}>
                <Typography
                  component="p"
                  sx={{ fontWeight: 600, borderBottom: 2, pb: 0.5, mb: 1, overflowWrap: 'anywhere' }}
                >
                  {c.title.trim() || translate(`orderTracker.statuses.${c.status}`)}
                </Typography>
                <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} justifyContent={JUSTIFY[align]}>
                  {(SAMPLE[c.status] ?? []).map((n) => (
                    <Box key={n} sx={{ border: 2, borderRadius: 1, px: 1, fontWeight: 700 }}>
                      {n}
                    </Box>
                  ))}
                </Stack>
              </Box>
            ))}
        </Stack>
      </Box>
    </Paper>
  );
}
