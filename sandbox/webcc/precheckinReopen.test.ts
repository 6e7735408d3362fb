import { beforeEach, describe, expect, it } from 'vitest';
import { get, resetSandbox, sandboxCall } from '../../entry/test/request.ts';
import { precheckinTokenOf, readPrecheckin, sendToPrecheckins } from '../../entry/test/registration.ts';
import type { Reservation } from '../../shared/reservation/schemas/reservation.ts';
import { arrivalReveal, revealInputs } from '../../shared/reservation/arrivalReveal.ts';
import { DEFAULT_REVEAL_HOURS } from '../../shared/reservation/arrivalSchema.ts';

const BASE = 'https://sandbox.test/webcc-api/v1/booking/reservations';
/** The German demo booking whose pre-check-in is complete: 4 adults, 2 children, 1 baby. */
const COMPLETED = '4815162343';

async function changeReservation(fields: Record<string, string>): Promise<Response> {
  await sandboxCall(new Request(`${BASE}/${COMPLETED}/authcodes/email`, { method: 'POST' }));
  const mails = (await (await get('/__dev/mailbox.json')).json()) as { subject: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.subject.includes(COMPLETED))?.text ?? '')?.[1];
  const { reservations } = (await (await get('/__dev/fixtures.json')).json()) as {
    reservations: { number: string; token: string }[];
  };
  const token = reservations.find((r) => r.number === COMPLETED)!.token;
  const before = (await (await sandboxCall(new Request(`${BASE}/${token}`))).json()) as Reservation;
  return sandboxCall(
    new Request(`${BASE}/${COMPLETED}`, {
      method: 'PUT',
      body: new URLSearchParams(fields),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-lastmodified': before.lastModified,
        authorization: `Authcode ${code}`,
      },
    }),
  );
}

beforeEach(async () => {
  await resetSandbox();
});

describe('a change of persons reopens a completed pre-check-in (issue 43 point 3)', () => {
  it('adds the new traveller to do: the service, the step list and the reveal rule agree', async () => {
    const token = await precheckinTokenOf(COMPLETED);
    expect((await readPrecheckin(token)).completedAt).not.toBeNull();

    const answer = await changeReservation({ adults: '5' });
    expect(answer.status).toBe(200);
    const reservation = (await answer.json()) as Reservation;
    expect(reservation.precheckin).toMatchObject({ completed: false });

    const reopened = await readPrecheckin(token);
    expect(reopened.completedAt).toBeNull();
    expect(reopened.travellerCount).toBe(8);
    expect(reopened.links).toMatchObject({
      arrival: 'complete',
      pax: 'incomplete',
      travellers: 'incomplete',
      services: 'complete',
      checkin: 'incomplete',
    });
    // The day before arrival, inside the reveal's hours: from the arrival day on, an undone
    // pre-check-in has closed and the code never comes here.
    const inWindow = new Date(Date.parse(`${reservation.checkin}T12:00:00Z`) - 24 * 60 * 60 * 1000);
    const reveal = arrivalReveal(
      revealInputs(reservation, {
        checkinFrom: '16:00',
        checkoutUntil: '10:00',
        timeZone: 'Europe/Vienna',
        paymentOnSite: false,
        revealHoursBeforeArrival: DEFAULT_REVEAL_HOURS,
      }),
      inWindow,
    );
    expect(reveal.kind === 'later' && reveal.missing).toContain('precheckin');

    // It takes changes again: the persons step counts the new adult.
    const pax = await sendToPrecheckins(`${token}/pax`, 'POST', {
      babies: 1,
      children: 2,
      teenager: 0,
      adults: 5,
      pensioner: 0,
    });
    expect(pax.status).toBe(200);
  });

  it('stays complete after a change of services alone', async () => {
    const token = await precheckinTokenOf(COMPLETED);
    expect((await changeReservation({ 'service[COT]': '0' })).status).toBe(200);
    expect((await readPrecheckin(token)).links.checkin).toBe('complete');
  });
});
