import type { Language } from '../../shared/i18n/languages.ts';
import { afterFirstPaint } from './afterFirstPaint.ts';

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

/** A link to add: its `rel`, its `href` and, for a preload, its `as`. */
type Link = [rel: string, href: string, as?: string];

/** What the boot script's loading is given (web/app/inline/loadAfterFirstPaint.ts). */
export interface LoadPlan {
  /** In the order they are added. */
  links: Link[];
  entry: string;
}

/** The loading of a page's assets, made by the server. */
export function loadPlan({ entry, modules, catalogues = [] }: PageAssets): LoadPlan {
  return {
    // The texts first: few and small, and hydration waits for them as for the code.
    links: [
      ...catalogues.map((url): Link => ['preload', url, 'fetch']),
      ...modules.map((url): Link => ['modulepreload', url]),
    ],
    entry,
  };
}

/**
 * How long one task may go on adding links before it yields. A link starts a request, a short moment
 * of a plain Chromium's main thread, so a task adds a dozen; under Lighthouse's trace (DevTools
 * records each request and the script's stack) one link takes far longer, so a task adds one. A fixed
 * two a task made tasks in traced loads that a slowed phone counts as blocking (measured in
 * DECISION.md).
 */
export const LINK_TASK_MS = 4;

/**
 * The boot script's last statement: once the browser has painted the page, it asks for the page's
 * texts and scripts and imports the entry; a hidden tab paints no frame, so it starts at once.
 *
 * The page needs no script to paint. Preloaded from the HTML, the scripts shared the link and the
 * main thread with the paint: in a phone-like Chromium, asking after the paint paints home and a
 * reservation sooner and hydrates them later (measured in DECISION.md; `npm run bench` prints
 * both). What a guest does before hydration still works: links are links, typed values are kept,
 * taps on buttons are replayed (earlyClicks.ts).
 */
export function loadAfterFirstPaint({ links, entry }: LoadPlan, importEntry: (url: string) => unknown): void {
  // Links go in for LINK_TASK_MS a task, at least one; the next task is asked for with a message
  // (timers nested this deep wait 4 ms each). A hidden tab takes all at once.
  afterFirstPaint((hidden) => {
    const { port1, port2 } = new MessageChannel();
    const nextTask = () => {
      const started = performance.now();
      while (links.length) {
        const [rel, href, as] = links.shift()!;
        const link = document.createElement('link');
        link.rel = rel;
        link.href = href;
        if (as) {
          link.as = as;
          link.crossOrigin = 'anonymous';
        }
        document.head.appendChild(link);
        if (!hidden && performance.now() - started >= LINK_TASK_MS) break;
      }
      if (links.length) port2.postMessage(0);
      else {
        port1.close();
        importEntry(entry);
      }
    };
    port1.onmessage = nextTask;
    nextTask();
  });
}
