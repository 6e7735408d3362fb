import { fromBase64Url, toBase64Url } from '../encoding/base64url.ts';

/**
 * Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188), with
 * WebCrypto alone, so the worker, the sandbox's push service and the tests share one
 * implementation: one record, the payload padded with the delimiter 0x02 only. Why by hand and not
 * a library: DECISION.md beside this file.
 */

/** What a browser hands over with a subscription: its ECDH public key and its auth secret. */
interface SubscriptionKeys {
  /** The user agent's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** 16 random bytes, base64url. */
  auth: string;
}

/** The record size written in the header: one record holds any payload a push service accepts. */
const RECORD_SIZE = 4096;
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8);
  return new Uint8Array(bits);
}

/**
 * RFC 8291 §3.3-3.4: the content-encryption key and nonce, from the ECDH secret of one side's
 * private key and the other side's public key, the subscription's auth secret, both public keys
 * and the salt. Sender and user agent reach the same keys from opposite halves.
 */
async function contentKeys(
  ownPrivateKey: CryptoKey,
  otherPublic: Uint8Array<ArrayBuffer>,
  auth: string,
  publicKeys: { userAgent: Uint8Array; server: Uint8Array },
  salt: Uint8Array<ArrayBuffer>,
) {
  const peer = await crypto.subtle.importKey('raw', otherPublic, P256, false, []);
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: peer }, ownPrivateKey, 256),
  );
  const keyInfo = concat(encoder.encode('WebPush: info\0'), publicKeys.userAgent, publicKeys.server);
  const ikm = await hkdf(fromBase64Url(auth), ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  return { key: await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt', 'decrypt']), nonce };
}

/** For tests and the RFC's example: the salt and the server's key pair a real send makes fresh. */
interface FixedInputs {
  salt: Uint8Array<ArrayBuffer>;
  serverKeys: CryptoKeyPair;
}

/** The body of a push message (`Content-Encoding: aes128gcm`) carrying `plaintext` to the subscription. */
export async function encryptPushPayload(
  plaintext: Uint8Array,
  keys: SubscriptionKeys,
  fixed?: FixedInputs,
): Promise<Uint8Array<ArrayBuffer>> {
  const userAgentPublic = fromBase64Url(keys.p256dh);
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const serverKeys =
    fixed?.serverKeys ?? ((await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair);
  const serverPublic = new Uint8Array(await crypto.subtle.exportKey('raw', serverKeys.publicKey));
  const { key, nonce } = await contentKeys(
    serverKeys.privateKey,
    userAgentPublic,
    keys.auth,
    { userAgent: userAgentPublic, server: serverPublic },
    salt,
  );
  // One record, the last: the payload followed by the delimiter 0x02 and no further padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = serverPublic.length;
  return concat(header, serverPublic, ciphertext);
}

/**
 * The user agent's side: the plaintext of a push message's body, for the subscription whose private
 * key and auth secret these are (the sandbox's push service, standing in for the browser).
 * Throws on a body that is not one well-formed aes128gcm record for these keys.
 */
export async function decryptPushPayload(
  body: Uint8Array<ArrayBuffer>,
  keys: SubscriptionKeys & { privateKey: CryptoKey },
): Promise<Uint8Array<ArrayBuffer>> {
  if (body.length < 21) throw new Error('no aes128gcm header');
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const idLength = body[20]!;
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  if (idLength !== 65 || ciphertext.length < 17 || ciphertext.length > recordSize)
    throw new Error('not one aes128gcm record with a P-256 key');
  const { key, nonce } = await contentKeys(
    keys.privateKey,
    serverPublic,
    keys.auth,
    { userAgent: fromBase64Url(keys.p256dh), server: serverPublic },
    salt,
  );
  const record = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
  // The padding is zeros after the delimiter; the last record's delimiter is 0x02.
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end--;
  if (end < 0 || record[end] !== 2) throw new Error('not the last record');
  return record.slice(0, end);
}

type P256Usage = 'ECDH' | 'ECDSA';
const p256Algorithm = (usage: P256Usage) =>
  usage === 'ECDH' ? P256 : ({ name: 'ECDSA', namedCurve: 'P-256' } as const);

/** The JWK of a raw P-256 public key (uncompressed, base64url); throws on any other shape. */
function p256PublicJwk(publicKey: string): JsonWebKey {
  const raw = fromBase64Url(publicKey);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 public key');
  return { kty: 'EC', crv: 'P-256', x: toBase64Url(raw.slice(1, 33)), y: toBase64Url(raw.slice(33)) };
}

/** A raw P-256 public key (uncompressed, base64url), for ECDH or for verifying ECDSA signatures. */
export async function importP256PublicKey(publicKey: string, usage: P256Usage): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    p256PublicJwk(publicKey),
    p256Algorithm(usage),
    true,
    usage === 'ECDH' ? [] : ['verify'],
  );
}

/** A P-256 key pair from its raw parts (public uncompressed, private scalar), both base64url. */
export async function importP256KeyPair(
  publicKey: string,
  privateKey: string,
  usage: P256Usage,
): Promise<CryptoKeyPair> {
  return {
    publicKey: await importP256PublicKey(publicKey, usage),
    privateKey: await crypto.subtle.importKey(
      'jwk',
      { ...p256PublicJwk(publicKey), d: privateKey },
      p256Algorithm(usage),
      false,
      usage === 'ECDH' ? ['deriveBits'] : ['sign'],
    ),
  };
}
