import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCacheStorage } from '../saved/memoryCacheStorage.ts';
import { readSavedReservations } from '../saved/savedCopies.ts';
import { SAVED_AT_HEADER, savedCacheName } from '../saved/savedCacheNames.ts';
import { keepMessageSchema, type KeepMessage } from '../saved/savedReservation.ts';
import { filesCacheName, keepLaterFiles, keepReservation } from './keepReservation.ts';

const ORIGIN = 'https://portal.test';
const TOKEN = 'YiFp_uAjr04_vjQ-Tq2Oogzk';
const OTHER = 'wk89cit2HJrUwjxxzvjBYW6U';
const CALL = `/webcc-api/v1/booking/reservations/${TOKEN}?lang=en`;

const message = (page = `/reservations/${TOKEN}?lang=en`): KeepMessage => ({
  type: 'keep',
  reservation: { token: TOKEN, lang: 'en', buildId: 'build1' },
  page,
  calls: [CALL, `/webcc-api/v1/booking/reservations/${OTHER}?lang=en`, 'https://elsewhere.test/x'],
  files: ['/assets/entry-ABC.js', '/i18n/en/common.json?build=build1', '/__dev/fixtures.json'],
});

/** The booking as webcc-api answers it, with the facts the record takes. */
const booking = (checkout = '2026-08-16', token = TOKEN) => ({
  token,
  checkin: '2026-08-09',
  checkout,
  accommodation: { name: 'Casa Lucia' },
});

/** The network as the worker sees it: the booking call answers `answer`, every other URL a text; each fetch is noted. */
function network(answer: () => Response = () => Response.json(booking())) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url.replace(ORIGIN, ''));
    if (url === `${ORIGIN}${CALL}`) return answer();
    return new Response(`body of ${url}`, { status: 200 });
  });
  return fetched;
}

afterEach(() => vi.unstubAllGlobals());

