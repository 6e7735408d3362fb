import { pageMatchAt } from '../../../../shared/routes/pageMatch.ts';

/** Who sent a message to the service worker: the event's origin and the sending window's URL. */
interface MessageSource {
  origin: string;
  url: string;
}

/**
 * Whether a message comes from a page of the portal: this origin as the event names it and as the
 * sending window's URL does, and a page of the route table there. Any other document of the
 * origin (a file, a sandbox page, an error answer) is no page of the portal's and has nothing to
 * ask. The window's URL is the one it loaded; the page it shows now may be another of the table's,
 * reached without a load, which the message's own checks hold to (keepReservation.ts).
 */
export function fromPortalPage({ origin, url }: MessageSource, portalOrigin: string): boolean {
  if (origin !== portalOrigin) return false;
  const sender = new URL(url);
  return sender.origin === portalOrigin && pageMatchAt(sender.pathname) !== undefined;
}
