import type { ApiFetch } from '../../../shared/site/render.ts';
import { lazySchemas } from './lazySchemas.ts';
import { pageConfigTarget } from '../../../shared/upstream/pageConfigTarget.ts';
import { upstream } from './upstream.ts';

const schema = lazySchemas(() => import('../../../shared/site/schemas/pageConfig.ts'));

/** What the browser's redirect check needs of a page's configuration (SPEC §2). */
export function pageRedirectAnswer(api: ApiFetch, host: string, pathname: string, lang: string) {
  return upstream(api)({
    to: pageConfigTarget(host, pathname, lang),
    answer: schema('pageRedirectAnswerSchema'),
  });
}
