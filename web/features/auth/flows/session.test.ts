import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from './session.ts';
import { answers, fakeIdentityApi, kratosError, refuses, session } from './fakeIdentityApi.ts';

describe('the session (SPEC §3, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the whoami answer', async () => {
    const signedIn = session();
    expect(await readSession(fakeIdentityApi({ toSession: answers(signedIn) }))).toEqual(signedIn);
  });

  it('is none on the ordinary signed-out answer (401), which is not logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeIdentityApi({
      toSession: refuses(401, kratosError(401, 'session_inactive', 'No session.')),
    });
    expect(await readSession(api)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is none on any other failure, which is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await readSession(fakeIdentityApi({ toSession: refuses(500) }))).toBeNull();
    expect(warn).toHaveBeenCalledWith('session check failed', 500);
  });
});
