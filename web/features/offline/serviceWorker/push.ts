/// <reference lib="webworker" />
// "Tell me when the code is ready": the worker's side of the arrival push (README, "A guest's
// arrival"). sw.ts imports this module for its listeners; what a device keeps is keepReservation's.
import { arrivalPushSchema, type ArrivalPush } from '../../../../shared/push/arrivalPush.ts';
import { arrivalCall } from '../../../../shared/upstream/calls/arrival.ts';
import { callPath } from '../../../../shared/upstream/callPath.ts';
import { reservationOfSavedPage } from '../saved/savedPages.ts';
import { readSavedReservation } from '../saved/savedCopies.ts';
import { keepReservation } from './keepReservation.ts';

declare const self: ServiceWorkerGlobalScope;

/** The message, or null for one that is not the portal's. */
function arrivalPushOf(event: PushEvent): ArrivalPush | null {
  try {
    const parsed = arrivalPushSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The saved arrival card made anew through keepReservation, as a visit would save it, its arrival
 * call asked for again although saved within the hour (the code is in it at last). Only a
 * reservation this device keeps: one forgotten or past its keeping stays gone.
 */
async function refreshSavedArrival(token: string, page: URL): Promise<void> {
  const saved = await readSavedReservation(caches, token);
  if (!saved) return;
  const lang = page.searchParams.get('lang') ?? saved.lang;
  const { savedAt: _savedAt, ...reservation } = saved;
  await keepReservation(
    {
      type: 'keep',
      reservation,
      page: `${page.pathname}${page.search}`,
      calls: [callPath(arrivalCall, { token }, { lang })],
      files: [],
    },
    { storage: caches, origin: self.location.origin, now: new Date(), heldPage: undefined, refresh: true },
  );
}

self.addEventListener('push', (event) => {
  const message = arrivalPushOf(event);
  if (!message) return;
  const page = new URL(message.url, self.location.origin);
  const token = reservationOfSavedPage(page.pathname);
  event.waitUntil(
    (async () => {
      // Saved before the guest is told, so the card opens with the code even without a connection.
      if (token) await refreshSavedArrival(token, page).catch(() => undefined);
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: `arrival-${message.reservation}`,
        icon: '/images/icons/icon-192.png',
        data: { url: message.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !reservationOfSavedPage(new URL(url, self.location.origin).pathname)) return;
  event.waitUntil(
    (async () => {
      const target = new URL(url, self.location.origin);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) {
        await open.focus();
        await open.navigate(target.href).catch(() => undefined);
      } else {
        await self.clients.openWindow(target.href);
      }
    })(),
  );
});
