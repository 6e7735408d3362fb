import { useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../shared/site/languages.ts';
import { useSite } from '../siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { withLanguage } from '../../ui/withLanguage.ts';

/**
 * The language switch (issue 32 point 1): the page's language by its own name opens the list of
 * all ten, each by its own name, in its own language, to this same page. A disclosure, so it opens
 * and closes by keyboard before any script has run; Escape closes it and gives the focus back.
 */
export function LanguageMenu() {
  const t = useT();
  const { lang } = useSite();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const here = location.pathname + location.search + location.hash;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <details className="language-menu" ref={menu}>
      <summary onKeyDown={closeOnEscape} aria-label={t('header.languageCurrent', { language: LANGUAGE_NAMES[lang] })}>
        {LANGUAGE_NAMES[lang]}
      </summary>
      <ul aria-label={t('header.language')}>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={withLanguage(here, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              onKeyDown={closeOnEscape}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
