import { describe, expect, it } from 'vitest';
import { ANNA, Browser, identifierOf, register, type Json } from './testBrowser.ts';
import { age, startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

describe('expired flows', () => {
  it('answer 410 self_service_flow_expired on GET', async () => {
    const browser = new Browser();
    for (const kind of ['login', 'registration', 'recovery', 'verification']) {
      const flow = await browser.flow(kind);
      await age('identity_flows', 'expires_at', flow.id, 1000);
      const response = await browser.fetch(`/self-service/${kind}/flows?id=${flow.id}`);
      expect(response.status).toBe(410);
      expect(((await response.json()) as Json).error).toMatchObject({
        id: 'self_service_flow_expired',
        code: 410,
      });
    }
  });

  it('answer 410 with use_flow_id of a fresh flow on submit', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    await age('identity_flows', 'expires_at', flow.id, 5 * 60 * 1000);
    const response = await browser.submit('login', flow, { method: 'password', ...identifierOf(ANNA) });
    expect(response.status).toBe(410);
    const body: Json = await response.json();
    expect(body.error.id).toBe('self_service_flow_expired');
    expect(body.use_flow_id).toMatch(/^[0-9a-f-]{36}$/);
    const fresh: Json = await (
      await browser.fetch(`/self-service/login/flows?id=${body.use_flow_id}`)
    ).json();
    expect(fresh.ui.messages[0]).toMatchObject({ id: 4010001, type: 'error' });
    expect(browser.cookies.has('ory_kratos_session')).toBe(false);
    const retried = await browser.submit('login', fresh, { method: 'password', ...identifierOf(ANNA) });
    expect(retried.status).toBe(200);
  });

  it('answer 410 for settings too', async () => {
    const browser = new Browser();
    await register(browser);
    const flow = await browser.flow('settings');
    await age('identity_flows', 'expires_at', flow.id, 1000);
    const response = await browser.submit('settings', flow, {
      method: 'password',
      password: 'New-Tide-2031',
    });
    expect(response.status).toBe(410);
    expect(((await response.json()) as Json).use_flow_id).toBeTruthy();
  });
});
