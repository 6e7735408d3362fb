import { Suspense, type ReactNode } from 'react';
import { useSite } from '../../app/siteContext.tsx';
import { useApi } from '../../app/useApi.ts';
import { voucherQuery } from '../../api/reservation.ts';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { AccommodationCard } from '../../components/accommodation/AccommodationCard.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { StreamedQuery } from '../../components/StreamedQuery.tsx';
import { useReservation, useReservationMoney } from '../../components/reservation/ReservationContext.tsx';
import { PersonsSummary } from '../../components/reservation/PersonsSummary.tsx';
import { PrecheckinLink, PrecheckinStatus } from '../../components/reservation/PrecheckinStatus.tsx';
import { SectionErrorBoundary } from '../../components/SectionErrorBoundary.tsx';
import { useT, type Translate } from '../../i18n/useT.ts';
import { formatDay } from '../../i18n/formatDay.ts';
import { formatCountry } from '../../i18n/formatCountry.ts';
import { isCancelledState, reservationStateGroup } from '../../../shared/reservationState.ts';
import { hasVoucher } from '../../../shared/voucher.ts';
import {
  isChangeable,
  isPrecheckinExpired,
  isReviewable,
  stayPhase,
  todayIso,
} from '../../../shared/stay.ts';
import type { Reservation } from '../../../shared/schemas/reservation.ts';

