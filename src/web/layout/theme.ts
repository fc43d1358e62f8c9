import type { Direction, Theme } from '@mui/material/styles';
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

/**
 * Error red that keeps 4.5:1 as text (a Delete button) on the form toolbar's grey as well as on the page:
 * MUI's #d32f2f has 3.8:1 on the light toolbar, #f44336 2.7:1 on the dark one.
 */
const errorLight = { main: '#b71c1c' };
const errorDark = { main: '#ef9a9a' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: brand,
    secondary: { main: '#e65100' },
    error: errorLight,
  },
  components: { ...defaultLightTheme.components, ...components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#81c784' },
    secondary: { main: '#ffb74d' },
    error: errorDark,
  },
  components: { ...defaultDarkTheme.components, ...components },
};

/** The colour of the semi-dark theme's sidebar and app bar. */
export const DARK_SURFACE = '#17201b';

/** Semi-dark: the light theme's pages, under a dark app bar (the sidebar is drawn in sidebarTheme). */
export const semiDarkTheme: RaThemeOptions = {
  ...lightTheme,
  components: {
    ...lightTheme.components,
    MuiAppBar: {
      styleOverrides: { colorPrimary: { backgroundColor: DARK_SURFACE, color: '#ffffff' } },
    },
  },
};

/**
 * The semi-dark theme's sidebar: the dark theme on the dark surface, so that its entries, headings and
 * icons keep the contrast they have in the dark theme.
 */
export const semiDarkSidebarTheme: RaThemeOptions = {
  ...darkTheme,
  palette: {
    ...darkTheme.palette,
    background: { default: DARK_SURFACE, paper: DARK_SURFACE },
  },
  components: {
    ...darkTheme.components,
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed, & .MuiPaper-root': { backgroundColor: DARK_SURFACE, backgroundImage: 'none' },
        },
      },
    },
  },
};

/** A theme drawn in the given direction (right-to-left mirrors the layout; see display.tsx). */
export const directed = (theme: RaThemeOptions, direction: Direction): RaThemeOptions => ({
  ...theme,
  direction,
});
