import type { ReactNode } from 'react';
import { ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { isFramePage } from '../../../shared/routes/paths.ts';
import { useT } from '../../i18n/useT.ts';
import { ConsentBanner } from '../../features/consent/components/ConsentBanner.tsx';
import { Toaster } from '../../ui/Toaster.tsx';
import { SiteNotice } from '../../ui/chrome/SiteNotice.tsx';
import './featureSlots.tsx';

/** Around every page, error pages too: skip link, navigation progress, scroll to top, consent. */
export function PageChrome({ children }: { children: ReactNode }) {
  const t = useT();
  const navigating = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  return (
    <>
      {/* First in the page, so the first stop of the Tab order; it is fixed, so it shows at the bottom. */}
      {/* A frame page (SPEC §2) has no tracking, so nothing to consent to. */}
      {!isFramePage(pathname) && <ConsentBanner />}
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
      <Toaster />
    </>
  );
}
