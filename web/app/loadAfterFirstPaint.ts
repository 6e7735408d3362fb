import { scriptSafeJson } from './boot.ts';

/** What a page's browser asks for once it has painted, as root-relative URLs. */
export type PageAssets = {
  /** Imported to start the page: it hydrates and loads what else it needs. */
  entry: string;
  /** The entry, its chunk and the matched routes' chunks: all asked for, not found one by one. */
  modules: string[];
  /** The texts' files, fetched by the client as `fetch()` asks (same origin, credentials alike). */
  catalogues?: string[];
};

/** Links added in one task. */
const LINKS_PER_TASK = 6;

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
export function loadAfterFirstPaint({ entry, modules, catalogues = [] }: PageAssets): string {
  // The texts first: few and small, and hydration waits for them as for the code.
  const links = [
    ...catalogues.map((url) => ['preload', url, 'fetch']),
    ...modules.map((url) => ['modulepreload', url]),
  ];
  // `n` links a task: a link costs the renderer up to a millisecond on a cold page, and a
  // reservation's 28 in one task made a task Lighthouse counts as blocking (27 ms here, 108 ms
  // on its phone). A hidden tab takes them at once, as its timers run once a second.
  const step =
    `var q=${scriptSafeJson(links)};(function s(){q.splice(0,n).forEach(function(i){` +
    `var l=document.createElement('link');l.rel=i[0];l.href=i[1];if(i[2]){l.as=i[2];l.crossOrigin='anonymous'}` +
    `document.head.appendChild(l)});q.length?setTimeout(s):import(${scriptSafeJson(entry)})})()`;
  return (
    `(function(go){document.hidden?go(1e9):requestAnimationFrame(function(){setTimeout(go,0,${LINKS_PER_TASK})})})` +
    `(function(n){${step}});`
  );
}
