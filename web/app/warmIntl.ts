import type { Language } from '../../shared/site/languages.ts';
import { scriptSafeJson } from './boot.ts';

/**
 * A boot-script statement that has a background thread make the page's first Intl formatters;
 * loadAfterFirstPaint.ts runs it once the page has painted.
 *
 * A renderer's first Intl formatter loads the browser's locale data once for the whole process:
 * 25-80 ms on the main thread here (4x that on Lighthouse's phone), in the middle of hydrating a
 * page that shows a date or a price. Made first in a worker of the same renderer, the same
 * formatters then take 0.2-10 ms on the main thread (measured in Chromium 156: a reservation's
 * loads spent 104-107 ms making Intl formatters at 4x CPU without it, 2-9 with it). The worker gets
 * no data and sends none back; it ends itself once done. Browsers without workers (or a CSP
 * refusing them) format as before, only slower.
 */
export function warmIntlOffMainThread(lang: Language): string {
  const work =
    `var l=${scriptSafeJson(lang)};new Intl.NumberFormat(l,{style:'currency',currency:'EUR'}).format(1);` +
    `new Intl.DateTimeFormat(l,{dateStyle:'long',timeZone:'UTC'}).format(0);new Intl.PluralRules(l).select(1);` +
    `new Intl.DisplayNames(l,{type:'region'}).of('CH');close()`;
  return (
    `try{(function(u){new Worker(u);setTimeout(URL.revokeObjectURL,1e4,u)})` +
    `(URL.createObjectURL(new Blob([${scriptSafeJson(work)}],{type:'text/javascript'})))}catch(e){}`
  );
}
