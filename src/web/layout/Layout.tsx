import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { AppBarControls, StoreName } from './AppBarControls';
import { StoreSettingsProvider } from '../store/settings';
import { LiveSession } from './LiveSession';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { StarButton } from './StarButton';
import { UserMenu } from './UserMenu';
import { ListWarmUp } from '../resources/warmUp';

function Bar() {
  return (
    <AppBar color="primary" userMenu={<UserMenu />} toolbar={<AppBarControls />}>
      <TitlePortal />
      <StarButton />
      <StoreName />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={Bar} menu={Menu} sidebar={Sidebar}>
      <LiveSession>
        <StoreSettingsProvider>
          {children}
          <ListWarmUp />
        </StoreSettingsProvider>
      </LiveSession>
    </RaLayout>
  );
}
