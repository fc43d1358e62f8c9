import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const brand = { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: brand, secondary: { main: '#e65100' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#81c784' },
    secondary: { main: '#ffb74d' },
  },
};
