import { Outlet } from 'react-router';
import { Header } from '../../../ui/chrome/Header.tsx';
import { Footer } from '../../../ui/chrome/Footer.tsx';

/** Sign-in, sign-up and recovery: one narrow card, no account link in the header. */
export function Component() {
  return (
    <div className="layout layout-login">
      <Header showAccountLink={false} />
      <main id="main" className="content card-narrow">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
