import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const brand = { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' };

/**
 * What both themes change of react-admin's components: an empty list's words are drawn in the
 * secondary text colour (react-admin's disabled colour misses the 4.5:1 contrast text needs).
 */
const components: RaThemeOptions['components'] = {
  RaEmpty: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaEmpty-message': { color: theme.palette.text.secondary },
      }),
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: brand, secondary: { main: '#e65100' } },
  components: { ...defaultLightTheme.components, ...components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#81c784' },
    secondary: { main: '#ffb74d' },
  },
  components: { ...defaultDarkTheme.components, ...components },
};
