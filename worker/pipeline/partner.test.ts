import { describe, expect, it, vi } from 'vitest';
import { partnerStep } from './partner.ts';
import { stepHarness } from './stepHarness.ts';
import type { Partner } from '../../shared/site/partner.ts';

const JWT = 'aaa.bbb.ccc';

function partnerOf(
  answer = () => Response.json({ id: 'P1234', directEncashment: true, language: 'de', salesoffice: '0510' }),
) {
  const webcc = vi.fn(async () => answer());
  return { webcc, ...stepHarness([partnerStep], { upstreams: { 'webcc-api': webcc } }) };
}
const partnerIn = async (response: Response) =>
  ((await response.json()) as { partner: Partner | null }).partner;

describe('partner step (SPEC §6, §9)', () => {
  it('sets the partner of the parameter for later steps and keeps it in a cookie', async () => {
    const response = await partnerOf().request('/?lang=en&partner=P5678%26summer');
    expect(await partnerIn(response)).toMatchObject({ id: 'P5678', extra: 'summer', hasJwt: false });
    expect(response.headers.getSetCookie()).toEqual([
      'partner=P5678%26summer; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
    ]);
  });

  it('sets no partner for a visit without one', async () => {
    expect(await partnerIn(await partnerOf().request('/?lang=en'))).toBeNull();
  });

  it('keeps a jwt of the URL in a cookie and answers with the URL without it', async () => {
    const { request, webcc } = partnerOf();
    const response = await request(`/login?lang=en&jwt=${JWT}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?lang=en');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()[0]).toBe(
      `jwt=${JWT}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`,
    );
    expect(webcc).toHaveBeenCalledOnce();
  });

  it('keeps the jwt clean-up redirect on this site (issue 14: no open redirect)', async () => {
    const response = await partnerOf().request(`//evil.example/x?lang=en&jwt=${JWT}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/evil.example/x?lang=en');
  });

  it('looks the partner of a jwt cookie up', async () => {
    const response = await partnerOf().request('/?lang=en', { headers: { cookie: `jwt=${JWT}x` } });
    expect(await partnerIn(response)).toEqual({
      id: 'P1234',
      extra: null,
      directEncashment: true,
      language: 'de',
      salesoffice: '0510',
      hasJwt: true,
    });
  });

  it("replaces the stored partner and its extra with the token's partner (issue 15)", async () => {
    const response = await partnerOf().request(`/?lang=en&jwt=${JWT}`, {
      headers: { cookie: 'partner=P5678%26summer' },
    });
    expect(response.headers.getSetCookie()).toContain(
      'partner=P1234; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
    );
  });

  it("keeps the extra of the token's own partner", async () => {
    const response = await partnerOf().request('/?lang=en', {
      headers: { cookie: `partner=P1234%26summer; jwt=${JWT}` },
    });
    expect(await partnerIn(response)).toMatchObject({ id: 'P1234', extra: 'summer', hasJwt: true });
  });

  it('leaves the partner id empty and drops a refused token and the old partner (SPEC §8)', async () => {
    const refused = partnerOf(() => Response.json({ error: 'jwt_invalid' }, { status: 401 }));
    const cleanUp = await refused.request('/?lang=en&jwt=not.a.jwt', {
      headers: { cookie: 'partner=P5678%26summer' },
    });
    expect(cleanUp.headers.getSetCookie()).toEqual([
      'partner=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
    ]);
    const page = await refused.request('/?lang=en', {
      headers: { cookie: 'partner=P5678%26summer; jwt=not.a.jwt' },
    });
    expect(await partnerIn(page)).toMatchObject({ id: '', extra: null, hasJwt: false });
    expect(page.headers.getSetCookie()).toEqual([
      'jwt=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
      'partner=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
    ]);
    expect(refused.logged.map((l) => l.message)).toContain('partner look-up failed');
  });

  it('keeps the token for the next page when the look-up service cannot answer', async () => {
    const down = partnerOf(() => new Response('down', { status: 503 }));
    const response = await down.request('/?lang=en', {
      headers: { cookie: 'partner=P5678; jwt=never.looked.up' },
    });
    expect(await partnerIn(response)).toMatchObject({ id: '', hasJwt: false });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
