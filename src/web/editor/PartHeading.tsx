import { Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { withSx } from '../widgets/sx';

/** The heading of a part of an editor (its tabs, its grid, its palette, a list); `id` labels the part. */
export function PartHeading({ id, sx, children }: { id?: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Typography id={id} variant="subtitle1" component="h2" sx={withSx({ fontWeight: 500 }, sx)}>
      {children}
    </Typography>
  );
}
