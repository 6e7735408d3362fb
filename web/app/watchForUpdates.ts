import { decodeFlagState } from '../../shared/site/flags.ts';
import { useFlagStore } from '../platform/stores/flags.ts';
import { shouldLoadNewBuild } from './buildReload.ts';

/** How often an open page asks for fresh flags. */
export const FLAGS_RELOAD_MS = 5 * 60 * 1000;
/** How often an open page asks whether a new build was deployed. */
export const BUILD_CHECK_MS = 60 * 1000;
const LAST_RELOAD_KEY = 'lastBuildReload';

/** SPEC §7: `/__ftrs` reloaded in the browser; a failure is logged and the flags stay as they were. */
async function reloadFeatures(): Promise<void> {
  try {
    const response = await fetch('/__ftrs', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    useFlagStore.setState({ reloaded: decodeFlagState(await response.text()) });
  } catch (error) {
    console.warn('Cannot reload features', error);
  }
}

/** Whether a build other than this page's is deployed now. */
async function otherBuildDeployed(buildId: string): Promise<boolean> {
  try {
    const latest = (await (await fetch('/builds/latest.json', { cache: 'no-cache' })).json()) as {
      buildId?: string;
    };
    return Boolean(latest.buildId && latest.buildId !== buildId);
  } catch {
    // Offline or between deployments: the next check will tell.
    return false;
  }
}

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

export interface UpdateWatch {
  /** A navigation to `path` has begun: once a new build is out, the page loads it in full instead. */
  navigating: (path: string) => void;
  stop: () => void;
}

/**
 * What keeps an open page current: fresh flags every five minutes and whenever the tab shows again,
 * and (where the page knows its build) a check for a new deployment every minute, after which the
 * next navigation loads the page anew, so the browser runs the new code. ClientEffects.tsx loads it
 * once the page is idle: none of it is due sooner.
 */
export function watchForUpdates(buildId: string | null): UpdateWatch {
  let newBuild = false;
  const reload = () => void reloadFeatures();
  const onVisible = () => document.visibilityState === 'visible' && reload();
  const timers = [setInterval(reload, FLAGS_RELOAD_MS)];
  if (buildId)
    timers.push(
      setInterval(
        () => void otherBuildDeployed(buildId).then((deployed) => (newBuild ||= deployed)),
        BUILD_CHECK_MS,
      ),
    );
  document.addEventListener('visibilitychange', onVisible);
  return {
    navigating: (path) => {
      if (
        !shouldLoadNewBuild({ newBuild, navigating: true, lastReloadAt: lastBuildReload(), now: Date.now() })
      )
        return;
      rememberBuildReload();
      window.location.assign(path);
    },
    stop: () => {
      timers.forEach(clearInterval);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
