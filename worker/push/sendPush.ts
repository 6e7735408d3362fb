import { encryptPushPayload } from '../../shared/webPush/encryption.ts';
import { vapidAuthorization } from '../../shared/webPush/vapid.ts';
import type { Env } from '../env.ts';
import type { PushService } from './pushService.ts';
import type { VapidSettings } from './vapidSettings.ts';

/** How long a push service keeps a message for a device that is off: a day, then the code shows anyway. */
const TTL_S = 24 * 60 * 60;

type Delivery = 'sent' | 'gone' | 'failed';

/**
 * One push message (RFC 8030 §5) to a subscription: the payload encrypted to the device (RFC 8291),
 * signed for the push service (RFC 8292). A subscription the push service no longer knows (404,
 * 410) is gone; anything else but a success is tried again later.
 */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: object,
  context: { vapid: VapidSettings; service: PushService; env: Env; now: Date },
): Promise<{ delivery: Delivery; status: number | undefined }> {
  const body = await encryptPushPayload(new TextEncoder().encode(JSON.stringify(payload)), subscription);
  const request = new Request(subscription.endpoint, {
    method: 'POST',
    headers: {
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(TTL_S),
      // A guest on their way to the house: delivered now, even to a phone saving its battery.
      Urgency: 'high',
      Authorization: await vapidAuthorization(
        subscription.endpoint,
        context.vapid.keys,
        context.vapid.subject,
        context.now,
      ),
    },
    body,
  });
  try {
    const answer = await context.service.send(request, context.env);
    await answer.body?.cancel();
    if (answer.ok) return { delivery: 'sent', status: answer.status };
    return {
      delivery: answer.status === 404 || answer.status === 410 ? 'gone' : 'failed',
      status: answer.status,
    };
  } catch {
    return { delivery: 'failed', status: undefined };
  }
}
