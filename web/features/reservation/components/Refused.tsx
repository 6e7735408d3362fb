import { useT } from '../../../i18n/useT.ts';
import type { Refusal } from '../../../../shared/reservation/guestOffers.ts';
import type { GuestAction } from '../../../../shared/reservation/reservationState.ts';
import { refusalText } from '../model/refusalText.ts';

/** The explanation shown where an action is not offered, in place of its link or form. */
export function Refused({
  action,
  reason,
  place,
}: {
  action: GuestAction;
  reason: Refusal;
  place: 'overview' | 'page';
}) {
  const t = useT();
  const text = refusalText(action, reason, place);
  if (!text) return null;
  return <p className={place === 'page' ? 'panel' : undefined}>{t(text)}</p>;
}
