import { BINDING_PERIOD_S, tooManyAttempts } from '../rateLimit/rateLimitedUpstreams.ts';
import { createStep } from './appEnv.ts';

/** Sign-in, recovery and verification submissions: codes and passwords a stranger could guess. */
const GUESSABLE = /^\/self-service\/(login|recovery|verification)$/;

/**
 * The identity service's submissions, where they pass through the portal (the sandbox's stand-in
 * on this origin; an Ory project at IDENTITY_URL limits its own), count against the client's
 * minute limit for forms.
 */
export const identityLimitStep = createStep(async (c, next) => {
  if (c.req.method !== 'POST' || !GUESSABLE.test(c.req.path)) return next();
  const { success } = await c.env.FORM_LIMIT.limit({ key: `identity:${c.get('client')}` });
  if (!success) return tooManyAttempts(BINDING_PERIOD_S);
  return next();
});
