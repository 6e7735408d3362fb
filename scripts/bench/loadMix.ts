// The bench's sustained run: a mix of pages and API calls in production mode, bounded in
// time, on loopback. What a bad day must not produce: errors (5xx, timeouts, dropped connections).
import autocannon, { type Request } from 'autocannon';

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
export const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);

/** The mix, one request each in turn per connection. */
export function loadMix({
  reservationPath,
  reservationToken,
  cssPath,
}: {
  reservationPath: string;
  reservationToken: string;
  cssPath: string;
}): Request[] {
  const page = (path: string) => ({
    method: 'GET',
    path,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
  });
  const api = (path: string) => ({ method: 'GET', path, headers: { accept: 'application/json' } });
  return [
    page('/?lang=en'),
    page(reservationPath),
    page('/no-such-page?lang=en'),
    page('/login?lang=de'),
    api(`/webcc-api/v1/booking/reservations/${reservationToken}?lang=en`),
    api('/webcc-api/v1/reviews?page=1&locale=en'),
    api('/i18n/de/reservation.json'),
    api(cssPath),
  ];
}

export async function sustainedLoad(origin: string, requests: Request[]) {
  const result = await autocannon({
    url: origin,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 10,
    requests,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result['5xx'],
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}
