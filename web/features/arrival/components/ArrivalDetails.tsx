import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatCountry } from '../../../i18n/formatCountry.ts';
import type { Arrival } from '../../../../shared/reservation/arrivalSchema.ts';
import { arrivalReveal, revealInputs } from '../../../../shared/reservation/arrivalReveal.ts';
import { portalNow } from '../../../../shared/site/portalClock.ts';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import { GettingIn } from './GettingIn.tsx';
import { WifiSection } from './WifiSection.tsx';
import { Section } from './Section.tsx';
import { PhoneLink } from '../../../ui/PhoneLink.tsx';

/**
 * Everything for the arrival, most urgent first: getting in, when, where, Wi-Fi, parking, rules,
 * whom to call. The portal applies the reveal rule itself as well as the service: a code the
 * service sent too early is still not shown.
 */
export function ArrivalDetails({ arrival, reservation }: { arrival: Arrival; reservation: Reservation }) {
  const t = useT();
  const { lang } = useSite();
  const inputs = revealInputs(reservation, arrival);
  const now = portalNow();
  const reveal = arrivalReveal(inputs, now);
  const { address } = arrival;
  const place = `${address.latitude},${address.longitude}`;
  return (
    <>
      {reveal.kind === 'never' && reveal.reason === 'stayOver' && (
        <p className="notice">{t('arrival.stayOver')}</p>
      )}
      <div className="arrival-sections">
        <GettingIn arrival={arrival} reveal={reveal} reservation={reservation} />
        <Section id="arrival-window-heading" title={t('arrival.window.heading')}>
          <p className="arrival-emphasis">
            {t('arrival.window.checkin', {
              date: formatDay(reservation.checkin, lang),
              from: arrival.checkinFrom,
              until: arrival.checkinUntil,
            })}
          </p>
          <p>
            {t('arrival.window.checkout', {
              date: formatDay(reservation.checkout, lang),
              until: arrival.checkoutUntil,
            })}
          </p>
          <p className="hint">{t('arrival.window.houseTime')}</p>
        </Section>
        <Section id="arrival-address-heading" title={t('arrival.address.heading')}>
          <address className="arrival-emphasis">
            {reservation.accommodation.name}
            <br />
            {address.street}
            <br />
            {address.zip} {address.place}, {formatCountry(address.country, lang)}
          </address>
          <p className="button-row no-print">
            <a className="button outline" href={`geo:${place}?q=${place}`}>
              {t('arrival.address.mapApp')}
            </a>
            <a
              className="button outline"
              href={`https://www.openstreetmap.org/?mlat=${address.latitude}&mlon=${address.longitude}#map=17/${address.latitude}/${address.longitude}`}
              rel="noreferrer"
            >
              {t('arrival.address.webMap')}
            </a>
          </p>
          <p>{arrival.directions}</p>
        </Section>
        {arrival.wifi && (
          <WifiSection
            wifi={arrival.wifi}
            reveal={arrivalReveal(inputs, now, 'wifi')}
            reservation={reservation}
            timeZone={arrival.timeZone}
          />
        )}
        <Section id="arrival-parking-heading" title={t('arrival.parking.heading')}>
          <p>{arrival.parking}</p>
        </Section>
        <Section id="arrival-rules-heading" title={t('arrival.rules.heading')}>
          <ul>
            {arrival.houseRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Section>
        <Section id="arrival-phones-heading" title={t('arrival.phones.heading')}>
          <dl className="arrival-facts">
            <div>
              <dt>{t('arrival.phones.keyholder', { name: arrival.keyholder.name })}</dt>
              <dd>
                <PhoneLink className="arrival-phone" phone={arrival.keyholder.phone} />
              </dd>
            </div>
            <div>
              <dt>{t('arrival.phones.emergency')}</dt>
              <dd>
                <PhoneLink className="arrival-phone" phone={arrival.emergencyPhone} />
              </dd>
            </div>
          </dl>
        </Section>
      </div>
    </>
  );
}
