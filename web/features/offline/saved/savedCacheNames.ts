/**
 * Where the device keeps what a guest opened (DESIGN §10): one cache a reservation
 * in the service worker's Cache Storage, the only store of it (its pages stay `no-store` for the
 * HTTP cache). Nothing here loads a schema: the page reads these names in its first load.
 */
export const SAVED_PREFIX = 'saved-reservation-';

/** When a saved response was fetched: the "Saved on" of its page. */
export const SAVED_AT_HEADER = 'X-Saved-At';

export const savedCacheName = (token: string) => `${SAVED_PREFIX}${token}`;

/** A saved page is kept under its path alone: a reload with other parameters finds it too. */
export const savedPageKey = (url: URL) => `${url.origin}${url.pathname}`;

/** A page's question whether the service worker answered its load from a saved copy, and from when. */
export const SAVED_COPY_QUESTION = 'savedCopyOfThisPage';

/** "Forget this device" and logout: every saved reservation goes, with its pages, calls and documents. */
export async function forgetSavedReservations(storage: CacheStorage): Promise<void> {
  const names = (await storage.keys()).filter((name) => name.startsWith(SAVED_PREFIX));
  await Promise.all(names.map((name) => storage.delete(name)));
}
