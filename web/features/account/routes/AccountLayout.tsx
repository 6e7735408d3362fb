import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AccountGuard } from '../../auth/AccountGuard.tsx';
import { Header } from '../../../ui/chrome/Header.tsx';
import { Footer } from '../../../ui/chrome/Footer.tsx';
import { useSite } from '../../../platform/siteContext.tsx';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { useT } from '../../../i18n/useT.ts';

const SECTIONS = [
  { to: pathTo('myaccount-bookings'), label: 'page.bookings' },
  { to: pathTo('myaccount-wishlists'), label: 'page.wishlists' },
  { to: pathTo('myaccount-profile'), label: 'page.profile' },
] as const;

export function Component() {
  const t = useT();
  const { lang } = useSite();
  const { pathname } = useLocation();
  return (
    <div className="layout layout-account">
      <Header />
      <div className="content account">
        <nav aria-label={t('account.nav')} className="account-nav">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={withLanguage(section.to, lang)} viewTransition>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">
          <AccountGuard
            title={SECTIONS.find((section) => pathname.startsWith(section.to))?.label ?? 'page.account'}
          >
            <Outlet />
          </AccountGuard>
        </main>
      </div>
      <Footer />
    </div>
  );
}
