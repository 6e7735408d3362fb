import { pathTo } from '../../../shared/routes/routePaths.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { chromeSlots } from './chromeSlots.ts';
import { Logo } from '../icons/Logo.tsx';

/** Logo, 'contact us' (not on the rental-management variant), sign-in and the language switch. */
export function Header({ showAccountLink = true }: { showAccountLink?: boolean }) {
  const t = useT();
  const { pageConfig } = useSite();
  const contact = pageConfig.conf.links?.contact;
  return (
    <header className="site-header">
      <LocalizedLink to={pathTo('home')} className="logo" aria-label={t('site.homeLink')}>
        <Logo />
        <span>{pageConfig.conf.logoCaption ?? t('site.name')}</span>
      </LocalizedLink>
      <nav aria-label={t('site.name')} className="site-nav">
        {contact && !pageConfig.conf.settings.rentalManagement && (
          <a href={contact.href} rel="noopener">
            {t('header.contact')}
          </a>
        )}
        {showAccountLink && chromeSlots.account}
        <LanguageMenu />
      </nav>
    </header>
  );
}
