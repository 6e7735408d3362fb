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
        service: 'webcc-api',
        path: `/v1/accommodations/${encodeURIComponent(code)}/${lang}`,
        answer: schema('accommodationSchema'),
      }),
  });
}
