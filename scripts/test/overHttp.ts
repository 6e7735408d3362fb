import { request as httpRequest } from 'node:http';
import type { FuzzRequest } from '../../entry/test/fuzzRequests.ts';
import { HEADERS_LIMIT, cappedText, headerSizes, problemOf } from '../../entry/test/answerChecks.ts';

/**
 * Requests sent over HTTP to a running portal with Node's fetch, as a browser or a bot would, and
 * what is wrong with each answer. Unlike a call into the worker in workerd, a real client gives up
 * on some answers altogether: Node's fetch fails ("status 0") on response headers over 16 KB, as
 * browsers and proxies fail on theirs, so such an answer is a page no one sees.
 */

/** A request of the fuzz or the attack list, with where it came from. */
export interface HttpRequest extends FuzzRequest {
  /** Its group and number, or what the attack tries. */
  label: string;
  /** The body sent as a stream, without a length (chunked), so that no Content-Length announces it. */
  streamed?: boolean;
  /** The statuses the answer may end with once the portal's own redirects (up to three) are followed. */
  endsIn?: number[];
  /** What the portal's redirects must have taken out of the URL by the last one (a partner's jwt). */
  endsWithout?: string;
}

/** The demo data's secrets: tokens of secret links and the partners' jwts. */
export interface Secrets {
  tokens: string[];
  jwts: string[];
}

/** A running portal. */
export interface Target {
  origin: string;
  /** Another site a redirect may go to (configured redirects, production's identity service). */
  redirectsTo: (location: string) => boolean;
  secrets: Secrets;
}

export interface Answer {
  request: HttpRequest;
  /** 0 where the client got no answer (a network error, headers it refused, the time limit). */
  status: number;
  /** Why the client got no answer, and what the headers were where a lenient client read them. */
  cause?: string;
  /** The response headers' size: each `name: value` line with its CRLF. */
  headerBytes: number;
  /** The longest header line (a name with all its values), and its name. */
  longestLine: number;
  longestName?: string;
  problems: string[];
}

const TIMEOUT_MS = 30_000;

/** The in-process runs' origin, which generated Origin and Referer headers name as the portal's own. */
const GENERATED_ORIGIN = 'https://portal.test';

function headersFor(request: HttpRequest, origin: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      (name === 'origin' || name === 'referer') && value.startsWith(GENERATED_ORIGIN)
        ? `${origin}${value.slice(GENERATED_ORIGIN.length)}`
        : value,
    ]),
  );
}

function bodyFor(request: HttpRequest): RequestInit['body'] {
  if (request.body === undefined || !request.streamed) return request.body;
  const bytes = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body;
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
}

