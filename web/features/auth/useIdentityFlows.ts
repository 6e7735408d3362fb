import type { Session } from '@ory/client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  authErrorKey,
  callbackUrl,
  isSessionDetected,
  pathAfterLogin,
  type AuthErrorKey,
  type FlowKind,
  type KratosAnswer,
} from '../../../shared/auth/signIn.ts';
import { isLoginPage } from '../../../shared/site/paths.ts';
import { useSite } from '../../app/siteContext.tsx';
import { useAuth } from './authStore.ts';
import { answerOf, csrfTokenOf, dataOrNull, identityApi, logOutAtService } from './identityClient.ts';
import { fetchSession, SESSION_QUERY_KEY } from './session.ts';

type Failure = { ok: false; key: AuthErrorKey };
type Result<T = object> = ({ ok: true } & T) | Failure;

function failure(kind: FlowKind, error: unknown): Failure {
  const { status, data } = answerOf(error);
  // An expired flow (410) has no ui messages; for a code it reads as an expired code.
  if (status === 410 && (kind === 'verification' || kind === 'recovery'))
    return { ok: false, key: 'expiredCode' };
  const answer = (data as KratosAnswer | null) ?? (status ? {} : null);
  const key = authErrorKey(kind, answer);
  // SPEC §8 redirectError carries a target: the browser is sent there.
  if (key === 'redirectError' && answer?.redirect_browser_to)
    window.location.assign(answer.redirect_browser_to);
  return { ok: false, key };
}

function flowIdFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.origin).searchParams.get('flow');
  } catch {
    return null;
  }
}

