import {
  cancelReservationCall,
  changeReservationCall,
  checkAuthcodeCall,
  checkPriceCall,
  paymentCall,
  refundCall,
  reservationCall,
  reservationDocumentCall,
  reviewFormCall,
  sendAuthcodeCall,
  voucherCall,
} from '../../../../shared/upstream/calls/reservation.ts';
import { callPath, callTo } from '../../../../shared/upstream/callPath.ts';
import { arrivalCall } from '../../../../shared/upstream/calls/arrival.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { PriceCheck, Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { authcodeHeader } from '../../../../shared/auth/authcode.ts';
import type { RefundRequest } from '../../../../shared/reservation/refund.ts';
import { lookUpToken } from '../../../platform/api/tokenLookup.ts';
import { upstream } from '../../../platform/api/upstream.ts';
import { reviewsPage } from '../../accommodation/reviews.ts';
import { RESERVATION_TOKEN_HEADER } from '../../../../shared/reservation/reservationTokenHeader.ts';
import { hasVoucher } from '../../../../shared/reservation/voucher.ts';

const schema = lazySchemas(() => import('../../../../shared/reservation/schemas/reservation.ts'));

/** The reservation behind a token; SPEC §2: an unknown one is logged. */
export function reservationQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['reservation', token, lang],
    queryFn: async () => {
      const lookup = await lookUpToken(() =>
        upstream(api)({
          to: callTo(reservationCall, { token }, { lang }),
          answer: schema('reservationSchema'),
        }),
      );
      if (lookup.kind === 'notFound') console.warn('Reservation not found');
      return lookup;
    },
  });
}

/** The voucher call below webcc-api: the page's query and the offline copy ask the same one. */
const voucherPath = (token: string, lang: string) => callPath(voucherCall, { token }, { lang });

/** SPEC §4: asked for only when the voucher rule holds (shared/reservation/voucher.ts). */
export function voucherQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['voucher', token, lang],
    queryFn: () =>
      lookUpToken(() =>
        upstream(api)({
          to: callTo(voucherCall, { token }, { lang }),
          answer: schema('voucherSchema'),
        }),
      ),
  });
}

/** A booking's document for the holder of its token, as the browser downloads it (a PDF, never cached). */
export const guestDocumentUrl = (token: string, document: string) =>
  callPath(reservationDocumentCall, { token, document });

/**
 * The calls behind the overview, as the browser makes them: what the device keeps of the reservation
 * for offline use once its guest opened it, the voucher and its document where
 * the voucher rule holds.
 */
function overviewCalls(reservation: Reservation, lang: string): string[] {
  const reservationPath = callPath(reservationCall, { token: reservation.token }, { lang });
  if (!hasVoucher(reservation)) return [reservationPath];
  return [
    reservationPath,
    voucherPath(reservation.token, lang),
    guestDocumentUrl(reservation.token, 'voucher'),
  ];
}

/**
 * The calls of every page a device keeps of a stay (the overview and the arrival card): kept when
 * any page of it is opened, so the card works at the door although only the e-mail's link was.
 */
export function keptStayCalls(reservation: Reservation, lang: string): string[] {
  return [...overviewCalls(reservation, lang), callPath(arrivalCall, { token: reservation.token }, { lang })];
}

/** The review published for a booking, or null: a booking gets one review. */
export function ownReviewQuery(api: ApiFetch, booking: Booking) {
  return queryOptions({
    queryKey: ['reviews', 'reservation', booking.number],
    queryFn: async () =>
      (await reviewsPage(api, `reservation:${booking.number}`, 1, 1, holding(booking))).reviews[0] ?? null,
  });
}

/** A change as form fields: persons and `service[CODE]` quantities. */
export type ChangeFields = Record<string, number>;

/** A booking as its number-keyed calls need it: the number, and the token that proves the guest holds it. */
export type Booking = Pick<Reservation, 'number' | 'token'>;

// The edge forwards a number-keyed call only with the booking's token.
const holding = (booking: Booking) => ({ [RESERVATION_TOKEN_HEADER]: booking.token });

const formOf = (change: ChangeFields) =>
  new URLSearchParams(Object.entries(change).map(([key, value]) => [key, String(value)]));

export function checkPrice(api: ApiFetch, booking: Booking, change: ChangeFields): Promise<PriceCheck> {
  return upstream(api)({
    to: callTo(checkPriceCall, { number: booking.number }, formOf(change)),
    headers: holding(booking),
    answer: schema('priceCheckSchema'),
  });
}

export function sendCode(api: ApiFetch, booking: Booking): Promise<{ sentTo: string }> {
  return upstream(api)({
    method: 'POST',
    to: callTo(sendAuthcodeCall, { number: booking.number, code: 'email' }),
    headers: holding(booking),
    answer: schema('codeSentSchema'),
  });
}

export async function verifyCode(api: ApiFetch, booking: Booking, code: string): Promise<void> {
  // The status is the answer: 2xx accepts the code, a refusal says why not.
  await upstream(api)({
    to: callTo(checkAuthcodeCall, { number: booking.number, code }),
    headers: holding(booking),
    answer: schema('codeAcceptedSchema'),
  });
}

export function modifyReservation(
  api: ApiFetch,
  reservation: Reservation,
  code: string,
  change: ChangeFields,
  lang: string,
): Promise<Reservation> {
  return upstream(api)({
    method: 'PUT',
    to: callTo(changeReservationCall, { number: reservation.number }, { lang }),
    headers: {
      'x-lastmodified': reservation.lastModified,
      authorization: authcodeHeader(code),
      ...holding(reservation),
    },
    body: formOf(change),
    answer: schema('reservationSchema'),
  });
}

export function cancelReservation(api: ApiFetch, booking: Booking, code: string) {
  return upstream(api)({
    method: 'DELETE',
    to: callTo(cancelReservationCall, { number: booking.number }),
    headers: { authorization: authcodeHeader(code), ...holding(booking) },
    answer: schema('cancellationSchema'),
  });
}

export function requestRefund(api: ApiFetch, booking: Booking, code: string, refund: RefundRequest) {
  return upstream(api)({
    method: 'POST',
    to: callTo(refundCall, { number: booking.number }),
    headers: { authorization: authcodeHeader(code), ...holding(booking) },
    body: refund,
    answer: schema('refundSchema'),
  });
}

export function startPayment(api: ApiFetch, booking: Booking, method: string) {
  return upstream(api)({
    method: 'POST',
    to: callTo(paymentCall, { number: booking.number }),
    headers: holding(booking),
    body: { method },
    answer: schema('paymentStartSchema'),
  });
}

export function submitReview(api: ApiFetch, fields: Record<string, string>) {
  return upstream(api)({
    method: 'POST',
    to: callTo(reviewFormCall, {}),
    body: new URLSearchParams(fields),
    answer: schema('reviewSubmittedSchema'),
  });
}
