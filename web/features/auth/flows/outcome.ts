import {
  authErrorKey,
  type AuthErrorKey,
  type FlowKind,
  type KratosAnswer,
} from '../../../../shared/auth/signIn.ts';
import { answerOf } from './identityAnswers.ts';

/** A refused or failed step: the SPEC §8 key to show, and for redirectError where the browser goes. */
export type Failure = { ok: false; key: AuthErrorKey; redirectTo?: string };

/** What a flow step ends in: success with what the modal needs next, or a failure. */
export type Outcome<T = object> = ({ ok: true } & T) | Failure;

export function failure(kind: FlowKind, error: unknown): Failure {
  const { status, data } = answerOf(error);
  // An expired flow (410) has no ui messages; for a code it reads as an expired code.
  if (status === 410 && (kind === 'verification' || kind === 'recovery'))
    return { ok: false, key: 'expiredCode' };
  const answer = (data as KratosAnswer | null) ?? (status ? {} : null);
  const key = authErrorKey(kind, answer);
  // SPEC §8 redirectError carries a target: the browser is sent there.
  if (key === 'redirectError' && answer?.redirect_browser_to)
    return { ok: false, key, redirectTo: answer.redirect_browser_to };
  return { ok: false, key };
}
