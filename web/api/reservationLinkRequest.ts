import type { ApiFetch } from '../../shared/render.ts';
import type { ReservationLinkRequest } from '../../shared/schemas/reservationLinkRequest.ts';
import { lazySchemas } from './lazySchemas.ts';
import { upstream } from './upstream.ts';

const schema = lazySchemas(() => import('../../shared/schemas/reservationLinkRequest.ts'));

/** "Send me my link again": accepted alike whether or not the booking matches. */
export function requestReservationLink(api: ApiFetch, request: ReservationLinkRequest) {
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: '/v1/forms/reservationLink',
    body: request,
    answer: schema('linkRequestAcceptedSchema'),
  });
}
