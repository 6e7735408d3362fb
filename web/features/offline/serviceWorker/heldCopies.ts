/**
 * The pages this worker fetched for a navigation, held until the page says it opened a reservation
 * (the keep message): only then is the copy saved, so a page that failed to load its reservation
 * never replaces a good copy, and the page is not asked for a second time.
 */
const HELD_MS = 60_000;
const HELD_MAX = 4;

interface HeldCopy {
  pathname: string;
  response: Response;
  at: number;
}

export function heldCopies() {
  const byClient = new Map<string, HeldCopy>();
  return {
    hold(clientId: string, pathname: string, response: Response, now: number) {
      for (const [id, copy] of byClient) if (now - copy.at > HELD_MS) byClient.delete(id);
      if (byClient.size >= HELD_MAX) byClient.delete(byClient.keys().next().value ?? '');
      byClient.set(clientId, { pathname, response, at: now });
    },
    /** The copy of `pathname` held for the page `clientId` now holds, once. */
    take(clientId: string, pathname: string): Response | undefined {
      const copy = byClient.get(clientId);
      byClient.delete(clientId);
      return copy?.pathname === pathname ? copy.response : undefined;
    },
  };
}
