import { describeError } from '../log.ts';
import { hasSessionCookie } from '../../shared/auth/auth.ts';
import type { RenderPage } from '../../shared/site/render.ts';
import { createStep } from './appEnv.ts';
import { inProcessApi } from './inProcessApi.ts';
import { missedLately } from '../rateLimit/missedLately.ts';
import { isTokenPath } from '../../shared/routes/paths.ts';
import { browserTelemetry, tagManagerScript } from '../reporting/telemetrySettings.ts';

/** DESIGN §5 step 8: the page, rendered from what the earlier steps set, streamed and never cached. */
export function renderStep(render: RenderPage) {
  return createStep(async (c) => {
    const nonce = c.get('secureHeadersNonce');
    if (!nonce) throw new Error('the page security headers step must run before the render');
    const response = await render({
      request: c.req.raw,
      lang: c.get('language'),
      nonce,
      pageConfig: c.get('pageConfig'),
      api: inProcessApi(c),
      build: c.get('build'),
      contactPhone: c.env.CONTACT_PHONE ?? '',
      partner: c.get('partner'),
      flags: c.get('flags'),
      identityBase: c.get('identityBase'),
      hasSessionCookie: hasSessionCookie(c.req.header('cookie')),
      tokenLookupsFirst: isTokenPath(c.req.path) && (await missedLately(c.env, c.get('client'))),
      theme: c.get('theme'),
      reportError: (error) => {
        c.get('log').error('render error', { cause: describeError(error) });
        c.get('reportError')(error);
      },
      telemetry: browserTelemetry(c.env, { requestId: c.get('requestId'), flags: c.get('flags') }),
      tagManagerScript: tagManagerScript(c.env),
    });
    c.header('Cache-Control', 'no-store');
    return c.newResponse(response.body, response);
  });
}
