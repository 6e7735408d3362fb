import type { Env } from '../env.ts';

/** Every visitor of a local run: one machine, behind loopback. */
export const LOCAL_CLIENT = 'local';

/**
 * The visitor's address as Cloudflare gives it. On Cloudflare, `CF-Connecting-IP` is set by the
 * edge on every request that reaches the worker, whatever a client sent. The local runtime keeps a
 * header the client sent, so a local run (`TRUST_CF_CONNECTING_IP=false`) counts everyone as one
 * client: no header a client can set decides whose limit a request counts against.
 */
export function clientAddress(request: Request, env: Env): string {
  if (env.TRUST_CF_CONNECTING_IP === 'false') return LOCAL_CLIENT;
  return request.headers.get('cf-connecting-ip') ?? LOCAL_CLIENT;
}
