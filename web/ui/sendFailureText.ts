import { retryAfterOf, statusOf } from '../../shared/upstream/upstreamError.ts';
import type { MessageId } from '../i18n/catalog.ts';
import type { Translate } from '../i18n/useT.ts';
import { rateLimitedText } from './waitTime.ts';

// Apart from waitTime.ts: a page that only tells a refusal's wait (the guest error page, loaded on
// its own) needs nothing of the upstream client's errors.

/**
 * A failed send in the guest's words: the rate limit with its wait (SPEC §8), else the form's own
 * failure. The wait is the refusal's `Retry-After`; `defaultWaitS`, where a limit's window is known,
 * tells a wait even when the refusal did not say one.
 */
export function sendFailureText(
  t: Translate,
  error: unknown,
  texts: { rateLimited: MessageId; failed: MessageId; defaultWaitS?: number },
): string {
  return statusOf(error) === 429
    ? rateLimitedText(t, texts.rateLimited, retryAfterOf(error) ?? texts.defaultWaitS)
    : t(texts.failed);
}
