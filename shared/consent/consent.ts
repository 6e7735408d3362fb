type Grant = 'granted' | 'denied';

const grant = (allowed: boolean): Grant => (allowed ? 'granted' : 'denied');

/** A visitor's decision (SPEC §3 consent record): statistics, and marketing (SPEC's "other"). */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

/** Where the consent record is kept on the device (local storage, as zustand's persist writes it). */
export const CONSENT_STORAGE_KEY = 'consent';

/**
 * SPEC §4: the tag manager's consent signals, as Google's consent mode names them. Advertising
 * follows the marketing choice, analytics storage the statistics choice.
 */
export function consentSignals(choice: ConsentChoice) {
  return {
    ad_user_data: grant(choice.marketing),
    ad_personalization: grant(choice.marketing),
    ad_storage: grant(choice.marketing),
    analytics_storage: grant(choice.statistics),
  };
}

/** Before any decision every signal is denied; tags wait this long (ms) for a stored choice's update. */
export const CONSENT_DEFAULT = {
  ...consentSignals({ statistics: false, marketing: false }),
  wait_for_update: 500,
};
