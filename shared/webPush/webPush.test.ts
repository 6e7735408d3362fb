import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../encoding/base64url.ts';
import { decryptPushPayload, encryptPushPayload, importP256KeyPair } from './encryption.ts';
import { checkVapidAuthorization, vapidAuthorization, type VapidKeys } from './vapid.ts';

// RFC 8291 Appendix A (Intermediate Values for Encryption): the example's keys, salt and message.
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const subscription = { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };
const encoder = new TextEncoder();

describe('RFC 8291 message encryption (aes128gcm)', () => {
  it("writes the Appendix's message byte for byte from its keys and salt", async () => {
    const serverKeys = await importP256KeyPair(RFC8291.asPublic, RFC8291.asPrivate, 'ECDH');
    const body = await encryptPushPayload(encoder.encode(RFC8291.plaintext), subscription, {
      salt: fromBase64Url(RFC8291.salt),
      serverKeys,
    });
    expect(toBase64Url(body)).toBe(RFC8291.body);
  });

  it("reads the Appendix's message back with the user agent's private key", async () => {
    const { privateKey } = await importP256KeyPair(RFC8291.uaPublic, RFC8291.uaPrivate, 'ECDH');
    const plaintext = await decryptPushPayload(fromBase64Url(RFC8291.body), { ...subscription, privateKey });
    expect(new TextDecoder().decode(plaintext)).toBe(RFC8291.plaintext);
  });

  it('makes a fresh salt and key for each message, which the subscription reads and no other', async () => {
    const { privateKey } = await importP256KeyPair(RFC8291.uaPublic, RFC8291.uaPrivate, 'ECDH');
    const message = encoder.encode('{"title":"Ready"}');
    const [first, second] = await Promise.all([
      encryptPushPayload(message, subscription),
      encryptPushPayload(message, subscription),
    ]);
    expect(toBase64Url(first.slice(0, 16))).not.toBe(toBase64Url(second.slice(0, 16)));
    expect(await decryptPushPayload(first, { ...subscription, privateKey })).toEqual(message);
    const wrongAuth = { ...subscription, auth: toBase64Url(new Uint8Array(16)), privateKey };
    await expect(decryptPushPayload(first, wrongAuth)).rejects.toThrow();
    const tampered = first.slice();
    tampered[tampered.length - 1]! ^= 1;
    await expect(decryptPushPayload(tampered, { ...subscription, privateKey })).rejects.toThrow();
  });
});

async function newVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return {
    publicKey: toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey)),
    privateKey: jwk.d!,
  };
}

/** A token signed with `keys` over any claims, as a careless or hostile sender would make it. */
async function tokenWith(keys: VapidKeys, claims: object, alg = 'ES256'): Promise<string> {
  const part = (value: object) => toBase64Url(encoder.encode(JSON.stringify(value)));
  const input = `${part({ typ: 'JWT', alg })}.${part(claims)}`;
  const { privateKey } = await importP256KeyPair(keys.publicKey, keys.privateKey, 'ECDSA');
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    privateKey,
    encoder.encode(input),
  );
  return `vapid t=${input}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}

describe('RFC 8292 VAPID', () => {
  const now = new Date('2026-08-14T10:00:00Z');
  const nowS = now.getTime() / 1000;
  const endpoint = 'https://push.example.net/send/abc?x=1';

  it('signs an ES256 JWT for the endpoint’s origin, at most a day ahead, with a subject, and names its key', async () => {
    const keys = await newVapidKeys();
    const header = await vapidAuthorization(endpoint, keys, 'mailto:ops@example.com', now);
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
    expect(key).toBe(keys.publicKey);
    const [head, claims, signature] = token!.split('.');
    const decode = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64Url(part))) as unknown;
    expect(decode(head!)).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(decode(claims!)).toEqual({
      aud: 'https://push.example.net',
      exp: nowS + 12 * 3600,
      sub: 'mailto:ops@example.com',
    });
    // r‖s, as JWS writes an ES256 signature.
    expect(fromBase64Url(signature!)).toHaveLength(64);
    expect(await checkVapidAuthorization(header, 'https://push.example.net', now)).toMatchObject({
      ok: true,
      publicKey: keys.publicKey,
    });
    // Asked for longer, it still lives a day at most.
    const long = await vapidAuthorization(endpoint, keys, 'mailto:ops@example.com', now, 7 * 86_400);
    expect(await checkVapidAuthorization(long, 'https://push.example.net', now)).toMatchObject({ ok: true });
  });

  it('is refused by a push service for another audience, once expired, too far ahead, without a subject, signed by another key or not ES256', async () => {
    const keys = await newVapidKeys();
    const other = await newVapidKeys();
    const origin = 'https://push.example.net';
    const good = { aud: origin, exp: nowS + 3600, sub: 'mailto:ops@example.com' };
    const refusals = [
      [await vapidAuthorization(endpoint, keys, 'mailto:ops@example.com', now), 'https://other.example.net'],
      [await tokenWith(keys, { ...good, exp: nowS - 1 }), origin],
      [await tokenWith(keys, { ...good, exp: nowS + 24 * 3600 + 60 }), origin],
      [await tokenWith(keys, { aud: origin, exp: nowS + 3600 }), origin],
      [(await tokenWith(keys, good)).replace(/k=.+$/, `k=${other.publicKey}`), origin],
      [await tokenWith(keys, good, 'HS256'), origin],
      [(await tokenWith(keys, good)).replace(/^vapid/, 'WebPush'), origin],
      ['vapid t=abc', origin],
      [null, origin],
    ] as const;
    for (const [header, service] of refusals)
      expect(await checkVapidAuthorization(header, service, now), String(header)).toMatchObject({
        ok: false,
      });
    expect(await checkVapidAuthorization(await tokenWith(keys, good), origin, now)).toMatchObject({
      ok: true,
    });
  });
});
