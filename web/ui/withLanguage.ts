/** `to` (absolute or relative) with `lang` set, keeping its other query parameters and hash. */
export function withLanguage(to: string, lang: string): string {
  const [beforeHash = '', ...hashParts] = to.split('#');
  const [path = '', query = ''] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', lang);
  const hash = hashParts.length > 0 ? `#${hashParts.join('#')}` : '';
  return `${path}?${params.toString()}${hash}`;
}
