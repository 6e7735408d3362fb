import { partnersCall } from '../../shared/upstream/calls/pages.ts';
import { Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
import type { D1Database } from '../kit/env.ts';

/** The sandbox's signing secret for partner tokens (HS256). A sandbox secret, not a real one. */
const SANDBOX_PARTNER_SECRET = 'sandbox-partner-secret-not-for-production';
/** SPEC §9: the jwt cookie lives 12 hours; the sandbox's tokens as long. */
const PARTNER_TOKEN_TTL_S = 12 * 60 * 60;

export const SEED_PARTNERS = [
  { id: 'P1234', name: 'Alpine Travel Club', directEncashment: true, language: 'de', salesoffice: '0510' },
  { id: 'P5678', name: 'Coastal Escapes', directEncashment: false, language: 'en', salesoffice: '0500' },
  {
    id: 'P1005',
    name: 'Holiday Homes Direct (fixed)',
    directEncashment: false,
    language: 'en',
    salesoffice: '0500',
  },
];

/** Signed at the real time, not the sandbox clock's: hono/jwt checks `iat` and `exp` by the real time. */
export function partnerToken(
  partnerId: string,
  now = Math.floor(Date.now() / 1000),
  ttl = PARTNER_TOKEN_TTL_S,
): Promise<string> {
  return sign({ sub: partnerId, iat: now, exp: now + ttl }, SANDBOX_PARTNER_SECRET, 'HS256');
}

interface PartnerRow {
  id: string;
  direct_encashment: number;
  language: string;
  salesoffice: string;
}

/** webcc-api partners: the partner behind a signed token, which must be valid and unexpired. */
export function partnerRoutes(db: () => D1Database) {
  const routes = new Hono();
  routes.get(partnersCall.path, async (c) => {
    const token = c.req.header('jwt');
    if (!token) return c.json({ error: 'jwt_required' }, 401);
    let subject: unknown;
    try {
      subject = (await verify(token, SANDBOX_PARTNER_SECRET, 'HS256')).sub;
    } catch {
      return c.json({ error: 'jwt_invalid' }, 401);
    }
    if (typeof subject !== 'string') return c.json({ error: 'jwt_invalid' }, 401);
    const row = await db()
      .prepare('SELECT id, direct_encashment, language, salesoffice FROM partners WHERE id = ?')
      .bind(subject)
      .first<PartnerRow>();
    if (!row) return c.json({ error: 'not_found', message: 'partner not found' }, 404);
    return c.json({
      id: row.id,
      directEncashment: row.direct_encashment === 1,
      language: row.language,
      salesoffice: row.salesoffice,
    });
  });
  return routes;
}
