import { Outlet } from 'react-router';
import { PageChrome } from './PageChrome.tsx';
import { ClientEffects } from '../app/ClientEffects.tsx';

export function RootLayout() {
  return (
    <PageChrome>
      <Outlet />
      <ClientEffects />
    </PageChrome>
  );
}
