import type { Language } from '../../shared/i18n/languages.ts';

/**
 * The Intl warm-up: on a page that formats dates or amounts as it loads, a background thread makes
 * the page's first Intl formatters before hydration does (started by web/app/inline/warmIntl.ts).
 *
 * A renderer's first Intl formatter loads the browser's locale data once for the whole process: a
 * long stretch of the main thread, longer on a phone, in the middle of hydrating a page that shows a
 * date or a price. Made first in a worker of the same renderer, the same formatters then take a small
 * part of that on the main thread (measured in DECISION.md). The worker gets no data and sends none
 * back; it ends itself once done. Browsers without workers (or a CSP
 * refusing them) format as before, only slower.
 */

/** Starts the worker from its script (warmIntl.worker.ts, built); the language travels as its name. */
export function warmIntlOffMainThread(lang: Language, workerScript: string): void {
  try {
    const url = URL.createObjectURL(new Blob([workerScript], { type: 'text/javascript' }));
    new Worker(url, { name: lang });
    setTimeout(URL.revokeObjectURL, 1e4, url);
  } catch {
    // No workers here, or a CSP refusing them: the page formats on the main thread.
  }
}
