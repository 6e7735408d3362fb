import { emailScoreCall } from '../../shared/upstream/calls/emailScore.ts';
import { Hono } from 'hono';
import { badRequest } from '../kit/badRequest.ts';
import { emailHashPrefix } from '../../shared/account/emailHash.ts';

/** Domains of throw-away mailboxes the sandbox knows. */
const DISPOSABLE = new Set([
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  '10minutemail.com',
  'trashmail.com',
  'tempmail.com',
  'sharklasers.com',
  'dispostable.com',
]);
const NO_REPLY = /^(no-?reply|do-?not-?reply|noreply\d*)$/;

/** SPEC §5: 3 or more passes. Broken addresses score 0, disposable ones 1, no-reply boxes 2. */
export function emailScore(email: string): number {
  const match = /^([^\s@]+)@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(email.trim());
  if (!match) return 0;
  const [, local = '', domain = ''] = match;
  if (DISPOSABLE.has(domain.toLowerCase()) || domain.endsWith('.invalid') || domain.endsWith('.localhost'))
    return 1;
  if (NO_REPLY.test(local.toLowerCase())) return 2;
  return 5;
}

/** validation-api: `GET /validation-api/v1/emails/:email?hashPrefix=…` → `{ score }`. */
export function emailScoreRoutes() {
  const routes = new Hono();
  routes.get(emailScoreCall.path, async (c) => {
    const email = decodeURIComponent(c.req.param('email'));
    const prefix = c.req.query('hashPrefix');
    if (!prefix || !/^[0-9a-f]{8}$/.test(prefix))
      return badRequest(c, [{ path: ['hashPrefix'], message: '8 hex digits of the address hash' }]);
    if (prefix !== (await emailHashPrefix(email)))
      return badRequest(c, [{ path: ['hashPrefix'], message: 'does not match the address' }]);
    return c.json({ email, score: emailScore(email) });
  });
  return routes;
}
