import type { Language } from '../../shared/site/languages.ts';
import { scriptSafeJson } from './boot.ts';
import { warmIntlOffMainThread } from './warmIntl.ts';

/** What a page's browser asks for once it has painted, as root-relative URLs. */
export type PageAssets = {
  /** Imported to start the page: it hydrates and loads what else it needs. */
  entry: string;
  /** The entry, its chunk and the matched routes' chunks: all asked for, not found one by one. */
  modules: string[];
  /** The texts' files, fetched by the client as `fetch()` asks (same origin, credentials alike). */
  catalogues?: string[];
  /** For a page that formats dates or amounts as it loads: its language, for warmIntl.ts. */
  formatsIn?: Language;
};

/** Links added in one task. */
const LINKS_PER_TASK = 2;

/**
 * The boot script's last statement: once the browser has painted the page (a frame, then a task),
 * it asks for the page's texts and scripts and imports the entry; a hidden tab paints no frame, so
 * it starts at once.
 *
 * The page needs no script to paint. Preloaded from the HTML, the scripts shared the link and the
 * main thread with the paint: in a phone-like Chromium (150 ms round trip, 1.6 Mbps, 4x CPU)
 * asking after the paint paints home and a reservation 60-130 ms sooner and hydrates them
 * 180-280 ms later (`npm run bench` prints both). What a guest does before hydration still works:
 * links are links, typed values are kept, taps on buttons are replayed (earlyClicks.ts).
 */
export function loadAfterFirstPaint({ entry, modules, catalogues = [], formatsIn }: PageAssets): string {
  // The texts first: few and small, and hydration waits for them as for the code.
  const links = [
    ...catalogues.map((url) => ['preload', url, 'fetch']),
    ...modules.map((url) => ['modulepreload', url]),
  ];
  // Two links a task, the next task asked for with a message (timers nested this deep wait 4 ms
  // each). A link starts a request: 0.2-0.4 ms of a plain Chromium's main thread, 3-16 ms under
  // Lighthouse's trace (DevTools records each request); six a task made tasks its 4x phone counts
  // as blocking. One a task was tried: its link tasks were a little shorter in four traced loads,
  // but neither Lighthouse's TBT nor a phone-like Chromium's hydration showed a difference beyond the
  // noise, and the last links go out later. A hidden tab takes all at once.
  const step =
    `var q=${scriptSafeJson(links)},c=new MessageChannel;c.port1.onmessage=s;function s(){q.splice(0,n).forEach(function(i){` +
    `var l=document.createElement('link');l.rel=i[0];l.href=i[1];if(i[2]){l.as=i[2];l.crossOrigin='anonymous'}` +
    `document.head.appendChild(l)});q.length?c.port2.postMessage(0):(c.port1.close(),import(${scriptSafeJson(entry)}))}`;
  return (
    `(function(go){document.hidden?go(1e9):requestAnimationFrame(function(){setTimeout(go,0,${LINKS_PER_TASK})})})` +
    // The Intl thread first, in a task of its own (2-6 ms, 7 under Lighthouse's trace), long before
    // hydration formats; the links from the next task on.
    `(function(n){${step}${formatsIn ? `${warmIntlOffMainThread(formatsIn)}c.port2.postMessage(0)` : 's()'}});`
  );
}
