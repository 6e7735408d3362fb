import { CONSENT_DEFAULT, CONSENT_STORAGE_KEY, consentSignals } from '../../../shared/consent/consent.ts';
import type { ConsentRecord } from './consentStore.ts';

/**
 * Set on `<html>` by the page's first script when the device holds a decision, before the first
 * paint: the banner the server rendered then never shows to a returning visitor (ConsentBanner.tsx).
 */
export const CONSENTED_ATTRIBUTE = 'data-consented';

/**
 * Google's consent mode before any tag (SPEC §4, Google's "set up consent mode"): the page's first
 * script (web/app/inline/consentMode.ts), in its head, defines `gtag`, which pushes its `arguments`,
 * sets the denied default, applies a returning visitor's stored choice as the update (and marks the
 * page, so the server-rendered consent banner never paints for them), and sets URL passthrough
 * without statistics consent. Only then, and only when configured, the tag manager's container
 * loads, asynchronously (it never holds up the first paint) and with this script's own CSP nonce.
 */
export function startConsentMode(tagManagerScript: string | null): void {
  const layer = (window.dataLayer ||= []);
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  }
  gtag('consent', 'default', CONSENT_DEFAULT);
  const stored = storedDecision();
  if (stored) {
    document.documentElement.setAttribute(CONSENTED_ATTRIBUTE, '');
    gtag('consent', 'update', consentSignals(stored));
  }
  gtag('set', 'url_passthrough', !stored?.statistics);
  if (tagManagerScript) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = tagManagerScript;
    script.nonce = (document.currentScript as HTMLScriptElement).nonce;
    document.head.appendChild(script);
  }
}

/** The decision the consent store keeps on the device, if one was made. */
function storedDecision(): ConsentRecord | undefined {
  try {
    const record = (JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!) as { state: ConsentRecord }).state;
    if (record.timestamp) return record;
  } catch {
    // No storage (a partner's frame may refuse it), nothing stored or not the store's shape: no decision.
  }
  return undefined;
}
