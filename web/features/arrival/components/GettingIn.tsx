import { useT } from '../../../i18n/useT.ts';
import type { Arrival } from '../../../../shared/reservation/arrivalSchema.ts';
import type { ArrivalReveal } from '../../../../shared/reservation/arrivalReveal.ts';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import { CopyButton } from './CopyButton.tsx';
import { RevealNotice } from './RevealNotice.tsx';
import { Section } from './Section.tsx';
import { KeyholderGivesCode } from './KeyholderGivesCode.tsx';

/** The booking, its arrival information, and what the reveal rule says of it now. */
interface StayArrival {
  arrival: Arrival;
  reveal: ArrivalReveal;
  reservation: Reservation;
}

/**
 * How the guest gets the key: the handover, its place and hours, and the door or key-box code in
 * large type, readable at a glance in front of the door with nothing to tap.
 */
export function GettingIn({ arrival, reveal, reservation }: StayArrival) {
  const t = useT();
  const { keyHandover, accessCode } = arrival;
  return (
    <Section id="arrival-getin-heading" title={t('arrival.getIn.heading')}>
      <h3>{t(`arrival.handover.${keyHandover.kind}`)}</h3>
      <p>{keyHandover.text}</p>
      <dl className="arrival-facts">
        <div>
          <dt>{t('arrival.handover.where')}</dt>
          <dd>{keyHandover.address}</dd>
        </div>
        <div>
          <dt>{t('arrival.handover.when')}</dt>
          <dd>{keyHandover.openingHours}</dd>
        </div>
      </dl>
      {accessCode.hasCode && <AccessCode arrival={arrival} reveal={reveal} reservation={reservation} />}
    </Section>
  );
}

function AccessCode({ arrival, reveal, reservation }: StayArrival) {
  const t = useT();
  const { code } = arrival.accessCode;
  if (reveal.kind === 'later')
    return (
      <RevealNotice reveal={reveal} subject="code" reservation={reservation} timeZone={arrival.timeZone} />
    );
  if (reveal.kind === 'never')
    return reveal.reason === 'precheckinClosed' ? <KeyholderGivesCode arrival={arrival} /> : null;
  if (code === null) return <p>{t('arrival.code.pending')}</p>;
  return (
    <div className="secret">
      <p className="secret-label">{t('arrival.code')}</p>
      <p className="secret-value" id="arrival-code">
        {code}
      </p>
      <CopyButton value={code} shownIn="arrival-code" label="arrival.copy.code" />
    </div>
  );
}
