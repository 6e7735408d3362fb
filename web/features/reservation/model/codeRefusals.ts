import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import type { Translate } from '../../../i18n/useT.ts';
import { rateLimitedText } from '../../../ui/waitTime.ts';

/** What a refused code check means for the guest (SPEC §6: 5 wrong tries lock the code for its window). */
export function verifyRefusal(failure: unknown): MessageId {
  const refused = failure instanceof UpstreamError ? failure : null;
  if (refused?.status === 429) return 'code.locked';
  if (refused?.error === 'authcode_expired') return 'code.expired';
  if (refused?.status === 401) return 'code.invalid';
  return 'action.failed';
}

/** The service allows a few codes per reservation and quarter of an hour (issue 14). */
const SEND_WINDOW_S = 15 * 60;

/**
 * What a refused code send means, with how long to wait in words: as long as the service's
 * `Retry-After` says (the window's rest, often less than its quarter of an hour), else the window.
 */
export function sendRefusalText(t: Translate, failure: unknown): string {
  if (!(failure instanceof UpstreamError) || failure.status !== 429) return t('action.failed');
  return rateLimitedText(t, 'code.tooManySends', failure.retryAfterS ?? SEND_WINDOW_S);
}
