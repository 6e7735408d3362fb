import type { FrontendApi } from '@ory/client';
import { answerOf } from './identityAnswers.ts';

type LogoutApi = Pick<FrontendApi, 'createBrowserLogoutFlow' | 'updateLogoutFlow'>;

/**
 * SPEC §4 logout at the service: a logout flow for this session, then its token sent back. A 401
 * means the session had already ended elsewhere, which is as good as logged out.
 */
export async function logOut(api: LogoutApi): Promise<{ ok: true } | { ok: false; status: number | null }> {
  try {
    const { data } = await api.createBrowserLogoutFlow();
    await api.updateLogoutFlow({ token: data.logout_token });
    return { ok: true };
  } catch (error) {
    const { status } = answerOf(error);
    return status === 401 ? { ok: true } : { ok: false, status };
  }
}
