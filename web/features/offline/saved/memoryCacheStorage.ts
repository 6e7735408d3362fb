/**
 * Cache Storage as a browser keeps it, in memory, for tests in Node (which has none): named caches
 * of responses by URL, with the calls the offline layer makes.
 */
export function memoryCacheStorage(origin = 'https://portal.test'): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL, ignoreSearch = false) => {
    const url = new URL(request instanceof Request ? request.url : String(request), origin);
    if (ignoreSearch) url.search = '';
    return url.href;
  };
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      async match(request: RequestInfo | URL, options?: CacheQueryOptions) {
        if (!options?.ignoreSearch) return entries.get(keyOf(request))?.clone();
        const wanted = keyOf(request, true);
        for (const [key, response] of entries) if (keyOf(key, true) === wanted) return response.clone();
        return undefined;
      },
      async put(request: RequestInfo | URL, response: Response) {
        entries.set(keyOf(request), response);
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url));
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(keyOf(request));
      },
    }) as unknown as Cache;
  return {
    async open(name: string) {
      if (!caches.has(name)) caches.set(name, new Map());
      return cacheOf(caches.get(name)!);
    },
    async has(name: string) {
      return caches.has(name);
    },
    async delete(name: string) {
      return caches.delete(name);
    },
    async keys() {
      return [...caches.keys()];
    },
    async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions) {
      const names = options?.cacheName ? [options.cacheName] : [...caches.keys()];
      for (const name of names) {
        const found = caches.has(name) ? await cacheOf(caches.get(name)!).match(request, options) : undefined;
        if (found) return found;
      }
      return undefined;
    },
  } as CacheStorage;
}
