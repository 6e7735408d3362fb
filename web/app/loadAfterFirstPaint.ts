import { scriptSafeJson } from './boot.ts';

/** What a page's browser asks for once it has painted, as root-relative URLs. */
export type PageAssets = {
  /** Imported to start the page: it hydrates and loads what else it needs. */
  entry: string;
  /** The entry, its chunk and the matched routes' chunks, asked for at once rather than one after another. */
  modules: string[];
  /** The texts' files, fetched by the client as `fetch()` asks (same origin, credentials alike). */
  catalogues?: string[];
};

/** Links added in one task. */
const LINKS_PER_TASK = 6;

/**
 * The boot script's last statement: once the browser has painted the page (a frame, then a task),
 * it asks for the page's scripts and texts and imports the entry; a hidden tab paints no frame, so
 * it starts at once.
 *
 * The page needs no script to paint; until now its HTML preloaded them (at low priority), and they
 * shared the link and the main thread with the paint. Measured in a phone-like Chromium (150 ms
 * RTT, 1.6 Mbps, 4x CPU; the medians of two rounds of five loads), asking after the paint brings the first paint
 * sooner (home 564-584 -> 472-512 ms, a reservation 556-596 -> 460-472 ms) and hydration later
 * (home 1.39 -> 1.65-1.67 s, a reservation 1.64-1.70 -> 1.86-1.88 s). A guest sees the page sooner, and
 * what they do before hydration still works: links are links, typed values are kept, and taps on
 * buttons are replayed (earlyClicks.ts). Lighthouse's simulation had counted the whole 128 KB as
 * something the largest paint waited for, as on the local link it finished before the paint.
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
