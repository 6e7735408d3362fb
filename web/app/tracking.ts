import type { Partner } from '../../shared/partner.ts';

/** SPEC §7 page types in tracking. */
export function pageType(pathname: string): 'reservations' | 'precheckin' | 'guestworld' | 'start' {
  if (pathname.startsWith('/reservations')) return 'reservations';
  if (pathname.startsWith('/precheckins')) return 'precheckin';
  if (/^\/(myaccount|login|register|forgotpassword|resetpassword|verify|callback)/.test(pathname))
    return 'guestworld';
  return 'start';
}

/**
 * A page view for the tag manager's data layer, with the partner (SPEC §6: the partner travels
 * with tracking). The path goes without its token.
 */
export function trackPageView(pathname: string, partner: Partner | null, redactedPath: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'virtualPageview',
    pageType: pageType(pathname),
    page: redactedPath,
    partnerId: partner?.id || undefined,
  });
}
