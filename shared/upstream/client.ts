import type * as z from 'zod/mini';
import type { ApiFetch } from '../site/render.ts';
import { loggedPath, type CallTarget } from './callPath.ts';
import { withDeadline } from './deadline.ts';
import { UpstreamError } from './upstreamError.ts';
import { retryAfterSeconds } from './retryAfter.ts';

/**
 * Every call without a bound of its own in the table (SPEC §7's per-call timeouts). SPEC §9 sets no
 * generic client timeout; the portal still bounds the rest, so that a hung upstream cannot hold a
 * guest's request open.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 25_000;

/**
 * Look-ups a page waits on before its first byte (reservation language, partner, page
 * configuration): each has a fallback, so waiting longer would only delay the page.
 */
export const PAGE_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * An answer's schema, or a loader of it. The browser passes loaders: zod and the schemas then load
 * with the first call a page makes itself, not with every page (whose data the server parsed).
 */
type AnswerSchema<Answer extends z.ZodMiniType> = Answer | (() => Promise<Answer>);

interface UpstreamCall<Answer extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The call of the table and its parameters: `callTo(reservationCall, { token }, { lang })`. */
  to: CallTarget;
  headers?: Record<string, string>;
  /** Sent as JSON; URLSearchParams are sent form-encoded, FormData as multipart. */
  body?: unknown;
  /** The answer's schema: an answer that does not parse is an `ERR_BAD_RESPONSE`. */
  answer: AnswerSchema<Answer>;
  /** The caller's own cancel: `ERR_CANCELED`. */
  signal?: AbortSignal;
  /** A tighter bound than the call's own (timeouts.ts), for a look-up a page waits on. */
  timeoutMs?: number;
}

/** Where a malformed answer is reported: the worker's logger, or the browser's console. */
export interface UpstreamLog {
  warn(message: string, fields: Record<string, unknown>): void;
}

export type CallUpstream = <Answer extends z.ZodMiniType>(
  call: UpstreamCall<Answer>,
) => Promise<z.output<Answer>>;

/**
 * The one way the portal calls the provider's services, on the worker and in the browser alike:
 * `fetch` takes a same-origin path (`/webcc-api/...`). Each call is bounded by its timeout, its
 * answer parsed, and every failure is an UpstreamError with SPEC §8's code.
 */
export function createUpstreamClient({ fetch, log }: { fetch: ApiFetch; log: UpstreamLog }): CallUpstream {
  return (call) => {
    const { path, entry } = call.to;
    const timeoutMs = call.timeoutMs ?? entry.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
    const service = path.split('/')[1];
    return withDeadline(timeoutMs, call.signal, async (signal) => {
      const { ok, status, body, retryAfter } = await exchange(fetch, path, call, signal);
      if (!ok) throw UpstreamError.fromStatus(status, await refusalOf(body), retryAfterSeconds(retryAfter));
      const schema = typeof call.answer === 'function' ? await call.answer() : call.answer;
      const parsed = body === undefined ? undefined : schema.safeParse(body);
      if (parsed?.success) return parsed.data;
      log.warn('upstream answer did not parse', {
        service,
        path: loggedPath(call.to),
        issues: parsed?.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`) ?? ['not JSON'],
      });
      throw new UpstreamError({
        code: 'ERR_BAD_RESPONSE',
        message: `Unreadable answer from ${service}`,
      });
    });
  };
}

/**
 * The answer's status and JSON body (`null` when empty, undefined when not JSON). A 5xx's body is
 * the service's trouble, not an answer: it is not waited for, so the failure reaches the page at once.
 */
async function exchange(
  fetch: ApiFetch,
  path: string,
  call: UpstreamCall<z.ZodMiniType>,
  signal: AbortSignal,
): Promise<{ ok: boolean; status: number; body: unknown; retryAfter: string | null }> {
  let response: Response;
  let text: string | undefined;
  try {
    response = await fetch(path, { ...requestInit(call), signal });
    if (response.status >= 500) response.body?.cancel().catch(() => {});
    else text = await response.text();
  } catch (cause) {
    // An abort is told apart by withDeadline; anything else never reached an answer.
    if (signal.aborted) throw cause;
    throw new UpstreamError({ code: 'ERR_NETWORK', message: 'Network Error', cause });
  }
  return {
    ok: response.ok,
    status: response.status,
    body: text === undefined ? undefined : jsonOf(text),
    retryAfter: response.headers.get('retry-after'),
  };
}

function requestInit({ method = 'GET', headers, body }: UpstreamCall<z.ZodMiniType>): RequestInit {
  const sent = new Headers({ accept: 'application/json', ...headers });
  if (body === undefined) return { method, headers: sent };
  // The runtime writes the multipart boundary into the content type itself.
  if (body instanceof FormData) return { method, headers: sent, body };
  if (body instanceof URLSearchParams) {
    sent.set('content-type', 'application/x-www-form-urlencoded');
    return { method, headers: sent, body: body.toString() };
  }
  sent.set('content-type', 'application/json');
  return { method, headers: sent, body: JSON.stringify(body) };
}

function jsonOf(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A refusal's error id and field messages, when its body has them (its schema loads with the first refusal). */
async function refusalOf(body: unknown) {
  const { refusalSchema } = await import('../reservation/schemas/refusal.ts');
  const refusal = refusalSchema.safeParse(body);
  return refusal.success ? refusal.data : undefined;
}
