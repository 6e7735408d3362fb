import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures, resetSandbox, sandboxCall } from '../../entry/test/request.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import { ann, arrival, austrianLead, tom } from './precheckinTestData.ts';
import { signatureOf } from '../../entry/test/registration.ts';

const call = (path: string, init: RequestInit = {}) =>
  sandboxCall(new Request(`https://sandbox.test/webcc-api/v1/booking/precheckins/${path}`, init));
const post = (path: string, body: unknown, method = 'POST') =>
  call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function tokenOf(number: string) {
  return (await fixtures()).precheckins.find((p) => p.number === number)!.token;
}

const customer = {
  salutation: '2',
  firstname: 'Emma',
  lastname: 'Walker',
  street: 'High Street 1',
  street2: '',
  zip: 'SW1A 1AA',
  place: 'London',
  country: 'GB',
  holidayPhone: '447700900123',
  mail: 'emma.walker@example.com',
};

beforeEach(async () => {
  await resetSandbox();
});

describe('pre-check-in sandbox', () => {
  it('answers the pre-check-in with mode, pax types, layouts and links', async () => {
    const response = await call(await tokenOf('4815162342'));
    expect(response.status).toBe(200);
    const precheckin = (await response.json()) as Precheckin;
    expect(precheckin).toMatchObject({
      mode: 'all',
      travellerCount: 3,
      expired: false,
      links: { customer: 'incomplete', checkin: 'incomplete' },
    });
    expect(precheckin.paxTypes.map((t) => [t.category, t.from, t.to, t.count])).toEqual([
      ['babies', 0, 1, 0],
      ['children', 2, 17, 1],
      ['adults', 18, 120, 2],
    ]);
    expect(precheckin.layoutFirst).toContain('passportExpDate');
    expect((await call('AbCdEfGhIjKlMnOpQrStUvWx')).status).toBe(404);
    expect((await call('nope')).status).toBe(400);
  });

  it('stores each step and refuses bad input with the field', async () => {
    const token = await tokenOf('4815162342');
    const bad = await post(`${token}/customer`, { ...customer, street: "O'Connell <b>" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { street: 'forbiddenCharacters' } });
    expect(((await (await post(`${token}/customer`, customer)).json()) as Precheckin).customer).toMatchObject(
      { salutation: 'F', lastname: 'Walker' },
    );
    expect(
      (await post(`${token}/contact?createToDo=true`, { ...arrival, travelType: 'airplane' })).status,
    ).toBe(400);
    const moment = await post(`${token}/contact`, { ...arrival, endTime: arrival.startTime });
    expect(await moment.json()).toMatchObject({ fields: { endTime: 'endNotAfterStart' } });
    expect(
      ((await (await post(`${token}/contact?createToDo=true`, arrival)).json()) as Precheckin).links.arrival,
    ).toBe('complete');
    const noAdult = await post(`${token}/pax`, {
      babies: 0,
      children: 3,
      teenager: 0,
      adults: 0,
      pensioner: 0,
    });
    expect(await noAdult.json()).toMatchObject({ fields: { adults: 'adultRequired' } });
    // Issue 15: a baby is not one of the persons of 2 and over the booking counts.
    const babyForChild = await post(`${token}/pax`, {
      babies: 1,
      children: 0,
      teenager: 0,
      adults: 2,
      pensioner: 0,
    });
    expect(await babyForChild.json()).toMatchObject({
      fields: { persons: 'exactly 3 persons', babies: 'exactly 0 babies' },
    });
    const pax = (await (
      await post(`${token}/pax`, { babies: 0, children: 1, teenager: 0, adults: 2, pensioner: 0 })
    ).json()) as Precheckin;
    expect(pax.paxTypes.map((t) => t.count)).toEqual([0, 1, 2]);
    const services = await post(`${token}/services`, [{ code: 'BREAD', quantity: 7 }]);
    const servicesBody = (await services.json()) as { TotalCostAmountLocally: number };
    expect(servicesBody.TotalCostAmountLocally).toBeGreaterThan(4200);
    expect(
      (
        await post(`${token}/services`, [
          { code: 'BREAD', quantity: 1 },
          { code: 'BIKE', quantity: 1 },
        ])
      ).status,
    ).toBe(400);
    expect((await post(`${token}/confirm`, {})).status).toBe(422);
  });

  it('checks travellers against their layouts and numbers them from 1', async () => {
    const token = await tokenOf('4815162352');
    expect((await call(`${token}/guestregistration`, { method: 'PUT' })).status).toBe(422);
    // A British guest in Austria (issue 31), and his family; the main guest signs the guest sheet
    // (point 3).
    const traveller = { ...austrianLead, signature: signatureOf('James Carter') };
    const missing = await post(`${token}/travellers`, [traveller, { ...ann, lastname: '' }, tom]);
    expect(await missing.json()).toMatchObject({ fields: { 'travellers.1.lastname': 'required' } });
    const expiring = await post(`${token}/travellers`, [
      { ...traveller, passportExpDate: '2020-01-01' },
      ann,
      tom,
    ]);
    expect(await expiring.json()).toMatchObject({
      fields: { 'travellers.0.passportExpDate': 'expiresDuringStay' },
    });
    const saved = (await (await post(`${token}/travellers`, [traveller, ann, tom])).json()) as Precheckin;
    expect(saved.travelers.map((t) => t.number)).toEqual([1, 2, 3]);
    expect((await call(`${token}/guestregistration`, { method: 'PUT' })).status).toBe(200);
    expect((await post(`${token}/contact`, arrival)).status).toBe(200);
    const confirmed = (await (await post(`${token}/confirm`, {})).json()) as Precheckin;
    expect(confirmed.completedAt).not.toBeNull();
    expect(confirmed.links).toEqual({ arrival: 'complete', travellers: 'complete', checkin: 'complete' });
  });

  it("checks each traveller's age on arrival against the booked category (issues 15, 43)", async () => {
    const token = await tokenOf('4815162342');
    const person = (firstname: string, birthday: string) => ({
      salutation: 'F',
      firstname,
      lastname: 'Walker',
      birthday,
      countryOfBirth: 'GB',
      countryOrigin: 'GB',
      passportType: 'PP',
      passID: `P-${firstname}`,
    });
    const lead = {
      ...person('Emma', '1988-03-14'),
      placeOfIssue: 'HMPO',
      passportIssueDate: '2021-05-01',
      passportExpDate: '2035-05-01',
      country: 'GB',
      street: 'High Street 1',
      zip: 'SW1A 1AA',
      place: 'London',
    };
    const grownUpAsChild = await post(`${token}/travellers`, [
      lead,
      person('Oliver', '1987-07-02'),
      person('Lily', '1990-01-05'),
    ]);
    expect(await grownUpAsChild.json()).toMatchObject({
      fields: { 'travellers.2.birthday': 'outsideCategory' },
    });
    // Issue 43: one set of age groups, the booking's: a teenager booked as a child fits.
    const teenager = await post(`${token}/travellers`, [
      lead,
      person('Oliver', '1987-07-02'),
      person('Lily', `${new Date().getUTCFullYear() - 14}-01-05`),
    ]);
    expect(teenager.status).toBe(200);
    // And a group booked wrongly is corrected online: the persons step counts a third adult.
    const corrected = await post(`${token}/pax`, {
      babies: 0,
      children: 0,
      teenager: 0,
      adults: 3,
      pensioner: 0,
    });
    expect(corrected.status).toBe(200);
    const grownUp = await post(`${token}/travellers`, [
      lead,
      person('Oliver', '1987-07-02'),
      person('Lily', '1990-01-05'),
    ]);
    expect(grownUp.status).toBe(200);
  });

  it('refuses changes once the arrival day has come, and before it opens', async () => {
    expect((await post(`${await tokenOf('4815162349')}/contact`, arrival)).status).toBe(409);
    const early = await post(`${await tokenOf('4815162353')}/contact`, arrival);
    expect(early.status).toBe(422);
    const notYet = (await (await call(await tokenOf('4815162353'))).json()) as Precheckin;
    expect(Object.values(notYet.links)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });

  it('refuses to overwrite a completed pre-check-in (409), and a second confirmation changes nothing', async () => {
    const token = await tokenOf('4815162343');
    const before = (await (await call(token)).json()) as Precheckin;
    expect(before.completedAt).not.toBeNull();
    const writes = [
      post(`${token}/customer`, { ...customer, firstname: 'Mallory' }),
      post(`${token}/contact`, arrival),
      post(`${token}/pax`, { babies: 0, children: 0, teenager: 0, adults: 2, pensioner: 0 }),
      post(`${token}/travellers`, [{ firstname: 'Mallory', lastname: 'Walker' }]),
      post(`${token}/services`, [{ code: 'BREAD', quantity: 1 }]),
      call(`${token}/guestregistration`, { method: 'PUT' }),
      post(token, { customer: { ...customer, firstname: 'Mallory' } }),
    ];
    for (const refused of await Promise.all(writes)) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'completed', completedAt: before.completedAt });
    }
    const again = await post(`${token}/confirm`, {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(before);
    expect(await (await call(token)).json()).toEqual(before);
  });

  it('takes the whole pre-check-in in one POST', async () => {
    const token = await tokenOf('4815162348');
    const response = await post(token, { customer });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Precheckin).links).toEqual({ customer: 'complete' });
    expect((await post(token, { customer: { ...customer, holidayPhone: 'abc' } })).status).toBe(400);
  });
});
