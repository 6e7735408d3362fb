import type { Partner } from '../../shared/partner.ts';
import type { TrackingPageType } from '../../shared/routeFacts.ts';

/**
 * A page view for the tag manager's data layer, with the partner (SPEC §6: the partner travels
 * with tracking). The path goes without its token.
 */
export function trackPageView(pageType: TrackingPageType, partner: Partner | null, redactedPath: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'virtualPageview',
    pageType,
    page: redactedPath,
    partnerId: partner?.id || undefined,
  });
}
