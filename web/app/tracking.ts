import type { Partner } from '../../shared/site/partner.ts';
import type { TrackingPageType } from '../../shared/routes/routeFacts.ts';
import { pushEvent } from '../platform/dataLayer.ts';

/**
 * A page view for the tag manager's data layer, on the first load and every client navigation
 * (SPEC §2, §6: with the page type and the partner). The path goes without its token.
 */
export function trackPageView(pageType: TrackingPageType, partner: Partner | null, redactedPath: string) {
  pushEvent({
    event: 'virtualPageview',
    pageType,
    page: redactedPath,
    partnerId: partner?.id || undefined,
  });
}
