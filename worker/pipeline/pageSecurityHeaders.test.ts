import { describe, expect, it } from 'vitest';
import { createStep } from './appEnv.ts';
import { pageSecurityHeadersStep } from './pageSecurityHeaders.ts';
import { stepHarness } from './stepHarness.ts';
import { contentSecurityPolicy } from '../securityHeaders.ts';
import type { Partner } from '../../shared/site/partner.ts';

const PARTNER: Partner = {
  id: 'P5678',
  extra: null,
  directEncashment: false,
  language: null,
  salesoffice: null,
  hasJwt: false,
};

function pageWith(partner: Partner | null, identityBase: string | null) {
  return stepHarness([pageSecurityHeadersStep], {
    before: (c) => {
      c.set('partner', partner);
      c.set('identityBase', identityBase);
    },
    env: {
      FRAME_ANCESTORS: "'self' https://framer.example",
      PARTNER_FRAME_ANCESTORS: '{"P5678":"https://coastal.example"}',
    },
  });
}
const nonceIn = async (response: Response) =>
  ((await response.json()) as { secureHeadersNonce: string }).secureHeadersNonce;

describe('page security headers step', () => {
  it("sets the page's CSP with the nonce later steps read, the configured ancestors and this origin", async () => {
    const response = await pageWith(null, null).request('/?lang=en');
    const nonce = await nonceIn(response);
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(nonce, "'self' https://framer.example"),
    );
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    );
  });

  it("adds the partner's own ancestors and the Ory project's origin", async () => {
    const response = await pageWith(PARTNER, 'https://auth.example.com').request('/?lang=en');
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(
        await nonceIn(response),
        "'self' https://framer.example https://coastal.example",
        'https://auth.example.com',
      ),
    );
  });

  it('uses a fresh nonce for every request', async () => {
    const harness = pageWith(null, null);
    const [a, b] = await Promise.all([harness.request('/'), harness.request('/')]);
    expect(await nonceIn(a)).not.toBe(await nonceIn(b));
  });

  it('keeps the policy an answer brings itself', async () => {
    const ownPolicy = createStep(async (c) =>
      c.html('<p>static</p>', 500, { 'Content-Security-Policy': "default-src 'none'" }),
    );
    const harness = stepHarness([pageSecurityHeadersStep, ownPolicy], {
      before: (c) => {
        c.set('partner', null);
        c.set('identityBase', null);
      },
    });
    expect((await harness.request('/')).headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it("allows the configured tag manager's, reporting service's and widget's origins, and only those", async () => {
    const csp = async (env: Record<string, string>) => {
      const harness = stepHarness([pageSecurityHeadersStep], {
        before: (c) => {
          c.set('partner', null);
          c.set('identityBase', null);
        },
        env,
      });
      return (await harness.request('/')).headers.get('content-security-policy') ?? '';
    };
    const plain = await csp({});
    expect(plain).not.toMatch(/googletagmanager|google-analytics|sentry|bugherd/);
    const configured = await csp({
      GTM_ID: 'GTM-TEST',
      SENTRY_DSN: 'https://public@o1.ingest.sentry.io/1',
      FEEDBACK_WIDGET_KEY: 'key',
    });
    expect(configured).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(configured).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(configured).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.sentry\.io/);
    expect(configured).toMatch(/script-src [^;]*https:\/\/\*\.bugherd\.com/);
    // The sandbox's stand-in is on this origin: nothing to add.
    const standIn = await csp({ GTM_ID: 'GTM-SANDBOX', GTM_SCRIPT_URL: '/__dev/gtm.js' });
    const withoutNonce = (policy: string) => policy.replace(/'nonce-[^']+'/g, '');
    expect(withoutNonce(standIn)).toBe(withoutNonce(plain));
  });
});
