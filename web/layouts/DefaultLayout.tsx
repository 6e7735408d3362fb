import { Outlet } from 'react-router';
import { Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';

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
