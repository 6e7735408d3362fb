import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation, type Location } from 'react-router';
import { useSite } from '../platform/siteContext.tsx';
import { trackPageView } from './tracking.ts';
import { isFramePage } from '../../shared/routes/paths.ts';
import { trackingPath } from '../../shared/routes/trackingPath.ts';
import { loadsCameraPageAnew, trackingPageType } from '../../shared/routes/routeFacts.ts';
import { usePageFacts } from './pageFacts.ts';
import type { UpdateWatch } from './watchForUpdates.ts';
import { useCrossTabLogout } from '../features/auth/useCrossTabLogout.ts';
import { afterLoadIdle } from '../platform/afterLoadIdle.ts';

/** The path this document was loaded at, whose Permissions-Policy it keeps for as long as it lives. */
const DOCUMENT_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Loads the page navigated to as a document of its own, keeping the navigation's state (a step
 * reached by a save focuses its heading): the history entry is made as the router makes it, with the
 * state where the router reads it back, and the page loaded at it.
 */
function loadAnew(location: Location) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  window.history.pushState(
    { usr: location.state, key: location.key, idx: index + 1 },
    '',
    createPath(location),
  );
  window.location.reload();
}

/**
 * What a page does in the browser besides rendering: tracking, fresh flags, new builds, other tabs'
 * logouts, and the service worker once the page is hydrated.
 */
export function ClientEffects() {
  const { partner, buildId } = useSite();
  const location = useLocation();
  const navigation = useNavigation();
  const updates = useRef<UpdateWatch | null>(null);
  const pageType = trackingPageType(usePageFacts());
  useCrossTabLogout();

  useEffect(
    () =>
      afterLoadIdle(
        () =>
          void import('../features/offline/startOffline.ts')
            .then((module) => module.startOffline())
            .catch(() => undefined),
      ),
    [],
  );

  useEffect(() => {
    // SPEC §2: the payment result pages inside the provider's frame are not tracked.
    if (!isFramePage(location.pathname)) trackPageView(pageType, partner, trackingPath(location.pathname));
  }, [location.pathname, pageType, partner]);

  useEffect(() => {
    // Fresh flags and new builds are a minute away or more: their code loads once the page is idle.
    // Where it cannot load (offline), the page stays as it is until its next load.
    let unmounted = false;
    afterLoadIdle(
      () =>
        void import('./watchForUpdates.ts').then(
          (module) => {
            if (!unmounted) updates.current = module.watchForUpdates(buildId);
          },
          () => undefined,
        ),
    );
    return () => {
      unmounted = true;
      updates.current?.stop();
    };
  }, [buildId]);

  useEffect(() => {
    if (navigation.state !== 'loading') return;
    // The passport scan's live camera needs the policy its page is sent with (routeTable.ts's `camera`).
    if (loadsCameraPageAnew(DOCUMENT_PATH, navigation.location.pathname))
      return loadAnew(navigation.location);
    updates.current?.navigating(createPath(navigation.location));
  }, [navigation.state, navigation.location]);

  return null;
}
