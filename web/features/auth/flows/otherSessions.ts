import type { FrontendApi } from '@ory/client';
import { answerOf } from './identityAnswers.ts';

type OtherSessionsApi = Pick<FrontendApi, 'disableMyOtherSessions'>;

/**
 * Kratos' `DELETE /sessions`: every other session of the signed-in identity ends, this one stays.
 */
export async function signOutOtherSessions(
  api: OtherSessionsApi,
): Promise<{ ok: true; count: number } | { ok: false; status: number | null }> {
  try {
    const { data } = await api.disableMyOtherSessions();
    return { ok: true, count: data.count ?? 0 };
  } catch (error) {
    return { ok: false, status: answerOf(error).status };
  }
}
