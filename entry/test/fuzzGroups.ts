import fc from 'fast-check';
import { methods, pathOf, requestsOf, type FuzzRequest, type PathShape } from './fuzzRequests.ts';
import { ACCOMMODATIONS } from '../../sandbox/seed/demoAccommodations.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

/**
 * The generated requests to every route group (issue 14's proof), one list for every way they are
 * sent: in workerd (entry/fuzz.test.ts) and over HTTP to a running portal in either mode
 * (scripts/test/attackBothModes.integration.test.ts). The seed is fixed, so a run repeats.
 */
export const SEED = 1414;

/** Requests per route group: together 2,400, about 20 s in workerd on a 2-core machine. */
export const RUNS = 400;

/** One route group: its requests, made from the demo data of a freshly reset sandbox. */
export interface FuzzGroup {
  name: string;
  requests: (data: Fixtures) => fc.Arbitrary<FuzzRequest>;
}

const made = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 40 });
const real = (values: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, made);
const words = (...values: string[]) => fc.constantFrom(...values);

function tokens(data: Fixtures) {
  return {
    reservation: real(data.reservations.map((r) => r.token)),
    number: real(data.reservations.map((r) => r.number)),
    precheckin: real(data.precheckins.map((p) => p.token)),
    wishlist: real(data.wishlists.map((w) => w.token)),
    code: real(ACCOMMODATIONS.map((a) => a.code)),
  };
}

/** Alternatives of path shapes, each a route of the group. */
const anyOf = (...shapes: PathShape[]) => fc.oneof(...shapes.map(pathOf));

export const FUZZ_GROUPS: FuzzGroup[] = [
  {
    name: 'pages',
    requests: (data) => {
      const t = tokens(data);
      return requestsOf(data, {
        methods: methods(70),
        paths: anyOf(
          [],
          [words('reservations', 'precheckins')],
          [words('reservations'), t.reservation],
          [
            words('reservations'),
            t.reservation,
            words('pax', 'payment', 'services', 'cancellation', 'refund', 'review', 'precheckin', 'x'),
          ],
          [
            words('precheckins'),
            t.precheckin,
            words('customer', 'arrival', 'pax', 'travellers', 'services', 'checkin', 'expired', 'retention'),
          ],
          [words('myaccount'), words('', 'bookings', 'profile', 'wishlists')],
          [words('myaccount'), words('wishlists'), t.wishlist],
          [words('login', 'register', 'forgotpassword', 'resetpassword', 'verify', 'callback', 'catalogue')],
          [words('precheckins'), words('iframepages'), words('failure', 'successpending')],
          [
            words(
              'holiday-homes',
              'bookings',
              'old-portal',
              'index.html',
              'favicon.ico',
              'robots.txt',
              'assets',
            ),
          ],
          [made, made],
        ),
      });
    },
  },
  {
    name: 'the same-origin APIs, without the XSRF pair',
    requests: (data) => requestsOf(data, { methods: methods(50), paths: apiPaths(data), xsrf: false }),
  },
  {
    name: 'the same-origin APIs, with the XSRF pair',
    requests: (data) => requestsOf(data, { methods: methods(40), paths: apiPaths(data), xsrf: true }),
  },
  {
    name: 'features, texts, the image proxy and the health probes',
    requests: (data) =>
      requestsOf(data, {
        methods: methods(70),
        paths: anyOf(
          [words('__ftrs')],
          [
            words('i18n'),
            words('en', 'de', 'fr', 'EN'),
            words('common.json', 'reservation.json', 'x.json', 'common', 'COMMON.json'),
          ],
          [
            words('img'),
            words('f_webp,w_320,h_200,fit_cover', 'w_0', 's_9999x9999', 'q_101', 'b_zzz', 'x_1', ''),
            words('IT3020.100.1'),
            words('1.svg', '99.svg'),
          ],
          [words('img'), made, words('v1'), words('pictures'), made],
          [words('liveness', 'readiness')],
        ),
      }),
  },
  {
    name: 'the identity service',
    requests: (data) => {
      const flows = words('login', 'registration', 'recovery', 'verification', 'settings', 'logout');
      return requestsOf(data, {
        methods: methods(70),
        paths: anyOf(
          [words('self-service'), flows],
          [words('self-service'), flows, words('browser', 'api', 'flows')],
          [
            words('self-service'),
            words('methods'),
            words('oidc'),
            words('callback'),
            words('google', 'apple', 'x'),
          ],
          [words('self-service'), words('errors', 'logout')],
          [words('sessions'), words('', 'whoami', 'token-exchange'), made],
          [words('.well-known'), words('ory'), words('webauthn.js')],
          [words('schemas'), words('default', 'x')],
        ),
      });
    },
  },
  {
    name: 'the read-only development pages',
    requests: (data) =>
      requestsOf(data, {
        methods: methods(70),
        paths: anyOf(
          [words('__dev'), words('fixtures.json', 'mailbox', 'mailbox.json', 'nothing')],
          [words('__dev'), words('payment', 'oidc'), made],
        ),
      }),
  },
];

