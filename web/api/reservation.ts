import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiFetch } from '../../shared/render.ts';
import {
  priceCheckSchema,
  reservationSchema,
  reviewsPageSchema,
  voucherSchema,
  type PriceCheck,
  type Reservation,
} from '../../shared/schemas/reservation.ts';
import { authcodeHeader } from '../../shared/authcode.ts';
import { REVIEW_PAGE_SIZE } from '../../shared/review.ts';
import type { RefundRequest } from '../../shared/refund.ts';
import { ApiError } from './apiError.ts';
import { answerOf } from './actionError.ts';

const BASE = '/webcc-api/v1/booking/reservations';
const JSON_HEADERS = { accept: 'application/json' };

export type ReservationResult =
  { kind: 'found'; reservation: Reservation } | { kind: 'notFound' } | { kind: 'rateLimited' };

/** The reservation behind a token. Unknown and rate-limited are answers the guest sees, not errors. */
export function reservationQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['reservation', token, lang],
    queryFn: async (): Promise<ReservationResult> => {
      const response = await api(`${BASE}/${encodeURIComponent(token)}?lang=${lang}`, {
        headers: JSON_HEADERS,
      });
      if (response.status === 404 || response.status === 400) {
        console.warn('Reservation not found');
        return { kind: 'notFound' };
      }
      if (response.status === 429) return { kind: 'rateLimited' };
      if (!response.ok) throw new ApiError(response.status);
      return { kind: 'found', reservation: reservationSchema.parse(await response.json()) };
    },
  });
}

/** SPEC §4: asked for only when the voucher rule holds (shared/voucher.ts). */
export function voucherQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['voucher', token, lang],
    queryFn: async () => {
      const response = await api(`${BASE}/voucher/${encodeURIComponent(token)}?lang=${lang}`, {
        headers: JSON_HEADERS,
      });
      if (!response.ok) throw new ApiError(response.status);
      return voucherSchema.parse(await response.json());
    },
  });
}

export function reviewsQuery(api: ApiFetch, accommodationCode: string, page: number) {
  return queryOptions({
    queryKey: ['reviews', accommodationCode, page],
    queryFn: async () => {
      const params = new URLSearchParams({
        filters: `accommodation:${accommodationCode}`,
        page: String(page),
        pagesize: String(REVIEW_PAGE_SIZE),
      });
      const response = await api(`/webcc-api/v1/reviews?${params}`, { headers: JSON_HEADERS });
      if (!response.ok) throw new ApiError(response.status);
      return reviewsPageSchema.parse(await response.json());
    },
  });
}

/** A change as form fields: persons and `service[CODE]` quantities. */
export type ChangeFields = Record<string, number>;

export async function checkPrice(api: ApiFetch, number: string, change: ChangeFields): Promise<PriceCheck> {
  const params = new URLSearchParams(Object.entries(change).map(([key, value]) => [key, String(value)]));
  const response = await api(`${BASE}/${number}/checkPrice?${params}`, { headers: JSON_HEADERS });
  return answerOf(response, (body) => priceCheckSchema.parse(body));
}

export async function sendCode(api: ApiFetch, number: string): Promise<{ sentTo: string }> {
  const response = await api(`${BASE}/${number}/authcodes/email`, { method: 'POST', headers: JSON_HEADERS });
  return answerOf(response, (body) => z.object({ sentTo: z.string() }).parse(body));
}

export async function verifyCode(api: ApiFetch, number: string, code: string): Promise<void> {
  const response = await api(`${BASE}/${number}/authcodes/${code}`, { headers: JSON_HEADERS });
  await answerOf(response, () => undefined);
}

export async function modifyReservation(
  api: ApiFetch,
  reservation: Reservation,
  code: string,
  change: ChangeFields,
  lang: string,
): Promise<Reservation> {
  const response = await api(`${BASE}/${reservation.number}?lang=${lang}`, {
    method: 'PUT',
    headers: {
      ...JSON_HEADERS,
      'content-type': 'application/x-www-form-urlencoded',
      'x-lastmodified': reservation.lastModified,
      authorization: authcodeHeader(code),
    },
    body: new URLSearchParams(Object.entries(change).map(([key, value]) => [key, String(value)])).toString(),
  });
  return answerOf(response, (body) => reservationSchema.parse(body));
}

export async function cancelReservation(api: ApiFetch, number: string, code: string) {
  const response = await api(`${BASE}/${number}`, {
    method: 'DELETE',
    headers: { ...JSON_HEADERS, authorization: authcodeHeader(code) },
  });
  return answerOf(response, (body) =>
    z.object({ state: z.string(), cancellationFee: z.number(), refundable: z.number() }).parse(body),
  );
}

export async function requestRefund(api: ApiFetch, number: string, code: string, refund: RefundRequest) {
  const response = await api(`${BASE}/${number}/refund`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json', authorization: authcodeHeader(code) },
    body: JSON.stringify(refund),
  });
  return answerOf(response, (body) => body);
}

export async function startPayment(api: ApiFetch, number: string, method: string) {
  const response = await api(`${BASE}/${number}/payments`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ method }),
  });
  return answerOf(response, (body) =>
    z.object({ paymentId: z.string(), paymentUrl: z.string() }).parse(body),
  );
}

export async function submitReview(api: ApiFetch, fields: Record<string, string>) {
  const response = await api('/webcc-api/v1/forms/reviews', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return answerOf(response, (body) => body);
}
