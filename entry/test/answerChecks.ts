/**
 * What no answer of the portal may hold, whoever asked and however: the checks of the generated
 * requests in workerd (entry/fuzz.test.ts) and of every request sent over HTTP to a running
 * portal (scripts/test/overHttp.ts).
 */

/** The one redirect to another site the demo data configures (conf-api's `/holiday-homes`). */
export const CONFIGURED_EXTERNAL_REDIRECTS = new Set(['https://www.holiday-homes.example/holiday-homes']);

/** What only the inside of the portal knows: stack frames, source paths, the sandbox's own 500. */
const LEAKS = [
  /\n\s+at \S/,
  /\.(?:ts|tsx|js|mjs|cjs):\d+:\d+/,
  // Within one string or line: a page's own `Error: No route matches URL \"/x.js\"` ends at the quote.
  /Error:[^"<\n]{0,200}\/[\w.-]+\.(?:ts|tsx|js|mjs|cjs)\b/,
  /node_modules/,
  /\/work\//,
  /file:\/\//,
  /internal_error/,
];

/** What a header line and all of them may take: what proxies and CDNs accept by default (DESIGN §8). */
export const HEADERS_LIMIT = 8 * 1024;

/** A response's header lines as HTTP/1.1 sends them: each cookie its own line, whether or not `Headers` joins them. */
function sentLines(headers: Headers): [string, string][] {
  const lines = [...headers].filter(([name]) => name !== 'set-cookie');
  const cookies = headers.getSetCookie().map((cookie): [string, string] => ['set-cookie', cookie]);
  return [...lines, ...cookies];
}

/**
 * What the headers weigh, as HTTP/1.1 sends them (each `name: value` line with its CRLF), and their
 * longest line with its name: of a response, or of the pairs a raw reader got.
 */
export function headerSizes(headers: Headers | Iterable<readonly [string, string]>) {
  let headerBytes = 0;
  let longestLine = 0;
  let longestName: string | undefined;
  for (const [name, value] of headers instanceof Headers ? sentLines(headers) : headers) {
    const line = name.length + 2 + value.length;
    headerBytes += line + 2;
    if (line > longestLine) [longestLine, longestName] = [line, name.toLowerCase()];
  }
  return { headerBytes, longestLine, longestName };
}

const BODY_CAP = 512 * 1024;

/** The body as text, its first 512 KB at most: enough for any leak, and a huge answer is not held. */
export async function cappedText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < BODY_CAP) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/**
 * What is wrong with an answer (undefined when nothing is): a server error, the inside of the
 * portal in the body, or a redirect to another site than `origin` and those `redirectsTo` allows.
 */
export function problemOf(
  response: Response,
  text: string,
  origin: string,
  redirectsTo: (location: string) => boolean = (location) => CONFIGURED_EXTERNAL_REDIRECTS.has(location),
): string | undefined {
  if (response.status >= 500) return 'server error';
  for (const pattern of LEAKS) {
    const leak = pattern.exec(text);
    if (leak) return `the body leaks ${pattern} in …${text.slice(leak.index - 120, leak.index + 200)}…`;
  }
  const location = response.headers.get('location');
  if (location !== null && new URL(location, origin).origin !== origin && !redirectsTo(location))
    return `redirect to another site (${location})`;
  return undefined;
}
