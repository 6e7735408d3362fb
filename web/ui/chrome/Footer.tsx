import { pathTo } from '../../../shared/routes/routePaths.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { chromeSlots } from './chromeSlots.ts';
import { ThemedIcon } from '../icons/ThemedIcon.tsx';
import { withLanguage } from '../withLanguage.ts';

/** A legal page: the provider's, as its configuration names them, or the portal's accessibility statement. */
const legalLink = ({ href, label }: { href: string; label: string }) => (
  <li>
    <a href={href}>{label}</a>
  </li>
);

/** Legal links, cookie settings, badges, the retail-group note and the copyright line. */
export function Footer() {
  const t = useT();
  const { pageConfig, lang } = useSite();
  const footer = pageConfig.conf.footer;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.legal')}>
        <ul>
          {footer && legalLink(footer.links.conditions)}
          {footer && legalLink(footer.links.privacyPolicy)}
          <li>
            <button type="button" className="link-button" onClick={chromeSlots.openCookieSettings}>
              {t('footer.cookieSettings')}
            </button>
          </li>
          {footer && legalLink(footer.links.imprint)}
          {/* A document load, as the provider's links are: a LocalizedLink costs the entry bytes it has not got. */}
          {legalLink({ href: withLanguage(pathTo('accessibility'), lang), label: t('footer.accessibility') })}
        </ul>
      </nav>
      <ul className="badges">
        <li>
          <ThemedIcon label={t('footer.qualityBadge')}>
            <path d="M24 10l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="currentColor" />
          </ThemedIcon>
        </li>
        <li>
          <ThemedIcon label={t('footer.sslBadge')}>
            <rect x="15" y="22" width="18" height="14" rx="2" fill="currentColor" />
            <path d="M19 22v-5a5 5 0 0 1 10 0v5" fill="none" stroke="currentColor" strokeWidth="3" />
          </ThemedIcon>
        </li>
      </ul>
      {footer?.retailGroupNote && <p>{footer.retailGroupNote}</p>}
      <p>
        {t('footer.copyright', {
          year: new Date().getFullYear(),
          holder: footer?.copyrightHolder ?? t('site.name'),
        })}
      </p>
    </footer>
  );
}
