import fc from 'fast-check';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

/** One generated request: what a browser, a crawler or an attacker could send the portal. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** A path as a list of choices: each choice is one segment, real or hostile. */
export type PathShape = fc.Arbitrary<string>[];

/** Fetch refuses a body on these, so they are sent without one. */
const BODYLESS = new Set(['GET', 'HEAD']);

/** What fetch lets a header carry: printable ASCII. */
const headerText = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });

const URL_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@%";

/** Segments that broke routers before: encoded slashes and dots, NUL, escapes that are not UTF-8, unicode. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '%2F',
    '%2f..%2f',
    '%00',
    '%ff',
    '%fe%ff',
    '%c3%28',
    '%e2%82',
    '%e2%82%ac',
    '%2e%2e',
    '%2e',
    '..',
    '.',
    '',
    '\\',
    '%5C',
    '%5c..%5c',
    '%',
    '%zz',
    '%25',
    '%252F',
    'ü',
    'Grüße',
    '日本語',
    '😀',
    '%F0%9F%98%80',
    '<script>',
    '"',
    '%0d%0aSet-Cookie:%20x=1',
    ';jsessionid=1',
  ),
  fc.string({ unit: fc.constantFrom(...URL_CHARS), maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.integer({ min: 300, max: 600 }).map((length) => 'a%C3%A9'.repeat(length).slice(0, length)),
);

/**
 * A path of the given real segments: half the time as a browser would send it, otherwise with
 * hostile segments mixed in, one appended, and sometimes a doubled slash at the start.
 */
export function pathOf(shape: PathShape): fc.Arbitrary<string> {
  const clean = fc.tuple(...shape).map((segments) => `/${segments.join('/')}`);
  const segment = (real: fc.Arbitrary<string>) => fc.oneof({ weight: 3, arbitrary: real }, hostileSegment);
  const hostile = fc
    .tuple(
      fc.tuple(...shape.map(segment)),
      fc.option(hostileSegment, { freq: 2 }),
      fc.constantFrom('/', '/', '/', '//', '/\\'),
      fc.boolean(),
    )
    .map(([segments, extra, start, trailingSlash]) => {
      const parts = extra === null ? segments : [...segments, extra];
      return `${start}${parts.join('/')}${trailingSlash ? '/' : ''}`;
    });
  return fc.oneof(clean, hostile);
}

/** Values the portal reads from queries and cookies: real ones from the demo data and nonsense. */
function knownValues(data: Fixtures): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      'en',
      'de',
      'fr',
      'EN',
      'de-CH',
      '',
      'null',
      'undefined',
      '[]',
      '{}',
      '%ff',
      '#ff0000',
      'ff0000',
    ),
    // Where an open redirect would send a visitor (`return_to`, a page's `Referer`).
    fc.constantFrom(
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/%2F/evil.example',
      'javascript:alert(1)',
      'https://portal.test.evil.example/',
      'https://portal.test/myaccount',
    ),
    fc.constantFrom(
      ...data.partners.flatMap(({ id, jwt }) => [id, jwt, `${jwt}x`, jwt.split('.').reverse().join('.')]),
    ),
    fc.string({ unit: fc.constantFrom(...URL_CHARS), maxLength: 40 }),
    fc.integer({ min: 0, max: 900 }).map((length) => 'x'.repeat(length)),
  );
}

const QUERY_KEYS = [
  'lang',
  'partner',
  'jwt',
  'color-thm',
  'build',
  'page',
  'locale',
  'return_to',
  'flow',
  'w',
  '',
];

/** A query: mostly with a language first (else pages redirect to add one), then anything. */
function queryOf(data: Fixtures): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...QUERY_KEYS),
    fc.string({ unit: fc.constantFrom(...URL_CHARS), maxLength: 10 }),
  );
  const pair = fc
    .tuple(key, knownValues(data), fc.boolean())
    .map(([k, v, encoded]) => `${k}=${encoded ? encodeURIComponent(v) : v}`);
  const lang = fc.option(fc.constantFrom('lang=en', 'lang=de'), { freq: 4 });
  return fc.tuple(lang, fc.array(pair, { maxLength: 4 })).map(([first, rest]) => {
    const pairs = first === null ? rest : [first, ...rest];
    return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
  });
}

const COOKIE_NAMES = [
  'lang',
  'partner',
  'jwt',
  'theme',
  'uid',
  'ory_kratos_session',
  'ory_session_x',
  'XSRF-TOKEN',
];

function cookieOf(data: Fixtures): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...COOKIE_NAMES), headerText(12));
  const value = fc.oneof(knownValues(data), headerText(60));
  return fc
    .array(fc.tuple(name, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('; '));
}

const ORIGIN_LIKE = [
  'https://portal.test',
  'https://evil.example',
  'null',
  'http://portal.test',
  'portal.test',
];

/** Headers a browser sends, each present or not; every request comes from its own address. */
function headersOf(data: Fixtures, xsrf: boolean): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        'accept-language': fc.oneof(
          fc.constantFrom('en', 'de', 'de-CH,de;q=0.9,en;q=0.8', 'fr', '*', '', 'en;q=abc', 'xx-YY'),
          headerText(80),
        ),
        'accept-encoding': fc.constantFrom(
          'gzip',
          'br',
          'identity',
          '*',
          'gzip;q=0,identity;q=0',
          'zstd',
          'x',
        ),
        accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/webp', 'x/y;q=?'),
        cookie: cookieOf(data),
        referer: fc.oneof(fc.constantFrom(...ORIGIN_LIKE.map((o) => `${o}/x`)), headerText(100)),
        origin: fc.oneof(fc.constantFrom(...ORIGIN_LIKE), headerText(30)),
        'content-type': fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'text/plain',
          'image/png',
          ';;',
        ),
        'x-requested-with': fc.constant('XMLHttpRequest'),
      },
      { requiredKeys: [] },
    )
    .chain((headers) =>
      fc.ipV4().map((ip) => {
        const all: Record<string, string> = { ...headers, 'cf-connecting-ip': ip };
        if (xsrf) {
          all.cookie = [all.cookie, 'XSRF-TOKEN=x'].filter(Boolean).join('; ');
          all['x-xsrf-token'] = 'x';
        }
        return all;
      }),
    );
}

const body = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  fc.constant(''),
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  fc
    .array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
  {
    weight: 1,
    arbitrary: fc.integer({ min: 100_000, max: 400_000 }).map((size) => '{"a":"'.padEnd(size, 'x')),
  },
);

const OTHER_METHODS = ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE', 'MKCOL'];

/** GET in the given percentage of requests (pages are read; APIs are also written), another method else. */
export function methods(getPercent: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: getPercent, arbitrary: fc.constant('GET') },
    { weight: 100 - getPercent, arbitrary: fc.constantFrom(...OTHER_METHODS) },
  );
}

interface RequestOptions {
  /** The choices of path. */
  paths: fc.Arbitrary<string>;
  /** Send the XSRF pair (cookie and header), or leave it to chance. */
  xsrf?: boolean;
  methods: fc.Arbitrary<string>;
}

/** Requests with the given paths and everything else generated. */
export function requestsOf(data: Fixtures, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: options.methods,
      path: options.paths,
      query: queryOf(data),
      headers: fc.boolean().chain((pair) => headersOf(data, options.xsrf ?? pair)),
      body,
    })
    .map(({ method, path, query, headers, body }) => ({
      method,
      path: `${path}${query}`,
      headers,
      ...(BODYLESS.has(method) || body === undefined ? {} : { body }),
    }));
}
