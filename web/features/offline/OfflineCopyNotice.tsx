import { Suspense, useSyncExternalStore } from 'react';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';

// Loaded with the save too (client/savedPageCode.ts). A load that fails (offline before anything was
// saved) leaves the line out: there is no copy to tell of.
const { Component: SavedCopyNotice } = loadedOnDemand(() =>
  import('./client/SavedCopyNotice.tsx').then(
    (module) => module.SavedCopyNotice,
    () => () => null,
  ),
);

function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether this page may be the device's copy: a service worker controls it (it answers a saved
 * page's load offline), or there is no connection.
 */
const mayBeCopy = () => Boolean(navigator.serviceWorker?.controller) || !navigator.onLine;

/**
 * "Saved on {date, time}; you are offline" on a saved reservation page. Its code
 * loads only where the line may show: a page a service worker controls, or one whose
 * connection is gone; a first visit online never loads it. Nothing is drawn on the server.
 */
export function OfflineCopyNotice() {
  const mayShow = useSyncExternalStore(onConnectionChange, mayBeCopy, () => false);
  if (!mayShow) return null;
  return (
    <Suspense fallback={null}>
      <SavedCopyNotice />
    </Suspense>
  );
}
