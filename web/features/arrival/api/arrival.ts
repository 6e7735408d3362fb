import { arrivalCall } from '../../../../shared/upstream/calls/arrival.ts';
import { callTo } from '../../../../shared/upstream/callPath.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import { withSecretsAsRevealed } from '../../../../shared/reservation/arrivalReveal.ts';
import { portalNow } from '../../../../shared/site/portalClock.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { lookUpToken } from '../../../platform/api/tokenLookup.ts';
import { upstream } from '../../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../../shared/reservation/arrivalSchema.ts'));

/**
 * The booking's arrival information (null where there is none yet). The service sends
 * the code and the Wi-Fi password only once its reveal rule holds, and the portal keeps to the rule
 * itself too: what the service sent early stays on the server, out of the page and its data. The
 * rule's inputs are in the key, so a payment or a completed pre-check-in asks again.
 */
export function arrivalQuery(api: ApiFetch, reservation: Reservation, lang: string) {
  const { token, state, price, precheckin } = reservation;
  return queryOptions({
    queryKey: ['arrival', token, lang, state, price.status, precheckin?.completed ?? null],
    queryFn: async () => {
      const lookup = await lookUpToken(() =>
        upstream(api)({
          to: callTo(arrivalCall, { token }, { lang }),
          answer: schema('arrivalAnswerSchema'),
        }),
      );
      if (lookup.kind !== 'found' || lookup.data === null) return lookup;
      return { ...lookup, data: withSecretsAsRevealed(lookup.data, reservation, portalNow()) };
    },
  });
}
