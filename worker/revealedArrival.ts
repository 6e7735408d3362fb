import type { Context } from 'hono';
import { arrivalAnswerSchema, type Arrival } from '../shared/reservation/arrivalSchema.ts';
import { withoutSecrets, withSecretsAsRevealed } from '../shared/reservation/arrivalReveal.ts';
import { reservationSchema, type Reservation } from '../shared/reservation/schemas/reservation.ts';
import { reservationCall } from '../shared/upstream/calls/reservation.ts';
import { callTo } from '../shared/upstream/callPath.ts';
import type { AppEnv } from './pipeline/appEnv.ts';
import { upstreamClient } from './upstreams.ts';
import { portalNow } from '../shared/site/portalClock.ts';
import { describeError } from './log.ts';

/** The JSON in `text`, or undefined, which no answer schema takes. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const hasSecrets = (arrival: Arrival) => arrival.accessCode.code !== null || !!arrival.wifi?.password;

/**
 * webcc-api's arrival answer as the browser may have it: the door code and the Wi-Fi password only
 * while the reveal rule holds, as the page shows them, whatever the service sent. A service that
 * sends them early would otherwise reach the guest's browser (and anyone holding the link) through
 * the proxy although the page hides them. The rule reads the booking, which the edge asks for
 * itself; where it cannot be read the secrets stay out. An answer that is not an arrival is the
 * service's failure (502), as the browser's own check would find it.
 */
export async function revealedArrival(
  c: Context<AppEnv>,
  answer: Response,
  token: string,
): Promise<Response> {
  if (!answer.ok) return answer;
  const text = await answer.text();
  const parsed = arrivalAnswerSchema.safeParse(jsonOf(text));
  if (!parsed.success) {
    c.get('log').error('malformed arrival answer', { service: 'webcc-api' });
    return c.json({ error: 'bad_gateway', message: 'webcc-api sent an arrival the portal cannot read' }, 502);
  }
  const arrival = parsed.data;
  if (arrival === null || !hasSecrets(arrival)) return new Response(text, answer);
  const booking = await bookingOf(c, token);
  const shown = booking ? withSecretsAsRevealed(arrival, booking, portalNow()) : withoutSecrets(arrival);
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(shown), { status: answer.status, headers });
}

async function bookingOf(c: Context<AppEnv>, token: string): Promise<Reservation | null> {
  try {
    return await upstreamClient(
      c.get('upstreams')['webcc-api'],
      c.get('log'),
    )({
      to: callTo(reservationCall, { token }),
      headers: { 'x-forwarded-for': c.get('client') },
      answer: reservationSchema,
    });
  } catch (error) {
    c.get('log').warn('booking for the arrival reveal unread', { cause: describeError(error) });
    return null;
  }
}
