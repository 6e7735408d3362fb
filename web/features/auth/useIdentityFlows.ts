import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { callbackUrl, pathAfterLogin, type AuthErrorKey } from '../../../shared/auth/signIn.ts';
import { isLoginPage } from '../../../shared/routes/paths.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useAuth } from './authStore.ts';
import { identityApi } from './identityClient.ts';
import { SESSION_QUERY_KEY } from './session.ts';
import { signIn } from './flows/login.ts';
import { logOut } from './flows/logout.ts';
import type { Outcome } from './flows/outcome.ts';
import { recover, startRecovery } from './flows/recovery.ts';
import { register } from './flows/registration.ts';
import { readSession } from './flows/session.ts';
import { resetPassword, settingsFlow } from './flows/settings.ts';
import { startSocial } from './flows/social.ts';
import { sendVerificationCode, verify } from './flows/verification.ts';

/** SPEC §8 redirectError carries a target: the browser is sent there, and the step still shows the key. */
function followed<T extends Outcome>(outcome: T): T {
  if (!outcome.ok && outcome.redirectTo) window.location.assign(outcome.redirectTo);
  return outcome;
}

/**
 * The identity flows (flows/) wired to this page for the modal's steps (SPEC §4, §7): the service
 * of this site, its language, the address to come back to, and the browser's redirects.
 */
export function useIdentityFlows() {
  const { identityBase, lang } = useSite();
  const { pathname, search } = useLocation();
  const api = () => identityApi(identityBase);
  const queryClient = useQueryClient();

  /** Where the identity service sends the browser back after a provider: `/callback?returnTo=`. */
  const returnTo = () => {
    const { authRequired, target } = useAuth.getState();
    const path = authRequired || isLoginPage(pathname) ? pathAfterLogin(target) : pathname + search;
    return callbackUrl(window.location.origin, path);
  };

  return {
    readSession: () => readSession(api()),

    /** SPEC §4: a reset that cannot go on logs the recovery session out (quietly) before the code step. */
    async endSession() {
      await logOut(api());
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      useAuth.getState().update({ status: 'loggedOut' });
    },

    signIn: async (identifier: string, password: string) =>
      followed(await signIn(api(), { identifier, password, returnTo: returnTo() })),

    async startSocial(
      kind: 'login' | 'registration',
      provider: string,
    ): Promise<'redirected' | AuthErrorKey> {
      const outcome = await startSocial(api(), { kind, provider, lang, returnTo: returnTo() });
      if (!outcome.ok) return outcome.key;
      window.location.assign(outcome.redirectTo);
      return 'redirected';
    },

    register: async (email: string, password: string) =>
      followed(await register(api(), { email, password, lang, returnTo: returnTo() })),

    sendVerificationCode: async (flowId: string | null, email: string) =>
      followed(await sendVerificationCode(api(), { flowId, email })),

    verify: async (flowId: string, code: string) => followed(await verify(api(), { flowId, code })),

    startRecovery: async (email: string, flowId: string | null = null) =>
      followed(await startRecovery(api(), { email, flowId, lang })),

    recover: async (flowId: string, code: string) => followed(await recover(api(), { flowId, code })),

    settingsFlow: (flowId: string | null) => settingsFlow(api(), flowId),

    resetPassword: async (flowId: string, password: string) =>
      followed(await resetPassword(api(), { flowId, password })),
  };
}
