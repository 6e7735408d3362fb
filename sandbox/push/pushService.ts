import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { sandboxNow, sandboxStamp } from '../kit/clock.ts';
import { badRequest } from '../kit/badRequest.ts';
import { randomSecret, randomToken } from '../kit/secrets.ts';
import { toBase64Url } from '../../shared/encoding/base64url.ts';
import { decryptPushPayload, importP256KeyPair } from '../../shared/webPush/encryption.ts';
import { checkVapidAuthorization } from '../../shared/webPush/vapid.ts';

/**
 * A push service (RFC 8030) on the portal's own origin, standing in for the browsers' (Google's,
 * Mozilla's, Apple's), which a headless browser cannot reach: a test makes a subscription here
 * (`POST /__dev/push/subscriptions`, keys made as a browser makes them), hands it to the portal as a
 * browser would, and reads at `/__dev/pushes.json` what the portal sent to it, checked (VAPID,
 * RFC 8292) and decrypted (RFC 8291) as the real services and the browser would.
 */
const PUSH_ENDPOINT_PATH = '/__dev/push/';

interface TestSubscriptionRow {
  id: string;
  private_key: string;
  p256dh: string;
  auth: string;
  application_server_key: string | null;
}

const newSubscriptionSchema = z.object({
  applicationServerKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/))),
});

interface ReceivedPush {
  endpoint: string;
  reservation: string | null;
  title: string | null;
  body: string | null;
  receivedAt: string;
  /** The message as the service worker gets it (`PushMessageData.text()`). */
  payload: string;
}

async function findSubscription(db: D1Database, id: string) {
  return db
    .prepare('SELECT * FROM push_test_subscriptions WHERE id = ?')
    .bind(id)
    .first<TestSubscriptionRow>();
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

export function pushServiceRoutes() {
  const routes = new Hono<SandboxAppEnv>();

  // A subscription as PushSubscription.toJSON() gives it, for the key the portal's page would pass.
  routes.post(`${PUSH_ENDPOINT_PATH}subscriptions`, async (c) => {
    const body = newSubscriptionSchema.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!body.success) return badRequest(c, body.error.issues);
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])) as CryptoKeyPair;
    const id = randomToken();
    const p256dh = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = randomSecret(16);
    const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    await c.env.DB.prepare(
      `INSERT INTO push_test_subscriptions (id, private_key, p256dh, auth, application_server_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
      .bind(id, JSON.stringify(jwk), p256dh, auth, body.data.applicationServerKey ?? null, sandboxStamp())
      .run();
    const endpoint = `${new URL(c.env.IDENTITY_UI_URL).origin}${PUSH_ENDPOINT_PATH}${id}`;
    return c.json({ endpoint, expirationTime: null, keys: { p256dh, auth } }, 201);
  });

  // RFC 8030 §5: a push message for one subscription, accepted only as the real services accept it.
  routes.post(`${PUSH_ENDPOINT_PATH}:id`, async (c) => {
    const subscription = await findSubscription(c.env.DB, c.req.param('id'));
    if (!subscription) return c.json({ error: 'no_such_subscription' }, 410);
    const vapid = await checkVapidAuthorization(
      c.req.header('authorization') ?? null,
      new URL(c.req.url).origin,
      sandboxNow(),
    );
    if (!vapid.ok) return c.json({ error: 'vapid', reason: vapid.reason }, 401);
    if (subscription.application_server_key && vapid.publicKey !== subscription.application_server_key)
      return c.json({ error: 'vapid', reason: 'k is not the key of this subscription' }, 403);
    if (!/^\d+$/.test(c.req.header('ttl') ?? '')) return c.json({ error: 'ttl_missing' }, 400);
    if (c.req.header('content-encoding') !== 'aes128gcm') return c.json({ error: 'content_encoding' }, 415);
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (body.length > 4096) return c.json({ error: 'too_large' }, 413);
    let payload: string;
    try {
      // The private key is kept as the JWK it was exported as: its scalar `d` with the raw public key.
      const { d = '' } = JSON.parse(subscription.private_key) as JsonWebKey;
      const { privateKey } = await importP256KeyPair(subscription.p256dh, d, 'ECDH');
      payload = new TextDecoder().decode(
        await decryptPushPayload(body, { p256dh: subscription.p256dh, auth: subscription.auth, privateKey }),
      );
    } catch {
      return c.json({ error: 'undecryptable' }, 400);
    }
    const { meta } = await c.env.DB.prepare(
      'INSERT INTO push_messages (subscription_id, endpoint, payload, received_at) VALUES (?, ?, ?, ?)',
    )
      .bind(subscription.id, c.req.url, payload, sandboxStamp())
      .run();
    return c.body(null, 201, { Location: `${PUSH_ENDPOINT_PATH}messages/${meta.last_row_id}` });
  });

  routes.get('/__dev/pushes.json', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT endpoint, payload, received_at FROM push_messages ORDER BY id DESC LIMIT 100',
    ).all<{ endpoint: string; payload: string; received_at: string }>();
    const pushes: ReceivedPush[] = results.map((row) => {
      const message = (() => {
        try {
          return JSON.parse(row.payload) as Record<string, unknown>;
        } catch {
          return {};
        }
      })();
      return {
        endpoint: row.endpoint,
        reservation: textOf(message.reservation),
        title: textOf(message.title),
        body: textOf(message.body),
        receivedAt: row.received_at,
        payload: row.payload,
      };
    });
    return c.json(pushes);
  });

  return routes;
}

/** Whether a URL is this stand-in's endpoint (entry/localSandbox.ts posts such messages in-process). */
export const isPushStandInPath = (pathname: string) =>
  pathname.startsWith(PUSH_ENDPOINT_PATH) && /^[\w-]+$/.test(pathname.slice(PUSH_ENDPOINT_PATH.length));
