import { describeError } from '../log.ts';
import { hasSessionCookie } from '../../shared/auth.ts';
import type { RenderPage } from '../../shared/render.ts';
import { createStep } from './appEnv.ts';
import { inProcessApi } from './inProcessApi.ts';
import { browserTelemetry, tagManagerScript } from '../reporting/telemetrySettings.ts';

/** DESIGN §5 step 8: the page, rendered from what the earlier steps set, streamed and never cached. */
export function renderStep(render: RenderPage) {
  return createStep(async (c) => {
    const nonce = c.var.secureHeadersNonce;
    if (!nonce) throw new Error('the page security headers step must run before the render');
    const response = await render({
      request: c.req.raw,
      lang: c.var.language,
      nonce,
      pageConfig: c.var.pageConfig,
      api: inProcessApi(c),
      build: c.var.build,
      contactPhone: c.env.CONTACT_PHONE ?? '',
      partner: c.var.partner,
      features: c.var.features,
      identityBase: c.var.identityBase,
      hasSessionCookie: hasSessionCookie(c.req.header('cookie')),
      theme: c.var.theme,
      reportError: (error) => {
        c.var.log.error('render error', { cause: describeError(error) });
        c.var.reportError(error);
      },
      telemetry: browserTelemetry(c.env, { requestId: c.var.requestId, features: c.var.features }),
      tagManagerScript: tagManagerScript(c.env),
    });
    c.header('Cache-Control', 'no-store');
    return c.newResponse(response.body, response);
  });
}
