import type { FrontendApi, Session } from '@ory/client';
import { csrfTokenOf } from './identityAnswers.ts';
import { failure, type Outcome } from './outcome.ts';
import { sessionIfDetected } from './session.ts';

type LoginApi = Pick<FrontendApi, 'createBrowserLoginFlow' | 'updateLoginFlow' | 'toSession'>;

interface SignInInput {
  identifier: string;
  password: string;
  /** Where the identity service sends the browser back to (SPEC §7 `/callback?returnTo=`). */
  returnTo: string;
}

/** Password sign-in. A session that exists already is taken as it is (SPEC §4). */
export async function signIn(
  api: LoginApi,
  { identifier, password, returnTo }: SignInInput,
): Promise<Outcome<{ session: Session | null }>> {
  let flow;
  try {
    flow = (await api.createBrowserLoginFlow({ refresh: false, returnTo })).data;
  } catch (error) {
    return (await sessionIfDetected(api, error)) ?? failure('login', error);
  }
  try {
    const { data } = await api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier, password, csrf_token: csrfTokenOf(flow) },
    });
    return { ok: true, session: data.session };
  } catch (error) {
    return (await sessionIfDetected(api, error)) ?? failure('login', error);
  }
}
