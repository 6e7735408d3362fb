import { reservationLinkFormCall } from '../../../../shared/upstream/calls/reservationLink.ts';
import { callTo } from '../../../../shared/upstream/callPath.ts';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { ReservationLinkRequest } from '../../../../shared/account/schemas/reservationLinkRequest.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { upstream } from '../../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../../shared/account/schemas/reservationLinkRequest.ts'));

/** "Send me my link again": accepted alike whether or not the booking matches. */
export function requestReservationLink(api: ApiFetch, request: ReservationLinkRequest) {
  return upstream(api)({
    method: 'POST',
    to: callTo(reservationLinkFormCall, {}),
    body: request,
    answer: schema('linkRequestAcceptedSchema'),
  });
}
