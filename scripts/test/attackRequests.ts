import type { HttpRequest } from './overHttp.ts';

/**
 * What the earlier hardening rounds tried against the portal (entry/hardening.test.ts,
 * entry/edge.test.ts and the rounds' findings), as one fixed list of requests to send over HTTP to
 * either mode: secret links in every spelling, the development pages, long paths and queries, the
 * partner jwt's clean-up redirect, prototype keys, CRLF, unknown methods, oversized and broken
 * bodies, broken cookies and redirects off the site.
 */

/** The demo data an attack aims at. */
export interface AttackData {
  reservation: { token: string; number: string };
  precheckin: string;
  invite: string;
  wishlist: string;
  jwt: string;
}

type Attack = Omit<HttpRequest, 'headers'> & { headers?: Record<string, string> };

/** A section's segments, the token, the segments after it: one spelling of a secret link's path. */
type Spelling = (section: string[], token: string, rest: string[]) => string;

const encodeAll = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');
const path = (...segments: string[]) => `/${segments.join('/')}`;
const after = (rest: string[]) => (rest.length ? `/${rest.join('/')}` : '');

const SPELLINGS: [string, Spelling][] = [
  ['as linked', (s, t, r) => path(...s, t, ...r)],
  ['section in capitals', (s, t, r) => path(...s.map((x) => x.toUpperCase()), t, ...r)],
  ['section capitalised', (s, t, r) => path(...s.map((x) => x[0]!.toUpperCase() + x.slice(1)), t, ...r)],
  ['a doubled slash first', (s, t, r) => `/${path(...s, t, ...r)}`],
  ['doubled slashes between', (s, t, r) => `/${[...s, t, ...r].join('//')}`],
  ['a trailing slash', (s, t, r) => `${path(...s, t, ...r)}/`],
  ['%2F before the token', (s, t, r) => `${path(...s)}%2F${t}${after(r)}`],
  ['%2f before the token', (s, t, r) => `${path(...s)}%2f${t}${after(r)}`],
  ['%2F after the token', (s, t, r) => `${path(...s, t)}%2F${r.join('%2F')}`],
  ['%5C for every slash', (s, t, r) => `/${[...s, t, ...r].join('%5C')}`],
  ['%252F before the token', (s, t, r) => `${path(...s)}%252F${t}${after(r)}`],
  ['a trailing dot on the token', (s, t, r) => `${path(...s, `${t}.`)}${after(r)}`],
  ['a trailing dot on the section', (s, t, r) => `${path(...s)}./${t}${after(r)}`],
  ['a trailing semicolon', (s, t, r) => `${path(...s, `${t};`)}${after(r)}`],
  ['a matrix parameter', (s, t, r) => `${path(...s, `${t};jsessionid=1`)}${after(r)}`],
  ['a semicolon after the section', (s, t, r) => `${path(...s)};/${t}${after(r)}`],
  [
    'the section’s first letter encoded',
    (s, t, r) => path(`%${s[0]!.charCodeAt(0).toString(16)}${s[0]!.slice(1)}`, ...s.slice(1), t, ...r),
  ],
  ['the section encoded', (s, t, r) => path(...s.map(encodeAll), t, ...r)],
  ['the token encoded', (s, t, r) => path(...s, encodeAll(t), ...r)],
  ['the token in lower case', (s, t, r) => path(...s, t.toLowerCase(), ...r)],
  ['a NUL after the token', (s, t, r) => `${path(...s, `${t}%00`)}${after(r)}`],
  ['CRLF after the token', (s, t, r) => `${path(...s, `${t}%0D%0AX-Injected:%201`)}${after(r)}`],
];

function tokenPaths(d: AttackData): Attack[] {
  const bases: [string, string[], string, string[]][] = [
    ['reservation', ['reservations'], d.reservation.token, []],
    ['reservation arrival', ['reservations'], d.reservation.token, ['arrival']],
    ['reservation calendar', ['reservations'], d.reservation.token, ['stay.ics']],
    ['reservation manifest', ['reservations'], d.reservation.token, ['manifest.webmanifest']],
    ['pre-check-in', ['precheckins'], d.precheckin, []],
    ['pre-check-in travellers', ['precheckins'], d.precheckin, ['travellers']],
    ['invite', ['precheckins', 'invite'], d.invite, []],
    ['shared wishlist', ['myaccount', 'wishlists'], d.wishlist, []],
    ['reservation call', ['webcc-api', 'v1', 'booking', 'reservations'], d.reservation.token, []],
    ['pre-check-in call', ['webcc-api', 'v1', 'booking', 'precheckins'], d.precheckin, []],
    ['invite call', ['webcc-api', 'v1', 'booking', 'precheckins', 'invites'], d.invite, []],
    ['shared wishlist call', ['guestworld-api', 'v2', 'wishlists', 'shared'], d.wishlist, []],
  ];
  return bases.flatMap(([what, section, token, rest]) => [
    // The first visit from the e-mail's link: no language yet, so a redirect that adds one.
    { label: `${what}, as linked, no language`, method: 'GET', path: path(...section, token, ...rest) },
    ...SPELLINGS.map(([spelling, spell]) => ({
      label: `${what}, ${spelling}`,
      method: 'GET',
      path: `${spell(section, token, rest)}?lang=en`,
    })),
  ]);
}

