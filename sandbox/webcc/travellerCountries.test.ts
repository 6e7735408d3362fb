import { beforeEach, describe, expect, it } from 'vitest';
import { resetSandbox } from '../../entry/test/request.ts';
import {
  postTravellers,
  precheckinTokenOf,
  readPrecheckin,
  sendToPrecheckins,
  signatureOf,
} from '../../entry/test/registration.ts';
import { ann, austrianLead, tom } from './precheckinTestData.ts';

// Issue 43: every guest can register, whatever their country; a country that is none is refused.

/** The Austrian demo booking: a main guest who gives nationality, address and document, and two more. */
const AUSTRIA = '4815162352';
const lead = { ...austrianLead, signature: signatureOf('James Carter') };
const problems = async (response: Response) => ((await response.json()) as { fields: object }).fields;

beforeEach(async () => {
  await resetSandbox();
});

describe('a traveller’s countries', () => {
  it('stores a Finnish and a Brazilian nationality, and an address in Canada', async () => {
    const token = await precheckinTokenOf(AUSTRIA);
    expect(
      (await postTravellers(token, [{ ...lead, countryOrigin: 'FI', country: 'CA' }, ann, tom])).status,
    ).toBe(200);
    expect((await readPrecheckin(token)).travelers[0]).toMatchObject({ countryOrigin: 'FI', country: 'CA' });
    expect((await postTravellers(token, [{ ...lead, countryOrigin: 'BR' }, ann, tom])).status).toBe(200);
    expect((await readPrecheckin(token)).travelers[0]).toMatchObject({ countryOrigin: 'BR' });
  });

  it('refuses a made-up country, a name and a code in small letters, keeping what was stored', async () => {
    const token = await precheckinTokenOf(AUSTRIA);
    const refused = await postTravellers(token, [
      { ...lead, countryOrigin: 'XQ', country: 'Brazil' },
      ann,
      tom,
    ]);
    expect(refused.status).toBe(400);
    expect(await problems(refused)).toEqual({
      'travellers.0.countryOrigin': 'required',
      'travellers.0.country': 'required',
    });
    const small = await postTravellers(token, [{ ...lead, countryOrigin: 'fi' }, ann, tom]);
    expect(await problems(small)).toEqual({ 'travellers.0.countryOrigin': 'required' });
    expect((await readPrecheckin(token)).travelers).toEqual([]);
  });

  it('takes a customer from any country, and refuses one from none', async () => {
    const token = await precheckinTokenOf('4815162342');
    const customer = {
      salutation: 'F',
      firstname: 'Aino',
      lastname: 'Virtanen',
      street: 'Mannerheimintie 1',
      street2: '',
      zip: '00100',
      place: 'Helsinki',
      country: 'FI',
      holidayPhone: '358401234567',
      mail: 'aino.virtanen@example.fi',
    };
    const madeUp = await sendToPrecheckins(`${token}/customer`, 'POST', { ...customer, country: 'XQ' });
    expect(madeUp.status).toBe(400);
    expect(await problems(madeUp)).toEqual({ country: 'required' });
    const stored = await sendToPrecheckins(`${token}/customer`, 'POST', customer);
    expect(stored.status).toBe(200);
    expect((await readPrecheckin(token)).customer).toMatchObject({ country: 'FI' });
  });
});
