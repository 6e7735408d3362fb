import type { Context } from 'hono';
import type { SandboxAppEnv } from './env.ts';

/** Every visitor of a run whose runtime cannot say who connected: one machine, behind loopback. */
const LOCAL_CLIENT = 'local';

/**
 * The visitor a limit counts against. On the portal's in-process calls, the edge names them in
 * X-Forwarded-For; anyone else's X-Forwarded-For is the client's own claim and is not read.
 * Otherwise CF-Connecting-IP, which Cloudflare sets whatever a client sent, unless the runtime keeps
 * a client's own (TRUST_CF_CONNECTING_IP=false): then every visitor counts as one.
 */
export function clientOf(c: Context<SandboxAppEnv>): string {
  const forwarded = c.env.CALLED_BY_PORTAL ? c.req.header('x-forwarded-for')?.trim() : undefined;
  if (forwarded) return forwarded;
  if (c.env.TRUST_CF_CONNECTING_IP === 'false') return LOCAL_CLIENT;
  return c.req.header('cf-connecting-ip') ?? LOCAL_CLIENT;
}
