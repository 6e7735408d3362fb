import { isWellFormedToken } from '../shared/paths.ts';
import { reservationLanguageSchema } from '../shared/schemas/reservation.ts';
import { PAGE_LOOKUP_TIMEOUT_MS } from '../shared/upstream/timeouts.ts';
import { upstreamClient, type Upstream } from './upstreams.ts';

const RESERVATION_PATH = /^\/reservations\/([^/]+)/;

/**
 * SPEC §2: without a stored language, a reservation page opens in the reservation's language.
 * Asked only when that decides a redirect; any failure leaves the choice to the browser.
 */
export async function reservationLanguage(
  pathname: string,
  webcc: Upstream,
  client: string | undefined,
): Promise<string | undefined> {
  const token = RESERVATION_PATH.exec(pathname)?.[1];
  if (!isWellFormedToken(token)) return undefined;
  // No request logger reaches here; the console still gets a malformed answer, without the token.
  const callWebcc = upstreamClient(webcc, console);
  try {
    const { language } = await callWebcc({
      service: 'webcc-api',
      path: `/v1/booking/reservations/${token}`,
      headers: client ? { 'x-forwarded-for': client } : {},
      answer: reservationLanguageSchema,
      timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    });
    return language;
  } catch {
    return undefined;
  }
}
