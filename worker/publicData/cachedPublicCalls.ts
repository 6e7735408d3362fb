import type { Upstream, Upstreams } from '../upstreams.ts';
import { StaleWhileRevalidate, type Kept } from '../staleWhileRevalidate.ts';
import { publicCallKey } from './publicCall.ts';

/** A public answer as kept: a 200 with its JSON text. */
interface PublicAnswer {
  body: string;
  contentType: string;
}

/** SPEC §9's default data freshness; after it a copy is served while it is refreshed. */
export const PUBLIC_ANSWER_FRESH_MS = 5 * 60 * 1000;
/** How long a data centre keeps a copy at all (the Cache API drops it then): a day. */
const PUBLIC_ANSWER_KEPT_S = 24 * 60 * 60;
/** What one isolate keeps in memory: the answers' text, bounded well inside its 128 MB. */
const MEMORY_BOUND = { maxEntries: 1000, maxSize: 2 * 1024 * 1024 };
/** A larger answer is passed on, not kept: far above a house's data or a page of reviews (DECISION.md). */
const MAX_KEPT_ANSWER = 256 * 1024;
/** The Cache API's store, shared by the isolates of a data centre (none on workers.dev). */
const CACHE_NAME = 'public-upstream-answers';
const STORED_AT = 'x-stored-at';
/** Cache API keys are URLs; this origin only names the store's entries, nothing is fetched from it. */
const CACHE_KEY_ORIGIN = 'https://public-answers.internal';

const inMemory = new StaleWhileRevalidate<PublicAnswer>({
  ...MEMORY_BOUND,
  sizeOf: (answer) => answer.body.length,
});

/** An answer that is not kept (not a 200, too large, or private), as the caller must still get it. */
class NotKept extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: ArrayBuffer,
  ) {
    super(`not kept: ${status}`);
  }

  response(): Response {
    return new Response(this.body.slice(0), { status: this.status, headers: this.headers });
  }
}

interface PublicCacheDeps {
  waitUntil: (promise: Promise<unknown>) => void;
  /** The data centre's store; tests pass their own, and `null` keeps answers in the isolate alone. */
  store?: Promise<Cache | null>;
  now?: () => number;
}

let dataCentreStore: Promise<Cache | null> | undefined;
const openStore = (): Promise<Cache | null> =>
  (dataCentreStore ??=
    typeof caches === 'undefined' ? Promise.resolve(null) : caches.open(CACHE_NAME).catch(() => null));

/**
 * webcc-api's public answers (accommodations, their reviews and rating) kept at
 * the edge, in the isolate and in the data centre's cache, fresh for 5 minutes and then served
 * while one refresh runs in `waitUntil`. A guest's page then waits for its own data alone: the
 * reservation, not the house after it. The page's own calls and the browser's through the proxy
 * go through here alike. Every other call passes untouched (publicCall.ts).
 */
export function cachedPublicUpstreams(upstreams: Upstreams, deps: PublicCacheDeps): Upstreams {
  const webcc = upstreams['webcc-api'];
  const opened = () => deps.store ?? openStore();
  const cached: Upstream = async (request) => {
    const key = publicCallKey(request);
    if (key === null) return webcc(request);
    const now = deps.now?.() ?? Date.now();
    try {
      const answer = await untilAborted(
        request.signal,
        inMemory.read(key, {
          now,
          freshMs: PUBLIC_ANSWER_FRESH_MS,
          waitUntil: deps.waitUntil,
          lookUp: async () => storedAnswer(await opened(), key),
          refresh: () => fetchAnswer(webcc, request, key, now, deps.waitUntil, opened),
          onBackgroundFailure: (error) => {
            // The service says the thing is gone: the copy goes too. A failure keeps it (it will retry).
            if (error instanceof NotKept && error.status >= 400 && error.status < 500) {
              inMemory.forget(key);
              deps.waitUntil(opened().then((cache) => cache?.delete(cacheUrl(key))));
            }
          },
        }),
      );
      return new Response(answer.body, { headers: { 'content-type': answer.contentType } });
    } catch (error) {
      if (error instanceof NotKept) return error.response();
      throw error;
    }
  };
  return { ...upstreams, 'webcc-api': cached };
}

/**
 * Tests start from a cold edge: what this isolate kept goes from memory and from the data centre's
 * store (the runtime cannot delete a whole named cache).
 */
export async function forgetCachedPublicAnswers(): Promise<void> {
  const store = await openStore();
  await Promise.all(inMemory.keys().map((key) => store?.delete(cacheUrl(key))));
  inMemory.clear();
}

const cacheUrl = (key: string) => CACHE_KEY_ORIGIN + key;

async function storedAnswer(cache: Cache | null, key: string): Promise<Kept<PublicAnswer> | undefined> {
  const stored = await cache?.match(cacheUrl(key));
  if (!stored) return undefined;
  return {
    storedAt: Number(stored.headers.get(STORED_AT)),
    value: {
      body: await stored.text(),
      contentType: stored.headers.get('content-type') ?? 'application/json',
    },
  };
}

/**
 * Asks the service the canonical call alone (no header of the guest's, not the guest's own signal:
 * the refresh may serve others, and may finish after the guest's page has gone).
 */
async function fetchAnswer(
  webcc: Upstream,
  request: Request,
  key: string,
  now: number,
  waitUntil: (promise: Promise<unknown>) => void,
  opened: () => Promise<Cache | null>,
): Promise<Kept<PublicAnswer>> {
  const answer = await webcc(
    new Request(new URL(key, request.url), { headers: { accept: 'application/json' } }),
  );
  const body = await answer.arrayBuffer();
  if (!isKeepable(answer, body)) throw new NotKept(answer.status, new Headers(answer.headers), body);
  const contentType = answer.headers.get('content-type') ?? 'application/json';
  const text = new TextDecoder().decode(body);
  waitUntil(
    opened().then((cache) =>
      cache?.put(
        cacheUrl(key),
        new Response(text, {
          headers: {
            'content-type': contentType,
            'cache-control': `max-age=${PUBLIC_ANSWER_KEPT_S}`,
            [STORED_AT]: String(now),
          },
        }),
      ),
    ),
  );
  return { storedAt: now, value: { body: text, contentType } };
}

function isKeepable(answer: Response, body: ArrayBuffer): boolean {
  const cacheControl = answer.headers.get('cache-control') ?? '';
  return (
    answer.status === 200 &&
    body.byteLength <= MAX_KEPT_ANSWER &&
    !answer.headers.has('set-cookie') &&
    !/\b(?:private|no-store)\b/i.test(cacheControl)
  );
}

/** The shared refresh, or the caller's own cancel: a page that is left stops waiting, the refresh goes on. */
function untilAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
