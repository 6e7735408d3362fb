import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import sandbox from './entry.ts';

const PORTAL = 'http://127.0.0.1:8789';
const standalone = { DB: env.SANDBOX_DB, KV: env.KV, IDENTITY_CORS_ORIGINS: PORTAL, IDENTITY_UI_URL: PORTAL };

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await sandbox.fetch(
    new Request(`http://127.0.0.1:8788${path}`, { redirect: 'manual', ...init }),
    standalone,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the standalone sandbox as an identity service of its own origin', () => {
  it('lets the named portal call it with credentials, and nobody else', async () => {
    const allowed = await call('/self-service/login/browser', {
      method: 'OPTIONS',
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await call('/sessions/whoami', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("sends browsers to the portal's pages and accepts the portal's return URL", async () => {
    const page = await call('/self-service/login/browser');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(new RegExp(`^${PORTAL}/login\\?flow=`));
    const json = await call(
      `/self-service/login/browser?return_to=${encodeURIComponent(`${PORTAL}/callback?returnTo=%2F`)}`,
      { headers: { Accept: 'application/json', Origin: PORTAL } },
    );
    expect(json.status).toBe(200);
    expect(((await json.json()) as { return_to?: string }).return_to).toBe(`${PORTAL}/callback?returnTo=%2F`);
    const foreign = await call(
      `/self-service/login/browser?return_to=${encodeURIComponent('https://evil.example/')}`,
      {
        headers: { Accept: 'application/json' },
      },
    );
    expect(foreign.status).toBe(400);
  });
});
