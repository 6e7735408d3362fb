import type { Refusal } from '../reservation/schemas/refusal.ts';

/**
 * SPEC §8's client error codes, axios's, so that logs and error reports read as the portal's
 * always did. A timeout is `ECONNABORTED`, axios's default code for it (`ETIMEDOUT` is only what
 * axios says under its `clarifyTimeoutError` option), so this client never gives `ETIMEDOUT`.
 */
type UpstreamErrorCode =
  'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

interface UpstreamErrorInit {
  code: UpstreamErrorCode;
  message: string;
  status?: number;
  refusal?: Refusal;
  retryAfterS?: number;
  cause?: unknown;
}

/** A call that did not give the answer asked for. Its message never holds a path, so never a token. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly code: UpstreamErrorCode;
  /** The HTTP status, when the service answered with one. */
  readonly status: number | undefined;
  /** The service's error id from a refusal (`authcode_expired`, `stale`, ...). */
  readonly error: string | undefined;
  /** One message per invalid field, from a 400. */
  readonly fields: Record<string, string>;
  /** How long a refused caller is to wait (`Retry-After` of a 429 or 503), in seconds. */
  readonly retryAfterS: number | undefined;

  constructor({ code, message, status, refusal, retryAfterS, cause }: UpstreamErrorInit) {
    super(message, { cause });
    this.code = code;
    this.status = status;
    this.error = refusal?.error ?? refusal?.code;
    this.fields = refusal?.fields ?? {};
    this.retryAfterS = retryAfterS;
  }

  /** A 4xx is the caller's (`ERR_BAD_REQUEST`), a 5xx the service's (`ERR_BAD_RESPONSE`). */
  static fromStatus(status: number, refusal?: Refusal, retryAfterS?: number): UpstreamError {
    return new UpstreamError({
      code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      message: `Request failed with status code ${status}`,
      status,
      refusal,
      retryAfterS,
    });
  }
}

/** The HTTP status a failed call was answered with, if any. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof UpstreamError ? error.status : undefined;
}

/** How long a refused call is to wait before asking again, in seconds, when the answer said. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof UpstreamError ? error.retryAfterS : undefined;
}
