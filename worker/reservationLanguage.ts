import { reservationCall } from '../shared/upstream/calls/reservation.ts';
import { precheckinCall } from '../shared/upstream/calls/precheckin.ts';
import { callTo, type CallTarget } from '../shared/upstream/callPath.ts';
import { bookingOfPage } from '../shared/routes/bookingOfPage.ts';
import type * as z from 'zod/mini';
import { isWellFormedToken } from '../shared/routes/paths.ts';
import { reservationLanguageSchema } from '../shared/reservation/schemas/reservation.ts';
import { precheckinLanguageSchema } from '../shared/precheckin/schemas/precheckin.ts';
import { PAGE_LOOKUP_TIMEOUT_MS } from '../shared/upstream/timeouts.ts';
import { upstreamClient, type Upstream } from './upstreams.ts';

/**
 * SPEC §2: without a stored language, a booking's page (its reservation or its pre-check-in) opens
 * in the booking's language. Asked only when that decides a redirect; any failure leaves the choice
 * to the browser.
 */
export async function reservationLanguage(
  pathname: string,
  webcc: Upstream,
  client: string | undefined,
): Promise<string | undefined> {
  const { reservation, precheckin } = bookingOfPage(pathname);
  // No request logger reaches here; the console still gets a malformed answer, without the token.
  const callWebcc = upstreamClient(webcc, console);
  const ask = <Answer extends z.ZodMiniType>(to: CallTarget, answer: Answer) =>
    callWebcc({
      to,
      headers: client ? { 'x-forwarded-for': client } : {},
      answer,
      timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    });
  try {
    if (isWellFormedToken(reservation))
      return (await ask(callTo(reservationCall, { token: reservation }), reservationLanguageSchema)).language;
    if (isWellFormedToken(precheckin))
      return (await ask(callTo(precheckinCall, { token: precheckin }), precheckinLanguageSchema)).reservation
        .language;
    return undefined;
  } catch {
    return undefined;
  }
}
