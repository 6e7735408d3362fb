import { useT } from '../../../i18n/useT.ts';
import type { Arrival } from '../../../../shared/reservation/arrivalSchema.ts';
import { PhoneLink } from '../../../ui/PhoneLink.tsx';

/**
 * The pre-check-in closed before it was done (issue 43): the code will not appear here, so the
 * card says only that, and whom to call, with the number to tap beside it.
 */
export function KeyholderGivesCode({ arrival }: { arrival: Arrival }) {
  const t = useT();
  const { name, phone } = arrival.keyholder;
  return (
    <div className="reveal-notice">
      <p>{t('arrival.reveal.precheckinClosed', { name })}</p>
      <p>
        <PhoneLink className="arrival-phone" phone={phone} />
      </p>
    </div>
  );
}
