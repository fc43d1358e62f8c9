import { getContrastRatio } from '@mui/material/styles';

/**
 * The text colour to draw on a coloured background a user chose (a POS tab's or button's colour):
 * black or white, whichever stands out more. MUI's own choice accepts 3:1, where text needs 4.5:1.
 */
export function readableOn(background: string): string {
  return getContrastRatio(background, '#ffffff') >= getContrastRatio(background, '#000000')
    ? '#ffffff'
    : '#000000';
}
