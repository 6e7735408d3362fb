import { useT } from '../../../i18n/useT.ts';
import type { TravellerSlot } from '../../../../shared/precheckin/precheckin.ts';

/** The age group booked for a traveller, as the birth date's hint says it. */
export function useBookedAs() {
  const t = useT();
  return (slot: TravellerSlot | null | undefined) =>
    slot
      ? t('pc.travellers.booked', {
          category: t(`pc.pax.category.${slot.category}`),
          from: slot.from,
          to: slot.to,
        })
      : undefined;
}