/**
 * The identity service's self-service flows as the modal needs them (SPEC §4, §7): each creates
 * its browser flow, sends the update with the flow's CSRF token, and answers success or the SPEC §8
 * key to show.
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

  /** SPEC §4: an answer saying a session exists already means: take that session. */
  const existingSession = async (error: unknown) =>
    isSessionDetected(answerOf(error).data)
      ? { ok: true as const, session: await fetchSession(identityBase) }
      : null;

  return {
    readSession: () => fetchSession(identityBase),

    /** SPEC §4: a reset that cannot go on logs the recovery session out (quietly) before the code step. */
    async endSession() {
      try {
        await logOutAtService(api());
      } catch {
        // No session left to end.
      }
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      useAuth.getState().update({ status: 'loggedOut' });
    },

    /** Password sign-in. A session that exists already is taken as it is (SPEC §4). */
    async signIn(identifier: string, password: string): Promise<Result<{ session: Session | null }>> {
      let flow;
      try {
        flow = (await api().createBrowserLoginFlow({ refresh: false, returnTo: returnTo() })).data;
      } catch (error) {
        return (await existingSession(error)) ?? failure('login', error);
      }
      try {
        const { data } = await api().updateLoginFlow({
          flow: flow.id,
          updateLoginFlowBody: { method: 'password', identifier, password, csrf_token: csrfTokenOf(flow) },
        });
        return { ok: true, session: data.session };
      } catch (error) {
        return (await existingSession(error)) ?? failure('login', error);
      }
    },

    /** Apple or Google: the answer names the provider's page (422), where the browser goes. */
    async startSocial(
      kind: 'login' | 'registration',
      provider: string,
    ): Promise<'redirected' | AuthErrorKey> {
      try {
        const flow =
          kind === 'login'
            ? (await api().createBrowserLoginFlow({ refresh: false, returnTo: returnTo() })).data
            : (await api().createBrowserRegistrationFlow({ returnTo: returnTo() })).data;
        const body = { method: 'oidc' as const, provider, csrf_token: csrfTokenOf(flow), traits: { lang } };
        if (kind === 'login') await api().updateLoginFlow({ flow: flow.id, updateLoginFlowBody: body });
        else await api().updateRegistrationFlow({ flow: flow.id, updateRegistrationFlowBody: body });
        // Signed in without a provider round trip (a linked account): the callback finishes it.
        window.location.assign(returnTo());
        return 'redirected';
      } catch (error) {
        const { data } = answerOf(error);
        const target = (data as KratosAnswer | null)?.redirect_browser_to;
        if (target) {
          window.location.assign(target);
          return 'redirected';
        }
        return 'initError';
      }
    },

    /** Password sign-up; the answer may ask for the address to be verified first. */
    async register(
      email: string,
      password: string,
    ): Promise<Result<{ verificationFlow: string | null; session: Session | null }>> {
      let flow;
      try {
        flow = (await api().createBrowserRegistrationFlow({ returnTo: returnTo() })).data;
      } catch (error) {
        const existing = await existingSession(error);
        return existing ? { ...existing, verificationFlow: null } : failure('registration', error);
      }
      try {
        const { data } = await api().updateRegistrationFlow({
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
    },

    /** Sends a (new) verification code; an expired flow is replaced by a fresh one. */
    async sendVerificationCode(flowId: string | null, email: string): Promise<Result<{ flowId: string }>> {
      try {
        let flow = flowId ? await dataOrNull(api().getVerificationFlow({ id: flowId })) : null;
        flow ??= (await api().createBrowserVerificationFlow({})).data;
        await api().updateVerificationFlow({
          flow: flow.id,
          updateVerificationFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
        });
        return { ok: true, flowId: flow.id };
      } catch (error) {
        return failure('verification', error);
      }
    },

    /** SPEC §4: state passed_challenge means the address is verified. */
    async verify(flowId: string, code: string): Promise<Result> {
      try {
        const flow = (await api().getVerificationFlow({ id: flowId })).data;
        const { data } = await api().updateVerificationFlow({
          flow: flow.id,
          updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
        });
        return data.state === 'passed_challenge' ? { ok: true } : { ok: false, key: 'invalidCode' };
      } catch (error) {
        return failure('verification', error);
      }
    },

    /** Recovery by code: the e-mail is sent (state sent_email); a 422 is accepted silently. */
    async startRecovery(email: string, flowId: string | null = null): Promise<Result<{ flowId: string }>> {
      let flow;
      try {
        flow = flowId ? await dataOrNull(api().getRecoveryFlow({ id: flowId })) : null;
        flow ??= (await api().createBrowserRecoveryFlow({})).data;
      } catch (error) {
        return failure('recovery', error);
      }
      try {
        await api().updateRecoveryFlow({
          flow: flow.id,
          updateRecoveryFlowBody: {
            method: 'code',
            email,
            csrf_token: csrfTokenOf(flow),
            transient_payload: { lang },
          },
        });
      } catch (error) {
        if (answerOf(error).status !== 422) return failure('recovery', error);
      }
      return { ok: true, flowId: flow.id };
    },

    /** The recovery code: right, the service signs the user in for the new password (422 to settings). */
    async recover(flowId: string, code: string): Promise<Result<{ settingsFlow: string | null }>> {
      try {
        const flow = (await api().getRecoveryFlow({ id: flowId })).data;
        const { data } = await api().updateRecoveryFlow({
          flow: flow.id,
          updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
        });
        const settings = data.continue_with?.find((item) => item.action === 'show_settings_ui');
        return { ok: true, settingsFlow: settings && 'flow' in settings ? settings.flow.id : null };
      } catch (error) {
        const answer = answerOf(error);
        if (answer.status === 422)
          return {
            ok: true,
            settingsFlow: flowIdFromUrl((answer.data as KratosAnswer | null)?.redirect_browser_to),
          };
        return failure('recovery', error);
      }
    },

    /** The settings flow the new password goes to: the one recovery opened, else a new one. */
    async settingsFlow(flowId: string | null) {
      if (flowId) {
        const existing = await dataOrNull(api().getSettingsFlow({ id: flowId }));
        if (existing) return existing;
      }
      return (await api().createBrowserSettingsFlow({})).data;
    },

    /** SPEC §4: the settings flow must end in state success, otherwise resetError. */
    async resetPassword(flowId: string, password: string): Promise<Result> {
      try {
        const flow = (await api().getSettingsFlow({ id: flowId })).data;
        const { data } = await api().updateSettingsFlow({
          flow: flow.id,
          updateSettingsFlowBody: { method: 'password', password, csrf_token: csrfTokenOf(flow) },
        });
        return data.state === 'success' ? { ok: true } : { ok: false, key: 'resetError' };
      } catch (error) {
        const key = failure('settings', error).key;
        return { ok: false, key: key === 'databreachError' ? key : 'resetError' };
      }
    },
  };
}
