import type { ErrorHandler } from 'hono';
import { describeError } from '../log.ts';
import { SERVER_ERROR_PAGE_CSP, serverErrorPage } from '../serverErrorPage.ts';
import type { CatalogFor } from '../../shared/site/render.ts';
import type { AppEnv } from './appEnv.ts';

/**
 * DESIGN §5 step 1: an unhandled error is logged, reported (SPEC §8), and answered with the static
 * error page, in the request's language (the texts from the portal's catalogues).
 */
export function serverErrorAnswer(catalog: CatalogFor): ErrorHandler<AppEnv> {
  return (error, c) => {
    c.get('log')?.error('unhandled error', { cause: describeError(error) });
    // An error before the request context (in its own step) has no reporter to go to.
    c.get('reportError')?.(error);
    // The language step may not have run: the request's own `lang` then says it.
    const lang = c.get('language') ?? new URL(c.req.url).searchParams.get('lang');
    return c.html(serverErrorPage(catalog, lang), 500, {
      'Content-Security-Policy': SERVER_ERROR_PAGE_CSP,
      'Cache-Control': 'no-store',
    });
  };
}
