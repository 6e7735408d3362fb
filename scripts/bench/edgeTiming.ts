// What a guest waits for at the edge, on a portal of its own (cold caches, and a page
// configuration that turns stale after CONFIG_FRESH_SECONDS rather than 5 minutes). Used by
// `npm run bench`: the decoded shell for a configuration key never seen, fresh and stale with a
// slow conf-api, and the complete reservation page against one upstream latency, with the
// accommodation's public data cold and kept at the edge.
import { decodedShell } from './shellTiming.ts';
import { hasVoucher } from '../../shared/reservation/voucher.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

/** The portal's PAGE_CONFIG_FRESH_SECONDS: a stale key without waiting the real 5 minutes. */
export const CONFIG_FRESH_SECONDS = 3;
/** The slow conf-api a shell must not wait for, but on a key never seen. */
export const SLOW_UPSTREAM_MS = 1500;
/** Every upstream answer's latency for the complete page. */
export const ROUND_TRIP_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inEnglish = (url: string) => url.replace(/lang=\w+/, 'lang=en');

/**
 * One reservation for each accommodation of the demo data, its page in English: each is a house
 * the portal has not kept yet on its first visit. A booking with a voucher is passed over: its
 * page asks for the voucher (personal, never kept) once the reservation is in, a second round
 * trip of its own.
 */
async function onePerAccommodation(sandbox: string, fixtures: Fixtures) {
  const byHouse = new Map<string, string>();
  for (const { token, url } of fixtures.reservations) {
    const answer = await fetch(`${sandbox}/webcc-api/v1/booking/reservations/${token}?lang=en`);
    if (!answer.ok) continue;
    const reservation = (await answer.json()) as Parameters<typeof hasVoucher>[0] & {
      accommodationCode: string;
    };
    if (!hasVoucher(reservation) && !byHouse.has(reservation.accommodationCode))
      byHouse.set(reservation.accommodationCode, inEnglish(url));
  }
  return [...byHouse.values()];
}

/**
 * `portal`: a fresh portal served with PAGE_CONFIG_FRESH_SECONDS = CONFIG_FRESH_SECONDS; `sandbox`:
 * its upstreams, whose latency this sets (and leaves at 0).
 */
export async function edgeTiming({
  portal,
  sandbox,
  fixtures,
}: {
  portal: string;
  sandbox: string;
  fixtures: Fixtures;
}) {
  const setLatency = (ms: number) =>
    fetch(`${sandbox}/__dev/latency`, { method: 'POST', body: JSON.stringify({ ms }) });
  const load = (path: string) => decodedShell(portal + path);
  // The overview's configuration is made known by one house's page, left out of the measure; the
  // other houses are not kept yet. Not by a token nobody holds: a client
  // that missed lately waits for its look-ups before the status, which is not a guest's first load.
  const [warmUp, first, ...others] = await onePerAccommodation(sandbox, fixtures);
  if (!warmUp || !first) throw new Error('the demo data needs two houses with a reservation each');
  const pages = [first, ...others];
  await setLatency(0);
  await load(warmUp);
  await setLatency(ROUND_TRIP_MS);
  const cold = [];
  for (const page of pages) cold.push((await load(page)).total / ROUND_TRIP_MS);
  const warm = [];
  for (const page of pages) warm.push((await load(page)).total / ROUND_TRIP_MS);

  await setLatency(SLOW_UPSTREAM_MS);
  const token = first.match(/\/reservations\/([^/?]+)/)![1];
  const neverSeen = ['pax', 'services', 'cancellation'].map(
    (step) => `/reservations/${token}/${step}?lang=en`,
  );
  const shell: Record<'cold' | 'fresh' | 'stale', (number | undefined)[]> = {
    cold: [],
    fresh: [],
    stale: [],
  };
  for (const page of neverSeen) shell.cold.push((await load(page)).shell);
  for (let i = 0; i < 3; i += 1) {
    // Past the window since the last refresh: the next request finds its copy stale.
    await sleep(CONFIG_FRESH_SECONDS * 1000 + SLOW_UPSTREAM_MS + 500);
    shell.stale.push((await load(first)).shell);
    // That request's refresh has answered by now (its page waited as long for the reservation).
    await sleep(500);
    shell.fresh.push((await load(first)).shell);
  }
  await setLatency(0);
  return { shell, complete: { cold, warm } };
}
