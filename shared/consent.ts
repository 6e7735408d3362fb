type Grant = 'granted' | 'denied';

const grant = (allowed: boolean): Grant => (allowed ? 'granted' : 'denied');

/**
 * SPEC §4: the tag manager's consent signals. Advertising follows the marketing choice,
 * analytics storage the statistics choice; without statistics, URL passthrough is on.
 */
export function consentSignals(choice: { statistics: boolean; marketing: boolean }) {
  return {
    ad_user_data: grant(choice.marketing),
    ad_personalization: grant(choice.marketing),
    ad_storage: grant(choice.marketing),
    analytics_storage: grant(choice.statistics),
    url_passthrough: !choice.statistics,
  };
}
