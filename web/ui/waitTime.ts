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