function stateInWords(t: Translate, state: string): string {
  const group = reservationStateGroup(state);
  return group ? t(`reservation.state.${group}`) : t('reservation.state.unknown');
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** SPEC §1: everything about the stay, and the way to each thing the guest can do. */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const reservation = useReservation();
  const { accommodation } = reservation;
  const today = todayIso();
  const changeable = isChangeable(reservation, today);
  return (
    <article className="reservation">
      <PageTitle>{`${t('page.reservation')}: ${accommodation.name}`}</PageTitle>
      <header className="page-heading">
        <p className="eyebrow">{t('reservation.number', { number: reservation.number })}</p>
        <h1>{accommodation.name}</h1>
        <p>
          {accommodation.street}, {accommodation.zip} {accommodation.place}, {accommodation.region},{' '}
          {formatCountry(accommodation.country, lang)}
        </p>
      </header>
      <AccommodationCard code={accommodation.code} headingLevel={2} eager />
      <dl className="facts">
        <div>
          <dt>{t('reservation.stay')}</dt>
          <dd>
            {t('reservation.dates', {
              checkin: formatDay(reservation.checkin, lang),
              checkout: formatDay(reservation.checkout, lang),
            })}{' '}
            ({t('reservation.nights', { count: reservation.duration })})
          </dd>
        </div>
        <div>
          <dt>{t('reservation.status')}</dt>
          <dd className="state">{stateInWords(t, reservation.state)}</dd>
        </div>
      </dl>
      <div className="sections">
        <PaymentSection reservation={reservation} />
        <CancellationSection reservation={reservation} changeable={changeable} />
        <Section id="persons-heading" title={t('res.persons.heading')}>
          <p>
            <PersonsSummary persons={reservation.persons} />
          </p>
          <p className="hint">{t('reservation.maxGuests', { count: accommodation.maxGuests })}</p>
          {changeable && <LocalizedLink to="pax">{t('res.persons.change')}</LocalizedLink>}
        </Section>
        <ServicesSection reservation={reservation} changeable={changeable} />
        <PrecheckinSection reservation={reservation} today={today} />
        <CheckinSection reservation={reservation} today={today} />
        {hasVoucher(reservation) && (
          <SectionErrorBoundary
            fallback={
              <Section id="voucher-heading" title={t('res.voucher.heading')}>
                <p>{t('res.voucher.loadFailed')}</p>
              </Section>
            }
          >
            <Suspense
              fallback={
                <Section id="voucher-heading" title={t('res.voucher.heading')}>
                  <p>{t('layout.loading')}</p>
                </Section>
              }
            >
              <VoucherSection token={reservation.token} />
            </Suspense>
          </SectionErrorBoundary>
        )}
        <Section id="documents-heading" title={t('res.documents.heading')}>
          {reservation.documents.length === 0 ? (
            <p>{t('res.documents.none')}</p>
          ) : (
            <ul>
              {reservation.documents.map((document) => (
                <li key={document.name}>
                  {document.name === 'invoice' || document.name === 'voucher'
                    ? t(`res.document.${document.name}`)
                    : t('res.document.other', { name: document.name })}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      {isReviewable(reservation, today) && (
        <p>
          <LocalizedLink to="review" className="button outline">
            {t('res.review.link')}
          </LocalizedLink>
        </p>
      )}
    </article>
  );
}

function PaymentSection({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const { lang } = useSite();
  const { price } = reservation;
  const money = useReservationMoney();
  return (
    <Section id="payment-heading" title={t('res.payment.heading')}>
      <p className={`payment-status payment-${price.status}`}>{t(`res.payment.status.${price.status}`)}</p>
      <dl className="amounts">
        <div>
          <dt>{t('res.payment.total')}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        <div>
          <dt>{t('res.payment.paid')}</dt>
          <dd>{money(price.paid)}</dd>
        </div>
        {price.outstanding > 0 && (
          <div>
            <dt>{t('res.payment.outstanding')}</dt>
            <dd>{money(price.outstanding)}</dd>
          </div>
        )}
      </dl>
      {price.dueDate && <p>{t('res.payment.due', { date: formatDay(price.dueDate, lang) })}</p>}
      {price.outstanding > 0 && (
        <LocalizedLink to="payment" className="button cta">
          {t('res.payment.payNow')}
        </LocalizedLink>
      )}
    </Section>
  );
}

function CancellationSection({ reservation, changeable }: { reservation: Reservation; changeable: boolean }) {
  const t = useT();
  const { lang } = useSite();
  const money = useReservationMoney();
  const { cancellation, refund } = reservation;
  return (
    <Section id="cancellation-heading" title={t('res.cancellation.heading')}>
      {cancellation ? (
        <>
          <p>
            {t('res.cancellation.cancelledOn', {
              date: formatDay(cancellation.cancelledAt.slice(0, 10), lang),
              fee: money(cancellation.fee),
            })}
          </p>
          <h3>{t('res.refund.heading')}</h3>
          {refund?.method === 'voucher' && (
            <p>
              {t('res.refund.voucherDone', {
                code: refund.voucherCode,
                amount: money(refund.amount),
                date: formatDay(refund.validUntil ?? '', lang),
              })}
            </p>
          )}
          {refund?.method === 'banktransfer' && (
            <p>{t('res.refund.transferDone', { amount: money(refund.amount), iban: refund.ibanHint })}</p>
          )}
          {!refund && cancellation.refundable > 0 && (
            <>
              <p>{t('res.refund.open', { amount: money(cancellation.refundable) })}</p>
              <LocalizedLink to="refund" className="button cta">
                {t('res.refund.choose')}
              </LocalizedLink>
            </>
          )}
          {!refund && cancellation.refundable === 0 && <p>{t('res.refund.none')}</p>}
        </>
      ) : changeable ? (
        <>
          <p>{t('res.cancellation.possible')}</p>
          <LocalizedLink to="cancellation">{t('res.cancellation.link')}</LocalizedLink>
        </>
      ) : (
        <p>{t('res.cancellation.notPossible')}</p>
      )}
    </Section>
  );
}

function ServicesSection({ reservation, changeable }: { reservation: Reservation; changeable: boolean }) {
  const t = useT();
  const money = useReservationMoney();
  const booked = reservation.services.filter((service) => service.quantity > 0);
  return (
    <Section id="services-heading" title={t('res.services.heading')}>
      {booked.length === 0 ? (
        <p>{t('res.services.none')}</p>
      ) : (
        <ul>
          {booked.map((service) => (
            <li key={service.code}>
              {t('res.services.line', {
                quantity: service.quantity,
                name: service.name,
                total: money(service.total),
              })}
            </li>
          ))}
        </ul>
      )}
      {changeable && <LocalizedLink to="services">{t('res.services.change')}</LocalizedLink>}
    </Section>
  );
}

function PrecheckinSection({ reservation, today }: { reservation: Reservation; today: string }) {
  const t = useT();
  const open = !isCancelledState(reservation.state) && !isPrecheckinExpired(reservation.checkin, today);
  return (
    <Section id="precheckin-heading" title={t('res.precheckin.heading')}>
      <PrecheckinStatus reservation={reservation} />
      {open && <PrecheckinLink reservation={reservation} />}
    </Section>
  );
}

function CheckinSection({ reservation, today }: { reservation: Reservation; today: string }) {
  const t = useT();
  const { lang } = useSite();
  // Guests check in to bookings, not to house closings or owner occupancy.
  const group = reservationStateGroup(reservation.state);
  const live = group === 'confirmed' || group === 'unconfirmed';
  const phase = stayPhase(reservation.checkin, reservation.checkout, today);
  return (
    <Section id="checkin-heading" title={t('res.checkin.heading')}>
      <p>
        {!live
          ? t('res.checkin.unavailable')
          : phase === 'before'
            ? t('res.checkin.before', { date: formatDay(reservation.checkin, lang), time: '16:00' })
            : phase === 'during'
              ? t('res.checkin.during')
              : t('res.checkin.after')}
      </p>
    </Section>
  );
}

function VoucherSection({ token }: { token: string }) {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  return (
    <StreamedQuery query={voucherQuery(api, token, lang)}>
      {(voucher) => (
        <Section id="voucher-heading" title={t('res.voucher.heading')}>
          <p>{t('res.voucher.checkinFrom', { time: voucher.checkinFrom, time2: voucher.checkoutUntil })}</p>
          <p>{voucher.keyHandover.text}</p>
          <p>{voucher.keyHandover.address}</p>
          <p>
            {t('res.voucher.hours')}: {voucher.keyHandover.openingHours}
          </p>
          <h3>{t('res.voucher.keyholder')}</h3>
          <p>
            {voucher.keyholder.name}
            <br />
            <a href={`tel:${voucher.keyholder.phone.replace(/\s+/g, '')}`}>{voucher.keyholder.phone}</a>
            <br />
            <a href={`mailto:${voucher.keyholder.email}`}>{voucher.keyholder.email}</a>
          </p>
        </Section>
      )}
    </StreamedQuery>
  );
}
