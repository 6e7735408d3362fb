import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { fileOf } from '../../../../shared/routes/routePaths.ts';
import { Suspense, type ReactNode } from 'react';
import { useSite } from '../../../platform/siteContext.tsx';
import { useApi } from '../../../platform/useApi.ts';
import { guestDocumentUrl, voucherQuery } from '../api/reservation.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { AccommodationCard } from '../../accommodation/AccommodationCard.tsx';
import { DeferredBookmarkHeart } from '../../wishlists/DeferredBookmarkHeart.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StreamedQuery } from '../../../ui/StreamedQuery.tsx';
import { useGuestOffer, useReservation, useReservationMoney } from '../components/ReservationContext.tsx';
import { Refused } from '../components/Refused.tsx';
import { PaymentDue } from '../components/PaymentDue.tsx';
import { isBlockedByState, refusalText } from '../model/refusalText.ts';
import { TransferDetails } from '../components/TransferDetails.tsx';
import { paymentSummary } from '../../../../shared/reservation/paymentSummary.ts';
import { PersonsSummary } from '../components/PersonsSummary.tsx';
import { PrecheckinLink, PrecheckinStatus } from '../components/PrecheckinStatus.tsx';
import { SectionErrorBoundary } from '../../../ui/SectionErrorBoundary.tsx';
import { DocumentLink } from '../../../ui/DocumentLink.tsx';
import { useT, type Translate } from '../../../i18n/useT.ts';
import { rateLimitedText } from '../../../ui/waitTime.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatCountry } from '../../../i18n/formatCountry.ts';
import { reservationStateGroup } from '../../../../shared/reservation/reservationState.ts';
import { hasVoucher, offeredDocuments } from '../../../../shared/reservation/voucher.ts';
import { stayPhase, todayIso } from '../../../../shared/reservation/stay.ts';
import type { Reservation, Voucher } from '../../../../shared/reservation/schemas/reservation.ts';
// Each module itself, not the offline index: the page's first load holds only what it draws.
import { ForgetThisDevice } from '../../offline/ForgetThisDevice.tsx';
import { OfflineCopyNotice } from '../../offline/OfflineCopyNotice.tsx';

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
  const changePersons = useGuestOffer('changePersons');
  const review = useGuestOffer('review');
  return (
    <article className="reservation">
      <PageTitle>{`${t('page.reservation')}: ${accommodation.name}`}</PageTitle>
      <OfflineCopyNotice />
      <header className="page-heading">
        <p className="eyebrow">{t('reservation.number', { number: reservation.number })}</p>
        <h1>{accommodation.name}</h1>
        <p>
          {accommodation.street}, {accommodation.zip} {accommodation.place}, {accommodation.region},{' '}
          {formatCountry(accommodation.country, lang)}
        </p>
      </header>
      <AccommodationCard code={accommodation.code} headingLevel={2} eager Bookmark={DeferredBookmarkHeart} />
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
      <StateNotice />
      <ArrivalLinks />
      <div className="sections">
        <PaymentSection reservation={reservation} />
        <CancellationSection reservation={reservation} />
        <Section id="persons-heading" title={t('res.persons.heading')}>
          <p>
            <PersonsSummary persons={reservation.persons} />
          </p>
          <p className="hint">{t('reservation.maxGuests', { count: accommodation.maxGuests })}</p>
          {changePersons.offered ? (
            <LocalizedLink to={pathTo('reservation-pax', { token: reservation.token })}>
              {t('res.persons.change')}
            </LocalizedLink>
          ) : (
            <Refused action="changePersons" reason={changePersons.reason} place="overview" />
          )}
        </Section>
        <ServicesSection reservation={reservation} />
        <PrecheckinSection />
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
        <DocumentsSection reservation={reservation} />
      </div>
      {review.offered && (
        <p>
          <LocalizedLink
            to={pathTo('reservation-review', { token: reservation.token })}
            className="button outline"
          >
            {t('res.review.link')}
          </LocalizedLink>
        </p>
      )}
      <ForgetThisDevice stay={reservation} />
    </article>
  );
}

/** The way to the arrival page and the stay's calendar file, for a guest's stay. */
function ArrivalLinks() {
  const t = useT();
  const { lang } = useSite();
  const reservation = useReservation();
  const group = reservationStateGroup(reservation.state);
  if (group !== 'confirmed' && group !== 'unconfirmed') return null;
  return (
    <p className="button-row">
      <LocalizedLink
        to={pathTo('reservation-arrival', { token: reservation.token })}
        className="button theme"
      >
        {t('res.arrival.link')}
      </LocalizedLink>
      <a className="button outline" href={withLanguage(fileOf('calendar', reservation.token), lang)} download>
        {t('res.arrival.calendar')}
      </a>
    </p>
  );
}

