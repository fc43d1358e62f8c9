import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LiveSession } from './LiveSession';
import { Menu } from './Menu';
import { UserMenu } from './UserMenu';

function Bar() {
  return (
    <AppBar
      color="primary"
      userMenu={<UserMenu />}
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
      <LiveSession>{children}</LiveSession>
    </RaLayout>
  );
}
