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

/** What a refused code send means: the service allows a few codes per reservation and quarter of an hour. */
export function sendRefusal(failure: unknown): MessageId {
  return failure instanceof UpstreamError && failure.status === 429 ? 'code.tooManySends' : 'action.failed';
}
