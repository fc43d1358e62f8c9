import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled row of KPI cards: two a row on a phone, all in one row on a wide screen. */
export function KpiGroup({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode[];
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
        {subtitle && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            // Its own direction: a date or a range keeps its order and its distance in right-to-left.
            sx={{ ml: 1, unicodeBidi: 'isolate', display: 'inline-block' }}
          >
            {subtitle}
          </Typography>
        )}
      </Typography>
      <Grid container spacing={1.5} sx={{ mt: 0.5 }}>
        {children.map((card, i) => (
          <Grid key={i} size={{ xs: 6, sm: 4, md: 'grow' }}>
            {card}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
