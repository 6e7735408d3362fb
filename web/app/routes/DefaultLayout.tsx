import { Outlet } from 'react-router';
import { Header } from '../../ui/chrome/Header.tsx';
import { Footer } from '../../ui/chrome/Footer.tsx';

export function Component() {
  return (
    <div className="layout">
      <Header />
      <main id="main" className="content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
