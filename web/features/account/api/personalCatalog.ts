import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { PersonalCatalog } from '../../../../shared/account/schemas/personalCatalog.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { upstream } from '../../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../../shared/account/schemas/personalCatalog.ts'));

/** SPEC §7: the personal catalogue request, as multipart form fields. */
export function requestCatalogue(api: ApiFetch, request: PersonalCatalog) {
  const form = new FormData();
  for (const [name, value] of Object.entries(request)) form.set(name, value ?? '');
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: '/v1/forms/personalCatalog',
    body: form,
    answer: schema('catalogueAcceptedSchema'),
  });
}
