import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import { lazySchemas } from '../../../app/api/lazySchemas.ts';
import { lookUpToken } from '../../../app/api/tokenLookup.ts';
import { upstream } from '../../../app/api/upstream.ts';

const schema = lazySchemas(() => import('../../../../shared/reservation/arrivalSchema.ts'));

/**
 * Issue 30: the booking's arrival information (null where there is none yet), its code and Wi-Fi
 * password only once the service's reveal rule holds.
 */
export function arrivalQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['arrival', token, lang],
    queryFn: () =>
      lookUpToken(() =>
        upstream(api)({
          service: 'webcc-api',
          path: `/v1/booking/reservations/${encodeURIComponent(token)}/arrival?lang=${lang}`,
          answer: schema('arrivalAnswerSchema'),
        }),
      ),
  });
}
