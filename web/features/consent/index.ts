/**
 * What other features use of consent: the visitor's choice, to follow (telemetry) or to wait for
 * (the sign-in modal). The app composes the banner, the consent mode script and the footer's link.
 */
export { useConsent } from './consentStore.ts';