/** `/__dev` answers only in local mode: production has no sandbox, and says so with 404. */
function devPages(production: boolean): Attack[] {
  const spellings: [string, (page: string) => string][] = [
    ['as written', (p) => `/__dev/${p}`],
    ['in capitals', (p) => `/__DEV/${p}`],
    ['capitalised', (p) => `/__Dev/${p}`],
    ['a doubled slash first', (p) => `//__dev/${p}`],
    ['a doubled slash between', (p) => `/__dev//${p}`],
    ['%2F between', (p) => `/__dev%2F${p}`],
    ['%2F first', (p) => `/%2F__dev/${p}`],
    ['underscores encoded', (p) => `/%5F%5Fdev/${p}`],
    ['a letter encoded', (p) => `/__d%65v/${p}`],
    ['a trailing dot', (p) => `/__dev./${p}`],
    ['a semicolon', (p) => `/__dev;/${p}`],
    ['a trailing semicolon', (p) => `/__dev/${p};`],
    ['%5C between', (p) => `/__dev%5C${p}`],
    ['a trailing slash', (p) => `/__dev/${p}/`],
  ];
  const pages = ['fixtures.json', 'mailbox.json', 'reset'];
  const reads = spellings.flatMap(([spelling, spell]) =>
    pages.map((page) => ({
      label: `/__dev ${page}, ${spelling}`,
      method: 'GET',
      path: `${spell(page)}?lang=en`,
      ...(production ? { endsIn: [404] } : {}),
    })),
  );
  const writes = spellings.slice(0, 4).map(([spelling, spell]) => ({
    label: `/__dev reset by POST, ${spelling}`,
    method: 'POST',
    path: spell('reset'),
    headers: { 'content-type': 'application/json' },
    body: '{}',
    // A page's path takes GET and HEAD alone: 405 before any route is looked for.
    ...(production ? { endsIn: [404, 405] } : {}),
  }));
  return [
    ...reads,
    ...writes,
    {
      label: '/__dev itself',
      method: 'GET',
      path: '/__dev?lang=en',
      ...(production ? { endsIn: [404] } : {}),
    },
  ];
}

function longPathsAndQueries(d: AttackData): Attack[] {
  const long = (size: number) => 'a'.repeat(size);
  const paths = [2 * 1024, 8 * 1024].flatMap((size) =>
    [
      ['a page', `/${long(size)}?lang=en`],
      ['a page without a language', `/${long(size)}`],
      ['a reservation', `/reservations/${long(size)}?lang=en`],
      ['a pre-check-in step', `/precheckins/${d.precheckin}/${long(size)}?lang=en`],
      ['escaped letters', `/x/${'a%C3%A9'.repeat(size / 7)}?lang=en`],
      ['a service call', `/webcc-api/v1/${long(size)}`],
      ['a text file', `/i18n/en/${long(size)}.json`],
      ['a picture', `/img/${long(size)}`],
    ].map(([what, p]) => ({ label: `a path of ${size / 1024} KB, ${what}`, method: 'GET', path: p! })),
  );
  const q = 'x'.repeat(7 * 1024);
  const queries = [
    ['home', `/?lang=en&q=${q}`],
    ['home without a language', `/?q=${q}`],
    ['sign-in with a return address', `/login?lang=en&return_to=/${q}`],
    ['a reservation', `/reservations/${d.reservation.token}?lang=en&x=${q}`],
    ['a service call', `/webcc-api/v1/reviews?page=1&locale=en&x=${q}`],
    ['the texts', `/i18n/en/common.json?build=${q}`],
    ['the flags', `/__ftrs?x=${q}`],
    ['many parameters', `/?lang=en&${'a=1&'.repeat(7 * 256)}`],
  ].map(([what, p]) => ({ label: `a query of 7 KB, ${what}`, method: 'GET', path: p! }));
  return [...paths, ...queries];
}