/** The booking's documents as PDF downloads, for the holder of its link. */
function DocumentsSection({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const documents = offeredDocuments(reservation);
  return (
    <Section id="documents-heading" title={t('res.documents.heading')}>
      {documents.length === 0 ? (
        <p>{t('res.documents.none')}</p>
      ) : (
        <ul>
          {documents.map(({ name }) => (
            <li key={name}>
              <DocumentLink
                href={guestDocumentUrl(reservation.token, name)}
                fileName={`${name}-${reservation.number}.pdf`}
                label={t('res.document.file', {
                  name:
                    name === 'invoice' || name === 'voucher'
                      ? t(`res.document.${name}`)
                      : t('res.document.other', { name }),
                })}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Once for the whole booking: why a house closing or the owner's stay offers nothing to do. */
function StateNotice() {
  const t = useT();
  const checkin = useGuestOffer('checkin');
  if (checkin.offered || !isBlockedByState(checkin.reason)) return null;
  const text = refusalText('checkin', checkin.reason, 'page');
  return text && <p className="notice">{t(text)}</p>;
}

function PaymentSection({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const money = useReservationMoney();
  const pay = useGuestOffer('pay');
  const { status, amounts } = paymentSummary(reservation);
  return (
    <Section id="payment-heading" title={t('res.payment.heading')}>
      <p className={`payment-status payment-${status}`}>{t(`res.payment.status.${status}`)}</p>
      {amounts.length > 0 && (
        <dl className="amounts">
          {amounts.map(({ kind, amount }) => (
            <div key={kind}>
              <dt>{t(`res.payment.${kind}`)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {status === 'awaitingTransfer' && reservation.transfer ? (
        <TransferDetails transfer={reservation.transfer} />
      ) : (
        <PaymentDue />
      )}
      {status === 'awaitingTransfer' ? null : pay.offered ? (
        <LocalizedLink
          to={pathTo('reservation-payment', { token: reservation.token })}
          className="button cta"
        >
          {t('res.payment.payNow')}
        </LocalizedLink>
      ) : (
        <Refused action="pay" reason={pay.reason} place="overview" />
      )}
    </Section>
  );
}

function CancellationSection({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const { lang } = useSite();
  const money = useReservationMoney();
  const cancel = useGuestOffer('cancel');
  const refundOffer = useGuestOffer('refund');
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
          {refundOffer.offered && (
            <>
              <p>{t('res.refund.open', { amount: money(cancellation.refundable) })}</p>
              <LocalizedLink
                to={pathTo('reservation-refund', { token: reservation.token })}
                className="button cta"
              >
                {t('res.refund.choose')}
              </LocalizedLink>
            </>
          )}
          {!refund && !refundOffer.offered && <p>{t('res.refund.none')}</p>}
        </>
      ) : cancel.offered ? (
        <>
          <p>{t('res.cancellation.possible')}</p>
          <LocalizedLink to={pathTo('reservation-cancellation', { token: reservation.token })}>
            {t('res.cancellation.link')}
          </LocalizedLink>
        </>
      ) : (
        <Refused action="cancel" reason={cancel.reason} place="overview" />
      )}
    </Section>
  );
}

function ServicesSection({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const money = useReservationMoney();
  const change = useGuestOffer('changeServices');
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
      {change.offered ? (
        <LocalizedLink to={pathTo('reservation-services', { token: reservation.token })}>
          {t('res.services.change')}
        </LocalizedLink>
      ) : (
        <Refused action="changeServices" reason={change.reason} place="overview" />
      )}
    </Section>
  );
}

function PrecheckinSection() {
  const t = useT();
  return (
    <Section id="precheckin-heading" title={t('res.precheckin.heading')}>
      <PrecheckinStatus />
      <PrecheckinLink />
    </Section>
  );
}

function CheckinSection({ reservation, today }: { reservation: Reservation; today: string }) {
  const t = useT();
  const { lang } = useSite();
  const live = useGuestOffer('checkin').offered;
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
      {(lookup) => (
        <Section id="voucher-heading" title={t('res.voucher.heading')}>
          {lookup.kind === 'found' ? (
            <VoucherDetails voucher={lookup.data} />
          ) : (
            <p>
              {/* The edge may have locked the guest out since the page loaded (too many unknown links). */}
              {lookup.kind === 'rateLimited'
                ? rateLimitedText(t, 'res.rateLimited.text', lookup.retryAfterS)
                : t('res.voucher.loadFailed')}
            </p>
          )}
        </Section>
      )}
    </StreamedQuery>
  );
}

function VoucherDetails({ voucher }: { voucher: Voucher }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}
