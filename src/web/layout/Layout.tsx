import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { AppBarControls, StoreName } from './AppBarControls';
import { StoreSettingsProvider } from '../store/settings';
import { LiveSession } from './LiveSession';
import { Menu } from './Menu';
import { UserMenu } from './UserMenu';
import { ListWarmUp } from '../resources/warmUp';

function Bar() {
  return (
    <AppBar color="primary" userMenu={<UserMenu />} toolbar={<AppBarControls />}>
      <TitlePortal />
      <StoreName />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={Bar} menu={Menu}>
      <LiveSession>
        <StoreSettingsProvider>
          {children}
          <ListWarmUp />
        </StoreSettingsProvider>
      </LiveSession>
    </RaLayout>
  );
}
