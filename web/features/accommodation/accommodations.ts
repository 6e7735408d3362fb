import { accommodationCall } from '../../../shared/upstream/calls/accommodation.ts';
import { callTo } from '../../../shared/upstream/callPath.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../shared/site/render.ts';
import { lazySchemas } from '../../platform/api/lazySchemas.ts';
import { upstream } from '../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../shared/accommodation/schemas/accommodation.ts'));

/** An accommodation with its pictures, in the page's language (the pictures' alternative texts). */
export function accommodationQuery(api: ApiFetch, code: string, lang: string) {
  return queryOptions({
    queryKey: ['accommodation', code, lang],
    queryFn: () =>
      upstream(api)({
        to: callTo(accommodationCall, { accommodation: code, lang }),
        answer: schema('accommodationSchema'),
      }),
  });
}
