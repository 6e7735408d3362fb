import type { FrontendApi } from '@ory/client';
import type { KratosAnswer } from '../../../../shared/auth/signIn.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { answerOf, csrfTokenOf } from './identityAnswers.ts';

type SocialApi = Pick<
  FrontendApi,
  'createBrowserLoginFlow' | 'updateLoginFlow' | 'createBrowserRegistrationFlow' | 'updateRegistrationFlow'
>;

interface SocialInput {
  kind: 'login' | 'registration';
  provider: string;
  lang: Language;
  /** Where the identity service sends the browser back to (SPEC §7 `/callback?returnTo=`). */
  returnTo: string;
}

/**
 * Apple or Google through the oidc method of a login or registration flow (SPEC §4): the answer
 * names the provider's page (422), where the browser goes. If that start fails, initError.
 */
export async function startSocial(
  api: SocialApi,
  { kind, provider, lang, returnTo }: SocialInput,
): Promise<{ ok: true; redirectTo: string } | { ok: false; key: 'initError' }> {
  try {
    const flow =
      kind === 'login'
        ? (await api.createBrowserLoginFlow({ refresh: false, returnTo })).data
        : (await api.createBrowserRegistrationFlow({ returnTo })).data;
    const body = { method: 'oidc' as const, provider, csrf_token: csrfTokenOf(flow), traits: { lang } };
    if (kind === 'login') await api.updateLoginFlow({ flow: flow.id, updateLoginFlowBody: body });
    else await api.updateRegistrationFlow({ flow: flow.id, updateRegistrationFlowBody: body });
    // Signed in without a provider round trip (a linked account): the callback finishes it.
    return { ok: true, redirectTo: returnTo };
  } catch (error) {
    const target = (answerOf(error).data as KratosAnswer | null)?.redirect_browser_to;
    return target ? { ok: true, redirectTo: target } : { ok: false, key: 'initError' };
  }
}
