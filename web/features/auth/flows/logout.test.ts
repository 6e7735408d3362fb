import { describe, expect, it } from 'vitest';
import { logOut } from './logout.ts';
import { answers, fakeIdentityApi, kratosError, refuses, unreachable } from './fakeIdentityApi.ts';

const LOGOUT_FLOW = {
  logout_token: 'logout-token-1',
  logout_url: 'https://id.portal.test/self-service/logout?token=x',
};

describe('logout at the identity service (SPEC §4)', () => {
  it('sends the logout flow’s token back', async () => {
    const api = fakeIdentityApi({
      createBrowserLogoutFlow: answers(LOGOUT_FLOW),
      updateLogoutFlow: answers(undefined, 204),
    });
    expect(await logOut(api)).toEqual({ ok: true });
    expect(api.updateLogoutFlow).toHaveBeenCalledWith({ token: 'logout-token-1' });
  });

  it('a session that had already ended (401) counts as logged out', async () => {
    const api = fakeIdentityApi({
      createBrowserLogoutFlow: refuses(401, kratosError(401, 'session_inactive', 'No active session.')),
    });
    expect(await logOut(api)).toEqual({ ok: true });
  });

  it.each([
    ['a refusal', refuses(500), 500],
    ['no answer', unreachable, null],
  ])('%s fails with its status', async (_, answer, status) => {
    const api = fakeIdentityApi({ createBrowserLogoutFlow: answers(LOGOUT_FLOW), updateLogoutFlow: answer });
    expect(await logOut(api)).toEqual({ ok: false, status });
  });
});
