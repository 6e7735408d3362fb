import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtures, resetSandbox, sandboxCall } from '../../entry/test/request.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import type { InviteView } from '../../shared/precheckin/schemas/invite.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { todayIso } from '../../shared/reservation/stay.ts';
import { moveClock } from '../kit/clock.ts';
import { ann, arrival, austrianLead, tom } from './precheckinTestData.ts';
import { spaniard } from '../../shared/precheckin/countryRules/exampleTravellers.ts';
import { signatureOf } from '../../entry/test/registration.ts';

const PRECHECKINS = 'https://sandbox.test/webcc-api/v1/booking/precheckins';

/** Each test its own client, so one test's misses never lock out another's. */
let client = '';
const send = (path: string, method = 'GET', body?: unknown) =>
  sandboxCall(
    new Request(`${PRECHECKINS}/${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const json = async <T>(response: Promise<Response>): Promise<T> => (await response).json() as Promise<T>;

/**
 * The easy demo pre-check-in, in Austria: three adults; fellows give their names and birth date,
 * the main guest (not Austrian) also the address and the travel document (issue 31).
 */
async function easyPrecheckin() {
  return (await fixtures()).precheckins.find((p) => p.number === '4815162352')!.token;
}

const invite = async (token: string, number: number) => {
  const precheckin = await json<Precheckin>(send(`${token}/invites/${number}`, 'POST'));
  return precheckin.invites.find((i) => i.number === number)!.token;
};
const daysUntil = (day: string) => Math.round((Date.parse(day) - Date.parse(todayIso())) / 86_400_000);
// Austria: the main guest signs the guest sheet (issue 31 point 3).
const lead = { number: 1, ...austrianLead, signature: signatureOf('James Carter') };

let clients = 0;
beforeEach(async () => {
  clients += 1;
  client = `203.0.113.${clients}`;
  await resetSandbox();
});
afterEach(() => moveClock(0));

describe('invite links of the pre-check-in sandbox (issue 31)', () => {
  it('issues a fellow traveller a link of their own that opens their entry and nothing else', async () => {
    const token = await easyPrecheckin();
    const issued = await send(`${token}/invites/2`, 'POST');
    expect(issued.status).toBe(201);
    const precheckin = (await issued.json()) as Precheckin;
    expect(precheckin.invites).toEqual([
      { number: 2, token: expect.any(String), status: 'invited', issuedAt: expect.any(String) },
    ]);
    const link = precheckin.invites[0]!.token;
    // 144 random bits, base64url: at least the 128 the issue asks for.
    expect(isWellFormedToken(link) && link.length >= 22).toBe(true);
    expect(link).not.toBe(token);

    const opened = await send(`invites/${link}`);
    expect(opened.status).toBe(200);
    const view = (await opened.clone().json()) as InviteView;
    expect(view).toEqual({
      number: 2,
      stay: {
        checkin: precheckin.reservation.checkin,
        checkout: precheckin.reservation.checkout,
        accommodation: precheckin.reservation.accommodation,
      },
      layout: ['firstname', 'lastname', 'birthday'],
      country: 'AT',
      slot: { category: 'adults', from: 18, to: 120 },
      traveller: null,
      savedAt: null,
      closed: null,
    });
    const text = await opened.text();
    for (const secret of [token, '4815162352', 'james.carter@example.com'])
      expect(text).not.toContain(secret);
  });

  it('saves the invited entry, shows it done, and lets the main guest confirm once all are complete', async () => {
    const token = await easyPrecheckin();
    const link = await invite(token, 2);
    const bad = await send(`invites/${link}`, 'PUT', { firstname: 'Ann', lastname: '<b>' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { lastname: 'forbiddenCharacters' } });

    const saved = await send(`invites/${link}`, 'PUT', { ...ann, firstname: ' Ann ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      traveller: { firstname: 'Ann', lastname: 'Carter' },
      savedAt: expect.any(String),
    });
    const afterInvite = await json<Precheckin>(send(token));
    expect(afterInvite.invites).toMatchObject([{ number: 2, status: 'done' }]);
    expect(afterInvite.links.travellers).toBe('incomplete');

    // The main guest sends the entries without an invite: their own and the third traveller's.
    const mainGuest = await send(`${token}/travellers`, 'POST', [lead, { number: 3, ...tom }]);
    expect(mainGuest.status).toBe(200);
    const complete = (await mainGuest.json()) as Precheckin;
    expect(complete.travelers.map((t) => [t.number, t.firstname])).toEqual([
      [1, 'James'],
      [2, 'Ann'],
      [3, 'Tom'],
    ]);
    expect(complete.links.travellers).toBe('complete');
    const arrived = await send(`${token}/contact`, 'POST', arrival);
    expect(arrived.status).toBe(200);
    expect((await send(`${token}/guestregistration`, 'PUT')).status).toBe(200);
    const confirmed = await send(`${token}/confirm`, 'POST', {});
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as Precheckin).completedAt).not.toBeNull();
    // Confirmed: the invited traveller reads their entry, and changes nothing any more.
    expect(await json<InviteView>(send(`invites/${link}`))).toMatchObject({ closed: 'completed' });
    expect((await send(`invites/${link}`, 'PUT', { firstname: 'Anna', lastname: 'Carter' })).status).toBe(
      409,
    );
  });

  it('refuses another traveller’s entry by the link, and the invited entry to the main guest', async () => {
    const token = await easyPrecheckin();
    await send(`${token}/travellers`, 'POST', [lead, { number: 2, ...ann }, { number: 3, ...tom }]);
    const link = await invite(token, 2);
    const before = await json<Precheckin>(send(token));
    const james = before.travelers.find((t) => t.number === 1)!;
    const byNumber = await send(`invites/${link}`, 'PUT', { number: 3, firstname: 'Eve', lastname: 'X' });
    expect(byNumber.status).toBe(403);
    const byId = await send(`invites/${link}`, 'PUT', { uuid: james.uuid, firstname: 'Eve', lastname: 'X' });
    expect(byId.status).toBe(403);
    // The link is no pre-check-in token: the main guest's pre-check-in is not behind it.
    expect((await send(link)).status).toBe(404);
    expect((await send(`${link}/travellers`, 'POST', [lead])).status).toBe(404);
    // The invited traveller's own entry as the main guest had typed it, and no one else's.
    expect(await json<InviteView>(send(`invites/${link}`))).toMatchObject({
      traveller: { firstname: 'Ann', lastname: 'Carter' },
    });
    const overwrite = await send(`${token}/travellers`, 'POST', [
      lead,
      { number: 2, firstname: 'Eve', lastname: 'X' },
      { number: 3, ...tom },
    ]);
    expect(overwrite.status).toBe(409);
    expect(await overwrite.json()).toEqual({ error: 'invited', numbers: [2] });
    expect((await json<Precheckin>(send(token))).travelers).toEqual(before.travelers);
    expect((await send(`${token}/invites/1`, 'POST')).status).toBe(400);
    expect((await send(`${token}/invites/4`, 'POST')).status).toBe(400);
  });

  it('ends a withdrawn link, and a replaced one, with 410; the new link opens', async () => {
    const token = await easyPrecheckin();
    const first = await invite(token, 3);
    const second = await invite(token, 3);
    expect(second).not.toBe(first);
    expect((await send(`invites/${first}`)).status).toBe(410);
    expect((await send(`invites/${first}`, 'PUT', { firstname: 'Tom', lastname: 'Carter' })).status).toBe(
      410,
    );
    expect((await send(`invites/${second}`)).status).toBe(200);
    expect((await json<Precheckin>(send(token))).invites.map((i) => i.token)).toEqual([second]);

    const withdrawn = await send(`${token}/invites/3`, 'DELETE');
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as Precheckin).invites).toEqual([]);
    const ended = await send(`invites/${second}`);
    expect(ended.status).toBe(410);
    expect(await ended.json()).toEqual({ error: 'ended' });
    // Withdrawn, the entry is the main guest's again.
    expect(
      (await send(`${token}/travellers`, 'POST', [lead, { number: 2, ...ann }, { number: 3, ...tom }]))
        .status,
    ).toBe(200);
  });

  it('closes the entry on the arrival day and ends the link at checkout, on the sandbox’s clock', async () => {
    const token = await easyPrecheckin();
    const link = await invite(token, 2);
    const { reservation } = await json<Precheckin>(send(token));
    moveClock(daysUntil(reservation.checkin));
    expect(await json<InviteView>(send(`invites/${link}`))).toMatchObject({ closed: 'arrived' });
    const late = await send(`invites/${link}`, 'PUT', { firstname: 'Ann', lastname: 'Carter' });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: 'expired' });
    moveClock(daysUntil(reservation.checkout) - 1);
    expect((await send(`invites/${link}`)).status).toBe(200);
    moveClock(daysUntil(reservation.checkout));
    expect((await send(`invites/${link}`)).status).toBe(410);
    expect((await json<Precheckin>(send(token))).invites).toEqual([]);
  });

  it('counts unknown invite tokens as misses and then refuses a further miss with 429; a real link still opens', async () => {
    const token = await easyPrecheckin();
    const link = await invite(token, 2);
    expect((await send('invites/not-a-token')).status).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      const guess = `Guess${String(i).padStart(19, '0')}`;
      const miss = i % 2 ? send(`invites/${guess}`, 'PUT', {}) : send(`invites/${guess}`);
      expect((await miss).status).toBe(404);
    }
    // Only misses are refused (issue 34 point 6): the link a guest was given still opens.
    expect((await send(`invites/Guess${'x'.repeat(19)}`)).status).toBe(429);
    expect((await send(`invites/${link}`)).status).toBe(200);
    client = '198.51.100.7';
    expect((await send(`invites/Guess${'x'.repeat(19)}`)).status).toBe(404);
  });

  it('asks an invited traveller what the law of the house’s country asks of a fellow, and keeps only that', async () => {
    const token = (await fixtures()).precheckins.find((p) => p.number === '4815162371')!.token;
    const link = await invite(token, 2);
    const view = await json<InviteView>(send(`invites/${link}`));
    const { reservation } = await json<Precheckin>(send(token));
    expect(view).toMatchObject({
      country: 'ES',
      stay: { checkin: reservation.checkin, checkout: reservation.checkout },
    });
    expect(view.layout).toEqual(expect.arrayContaining(['secondSurname', 'documentSupportNumber']));

    const withoutSecondSurname = await send(`invites/${link}`, 'PUT', { ...spaniard, secondSurname: '' });
    expect(withoutSecondSurname.status).toBe(400);
    expect(await withoutSecondSurname.json()).toMatchObject({
      fields: { secondSurname: 'secondSurnameRequired' },
    });
    const saved = await send(`invites/${link}`, 'PUT', {
      ...spaniard,
      // Spain: every traveller from 14 signs (issue 31 point 3).
      signature: signatureOf('Javier García López'),
      phone: '34600000000',
      documentImage: 'data:image/png;base64,iVBORw0KGgo',
    });
    expect(saved.status).toBe(200);
    const entryOf = async () => (await json<Precheckin>(send(token))).travelers.find((t) => t.number === 2);
    const entry = await entryOf();
    expect(entry).toMatchObject({ secondSurname: 'López', documentSupportNumber: 'BAA000589' });
    // The phone is the main guest's to give in Spain; a document's picture is never kept (the
    // signature's is: point 3).
    expect(entry).not.toHaveProperty('phone');
    expect(JSON.stringify({ ...entry, signature: undefined })).not.toContain('base64');

    // As a German he has no second surname to give, and his document no Spanish support number.
    const german = { ...spaniard, secondSurname: '', countryOrigin: 'DE', passID: 'L01X00T47' };
    expect((await send(`invites/${link}`, 'PUT', german)).status).toBe(200);
    expect(await entryOf()).not.toHaveProperty('documentSupportNumber');
  });
});
