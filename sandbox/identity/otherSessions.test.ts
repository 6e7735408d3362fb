import { describe, expect, it } from 'vitest';
import { ANNA, Browser, register, type Json } from './testBrowser.ts';
import { latestMail, startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

/** Issue 28 point 6: a new password or a recovery signs the account out everywhere else. */

async function signInAs(account: { email: string; password: string }): Promise<Browser> {
  const browser = new Browser();
  await browser.signIn(account);
  return browser;
}

describe("the identity's other sessions (Kratos' revoke_active_sessions)", () => {
  it('end when the password changes; the session that changed it stays', async () => {
    const changer = new Browser();
    const account = await register(changer);
    const others = [await signInAs(account), await signInAs(account)];
    const stranger = await signInAs(ANNA);
    const flow = await changer.flow('settings');
    const changed = await changer.submit('settings', flow, { method: 'password', password: 'New-Tide-2031' });
    expect(changed.status).toBe(200);
    for (const other of others) expect((await other.whoami()).status).toBe(401);
    expect((await changer.whoami()).status).toBe(200);
    expect((await stranger.whoami()).status).toBe(200);
  });

  it('end when the account is recovered; the recovering session stays', async () => {
    const account = await register(new Browser());
    const other = await signInAs(account);
    const recovering = new Browser();
    const flow = await recovering.flow('recovery');
    await recovering.submit('recovery', flow, { method: 'code', email: account.email });
    const { code } = await latestMail(account.email);
    const recovered = await recovering.submit('recovery', flow, { method: 'code', code });
    expect(recovered.status).toBe(422);
    expect((await other.whoami()).status).toBe(401);
    expect((await recovering.whoami()).status).toBe(200);
  });

  it('end on DELETE /sessions, which answers their count and keeps the current one', async () => {
    const account = await register(new Browser());
    const current = await signInAs(account);
    const others = [await signInAs(account), await signInAs(account)];
    const revoked = await current.fetch('/sessions', { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    // The registering browser's session is one of the others too.
    expect((await revoked.json()) as Json).toEqual({ count: 3 });
    for (const other of others) expect((await other.whoami()).status).toBe(401);
    expect((await current.whoami()).status).toBe(200);
  });
});
