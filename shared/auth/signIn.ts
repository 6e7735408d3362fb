import { pathTo } from '../routes/routePaths.ts';
/**
 * The sign-in rules of SPEC §2, §4, §5, §7 and §8 as pure functions, for the auth modal, the auth
 * pages and their tests. Apart from auth.ts, which every page loads: these run only once a visitor
 * signs in, signs up or resets a password.
 */
import type { AuthTarget } from './auth.ts';
import { routeFactsAt } from '../routes/routeFacts.ts';
import { sitePath } from '../routes/sitePath.ts';

/** SPEC §9. */
const PASSWORD_MIN = 8;
export const CODE_LENGTH = 6;
export const EMAIL_SCORE_THRESHOLD = 3;
export const RESEND_COOLDOWN_S = 60;
export const CHANGED_PASSWORD_COUNTDOWN_S = 8;

export type AuthErrorKey =
  | 'noRegisterFlowError'
  | 'noLoginFlowError'
  | 'noRecoverFlowError'
  | 'initError'
  | 'unknownError'
  | 'alreadyUsedError'
  | 'databreachError'
  | 'expiredCode'
  | 'invalidCode'
  | 'loginError'
  | 'resetError'
  | 'redirectError'
  | 'sessionExistsError'
  | 'sessionRefreshRequiredError';

export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

interface UiMessage {
  id?: number;
  text: string;
}
interface UiNode {
  attributes?: { name?: string };
  messages?: UiMessage[];
}
/** The parts of a Kratos answer (a flow or a generic error) the mapping reads. */
export interface KratosAnswer {
  ui?: { messages?: UiMessage[]; nodes?: UiNode[] };
  error?: { id?: string };
  redirect_browser_to?: string;
}

const MISSING_FLOW: Partial<Record<FlowKind, AuthErrorKey>> = {
  registration: 'noRegisterFlowError',
  login: 'noLoginFlowError',
  recovery: 'noRecoverFlowError',
};

/** SPEC §5, §8: which internal key a refused or failed step shows. */
export function authErrorKey(kind: FlowKind, answer: KratosAnswer | null | undefined): AuthErrorKey {
  if (!answer) return MISSING_FLOW[kind] ?? 'unknownError';
  if (answer.error?.id === 'session_already_available') return 'sessionExistsError';
  if (answer.error?.id === 'session_refresh_required') return 'sessionRefreshRequiredError';
  if (answer.redirect_browser_to) return 'redirectError';
  if (kind === 'login') return 'loginError';
  const first = answer.ui?.messages?.[0]?.text ?? '';
  if (kind === 'registration' && first.includes('which is already in use by another account'))
    return 'alreadyUsedError';
  const passwordMessage = answer.ui?.nodes?.some(
    (node) => node.attributes?.name === 'password' && (node.messages?.length ?? 0) > 0,
  );
  if (passwordMessage) return 'databreachError';
  if (first.includes('expired')) return 'expiredCode';
  if (first.includes('invalid')) return 'invalidCode';
  return 'unknownError';
}

/** SPEC §5 sign-up e-mail: non-empty and containing '@'. */
export function isPlausibleEmail(email: string): boolean {
  return email.trim() !== '' && email.includes('@');
}

/** SPEC §5 password: a check mark above 7 characters, an error for 1 to 7, nothing while empty. */
export function passwordLengthState(password: string): 'empty' | 'tooShort' | 'ok' {
  if (password.length === 0) return 'empty';
  return password.length >= PASSWORD_MIN ? 'ok' : 'tooShort';
}

/** SPEC §5: creation and reset go ahead only with both fields filled and equal (else noMatch). */
export function passwordPairProblem(password: string, confirmation: string): 'incomplete' | 'noMatch' | null {
  if (!password || !confirmation) return 'incomplete';
  return password === confirmation ? null : 'noMatch';
}

/** SPEC §5 code: digits only, one per box; a paste is cut to 6. */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

/** SPEC §2: the target an account page sets when it needs a sign-in. */
export function authTargetOf(pathname: string): AuthTarget | null {
  return routeFactsAt(pathname).authTarget ?? null;
}

/** SPEC §2: after sign-in the target maps to its /myaccount page, otherwise the root. */
export function pathAfterLogin(target: string | null | undefined): string {
  return target === 'wishlists' || target === 'bookings' || target === 'profile'
    ? pathTo(`myaccount-${target}`)
    : pathTo('home');
}

/** SPEC §3: a session is expired when expires_at is in the past. */
export function isSessionExpired(expiresAt: string | null | undefined, now = Date.now()): boolean {
  return !expiresAt || Date.parse(expiresAt) <= now;
}

/** SPEC §4 reset password: which step a recovery continues with, by the session's method. */
export function resetStep(
  session: { active?: boolean; authentication_methods?: { method?: string }[] } | null,
): 'resetPassword' | 'finish' | 'recoverVerification' {
  if (!session?.active) return 'recoverVerification';
  const methods = session.authentication_methods?.map((m) => m.method) ?? [];
  if (methods.includes('code_recovery')) return 'resetPassword';
  return methods.includes('password') ? 'finish' : 'recoverVerification';
}

/** SPEC §7: the identity service sends the browser back to `/callback?returnTo={url}`. */
export function callbackUrl(origin: string, returnTo: string): string {
  return `${origin}/callback?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where `/callback` may send the browser: a path of this site only, never another origin. */
export function safeReturnPath(returnTo: string | null | undefined, origin: string): string | null {
  if (!returnTo) return null;
  try {
    const url = new URL(returnTo, origin);
    return url.origin === origin ? sitePath(url) : null;
  } catch {
    return null;
  }
}

/** SPEC §4: a login answered 400 with this text means a session exists already. */
export function isSessionDetected(answer: unknown): boolean {
  const error = (answer as { error?: { reason?: unknown; message?: unknown } } | null)?.error;
  return `${String(error?.reason ?? '')} ${String(error?.message ?? '')}`.includes(
    'valid session was detected',
  );
}
