import { describe, expect, it } from 'vitest';
import { identityStep } from './identity.ts';
import { stepHarness } from './stepHarness.ts';

const identityBaseWith = async (IDENTITY_URL: string | undefined) =>
  (
    (await (await stepHarness([identityStep], { env: { IDENTITY_URL } }).request('/login')).json()) as {
      identityBase: string | null;
    }
  ).identityBase;

describe('identity step', () => {
  it("sets the Ory project's origin when one is configured", async () => {
    expect(await identityBaseWith('https://auth.example.com/some/path')).toBe('https://auth.example.com');
  });

  it('sets none (this origin, the sandbox) when nothing usable is configured', async () => {
    expect(await identityBaseWith(undefined)).toBeNull();
    expect(await identityBaseWith('not a url')).toBeNull();
  });
});
