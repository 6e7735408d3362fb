import { describe, expect, it } from 'vitest';
import { signIn } from './login.ts';
import {
  answers,
  fakeIdentityApi,
  locationChange,
  RECORDED_CSRF_TOKEN,
  RECORDED_FLOW_ID,
  recorded,
  refuses,
  session,
  SESSION_ALREADY_AVAILABLE,
  unreachable,
} from './fakeIdentityApi.ts';

const INITIAL = 'login/1fa/unified/password/initial-form.json';
const input = {
  identifier: 'anna@example.com',
  password: 'Harbour-Lights-77',
  returnTo: 'https://portal.test/callback',
};

describe('password sign-in (SPEC §4)', () => {
  it('creates a flow without refresh and sends the password with its id and CSRF token', async () => {
    const signedIn = session();
    const api = fakeIdentityApi({
      createBrowserLoginFlow: answers(recorded(INITIAL)),
      updateLoginFlow: answers({ session: signedIn }),
    });
    expect(await signIn(api, input)).toEqual({ ok: true, session: signedIn });
    expect(api.createBrowserLoginFlow).toHaveBeenCalledWith({ refresh: false, returnTo: input.returnTo });
    expect(api.updateLoginFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateLoginFlowBody: {
        method: 'password',
        identifier: input.identifier,
        password: input.password,
        csrf_token: RECORDED_CSRF_TOKEN,
      },
    });
  });

  it.each([
    ['wrong credentials', 'login/1fa/unified/password/wrong-credentials.json'],
    ['missing fields', 'login/1fa/unified/password/missing-email.json'],
  ])('refuses %s with loginError', async (_, answer) => {
    const api = fakeIdentityApi({
      createBrowserLoginFlow: answers(recorded(INITIAL)),
      updateLoginFlow: refuses(400, recorded(answer)),
    });
    expect(await signIn(api, input)).toEqual({ ok: false, key: 'loginError' });
  });

  it.each([
    ['the flow is created', 'createBrowserLoginFlow'],
    ['the password is sent', 'updateLoginFlow'],
  ] as const)('takes the session that exists already when %s', async (_, refusing) => {
    const existing = session();
    const api = fakeIdentityApi({
      createBrowserLoginFlow: answers(recorded(INITIAL)),
      updateLoginFlow: answers({ session: null }),
      [refusing]: refuses(400, SESSION_ALREADY_AVAILABLE),
      toSession: answers(existing),
    });
    expect(await signIn(api, input)).toEqual({ ok: true, session: existing });
  });

  it('names the page the browser is sent to (redirectError)', async () => {
    const to = 'https://id.portal.test/self-service/login/browser?aal=aal2';
    const api = fakeIdentityApi({
      createBrowserLoginFlow: answers(recorded(INITIAL)),
      updateLoginFlow: refuses(422, locationChange(to)),
    });
    expect(await signIn(api, input)).toEqual({ ok: false, key: 'redirectError', redirectTo: to });
  });

  it('without a flow, noLoginFlowError', async () => {
    const api = fakeIdentityApi({ createBrowserLoginFlow: unreachable });
    expect(await signIn(api, input)).toEqual({ ok: false, key: 'noLoginFlowError' });
  });
});
