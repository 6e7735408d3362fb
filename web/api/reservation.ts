import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiFetch } from '../../shared/render.ts';
import {
  cancellationSchema,
  codeSentSchema,
  paymentStartSchema,
  priceCheckSchema,
  refundSchema,
  reservationSchema,
  reviewSubmittedSchema,
  reviewsPageSchema,
  voucherSchema,
  type PriceCheck,
  type Reservation,
} from '../../shared/schemas/reservation.ts';
import { authcodeHeader } from '../../shared/authcode.ts';
import { REVIEW_PAGE_SIZE } from '../../shared/review.ts';
import type { RefundRequest } from '../../shared/refund.ts';
import { statusOf } from '../../shared/upstream/upstreamError.ts';
import { upstream } from './upstream.ts';

const BASE = '/v1/booking/reservations';

export type ReservationResult =
  { kind: 'found'; reservation: Reservation } | { kind: 'notFound' } | { kind: 'rateLimited' };

/** The reservation behind a token. Unknown and rate-limited are answers the guest sees, not errors. */
export function reservationQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['reservation', token, lang],
    queryFn: async (): Promise<ReservationResult> => {
      try {
        const reservation = await upstream(api)({
          service: 'webcc-api',
          path: `${BASE}/${encodeURIComponent(token)}?lang=${lang}`,
          answer: reservationSchema,
        });
        return { kind: 'found', reservation };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 400) {
          console.warn('Reservation not found');
          return { kind: 'notFound' };
        }
        if (status === 429) return { kind: 'rateLimited' };
        throw error;
      }
    },
  });
}

/** SPEC §4: asked for only when the voucher rule holds (shared/voucher.ts). */
export function voucherQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['voucher', token, lang],
    queryFn: () =>
      upstream(api)({
        service: 'webcc-api',
        path: `${BASE}/voucher/${encodeURIComponent(token)}?lang=${lang}`,
        answer: voucherSchema,
      }),
  });
}

export function reviewsQuery(api: ApiFetch, accommodationCode: string, page: number) {
  return queryOptions({
    queryKey: ['reviews', accommodationCode, page],
    queryFn: () => {
      const params = new URLSearchParams({
        filters: `accommodation:${accommodationCode}`,
        page: String(page),
        pagesize: String(REVIEW_PAGE_SIZE),
      });
      return upstream(api)({
        service: 'webcc-api',
        path: `/v1/reviews?${params}`,
        answer: reviewsPageSchema,
      });
    },
  });
}

/** A change as form fields: persons and `service[CODE]` quantities. */
export type ChangeFields = Record<string, number>;

const formOf = (change: ChangeFields) =>
  new URLSearchParams(Object.entries(change).map(([key, value]) => [key, String(value)]));

export function checkPrice(api: ApiFetch, number: string, change: ChangeFields): Promise<PriceCheck> {
  return upstream(api)({
    service: 'webcc-api',
    path: `${BASE}/${number}/checkPrice?${formOf(change)}`,
    answer: priceCheckSchema,
  });
}

export function sendCode(api: ApiFetch, number: string): Promise<{ sentTo: string }> {
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: `${BASE}/${number}/authcodes/email`,
    answer: codeSentSchema,
  });
}

export async function verifyCode(api: ApiFetch, number: string, code: string): Promise<void> {
  // The status is the answer: 2xx accepts the code, a refusal says why not.
  await upstream(api)({
    service: 'webcc-api',
    path: `${BASE}/${number}/authcodes/${code}`,
    answer: z.unknown(),
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
    service: 'webcc-api',
    method: 'PUT',
    path: `${BASE}/${reservation.number}?lang=${lang}`,
    headers: { 'x-lastmodified': reservation.lastModified, authorization: authcodeHeader(code) },
    body: formOf(change),
    answer: reservationSchema,
  });
}

export function cancelReservation(api: ApiFetch, number: string, code: string) {
  return upstream(api)({
    service: 'webcc-api',
    method: 'DELETE',
    path: `${BASE}/${number}`,
    headers: { authorization: authcodeHeader(code) },
    answer: cancellationSchema,
  });
}

export function requestRefund(api: ApiFetch, number: string, code: string, refund: RefundRequest) {
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: `${BASE}/${number}/refund`,
    headers: { authorization: authcodeHeader(code) },
    body: refund,
    answer: refundSchema,
  });
}

export function startPayment(api: ApiFetch, number: string, method: string) {
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: `${BASE}/${number}/payments`,
    body: { method },
    answer: paymentStartSchema,
  });
}

export function submitReview(api: ApiFetch, fields: Record<string, string>) {
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: '/v1/forms/reviews',
    body: new URLSearchParams(fields),
    answer: reviewSubmittedSchema,
  });
}
