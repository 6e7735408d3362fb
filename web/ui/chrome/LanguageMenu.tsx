import { useLocation } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { withLanguage } from '../withLanguage.ts';

/**
 * The language switch: the page's language by its own name opens the list of
 * all ten, each by its own name and in its own language, to this same page. A native disclosure:
 * it opens and closes by keyboard before any script has run, and costs the entry no script of its own.
 */
export function LanguageMenu() {
  const t = useT();
  const { lang } = useSite();
  const { pathname, search, hash } = useLocation();
  return (
    <details className="language-menu">
      <summary aria-label={t('header.languageCurrent', { language: LANGUAGE_NAMES[lang] })}>
        {LANGUAGE_NAMES[lang]}
      </summary>
      <ul aria-label={t('header.language')}>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={withLanguage(pathname + search + hash, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang || undefined}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
