import { Outlet } from 'react-router';
import { PageChrome } from './PageChrome.tsx';
import { ClientEffects } from '../app/ClientEffects.tsx';
import { AuthModalHost } from '../auth/AuthModalHost.tsx';
import { usePageFacts } from '../app/pageFacts.ts';

export function RootLayout() {
  const { layout } = usePageFacts();
  return (
    <PageChrome>
      <Outlet />
      <AuthModalHost leaveOnDismiss={layout === 'login'} />
      <ClientEffects />
    </PageChrome>
  );
}
