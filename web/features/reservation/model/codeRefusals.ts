import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import type { MessageId } from '../../../i18n/catalog.ts';

/** What a refused code check means for the guest (SPEC §6: 5 wrong tries lock the code for its window). */
export function verifyRefusal(failure: unknown): MessageId {
  const refused = failure instanceof UpstreamError ? failure : null;
  if (refused?.status === 429) return 'code.locked';
  if (refused?.error === 'authcode_expired') return 'code.expired';
  if (refused?.status === 401) return 'code.invalid';
  return 'action.failed';
}

/**
 * A refused code send, with how long to wait in words (sendFailureText): as long as the service's
 * `Retry-After` says (the window's rest, often less), else the whole window: the service allows a
 * few codes per reservation and quarter of an hour (issue 14).
 */
export const CODE_SEND_REFUSAL = {
  rateLimited: 'code.tooManySends',
  failed: 'action.failed',
  defaultWaitS: 15 * 60,
} as const satisfies { rateLimited: MessageId; failed: MessageId; defaultWaitS: number };
