import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchWhole, ORIGIN } from '../../entry/test/request.ts';
import { encryptPushPayload } from '../../shared/webPush/encryption.ts';
import { vapidAuthorization } from '../../shared/webPush/vapid.ts';
import { toBase64Url } from '../../shared/encoding/base64url.ts';

// The push service's stand-in accepts a message only as a real push service and browser would:
// VAPID checked (RFC 8292), the payload decrypted with the subscription's keys (RFC 8291).

const KEYS = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY! };

async function otherKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  return {
    publicKey: toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey)),
    privateKey: (await crypto.subtle.exportKey('jwk', pair.privateKey)).d!,
  };
}

async function subscription(): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const answer = await fetchWhole(`${ORIGIN}/__dev/push/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: KEYS.publicKey }),
  });
  return answer.json();
}

async function send(
  endpoint: string,
  body: Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): Promise<Response> {
  return fetchWhole(endpoint, { method: 'POST', body, headers });
}

beforeEach(async () => {
  await fetchWhole(`${ORIGIN}/__dev/reset`, { method: 'POST' });
});

describe('the sandbox push service', () => {
  it('takes a signed, encrypted message and lists it, and refuses every other', async () => {
    const { endpoint, keys } = await subscription();
    expect(endpoint).toMatch(/^https:\/\/portal\.test\/__dev\/push\/[\w-]+$/);
    const message = { title: 'Ready', body: 'The code', reservation: '4815162358', url: '/x' };
    const body = await encryptPushPayload(new TextEncoder().encode(JSON.stringify(message)), keys);
    const now = new Date();
    const signed = {
      authorization: await vapidAuthorization(endpoint, KEYS, 'mailto:test@example.com', now),
      'content-encoding': 'aes128gcm',
      ttl: '60',
    };
    const other = await otherKeys();
    const refusals: [Record<string, string>, Uint8Array<ArrayBuffer>, number][] = [
      [{ ...signed, authorization: '' }, body, 401],
      [
        {
          ...signed,
          authorization: await vapidAuthorization('https://elsewhere.test/x', KEYS, 'mailto:a@b', now),
        },
        body,
        401,
      ],
      [
        {
          ...signed,
          authorization: await vapidAuthorization(
            endpoint,
            KEYS,
            'mailto:a@b',
            new Date(now.getTime() - 86_400_000),
          ),
        },
        body,
        401,
      ],
      // Signed well, but with a key the subscription was not made for.
      [{ ...signed, authorization: await vapidAuthorization(endpoint, other, 'mailto:a@b', now) }, body, 403],
      [{ ...signed, ttl: '' }, body, 400],
      [{ ...signed, 'content-encoding': 'aesgcm' }, body, 415],
      [signed, body.slice(0, body.length - 1), 400],
    ];
    for (const [headers, sent, status] of refusals)
      expect((await send(endpoint, sent, headers)).status, JSON.stringify(headers)).toBe(status);
    expect((await send(`${ORIGIN}/__dev/push/unknownSubscription`, body, signed)).status).toBe(410);

    expect((await send(endpoint, body, signed)).status).toBe(201);
    const listed = (await (await fetchWhole(`${ORIGIN}/__dev/pushes.json`)).json()) as unknown[];
    expect(listed).toEqual([
      expect.objectContaining({
        endpoint,
        reservation: '4815162358',
        title: 'Ready',
        body: 'The code',
        payload: JSON.stringify(message),
      }),
    ]);
    expect(await env.SANDBOX_DB.prepare('SELECT COUNT(*) AS n FROM push_messages').first('n')).toBe(1);
  });
});
