import { describe, expect, it } from 'vitest';
import { register } from './registration.ts';
import {
  answers,
  fakeIdentityApi,
  RECORDED_CSRF_TOKEN,
  RECORDED_FLOW_ID,
  recorded,
  refuses,
  session,
  SESSION_ALREADY_AVAILABLE,
  unreachable,
} from './fakeIdentityApi.ts';

const INITIAL = 'registration/one-step/password/initial-form.json';
const input = {
  email: 'new.guest@example.com',
  password: 'Harbour-Lights-77',
  lang: 'de' as const,
  returnTo: 'https://portal.test/callback',
};
const identity = { id: 'identity-2', schema_id: 'default', schema_url: '', traits: { email: input.email } };

describe('password sign-up (SPEC §4)', () => {
  it('sends e-mail and language as traits with the CSRF token, and goes on to verification when asked', async () => {
    const api = fakeIdentityApi({
      createBrowserRegistrationFlow: answers(recorded(INITIAL)),
      updateRegistrationFlow: answers({
        identity,
        continue_with: [
          {
            action: 'show_verification_ui',
            flow: {
              id: 'verification-1',
              verifiable_address: input.email,
              url: 'https://id.test/verification',
            },
          },
        ],
      }),
    });
    expect(await register(api, input)).toEqual({
      ok: true,
      verificationFlow: 'verification-1',
      session: null,
    });
    expect(api.createBrowserRegistrationFlow).toHaveBeenCalledWith({ returnTo: input.returnTo });
    expect(api.updateRegistrationFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateRegistrationFlowBody: {
        method: 'password',
        traits: { email: input.email, lang: 'de' },
        password: input.password,
        csrf_token: RECORDED_CSRF_TOKEN,
      },
    });
  });

  it('hands over the session when no verification is asked for', async () => {
    const signedIn = session(input.email);
    const api = fakeIdentityApi({
      createBrowserRegistrationFlow: answers(recorded(INITIAL)),
      updateRegistrationFlow: answers({ identity, session: signedIn }),
    });
    expect(await register(api, input)).toEqual({ ok: true, verificationFlow: null, session: signedIn });
  });

  it.each([
    ['a password validation error', 'registration/two-step/password/password-validation-error.json'],
    ['missing fields', 'registration/one-step/password/missing-fields.json'],
  ])('reads %s on the password node as databreachError (SPEC §5)', async (_, answer) => {
    const api = fakeIdentityApi({
      createBrowserRegistrationFlow: answers(recorded(INITIAL)),
      updateRegistrationFlow: refuses(400, recorded(answer)),
    });
    expect(await register(api, input)).toEqual({ ok: false, key: 'databreachError' });
  });

  it('takes the session that exists already instead of a new flow', async () => {
    const existing = session();
    const api = fakeIdentityApi({
      createBrowserRegistrationFlow: refuses(400, SESSION_ALREADY_AVAILABLE),
      toSession: answers(existing),
    });
    expect(await register(api, input)).toEqual({ ok: true, session: existing, verificationFlow: null });
  });

  it('without a flow, noRegisterFlowError', async () => {
    const api = fakeIdentityApi({ createBrowserRegistrationFlow: unreachable });
    expect(await register(api, input)).toEqual({ ok: false, key: 'noRegisterFlowError' });
  });
});
