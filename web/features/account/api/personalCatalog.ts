import { personalCatalogFormCall } from '../../../../shared/upstream/calls/personalCatalog.ts';
import { callTo } from '../../../../shared/upstream/callPath.ts';
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
    method: 'POST',
    to: callTo(personalCatalogFormCall, {}),
    body: form,
    answer: schema('catalogueAcceptedSchema'),
  });
}
