import { useEffect, useState } from 'react';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatSavedAt } from '../saved/formatSavedAt.ts';
import {
  SAVED_AT_HEADER,
  SAVED_COPY_QUESTION,
  savedCacheName,
  savedPageKey,
} from '../saved/savedCacheNames.ts';
import { reservationOfSavedPage } from '../saved/savedPages.ts';

/** Whether the service worker answered this page's load from its saved copy, and when that was saved. */
function askWhetherFromCopy(): Promise<string | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<string | null>) => resolve(event.data || null);
    worker.postMessage(SAVED_COPY_QUESTION, [channel.port2]);
  });
}

/** When this page's copy on the device was saved, or null where there is none. */
async function savedAtOfThisPage(): Promise<string | null> {
  const token = reservationOfSavedPage(location.pathname);
  if (!token || typeof caches === 'undefined') return null;
  const copy = await caches.match(savedPageKey(new URL(location.href)), { cacheName: savedCacheName(token) });
  return copy?.headers.get(SAVED_AT_HEADER) ?? null;
}

/**
 * "Saved on {date, time}; you are offline", on a saved reservation page (the
 * overview, the arrival page) while it shows the device's copy: answered from it, or offline now.
 * Drawn only in the browser, after hydration: the server never sends a saved copy. Loaded only where
 * it may show (OfflineCopyNotice.tsx).
 */
export function SavedCopyNotice() {
  const t = useT();
  const { lang } = useSite();
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let fromCopy: string | null = null;
    const show = async () => {
      const shown = fromCopy ?? (navigator.onLine ? null : await savedAtOfThisPage());
      if (live) setSavedAt(shown);
    };
    void askWhetherFromCopy().then((answer) => {
      fromCopy = answer;
      return show();
    });
    const onChange = () => void show();
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      live = false;
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, []);

  if (!savedAt) return null;
  return (
    <p className="notice offline-copy" role="status">
      {t('offline.savedCopy', { savedAt: formatSavedAt(savedAt, lang) })}
    </p>
  );
}
