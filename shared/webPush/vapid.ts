import { fromBase64Url, toBase64Url } from '../encoding/base64url.ts';
import { importP256KeyPair, importP256PublicKey } from './encryption.ts';

/**
 * Voluntary application server identification (VAPID, RFC 8292): the application server signs a
 * short JWT (ES256) for each push service it posts to, and names its public key beside it, in
 * `Authorization: vapid t=<jwt>, k=<key>`. The push service delivers only to subscriptions made
 * with that key, so a stolen endpoint alone cannot push to a guest.
 */

/** The application server's key pair, as configured: both halves raw and base64url. */
export interface VapidKeys {
  /** Uncompressed P-256 point (65 bytes): the browser's `applicationServerKey`. */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
}

interface VapidClaims {
  /** The push service's origin (the endpoint's). */
  aud: string;
  /** Seconds since the epoch; RFC 8292 §2: no more than 24 hours ahead. */
  exp: number;
  /** How the push service reaches the operator: a `mailto:` or `https:` URI. */
  sub: string;
}

/** RFC 8292 §2: the longest a token may live. */
const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ES256 = { name: 'ECDSA', hash: 'SHA-256' } as const;
const HEADER = toBase64Url(encoder.encode(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));

/** The `Authorization` header for a push to `endpoint`, valid for `lifetimeS` (12 hours unless said). */
export async function vapidAuthorization(
  endpoint: string,
  keys: VapidKeys,
  subject: string,
  now: Date,
  lifetimeS = 12 * 60 * 60,
): Promise<string> {
  const claims: VapidClaims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + Math.min(lifetimeS, MAX_VAPID_LIFETIME_S),
    sub: subject,
  };
  const signingInput = `${HEADER}.${toBase64Url(encoder.encode(JSON.stringify(claims)))}`;
  const { privateKey } = await importP256KeyPair(keys.publicKey, keys.privateKey, 'ECDSA');
  // WebCrypto signs ECDSA as r‖s, 64 bytes: the JWS form of ES256 (RFC 7518 §3.4) as it is.
  const signature = await crypto.subtle.sign(ES256, privateKey, encoder.encode(signingInput));
  return `vapid t=${signingInput}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}

type VapidCheck = { ok: true; publicKey: string; claims: VapidClaims } | { ok: false; reason: string };

/**
 * A push service's check of a request's `Authorization` (RFC 8292 §3-4): the vapid scheme with
 * `t` and `k`, an ES256 JWT signed by `k`, `aud` this service's origin, `exp` in the future and at
 * most 24 hours ahead, `sub` present.
 */
export async function checkVapidAuthorization(
  header: string | null,
  serviceOrigin: string,
  now: Date,
): Promise<VapidCheck> {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return { ok: false, reason: 'not the vapid scheme' };
  const parameters = new Map(
    match[1]!.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const token = parameters.get('t');
  const publicKey = parameters.get('k');
  if (!token || !publicKey) return { ok: false, reason: 't and k are both needed' };
  const [header64, claims64, signature64, ...rest] = token.split('.');
  if (!header64 || !claims64 || !signature64 || rest.length > 0) return { ok: false, reason: 'not a JWS' };
  try {
    const jwtHeader = JSON.parse(decoder.decode(fromBase64Url(header64))) as { alg?: unknown };
    if (jwtHeader.alg !== 'ES256') return { ok: false, reason: 'alg is not ES256' };
    const key = await importP256PublicKey(publicKey, 'ECDSA').catch(() => undefined);
    if (!key) return { ok: false, reason: 'k is no P-256 public key' };
    const signed = encoder.encode(`${header64}.${claims64}`);
    if (!(await crypto.subtle.verify(ES256, key, fromBase64Url(signature64), signed)))
      return { ok: false, reason: 'the signature does not verify with k' };
    const claims = JSON.parse(decoder.decode(fromBase64Url(claims64))) as Partial<VapidClaims>;
    const nowS = Math.floor(now.getTime() / 1000);
    if (claims.aud !== serviceOrigin) return { ok: false, reason: 'aud is not this push service' };
    if (typeof claims.exp !== 'number' || claims.exp <= nowS) return { ok: false, reason: 'expired' };
    if (claims.exp > nowS + MAX_VAPID_LIFETIME_S)
      return { ok: false, reason: 'exp more than 24 hours ahead' };
    if (typeof claims.sub !== 'string' || claims.sub === '') return { ok: false, reason: 'no sub' };
    return { ok: true, publicKey, claims: claims as VapidClaims };
  } catch {
    return { ok: false, reason: 'unreadable token' };
  }
}
