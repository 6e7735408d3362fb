import { Outlet, useLocation } from 'react-router';
import { PageChrome } from './PageChrome.tsx';
import { ClientEffects } from '../app/ClientEffects.tsx';
import { AuthModalHost } from '../auth/AuthModalHost.tsx';
import { isLoginPage } from '../../shared/paths.ts';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <PageChrome>
      <Outlet />
      <AuthModalHost leaveOnDismiss={isLoginPage(pathname)} />
      <ClientEffects />
    </PageChrome>
  );
}