function send(url: string, request: HttpRequest, origin: string): Promise<Response> {
  return fetch(url, {
    method: request.method,
    headers: headersFor(request, origin),
    body: bodyFor(request),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    ...(request.streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** The answer's headers as a client without fetch's limit reads them: what made fetch fail. */
function leniently(url: string, request: HttpRequest, origin: string): Promise<string> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: headersFor(request, origin),
        maxHeaderSize: 1024 * 1024,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          pairs.push([response.rawHeaders[i]!, response.rawHeaders[i + 1]!]);
        const { headerBytes, longestLine, longestName } = headerSizes(pairs);
        response.resume();
        resolve(
          `read leniently: ${response.statusCode}, headers ${headerBytes} B, longest line ${longestLine} B (${longestName})`,
        );
      },
    );
    sent.on('error', (error) => resolve(`not even read leniently (${error.message})`));
    sent.end(request.body);
  });
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${TIMEOUT_MS} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${cause.code ?? ''} ${cause.message ?? ''}`.trim() : String(error);
}

const SECRET_SECTION = /^\/+(?:reservations|precheckins|myaccount\/+wishlists)\b/i;

function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A secret in a header where it should not be: a `Link` that repeats the token of a secret link,
 * asked for in any spelling (search engines read it, and logs keep it); a `Location` with a token
 * the path did not carry; a `Link` with the partner's jwt of the `jwt` parameter. (Where the jwt's
 * redirects end is `endsWithout`'s: a redirect before the clean-up keeps the query for it.)
 */
function secretProblems(url: URL, response: Response, secrets: Secrets): string[] {
  const path = decodedOnce(url.pathname);
  const link = response.headers.get('link') ?? '';
  const location = response.headers.get('location') ?? '';
  const problems: string[] = [];
  for (const token of secrets.tokens) {
    if (SECRET_SECTION.test(path) && path.includes(token) && link.includes(token))
      problems.push('the Link header repeats the secret link’s token');
    if (location.includes(token) && !path.includes(token))
      problems.push('the Location header carries a token the path did not');
  }
  const withoutJwt = new URL(url);
  withoutJwt.searchParams.delete('jwt');
  const elsewhere = decodedOnce(withoutJwt.href);
  for (const jwt of secrets.jwts)
    if (link.includes(jwt) && !elsewhere.includes(jwt))
      problems.push('the Link header repeats the partner jwt');
  return problems;
}

/** Headers a CRLF in the request would have added, had it reached the answer as a line break. */
function injectedHeaders(response: Response): string[] {
  const injected =
    response.headers.has('x-injected') || response.headers.getSetCookie().some((c) => /^x=/.test(c));
  return injected ? ['a header injected by the request'] : [];
}

/** Follows the portal's own redirects (GET, up to three): where they end, and with what status. */
async function followed(
  first: Response,
  url: URL,
  request: HttpRequest,
  origin: string,
): Promise<{ status: number; at: URL }> {
  let response = first;
  let at = url;
  for (let hop = 0; hop < 3; hop += 1) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) break;
    at = new URL(location, at);
    if (at.origin !== origin) break;
    response = await send(at.href, { ...request, method: 'GET', body: undefined, streamed: false }, origin);
    await response.arrayBuffer();
  }
  return { status: response.status, at };
}

/** Sends one request and checks its answer. */
async function sendOverHttp(target: Target, request: HttpRequest): Promise<Answer> {
  const url = `${target.origin}${request.path}`;
  let response: Response;
  let text: string;
  try {
    response = await send(url, request, target.origin);
    text = await cappedText(response);
  } catch (error) {
    const cause = `${describeFailure(error)}; ${await leniently(url, request, target.origin)}`;
    return { request, status: 0, cause, headerBytes: 0, longestLine: 0, problems: ['no answer (status 0)'] };
  }
  const { headerBytes, longestLine, longestName } = headerSizes(response.headers);
  const parsed = new URL(url);
  const problems = [
    problemOf(response, text, target.origin, target.redirectsTo),
    longestLine > HEADERS_LIMIT ? `a header line of ${longestLine} B (${longestName})` : undefined,
    headerBytes >= HEADERS_LIMIT ? `headers of ${headerBytes} B` : undefined,
    ...secretProblems(parsed, response, target.secrets),
    ...injectedHeaders(response),
  ].filter((problem) => problem !== undefined);
  if (request.endsIn !== undefined || request.endsWithout !== undefined) {
    const { status, at } = await followed(response, parsed, request, target.origin);
    if (request.endsIn !== undefined && !request.endsIn.includes(status))
      problems.push(`ends with ${status}, not ${request.endsIn.join(' or ')}`);
    if (request.endsWithout !== undefined && at.href.includes(request.endsWithout))
      problems.push(`the redirects end at a URL that still holds it (${at.pathname})`);
  }
  return { request, status: response.status, headerBytes, longestLine, longestName, problems };
}

/** What a run of requests got, for the test's assertions and its printed figures. */
export class Tally {
  readonly answers: Answer[] = [];

  get sent(): number {
    return this.answers.length;
  }

  byClass(): Record<string, number> {
    const classes: Record<string, number> = {};
    for (const { status } of this.answers) {
      const name = status === 0 ? 'status 0' : `${Math.floor(status / 100)}xx`;
      classes[name] = (classes[name] ?? 0) + 1;
    }
    return Object.fromEntries(Object.entries(classes).sort());
  }

  get serverErrors(): number {
    return this.answers.filter((a) => a.status >= 500).length;
  }

  get noAnswer(): number {
    return this.answers.filter((a) => a.status === 0).length;
  }

  /** The answer with the most header bytes, or the longest header line, among those the client read. */
  largestBy(size: 'headerBytes' | 'longestLine'): Answer | undefined {
    return this.answers.reduce<Answer | undefined>((a, b) => (a && a[size] >= b[size] ? a : b), undefined);
  }

  failures(): Answer[] {
    return this.answers.filter((a) => a.problems.length > 0);
  }

  /** How many answers have each kind of problem (its sizes and statuses left out). */
  problemKinds(): Record<string, number> {
    const kinds: Record<string, number> = {};
    for (const answer of this.failures())
      for (const problem of answer.problems) {
        const kind = `${answer.status === 0 ? '' : `${answer.status}: `}${problem.replace(/\d+ B/g, 'N B')}`;
        kinds[kind] = (kinds[kind] ?? 0) + 1;
      }
    return kinds;
  }
}

/** Sends the requests, `concurrency` at a time, in order of the list. */
export async function sendAll(
  target: Target,
  requests: HttpRequest[],
  tally: Tally,
  concurrency = 4,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next]!;
      next += 1;
      tally.answers.push(await sendOverHttp(target, request));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** A request in one line: method, path (shortened) and where it came from. */
export function describeRequest(request: HttpRequest): string {
  const path =
    request.path.length > 140
      ? `${request.path.slice(0, 120)}… (${request.path.length} chars)`
      : request.path;
  return `${request.label}: ${request.method} ${path}`;
}

export function describeAnswer(answer: Answer): string {
  return `${describeRequest(answer.request)} -> ${answer.status}${answer.cause ? ` (${answer.cause})` : ''}: ${answer.problems.join('; ')}`;
}