/** A partner's jwt in the URL is kept in a cookie and taken out of the URL by a redirect. */
function partnerJwt(d: AttackData): Attack[] {
  const j = d.jwt;
  return [
    ['home', `/?lang=en&jwt=${j}`],
    ['home without a language', `/?jwt=${j}`],
    ['sign-in with a partner', `/login?lang=de&jwt=${j}&partner=P5678`],
    ['a reservation', `/reservations/${d.reservation.token}?lang=en&jwt=${j}`],
    ['a pre-check-in', `/precheckins/${d.precheckin}?lang=en&jwt=${j}`],
    ['a shared wishlist', `/myaccount/wishlists/${d.wishlist}?lang=en&jwt=${j}`],
    ['twice', `/?lang=en&jwt=${j}&jwt=${j}`],
    ['forged', `/?lang=en&jwt=${j.slice(0, -4)}abcd`],
    ['encoded', `/?lang=en&jwt=${encodeURIComponent(j).replaceAll('.', '%2E')}`],
    ['a page in another spelling', `/LOGIN/?lang=en&jwt=${j}`],
    ['on a long path', `/${'a'.repeat(2048)}?lang=en&jwt=${j}`],
  ].map(([what, p]) => ({ label: `a partner jwt, ${what}`, method: 'GET', path: p!, endsWithout: j }));
}

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

function prototypeKeys(): Attack[] {
  return PROTOTYPE_KEYS.flatMap((key): Attack[] => [
    { label: `texts of the catalogue ${key}`, method: 'GET', path: `/i18n/en/${key}.json` },
    { label: `texts of the language ${key}`, method: 'GET', path: `/i18n/${key}/common.json` },
    { label: `the language ${key} in the query`, method: 'GET', path: `/?lang=${key}` },
    {
      label: `the language ${key} in a cookie`,
      method: 'GET',
      path: '/',
      headers: { cookie: `lang=${key}` },
    },
    { label: `the language ${key} asked for`, method: 'GET', path: '/', headers: { 'accept-language': key } },
    { label: `the partner ${key}`, method: 'GET', path: `/?lang=en&partner=${key}` },
    { label: `the colour ${key}`, method: 'GET', path: `/?lang=en&color-thm=${key}` },
    { label: `the accommodation ${key}`, method: 'GET', path: `/webcc-api/v1/accommodations/${key}/trips` },
    { label: `the page configuration ${key}`, method: 'GET', path: `/conf-api/v1/pages/portal.test/${key}` },
  ]);
}

function crlf(d: AttackData): Attack[] {
  const header = '%0D%0AX-Injected:%201';
  return [
    ['in the path', `/${header}`],
    ['in the language', `/?lang=en${header}`],
    ['as a cookie in the language', '/?lang=%0D%0ASet-Cookie:%20x=1'],
    ['in the partner', `/?lang=en&partner=P1${header}`],
    ['in the colour', `/?lang=en&color-thm=${header}`],
    ['in a return address', `/login?lang=en&return_to=${header}`],
    ['after an off-site path', `//evil.example${header}`],
    ['in a reservation path', `/reservations/${d.reservation.token}${header}?lang=en`],
    ['in a text file path', `/i18n/en${header}/common.json`],
    ['in a service call', `/webcc-api/v1/reviews?page=1&locale=en${header}`],
    ['as UTF-8 look-alikes', '/%E5%98%8A%E5%98%8DX-Injected:%201?lang=en'],
  ].map(([where, p]) => ({ label: `CRLF ${where}`, method: 'GET', path: p! }));
}

// Methods the runtime passes to the worker. One it does not know at all (`FOO`) the local runtime
// answers itself, 501 Not Implemented, before any worker runs (README, Security).
const UNKNOWN_METHODS = [
  'PROPFIND',
  'PURGE',
  'MKCOL',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'QUERY',
  'PATCH',
  'OPTIONS',
];

function unknownMethods(d: AttackData): Attack[] {
  const paths = [
    '/?lang=en',
    `/reservations/${d.reservation.token}?lang=en`,
    '/webcc-api/v1/reviews?page=1&locale=en',
    `/webcc-api/v1/booking/reservations/${d.reservation.token}`,
    '/i18n/en/common.json',
    '/__ftrs',
    '/liveness',
  ];
  return UNKNOWN_METHODS.flatMap((method) =>
    paths.map((p) => ({ label: `the method ${method}`, method, path: p })),
  );
}

