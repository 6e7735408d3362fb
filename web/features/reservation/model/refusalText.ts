import type { MessageId } from '../../../i18n/catalog.ts';
import type { Refusal } from '../../../../shared/reservation/guestOffers.ts';
import type { GuestAction } from '../../../../shared/reservation/reservationState.ts';

/** Refusals by the state group: a house closing, the owner's stay, or a code we do not know. */
const BLOCKED_BY_STATE: readonly Refusal[] = ['houseClosing', 'ownOccupancy', 'unknownState'];

/** Whether the state group alone refuses, so one notice on the overview can say why for every section. */
export const isBlockedByState = (reason: Refusal): boolean => BLOCKED_BY_STATE.includes(reason);

type Place = 'overview' | 'page';

const CHANGES: readonly GuestAction[] = ['changePersons', 'changeServices'];

/**
 * What the guest reads instead of an action that is not offered. On the overview, a
 * refusal by the state is said once at the top, so its sections say only that this is not done
 * online; an action's own page says why in full. Null: nothing needs saying (the page shows it).
 */
export function refusalText(action: GuestAction, reason: Refusal, place: Place): MessageId | null {
  if (isBlockedByState(reason)) {
    if (place === 'page') return `offer.${reason as 'houseClosing' | 'ownOccupancy' | 'unknownState'}`;
    if (action === 'pay') return 'offer.notOnline.pay';
    if (action === 'cancel') return 'offer.notOnline.cancel';
    if (CHANGES.includes(action)) return 'offer.notOnline.change';
  }
  switch (action) {
    case 'pay':
      if (reason === 'cancelled') return 'offer.cancelled.pay';
      return place === 'page' ? 'payment.nothingDue' : null;
    case 'cancel':
      if (reason === 'cancelled') return place === 'page' ? 'offer.cancelled.cancel' : null;
      return 'res.cancellation.notPossible';
    case 'changePersons':
    case 'changeServices':
      return reason === 'cancelled' ? 'offer.cancelled.change' : 'action.notModifiable';
    case 'refund':
      return 'res.refund.none';
    case 'review':
      if (reason === 'cancelled') return 'offer.cancelled.review';
      return reason === 'tooEarly' ? 'review.tooEarly' : null;
    case 'precheckin':
      if (reason === 'completed') return 'res.precheckin.completed';
      if (reason === 'closed') return 'res.precheckin.closed';
      return 'res.precheckin.notOffered';
    case 'checkin':
      return 'res.checkin.unavailable';
  }
}
