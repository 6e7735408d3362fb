import type { FrontendApi, Session } from '@ory/client';
import { isSessionDetected } from '../../../../shared/auth/signIn.ts';
import { answerOf } from './identityAnswers.ts';

type SessionApi = Pick<FrontendApi, 'toSession'>;

/**
 * `/sessions/whoami`: the session, or null without one. A 401 is the ordinary signed-out answer
 * (SPEC §8: ignored); other failures are logged and count as no session.
 */
export async function readSession(api: SessionApi): Promise<Session | null> {
  try {
    const { data } = await api.toSession();
    return data;
  } catch (error) {
    if (answerOf(error).status !== 401) console.warn('session check failed', answerOf(error).status);
    return null;
  }
}

/** SPEC §4: an answer saying a session exists already means: take that session. */
export async function sessionIfDetected(api: SessionApi, error: unknown) {
  return isSessionDetected(answerOf(error).data)
    ? { ok: true as const, session: await readSession(api) }
    : null;
}
