import type { ReactNode } from 'react';

/**
 * The places in the page chrome that features fill. The app fills them once, as it composes the
 * page (web/app/layouts/featureSlots.tsx), before anything renders; the header and footer draw
 * what is there without importing any feature, whichever layout draws them. A plain object rather
 * than a React context: the slots never change, and the chrome is in every page's first script.
 */
interface ChromeSlots {
  /** The header's account corner: sign-in, or the signed-in user's links. */
  account?: ReactNode;
  /** What the footer's 'Cookie settings' does: open the consent preferences. */
  openCookieSettings?: () => void;
}

export const chromeSlots: ChromeSlots = {};
