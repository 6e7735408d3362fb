import type { Env } from './env.ts';
import { DEFAULT_REFERRER_PARTNERS, type ReferrerPartnerConfig } from '../shared/site/partnerReferrer.ts';

/**
 * Partner settings from variables, with the documented defaults of shared/site/partnerReferrer.ts:
 * PARTNER_REFERRER_GOOGLE, PARTNER_REFERRER_OTHERS, PARTNER_FIXED_IDS (comma-separated) and
 * PARTNER_FRAME_ANCESTORS (JSON: partner id → sources allowed to frame the portal for it).
 */
export function referrerPartnerConfig(env: Env): ReferrerPartnerConfig {
  const fixed = env.PARTNER_FIXED_IDS?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    googleId: env.PARTNER_REFERRER_GOOGLE || DEFAULT_REFERRER_PARTNERS.googleId,
    otherEnginesId: env.PARTNER_REFERRER_OTHERS || DEFAULT_REFERRER_PARTNERS.otherEnginesId,
    fixedIds: fixed && fixed.length > 0 ? fixed : DEFAULT_REFERRER_PARTNERS.fixedIds,
  };
}

/** The frame-ancestors sources: the configured default, plus the partner's own where configured. */
export function frameAncestorsFor(env: Env, partnerId: string | null): string {
  const base = env.FRAME_ANCESTORS?.trim() || "'self'";
  if (!partnerId || !env.PARTNER_FRAME_ANCESTORS) return base;
  try {
    const perPartner = JSON.parse(env.PARTNER_FRAME_ANCESTORS) as Record<string, string>;
    const extra = Object.hasOwn(perPartner, partnerId) ? perPartner[partnerId] : undefined;
    return typeof extra === 'string' && /^[\w\s:/.*'-]+$/.test(extra) ? `${base} ${extra}` : base;
  } catch {
    return base;
  }
}
