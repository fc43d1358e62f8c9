import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { Menu } from './Menu';

function Bar() {
  return (
    <AppBar
      color="primary"
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={Bar} menu={Menu}>
      {children}
    </RaLayout>
  );
}
