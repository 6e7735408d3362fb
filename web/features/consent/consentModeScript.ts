import { CONSENT_DEFAULT, CONSENT_STORAGE_KEY, consentSignals } from '../../../shared/consent/consent.ts';
import { CONSENTED_ATTRIBUTE } from './components/ConsentBanner.tsx';

/** The signals of each stored choice, keyed `{statistics}{marketing}` as 0 or 1. */
const STORED_CHOICE_SIGNALS = Object.fromEntries(
  [0, 1].flatMap((statistics) =>
    [0, 1].map((marketing) => [
      `${statistics}${marketing}`,
      consentSignals({ statistics: !!statistics, marketing: !!marketing }),
    ]),
  ),
);

/** The script for one tag manager URL (one per deployment), made once per isolate, not per page. */
const made = new Map<string | null, string>();

/**
 * Google's consent mode before any tag (SPEC §4, Google's "set up consent mode"): the page's first
 * script, in its head, defines `gtag`, which pushes its `arguments`, sets the denied default, applies
 * a returning visitor's stored choice as the update (and marks the page, so the server-rendered
 * consent banner never paints for them), and sets URL passthrough without statistics consent. Only
 * then, and only when configured, the tag manager's container loads, asynchronously (it never holds
 * up the first paint) and with this script's own CSP nonce. Server-only: it is inlined in the page.
 */
export function consentModeScript(tagManagerScript: string | null): string {
  let script = made.get(tagManagerScript);
  if (script === undefined) {
    script = makeConsentModeScript(tagManagerScript);
    made.set(tagManagerScript, script);
  }
  return script;
}

function makeConsentModeScript(tagManagerScript: string | null): string {
  const loadTagManager = tagManagerScript
    ? `l.push({'gtm.start':Date.now(),event:'gtm.js'});` +
      `var s=d.createElement('script');s.async=true;s.src=${JSON.stringify(tagManagerScript)};` +
      `s.nonce=d.currentScript.nonce;d.head.appendChild(s);`
    : '';
  return (
    `(function(w,d){var l=w.dataLayer=w.dataLayer||[];function gtag(){l.push(arguments)}` +
    `gtag('consent','default',${JSON.stringify(CONSENT_DEFAULT)});var c=null;` +
    `try{c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})).state}catch(e){}` +
    `if(!c||!c.timestamp)c={statistics:false};` +
    `else{d.documentElement.setAttribute(${JSON.stringify(CONSENTED_ATTRIBUTE)},'');gtag('consent','update',${JSON.stringify(STORED_CHOICE_SIGNALS)}[(c.statistics?1:0)+''+(c.marketing?1:0)])}` +
    `gtag('set','url_passthrough',!c.statistics);${loadTagManager}})(window,document);`
  );
}
