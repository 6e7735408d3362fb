import { useLocation } from 'react-router';
import { useSite } from '../siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { LocalizedLink } from '../../ui/LocalizedLink.tsx';
import { withLanguage } from '../../ui/withLanguage.ts';
import { AccountLinks } from '../../features/auth/AccountLinks.tsx';
import { Logo } from '../../ui/icons/Logo.tsx';

/** Logo, 'contact us' (not on the rental-management variant), the language switch and sign-in. */
export function Header({ showAccountLink = true }: { showAccountLink?: boolean }) {
  const t = useT();
  const { lang, pageConfig } = useSite();
  const location = useLocation();
  const contact = pageConfig.conf.links?.contact;
  const otherLanguage = lang === 'en' ? 'de' : 'en';
  const switchHref = withLanguage(location.pathname + location.search + location.hash, otherLanguage);
  return (
    <header className="site-header">
      <LocalizedLink to="/" className="logo" aria-label={t('site.homeLink')}>
        <Logo />
        <span>{pageConfig.conf.logoCaption ?? t('site.name')}</span>
      </LocalizedLink>
      <nav aria-label={t('site.name')} className="site-nav">
        {contact && !pageConfig.conf.settings.rentalManagement && (
          <a href={contact.href} rel="noopener">
            {t('header.contact')}
          </a>
        )}
        {showAccountLink && <AccountLinks />}
        <a
          href={switchHref}
          hrefLang={otherLanguage}
          lang={otherLanguage}
          aria-label={t('header.switchToLabel')}
        >
          {t('header.switchTo')}
        </a>
      </nav>
    </header>
  );
}
