import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';
import { useSite } from './siteContext.tsx';
import { trackPageView } from './tracking.ts';
import { FEATURES_RELOAD_MS, useFeatureStore } from './stores/features.ts';
import { isFramePage } from '../../shared/site/paths.ts';
import { trackingPath } from '../../shared/site/trackingPath.ts';
import { trackingPageType } from '../../shared/site/routeFacts.ts';
import { usePageFacts } from './pageFacts.ts';
import { shouldLoadNewBuild } from './buildReload.ts';
import { useCrossTabLogout } from '../features/auth/useCrossTabLogout.ts';
import { afterLoadIdle } from './afterLoadIdle.ts';

/** How often an open page asks whether a new build was deployed. */
const BUILD_CHECK_MS = 60 * 1000;
const LAST_RELOAD_KEY = 'lastBuildReload';

/** Storage may be refused (a partner's frame, private mode): then there is no guard to remember. */
function lastBuildReload(): number {
  try {
    return Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  } catch {
    return 0;
  }
}

function rememberBuildReload() {
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    // As above.
  }
}

/**
 * What a page does in the browser besides rendering: tracking, fresh flags, new builds, other tabs'
 * logouts, and the service worker once the page is hydrated.
 */
export function ClientEffects() {
  const { partner, buildId } = useSite();
  const location = useLocation();
  const navigation = useNavigation();
  const newBuild = useRef(false);
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
    const reload = () => void useFeatureStore.getState().reload();
    const timer = setInterval(reload, FEATURES_RELOAD_MS);
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (!buildId) return;
    const check = async () => {
      try {
        const latest = (await (await fetch('/builds/latest.json', { cache: 'no-cache' })).json()) as {
          buildId?: string;
        };
        if (latest.buildId && latest.buildId !== buildId) newBuild.current = true;
      } catch {
        // Offline or between deployments: the next check will tell.
      }
    };
    const timer = setInterval(check, BUILD_CHECK_MS);
    return () => clearInterval(timer);
  }, [buildId]);

  // A new build: the next navigation loads the page anew, so the browser runs the new code.
  useEffect(() => {
    const next = navigation.location;
    if (!newBuild.current || !next) return;
    const navigating = navigation.state === 'loading';
    if (!shouldLoadNewBuild({ newBuild: true, navigating, lastReloadAt: lastBuildReload(), now: Date.now() }))
      return;
    rememberBuildReload();
    window.location.assign(createPath(next));
  }, [navigation.state, navigation.location]);

  return null;
}
