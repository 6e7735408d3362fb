import { Outlet } from 'react-router';
import { PageChrome } from './PageChrome.tsx';

export function RootLayout() {
  return (
    <PageChrome>
      <Outlet />
    </PageChrome>
  );
}