describe('keeping what the guest opened (issue 30 point 4)', () => {
  it('keeps the page, its own reservation’s calls and the portal’s files, stamped with when', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    const now = new Date('2026-08-01T10:00:00Z');
    await keepReservation(message(), { storage, origin: ORIGIN, now, heldPage: undefined });

    expect(fetched.sort()).toEqual(
      [
        `/reservations/${TOKEN}?lang=en`,
        `/reservations/${TOKEN}/arrival?lang=en`,
        CALL,
        '/assets/entry-ABC.js',
        ...['common', 'reservation', 'offline', 'wishlists', 'arrival'].map(
          (catalogue) => `/i18n/en/${catalogue}.json?build=build1`,
        ),
      ].sort(),
    );
    const page = await storage.match(`${ORIGIN}/reservations/${TOKEN}`, { cacheName: savedCacheName(TOKEN) });
    expect(page?.headers.get(SAVED_AT_HEADER)).toBe(now.toISOString());
    const call = await storage.match(`${ORIGIN}${CALL}`, { cacheName: savedCacheName(TOKEN) });
    expect(await call?.json()).toEqual(booking());
    expect(
      await storage.match(`${ORIGIN}/assets/entry-ABC.js`, { cacheName: filesCacheName('build1') }),
    ).toBeTruthy();
    expect(await readSavedReservations(storage)).toEqual([
      {
        token: TOKEN,
        title: 'Casa Lucia',
        checkin: '2026-08-09',
        checkout: '2026-08-16',
        lang: 'en',
        overview: `/reservations/${TOKEN}?lang=en`,
        buildId: 'build1',
        savedAt: now.toISOString(),
      },
    ]);
  });

  it('keeps the overview and the arrival card, with their code and texts, whichever page of the stay was opened', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    const now = new Date('2026-08-01T10:00:00Z');
    const build = { buildId: 'build1', keptPageFiles: ['/assets/arrival-X.js', '/assets/overview-Y.js'] };
    await keepReservation(message(`/reservations/${TOKEN}/payment?lang=en`), {
      storage,
      origin: ORIGIN,
      now,
      heldPage: undefined,
      build,
    });
    expect(fetched).toEqual(
      expect.arrayContaining([
        `/reservations/${TOKEN}?lang=en`,
        `/reservations/${TOKEN}/arrival?lang=en`,
        '/assets/arrival-X.js',
        '/assets/overview-Y.js',
        '/i18n/en/arrival.json?build=build1',
      ]),
    );
    expect(fetched).not.toContain(`/reservations/${TOKEN}/payment?lang=en`);
    const saved = (path: string) => storage.match(`${ORIGIN}${path}`, { cacheName: savedCacheName(TOKEN) });
    expect(await saved(`/reservations/${TOKEN}/arrival`)).toBeTruthy();
    expect(await saved(`/reservations/${TOKEN}/payment`)).toBeUndefined();
    const code = await storage.match(`${ORIGIN}/assets/arrival-X.js`, {
      cacheName: filesCacheName('build1'),
    });
    expect(code).toBeTruthy();
  });

  it('keeps no other build’s code than its own', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    const build = { buildId: 'build2', keptPageFiles: ['/assets/arrival-NEW.js'] };
    await keepReservation(message(), {
      storage,
      origin: ORIGIN,
      now: new Date('2026-08-01T10:00:00Z'),
      heldPage: undefined,
      build,
    });
    expect(fetched).not.toContain('/assets/arrival-NEW.js');
  });

  it('saves the page the navigation fetched rather than asking for it again, and a fresh call only once an hour', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    const first = new Date('2026-08-01T10:00:00Z');
    await keepReservation(message(), { storage, origin: ORIGIN, now: first, heldPage: undefined });
    fetched.length = 0;
    const held = new Response('the page as it was shown');
    await keepReservation(message(), {
      storage,
      origin: ORIGIN,
      now: new Date('2026-08-01T10:30:00Z'),
      heldPage: held,
    });
    expect(fetched).toEqual([]);
    const page = await storage.match(`${ORIGIN}/reservations/${TOKEN}`);
    expect(await page?.text()).toBe('the page as it was shown');
  });

  it('asks for the message’s calls again within the hour when told to refresh them (the arrival push)', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    const arrival = `/webcc-api/v1/booking/reservations/${TOKEN}/arrival?lang=en`;
    const withArrival = { ...message(`/reservations/${TOKEN}/arrival?lang=en`), calls: [arrival] };
    await keepReservation(withArrival, {
      storage,
      origin: ORIGIN,
      now: new Date('2026-08-01T10:00:00Z'),
      heldPage: undefined,
    });
    const later = new Date('2026-08-01T10:30:00Z');
    fetched.length = 0;
    await keepReservation(withArrival, { storage, origin: ORIGIN, now: later, heldPage: undefined });
    expect(fetched).not.toContain(arrival);
    await keepReservation(withArrival, {
      storage,
      origin: ORIGIN,
      now: later,
      heldPage: undefined,
      refresh: true,
    });
    expect(fetched).toContain(arrival);
    const saved = await storage.match(`${ORIGIN}${arrival}`, { cacheName: savedCacheName(TOKEN) });
    expect(saved?.headers.get(SAVED_AT_HEADER)).toBe(later.toISOString());
  });

  it('keeps nothing of a stay past the day after its checkout, by the booking it fetched, nor for a page of another reservation', async () => {
    network(() => Response.json(booking('2026-08-16')));
    const storage = memoryCacheStorage(ORIGIN);
    const now = new Date('2026-08-18T10:00:00Z');
    await keepReservation(message(), { storage, origin: ORIGIN, now, heldPage: undefined });
    await keepReservation(message(`/reservations/${OTHER}`), {
      storage,
      origin: ORIGIN,
      now,
      heldPage: undefined,
    });
    expect(await storage.keys()).toEqual([]);
  });

  it.each([
    ['that is not there', () => new Response('not found', { status: 404 })],
    ['that is another’s', () => Response.json(booking('2026-08-16', OTHER))],
    ['that is no booking', () => Response.json({ checkout: '2099-12-31' })],
  ])('keeps nothing for a booking %s', async (_, answer) => {
    network(answer);
    const storage = memoryCacheStorage(ORIGIN);
    const now = new Date('2026-08-01T10:00:00Z');
    await keepReservation(message(), { storage, origin: ORIGIN, now, heldPage: undefined });
    expect(await storage.keys()).toEqual([]);
  });

  it.each([`//elsewhere.test/reservations/${TOKEN}`, `/\\elsewhere.test/reservations/${TOKEN}`])(
    'fetches nothing and keeps nothing for a page on another origin, spelt %s',
    async (page) => {
      const fetched = network();
      const storage = memoryCacheStorage(ORIGIN);
      const now = new Date('2026-08-01T10:00:00Z');
      expect(keepMessageSchema.safeParse(message(page)).success).toBe(false);
      await keepReservation(message(page), { storage, origin: ORIGIN, now, heldPage: undefined });
      expect(fetched).toEqual([]);
      expect(await storage.keys()).toEqual([]);
    },
  );

  it('keeps the portal’s files a kept page loaded later, once each, with that page’s build', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    const later = {
      type: 'keep-files' as const,
      buildId: 'build1',
      files: [
        '/assets/afterInteractive-XYZ.js',
        '/__dev/fixtures.json',
        'https://elsewhere.test/assets/x.js',
      ],
    };
    await keepLaterFiles(later, { storage, origin: ORIGIN, keptBuilds: ['build1'] });
    await keepLaterFiles(later, { storage, origin: ORIGIN, keptBuilds: ['build1'] });
    expect(fetched).toEqual(['/assets/afterInteractive-XYZ.js']);
    expect(
      await storage.match(`${ORIGIN}/assets/afterInteractive-XYZ.js`, {
        cacheName: filesCacheName('build1'),
      }),
    ).toBeTruthy();
  });

  it('starts no cache for a build the device keeps no files of', async () => {
    const fetched = network();
    const storage = memoryCacheStorage(ORIGIN);
    await keepLaterFiles(
      { type: 'keep-files', buildId: 'made-up', files: ['/assets/entry-ABC.js'] },
      { storage, origin: ORIGIN, keptBuilds: ['build1'] },
    );
    expect(fetched).toEqual([]);
    expect(await storage.keys()).toEqual([]);
  });
});
