import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { SandboxAppEnv, SandboxEnv } from './env.ts';
import { clientOf } from './clientAddress.ts';

/** Issue 28 point 9: no header a client sends itself decides whose limit a request counts against. */

const app = new Hono<SandboxAppEnv>().get('/', (c) => c.text(clientOf(c)));

async function clientSeen(headers: Record<string, string>, settings: Partial<SandboxEnv> = {}) {
  return (await app.request('/', { headers }, settings)).text();
}

const claims = { 'x-forwarded-for': '192.0.2.66', 'cf-connecting-ip': '198.51.100.7' };

describe('the client a limit counts against', () => {
  it("is CF-Connecting-IP, never a client's own X-Forwarded-For", async () => {
    expect(await clientSeen(claims)).toBe('198.51.100.7');
    expect(await clientSeen({ 'x-forwarded-for': '192.0.2.66' })).toBe('local');
  });

  it('is one for everyone where the runtime keeps the CF-Connecting-IP a client sent', async () => {
    expect(await clientSeen(claims, { TRUST_CF_CONNECTING_IP: 'false' })).toBe('local');
  });

  it("is the portal edge's X-Forwarded-For on the portal's in-process calls", async () => {
    const portal = { CALLED_BY_PORTAL: true, TRUST_CF_CONNECTING_IP: 'false' };
    expect(await clientSeen({ 'x-forwarded-for': '203.0.113.5' }, portal)).toBe('203.0.113.5');
    expect(await clientSeen({}, portal)).toBe('local');
  });
});
