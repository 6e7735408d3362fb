/**
 * Lifetimes of the identity service, as Kratos' defaults (SPEC reference README). The identity
 * service keeps real time, not the sandbox clock (sandbox/kit/clock.ts): moving the calendar days
 * ahead to walk a booking would otherwise end every session and flow, signing the guest out.
 */
export const FLOW_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** How long after signing in a session may change the password without signing in again. */
export const PRIVILEGED_MS = 60 * 60 * 1000;
export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong tries after which a code is spent, even for the right code. */
export const MAX_CODE_ATTEMPTS = 5;

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isPast = (isoTime: string, now = Date.now()): boolean => Date.parse(isoTime) <= now;
