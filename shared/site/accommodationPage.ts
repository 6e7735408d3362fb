import type { PageConfig } from './schemas/pageConfig.ts';

/**
 * The house's own page on the provider's public site, from the page configuration's `sites`: the
 * site of the page's site code, its `{code}` filled in. Without such a site, or where what it gives
 * is no web address, there is none: a card that leads nowhere beats one that leads astray.
 */
export function accommodationPageUrl(
  conf: Pick<PageConfig['conf'], 'siteCode' | 'sites'>,
  code: string,
): string | null {
  const site = conf.sites.find(({ siteCode }) => siteCode === conf.siteCode);
  if (!site) return null;
  const url = webAddress(site.accommodationUrl.replaceAll('{code}', encodeURIComponent(code)));
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** `URL.parse`, which browsers of 2023 (an ES2022 target) do not have. */
function webAddress(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
