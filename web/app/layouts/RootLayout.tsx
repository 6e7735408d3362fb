import { Outlet } from 'react-router';
import { PageChrome } from './PageChrome.tsx';
import { ClientEffects } from '../ClientEffects.tsx';
import { AuthModalHost } from '../../features/auth/AuthModalHost.tsx';
import { usePageFacts } from '../pageFacts.ts';

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
