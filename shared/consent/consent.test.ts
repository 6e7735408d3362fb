import { describe, expect, it } from 'vitest';
import { consentSignals } from './consent.ts';

describe('consent signals (SPEC §4)', () => {
  it('follow marketing for advertising and statistics for analytics', () => {
    expect(consentSignals({ statistics: true, marketing: false })).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentSignals({ statistics: false, marketing: true })).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'denied',
    });
  });
});
