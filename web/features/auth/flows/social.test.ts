import { describe, expect, it } from 'vitest';
import { startSocial } from './social.ts';
import {
  answers,
  fakeIdentityApi,
  locationChange,
  RECORDED_CSRF_TOKEN,
  RECORDED_FLOW_ID,
  recorded,
  refuses,
  unreachable,
} from './fakeIdentityApi.ts';

const returnTo = 'https://portal.test/callback?returnTo=%2F';
const PROVIDER_PAGE = 'https://accounts.google.test/o/oauth2/auth?client_id=portal';
const oidcBody = {
  method: 'oidc',
  provider: 'google',
  csrf_token: RECORDED_CSRF_TOKEN,
  traits: { lang: 'en' },
};

describe('social sign-in and sign-up (SPEC §4)', () => {
  it('a login flow answers with the provider’s page to go to', async () => {
    const api = fakeIdentityApi({
      createBrowserLoginFlow: answers(recorded('login/1fa/unified/oidc/with-password/initial-form.json')),
      updateLoginFlow: refuses(422, locationChange(PROVIDER_PAGE)),
    });
    expect(await startSocial(api, { kind: 'login', provider: 'google', lang: 'en', returnTo })).toEqual({
      ok: true,
      redirectTo: PROVIDER_PAGE,
    });
    expect(api.createBrowserLoginFlow).toHaveBeenCalledWith({ refresh: false, returnTo });
    expect(api.updateLoginFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateLoginFlowBody: oidcBody,
    });
  });

  it('so does a registration flow', async () => {
    const api = fakeIdentityApi({
      createBrowserRegistrationFlow: answers(recorded('registration/one-step/oidc/initial-form.json')),
      updateRegistrationFlow: refuses(422, locationChange(PROVIDER_PAGE)),
    });
    expect(
      await startSocial(api, { kind: 'registration', provider: 'google', lang: 'en', returnTo }),
    ).toEqual({
      ok: true,
      redirectTo: PROVIDER_PAGE,
    });
    expect(api.createBrowserRegistrationFlow).toHaveBeenCalledWith({ returnTo });
    expect(api.updateRegistrationFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateRegistrationFlowBody: oidcBody,
    });
  });

  it('signed in without the provider (a linked account): on to the callback', async () => {
    const api = fakeIdentityApi({
      createBrowserLoginFlow: answers(recorded('login/1fa/unified/oidc/with-password/initial-form.json')),
      updateLoginFlow: answers({ session: {} }),
    });
    expect(await startSocial(api, { kind: 'login', provider: 'apple', lang: 'en', returnTo })).toEqual({
      ok: true,
      redirectTo: returnTo,
    });
  });

  it.each([
    ['no flow can start', { createBrowserLoginFlow: unreachable }],
    [
      'the provider is refused',
      {
        createBrowserLoginFlow: answers(recorded('login/1fa/unified/oidc/with-password/initial-form.json')),
        updateLoginFlow: refuses(400, recorded('login/1fa/unified/password/wrong-credentials.json')),
      },
    ],
  ])('initError when %s', async (_, calls) => {
    expect(
      await startSocial(fakeIdentityApi(calls), { kind: 'login', provider: 'google', lang: 'en', returnTo }),
    ).toEqual({ ok: false, key: 'initError' });
  });
});