/** The double-submit pair: a call with it gets past the XSRF check to the body's. */
const XSRF = { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' };

function bodies(d: AttackData): Attack[] {
  const big = JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) });
  const oversized: Attack[] = [
    ['POST', '/webcc-api/v1/translations'],
    ['PUT', `/webcc-api/v1/booking/precheckins/${d.precheckin}/customer`],
    ['PUT', `/webcc-api/v1/booking/precheckins/invites/${d.invite}`],
    ['POST', '/?lang=en'],
    ['POST', '/login?lang=en'],
    ['POST', '/self-service/login?flow=x'],
  ].map(([method, p]) => ({ label: 'a body of 3 MB', method: method!, path: p!, headers: XSRF, body: big }));
  const streamed: Attack[] = [
    '/webcc-api/v1/translations',
    `/webcc-api/v1/booking/precheckins/${d.precheckin}/pax`,
  ].map((p) => ({
    label: 'a body of 3 MB without its length',
    method: 'POST',
    path: p,
    headers: XSRF,
    body: big,
    streamed: true,
  }));
  const broken: [string, string | Uint8Array<ArrayBuffer>][] = [
    ['cut off', '{"firstname":'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"x"'],
    ['a number too large', '1e999'],
    ['a prototype key', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
    ['nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ['a lone surrogate', '{"firstname":"\\ud800"}'],
    ['a byte-order mark', '\ufeff{}'],
    [
      '20,000 keys',
      JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
    ],
  ];
  const calls = [
    ['PUT', `/webcc-api/v1/booking/precheckins/${d.precheckin}/customer`],
    ['PUT', `/webcc-api/v1/booking/precheckins/invites/${d.invite}`],
    ['POST', '/webcc-api/v1/forms/reviews'],
    ['POST', '/webcc-api/v1/forms/reservationLink'],
    ['POST', `/webcc-api/v1/booking/reservations/${d.reservation.number}/authcodes/email`],
    ['POST', '/webcc-api/v1/translations'],
    ['PUT', '/guestworld-api/v2/users'],
  ];
  const json = calls.flatMap(([method, p]) =>
    broken.map(([what, body]) => ({
      label: `bad JSON, ${what}`,
      method: method!,
      path: p!,
      headers: XSRF,
      body,
    })),
  );
  return [...oversized, ...streamed, ...json];
}

function cookies(d: AttackData): Attack[] {
  const values: [string, string][] = [
    ['a made-up session', 'ory_kratos_session=garbage'],
    ['a session of bytes that are not UTF-8', 'ory_session_abc=%ff%fe'],
    ['a language of escapes', 'lang=%ff'],
    ['a jwt that is none', 'jwt=not.a.jwt'],
    ['a forged jwt', `jwt=${d.jwt.slice(0, -4)}abcd`],
    ['a NUL partner', 'partner=%00'],
    ['a theme of prototype keys', 'theme=%7B%22__proto__%22%3A%7B%7D%7D'],
    ['a user id of 4 KB', `uid=${'x'.repeat(4096)}`],
    ['sixty cookies', Array.from({ length: 60 }, (_, i) => `c${i}=1`).join('; ')],
    ['cookies without names', '=novalue; ;; ='],
    ['two XSRF cookies', 'XSRF-TOKEN=a; XSRF-TOKEN=b'],
  ];
  const paths = [
    '/?lang=en',
    `/reservations/${d.reservation.token}?lang=en`,
    '/myaccount?lang=en',
    '/webcc-api/v1/reviews?page=1&locale=en',
    '/guestworld-api/v2/users',
  ];
  return values.flatMap(([what, cookie]) =>
    paths.map((p) => ({ label: `a cookie, ${what}`, method: 'GET', path: p, headers: { cookie } })),
  );
}

function offSite(): Attack[] {
  return [
    ['two slashes', '//evil.example/x'],
    ['a backslash', '/\\evil.example/x'],
    ['encoded slashes', '/%2F%2Fevil.example/x'],
    ['encoded backslashes', '/%5C%5Cevil.example/x'],
    ['a tab', '/%09/evil.example/x'],
    ['a return address off the site', '/login?lang=en&return_to=https://evil.example/x'],
    ['a return address with two slashes', '/login?lang=en&return_to=//evil.example/x'],
    ['a return address with encoded slashes', '/login?lang=en&return_to=/%2F%2Fevil.example'],
    ['a return address of a script', '/login?lang=en&return_to=javascript:alert(1)'],
    ['a Referer off the site', '/?lang=en'],
  ].map(([how, p]) => ({
    label: `a redirect off the site, ${how}`,
    method: 'GET',
    path: p!,
    headers: { referer: 'https://evil.example/x' },
  }));
}

/** The attack list for one mode: the same in both but for what production must refuse. */
export function attackRequests(d: AttackData, { production }: { production: boolean }): HttpRequest[] {
  const attacks = [
    ...tokenPaths(d),
    ...devPages(production),
    ...longPathsAndQueries(d),
    ...partnerJwt(d),
    ...prototypeKeys(),
    ...crlf(d),
    ...unknownMethods(d),
    ...bodies(d),
    ...cookies(d),
    ...offSite(),
  ];
  // Each attack comes from an address of its own, so that no rate limit answers for the portal.
  return attacks.map((attack, i) => ({
    ...attack,
    headers: { ...attack.headers, 'cf-connecting-ip': `198.18.${i >> 8}.${i & 255}` },
  }));
}
