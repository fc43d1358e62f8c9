import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { withSx } from '../widgets/sx';

/**
 * An editor's work area and what stands beside it (a panel, a preview), in `columns` on a wide screen
 * and one above the other on a narrow one.
 */
export function EditorColumns({
  columns,
  gap = 2,
  sx,
  children,
}: {
  columns: string;
  gap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={withSx(
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
          gap,
          alignItems: 'start',
        },
        sx,
      )}
    >
      {children}
    </Box>
  );
}
