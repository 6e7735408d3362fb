import { retryAfterOf, statusOf } from '../../shared/upstream/upstreamError.ts';
import type { MessageId } from '../i18n/catalog.ts';
import type { Translate } from '../i18n/useT.ts';

/** Whole minutes, rounded up: "in 0 minutes" would send the guest back too early. */
const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * SPEC §8's rate-limit text, and how long to wait when the refusal said (its `Retry-After`), so a
 * guest does not try again into the same refusal.
 */
export function rateLimitedText(t: Translate, text: MessageId, retryAfterS: number | undefined): string {
  return retryAfterS === undefined
    ? t(text)
    : `${t(text)} ${t('guest.retryAfter', { minutes: minutesToWait(retryAfterS) })}`;
}

/** A failed send in the guest's words: the rate limit with its wait (SPEC §8), else the form's own failure. */
export function sendFailureText(
  t: Translate,
  error: unknown,
  texts: { rateLimited: MessageId; failed: MessageId },
): string {
  return statusOf(error) === 429
    ? rateLimitedText(t, texts.rateLimited, retryAfterOf(error))
    : t(texts.failed);
}
