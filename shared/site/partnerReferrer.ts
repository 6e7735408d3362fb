/**
 * SPEC §9 partner referrers: one partner id for Google, another for the other search engines; a
 * referrer overrides the partner unless the partner's id is one of the fixed ids.
 */
export interface ReferrerPartnerConfig {
  googleId: string;
  otherEnginesId: string;
  fixedIds: readonly string[];
}

/** Documented defaults; each can be replaced by a variable (see worker/partnerConfig.ts). */
export const DEFAULT_REFERRER_PARTNERS: ReferrerPartnerConfig = {
  googleId: 'SEO-GOOGLE',
  otherEnginesId: 'SEO-OTHERS',
  fixedIds: [
    'P1000',
    'P1001',
    'P1002',
    'P1003',
    'P1004',
    'P1005',
    'P1006',
    'P1007',
    'P1008',
    'P1009',
    'P1010',
    'P1011',
    'P1012',
    'P1013',
    'P1014',
    'P1015',
    'P1016',
    'P1017',
    'P1018',
    'P1019',
  ],
};

const OTHER_ENGINES = [
  'bing',
  'ecosia',
  'duckduckgo',
  'yahoo',
  'baidu',
  'seznam',
  'qwant',
  'yandex',
] as const;
type SearchEngine = 'google' | (typeof OTHER_ENGINES)[number];

/** The search engine a Referer comes from, by its registrable name (google.de, www.bing.com, ...). */
export function searchEngineOf(referrer: string | null | undefined): SearchEngine | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.split('.');
  const engines: readonly SearchEngine[] = ['google', ...OTHER_ENGINES];
  // The engine's name is the label before the public suffix: search.yahoo.co.jp, www.google.com.
  return engines.find((engine) => labels.slice(0, -1).includes(engine)) ?? null;
}

/** The partner id a visit ends up with, given what it brought and where it came from. */
export function partnerIdAfterReferrer(
  currentId: string | null,
  referrer: string | null | undefined,
  config: ReferrerPartnerConfig = DEFAULT_REFERRER_PARTNERS,
): string | null {
  const engine = searchEngineOf(referrer);
  if (!engine) return currentId;
  if (currentId && config.fixedIds.includes(currentId)) return currentId;
  return engine === 'google' ? config.googleId : config.otherEnginesId;
}
