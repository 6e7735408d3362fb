import type { FrontendApi, Session } from '@ory/client';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { csrfTokenOf } from './identityAnswers.ts';
import { failure, type Outcome } from './outcome.ts';
import { sessionIfDetected } from './session.ts';

type RegistrationApi = Pick<
  FrontendApi,
  'createBrowserRegistrationFlow' | 'updateRegistrationFlow' | 'toSession'
>;

interface RegisterInput {
  email: string;
  password: string;
  lang: Language;
  /** Where the identity service sends the browser back to (SPEC §7 `/callback?returnTo=`). */
  returnTo: string;
}

/** Password sign-up; the answer may ask for the address to be verified first (SPEC §4). */
export async function register(
  api: RegistrationApi,
  { email, password, lang, returnTo }: RegisterInput,
): Promise<Outcome<{ verificationFlow: string | null; session: Session | null }>> {
  let flow;
  try {
    flow = (await api.createBrowserRegistrationFlow({ returnTo })).data;
  } catch (error) {
    const existing = await sessionIfDetected(api, error);
    return existing ? { ...existing, verificationFlow: null } : failure('registration', error);
  }
  try {
    const { data } = await api.updateRegistrationFlow({
      flow: flow.id,
      updateRegistrationFlowBody: {
        method: 'password',
        traits: { email, lang },
        password,
        csrf_token: csrfTokenOf(flow),
      },
    });
    const verification = data.continue_with?.find((item) => item.action === 'show_verification_ui');
    return {
      ok: true,
      verificationFlow: verification && 'flow' in verification ? verification.flow.id : null,
      session: data.session ?? null,
    };
  } catch (error) {
    return failure('registration', error);
  }
}
