import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';
import { useThemeChoice } from './display';
import { directed, semiDarkSidebarTheme } from './theme';

/** The sidebar: in the semi-dark theme it is drawn dark, with the dark theme's colours for its entries. */
export function Sidebar(props: SidebarProps) {
  const choice = useThemeChoice();
  const { direction } = useTheme();
  const dark = useMemo(() => createTheme(directed(semiDarkSidebarTheme, direction)), [direction]);
  if (choice !== 'semi-dark') return <RaSidebar {...props} />;
  return (
    <ThemeProvider theme={dark}>
      <RaSidebar {...props} />
    </ThemeProvider>
  );
}
