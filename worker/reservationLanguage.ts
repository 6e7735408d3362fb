import { isWellFormedToken } from '../shared/paths.ts';
import type { Upstream } from './upstreams.ts';

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
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (client) headers['x-forwarded-for'] = client;
    const response = await webcc(
      new Request(`https://webcc.internal/webcc-api/v1/booking/reservations/${token}`, {
        headers,
        signal: AbortSignal.timeout(3_000),
      }),
    );
    if (!response.ok) return undefined;
    const body = (await response.json()) as { language?: unknown };
    return typeof body.language === 'string' ? body.language : undefined;
  } catch {
    return undefined;
  }
}
