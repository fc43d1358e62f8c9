import type { SxProps, Theme } from '@mui/material';

/** A component's own styles, then the caller's `sx` (one style, a list of them, or none) over them. */
export function withSx(own: SxProps<Theme>, sx: SxProps<Theme> | undefined): SxProps<Theme> {
  return [own, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
}