function apiPaths(data: Fixtures): fc.Arbitrary<string> {
  const t = tokens(data);
  const webcc = words('webcc-api');
  const v1 = words('v1');
  return anyOf(
    [words('webcc-api', 'guestworld-api', 'conf-api', 'validation-api')],
    [webcc, v1, words('booking'), words('reservations'), t.reservation],
    [webcc, v1, words('booking'), words('reservations'), words('voucher'), t.reservation],
    [webcc, v1, words('booking'), words('reservations'), t.reservation, words('arrival')],
    [
      webcc,
      v1,
      words('booking'),
      words('reservations'),
      t.reservation,
      words('documents'),
      words('invoice.pdf', 'x'),
    ],
    [
      webcc,
      v1,
      words('booking'),
      words('reservations'),
      t.number,
      words('authcodes', 'checkPrice', 'refund', 'payments'),
    ],
    [
      webcc,
      v1,
      words('booking'),
      words('reservations'),
      t.number,
      words('authcodes'),
      words('email', '123456'),
    ],
    [webcc, v1, words('booking'), words('precheckins'), t.precheckin],
    [
      webcc,
      v1,
      words('booking'),
      words('precheckins'),
      t.precheckin,
      words('customer', 'contact', 'pax', 'travellers', 'services', 'guestregistration', 'confirm'),
    ],
    [webcc, v1, words('accommodations'), t.code, words('trips', 'en', 'de', 'fr')],
    [webcc, v1, words('pictures'), t.code, words('1.svg', '0.svg')],
    [webcc, v1, words('reviews', 'partners', 'translations')],
    [webcc, v1, words('forms'), words('reviews', 'reservationLink', 'personalCatalog')],
    [words('guestworld-api'), words('v2'), words('users')],
    [
      words('guestworld-api'),
      words('v2'),
      words('users'),
      words('link', 'picture', 'pictures', 'reservations'),
      made,
    ],
    [
      words('guestworld-api'),
      words('v2'),
      words('users'),
      words('reservations'),
      t.number,
      words('documents'),
      made,
    ],
    [words('guestworld-api'), words('v2'), words('wishlists'), words('shared'), t.wishlist],
    [words('guestworld-api'), words('v2'), words('wishlists'), made, words('share', 'properties')],
    [
      words('conf-api'),
      v1,
      words('pages'),
      words('portal.test', 'rental.portal.test', ''),
      words('', 'holiday-homes', 'reservations'),
    ],
    [words('validation-api'), v1, words('emails'), words('ada@example.com', 'x', '@', '')],
  );
}

/** A group's requests as the in-process run draws them: the same seed, the same order. */
export function sampleGroup(group: FuzzGroup, data: Fixtures): FuzzRequest[] {
  return fc.sample(group.requests(data), { seed: SEED, numRuns: RUNS });
}
