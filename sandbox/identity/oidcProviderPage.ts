import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { SandboxAppEnv } from '../kit/env.ts';
import type { IdentityContext } from './context.ts';
import { isProvider, type ProviderId } from './nodes.ts';
import { cancelOidc, loadOidcState } from './oidc.ts';
import { loadFlow } from './flows.ts';
import { randomSecret } from '../kit/secrets.ts';
import { EMAIL_PATTERN } from './identities.ts';
import { isPast } from './time.ts';
import { devPage } from '../dev/devPage.ts';
import { readForm } from '../kit/badRequest.ts';

const NAMES: Record<ProviderId, string> = { google: 'Google', apple: 'Apple' };
const DEMO_EMAIL: Record<ProviderId, string> = {
  google: 'google.demo@example.com',
  apple: 'apple.demo@example.com',
};

/** The page's own CSP: no scripts at all, forms only to this origin. */
const CSP = "default-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

function page(
  c: IdentityContext,
  provider: ProviderId,
  state: string,
  email: string,
  error?: string,
  status = 200,
) {
  const name = NAMES[provider];
  return c.html(
    devPage(
      `${name} (sandbox)`,
      html`<p>
          This page stands in for ${name}'s sign-in. Continue to sign in to the portal as this address.
        </p>
        <form method="post" action="/__dev/oidc/${provider}">
          <input type="hidden" name="state" value="${state}" />
          <p>
            <label for="email">Email</label>
            <input
              id="email"
              name="email"
              type="email"
              autocomplete="email"
              value="${email}"
              ${error ? html`aria-invalid="true" aria-describedby="email-error"` : ''}
            />
          </p>
          ${error ? html`<p id="email-error" role="alert">${error}</p>` : ''}
          <button type="submit" name="action" value="continue">Continue</button>
          <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
        </form>`,
    ),
    status as 200,
    { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' },
  );
}

const invalid = (c: IdentityContext) =>
  c.text('This sign-in request is invalid or has expired. Start again from the portal.', 400, {
    'Content-Security-Policy': CSP,
  });

/** `/__dev/oidc/:provider`: the sandbox's Google and Apple (local mode only). */
export function mountOidcProviderPage(app: Hono<SandboxAppEnv>): void {
  app.get('/__dev/oidc/:provider', async (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return c.text('Not Found', 404);
    const row = await loadOidcState(c, c.req.query('state'));
    if (!row || row.used_at || row.provider !== provider || isPast(row.expires_at)) return invalid(c);
    return page(c, provider, row.state, DEMO_EMAIL[provider]);
  });

  app.post('/__dev/oidc/:provider', async (c) => {
    const provider = c.req.param('provider');
    if (!isProvider(provider)) return c.text('Not Found', 404);
    const form = await readForm(c);
    if (!form) return c.text('Bad Request', 400);
    const state = typeof form.state === 'string' ? form.state : '';
    const row = await loadOidcState(c, state);
    if (!row || row.used_at || row.provider !== provider || isPast(row.expires_at)) return invalid(c);
    const flow = await loadFlow(c.env.DB, row.flow_id);
    if (!flow) return invalid(c);
    if (form.action === 'cancel') return cancelOidc(c, row, flow);

    const email = typeof form.email === 'string' ? form.email.trim() : '';
    if (!EMAIL_PATTERN.test(email))
      return page(c, provider, state, email, 'Enter a valid email address.', 400);
    const code = randomSecret();
    await c.env.DB.prepare('UPDATE identity_oidc_states SET email = ?, code = ? WHERE state = ?')
      .bind(email, code, state)
      .run();
    const params = new URLSearchParams({ state, code });
    return c.redirect(
      `${new URL(c.req.url).origin}/self-service/methods/oidc/callback/${provider}?${params}`,
      303,
    );
  });
}
