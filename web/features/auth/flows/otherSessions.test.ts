import { describe, expect, it } from 'vitest';
import { signOutOtherSessions } from './otherSessions.ts';
import { answers, fakeIdentityApi, kratosError, refuses, unreachable } from './fakeIdentityApi.ts';

describe('signing out on all other devices (issue 28 point 6)', () => {
  it('revokes the other sessions and tells how many ended', async () => {
    const api = fakeIdentityApi({ disableMyOtherSessions: answers({ count: 2 }) });
    expect(await signOutOtherSessions(api)).toEqual({ ok: true, count: 2 });
    expect(api.disableMyOtherSessions).toHaveBeenCalledOnce();
  });

  it.each([
    ['no session (401)', refuses(401, kratosError(401, 'session_inactive', 'No active session.')), 401],
    ['a refusal', refuses(500), 500],
    ['no answer', unreachable, null],
  ])('%s fails with its status', async (_, answer, status) => {
    const api = fakeIdentityApi({ disableMyOtherSessions: answer });
    expect(await signOutOtherSessions(api)).toEqual({ ok: false, status });
  });
});
