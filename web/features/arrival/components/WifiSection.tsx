import { useT } from '../../../i18n/useT.ts';
import type { Arrival } from '../../../../shared/reservation/arrivalSchema.ts';
import type { ArrivalReveal } from '../../../../shared/reservation/arrivalReveal.ts';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import { CopyButton } from './CopyButton.tsx';
import { RevealNotice } from './RevealNotice.tsx';
import { Section } from './Section.tsx';

/** The network's name, and its password once the reveal rule holds. */
export function WifiSection({
  wifi,
  reveal,
  reservation,
  timeZone,
}: {
  wifi: NonNullable<Arrival['wifi']>;
  reveal: ArrivalReveal;
  reservation: Reservation;
  timeZone: string;
}) {
  const t = useT();
  const password = reveal.kind === 'shown' ? wifi.password : null;
  return (
    <Section id="arrival-wifi-heading" title={t('arrival.wifi.heading')}>
      <dl className="arrival-facts">
        <div>
          <dt>{t('arrival.wifi.name')}</dt>
          <dd className="secret-text">{wifi.name}</dd>
        </div>
        {password !== null && (
          <div>
            <dt>{t('arrival.wifi.password')}</dt>
            <dd className="secret-text" id="arrival-wifi-password">
              {password}
            </dd>
          </div>
        )}
      </dl>
      {password !== null && (
        <CopyButton value={password} shownIn="arrival-wifi-password" label="arrival.copy.password" />
      )}
      {reveal.kind === 'later' && (
        <RevealNotice reveal={reveal} subject="wifi" reservation={reservation} timeZone={timeZone} />
      )}
    </Section>
  );
}
