/**
 * Every booking a reviews query names, in any `filters` parameter and at any place of its comma
 * list, however the key is spelt: a service may read any of them.
 */
export function reservationsInFilters(query: URLSearchParams): string[] {
  const pairs = query.getAll('filters').flatMap((filters) => filters.split(','));
  const named = pairs.flatMap((pair) => {
    const [key = '', ...value] = pair.split(':');
    return key.trim().toLowerCase() === 'reservation' ? [value.join(':').trim()] : [];
  });
  return [...new Set(named)];
}
