import type { ReactNode } from 'react';
import { ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '../i18n/useT.ts';
import { ConsentBanner } from '../components/ConsentBanner.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { SiteNotice } from '../components/SiteNotice.tsx';

/** Around every page, error pages too: skip link, navigation progress, scroll to top, consent. */
export function PageChrome({ children }: { children: ReactNode }) {
  const t = useT();
  const navigating = useNavigation().state !== 'idle';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div
        className="navigation-progress"
        role="progressbar"
        aria-label={t('layout.loading')}
        hidden={!navigating}
      />
      <SiteNotice />
      {children}
      <ScrollRestoration />
      <ConsentBanner />
      <Toaster />
    </>
  );
}
