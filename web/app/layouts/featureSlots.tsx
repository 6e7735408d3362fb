import { chromeSlots } from '../../ui/chrome/chromeSlots.ts';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';
import { AccountLinks } from '../../features/auth/AccountLinks.tsx';
import { useConsent } from '../../features/consent/consentStore.ts';

/**
 * Loaded only for signed-in visitors: the user's call and its schema stay out of every guest's
 * first JavaScript.
 */
const { Component: SignedInLinks } = loadedOnDemand(() =>
  import('../../features/account/components/SignedInLinks.tsx').then((module) => module.default),
);

// What the features put in the page chrome, filled as the page chrome is loaded (PageChrome.tsx).
chromeSlots.account = <AccountLinks signedIn={<SignedInLinks />} />;
chromeSlots.openCookieSettings = () => useConsent.getState().openPreferences();
