import { describe, expect, it } from 'vitest';
import { signerNameOf } from '../../../../shared/precheckin/signerName.ts';
import { travellerValues, withoutSignatures } from './travellerForm.ts';
import { travellerResolver } from './travellerResolver.ts';
import { registrationEntry } from './travellerChecks.ts';
import { austria } from '../../../../shared/precheckin/countryRules/at.ts';
import { spain } from '../../../../shared/precheckin/countryRules/es.ts';
import { spaniard } from '../../../../shared/precheckin/countryRules/exampleTravellers.ts';

const STAY = { checkin: '2030-07-01', checkout: '2030-07-08' };
const signature = {
  method: 'drawn' as const,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  name: 'Javier',
  statement: 'I confirm.',
};

describe('the travellers’ form (issue 31)', () => {
  it('checks each traveller it asks for by the country’s rules, and none the main guest has invited', async () => {
    const resolve = travellerResolver(austria, STAY, (index) =>
      index === 1 ? null : { role: index === 0 ? 'first' : 'fellow' },
    );
    const blank = { firstname: '', lastname: '', birthday: '' };
    const { errors } = await resolve({
      travellers: [blank, blank, { firstname: 'Tom', lastname: 'Carter', birthday: '' }],
    });
    expect(Object.keys(errors.travellers ?? {})).toEqual(['0', '2']);
    expect(errors).toMatchObject({
      travellers: {
        0: { firstname: { type: 'validate', message: 'required' }, countryOrigin: expect.anything() },
        2: { birthday: { type: 'validate', message: 'required' } },
      },
    });
    expect(errors.travellers?.[2]).not.toHaveProperty('firstname');
    const complete = {
      travellers: [blank, { firstname: 'Ann', lastname: 'Carter', birthday: '1977-04-04' }],
    };
    expect(
      await travellerResolver(austria, STAY, (index) => (index === 1 ? { role: 'fellow' } : null))(complete),
    ).toEqual({ values: complete, errors: {} });
  });

  it('asks a Spanish fellow traveller for the second surname, in the rule’s words', async () => {
    // Signed before (issue 31 point 3): his signature is not what this test is about.
    const resolve = travellerResolver(spain, STAY, () => ({ role: 'fellow', signed: true }));
    expect(await resolve({ travellers: [{ ...spaniard, secondSurname: '' }] })).toEqual({
      values: {},
      errors: {
        travellers: { 0: { secondSurname: { type: 'validate', message: 'secondSurnameRequired' } } },
      },
    });
    const complete = { travellers: [spaniard] };
    expect(await resolve(complete)).toEqual({ values: complete, errors: {} });
  });

  it('sends only what the law asks of the traveller as they are now', () => {
    const german = { ...spaniard, countryOrigin: 'DE', passID: 'L01X00T47' };
    expect(registrationEntry(spain, 'fellow', german, STAY.checkin)).not.toHaveProperty(
      'documentSupportNumber',
    );
    expect(registrationEntry(spain, 'fellow', spaniard, STAY.checkin)).toMatchObject({
      secondSurname: 'López',
      documentSupportNumber: 'BAA000589',
    });
    // The phone is the main guest's to give, in Spain.
    expect(
      registrationEntry(spain, 'fellow', { ...spaniard, phone: '34600000000' }, STAY.checkin),
    ).not.toHaveProperty('phone');
  });

  it('starts each traveller from what was saved, field by field of their layout', () => {
    expect(travellerValues(['firstname', 'birthday'], { firstname: 'Ann', lastname: 'Carter' })).toEqual({
      firstname: 'Ann',
      birthday: '',
    });
    expect(travellerValues(['firstname'], null)).toEqual({ firstname: '' });
  });

  it('asks for a signature where the law does, and takes one given now or stored before', async () => {
    const unsigned = travellerResolver(spain, STAY, () => ({ role: 'fellow' }));
    expect(await unsigned({ travellers: [spaniard] })).toMatchObject({
      errors: { travellers: { 0: { signature: { message: 'signatureRequired' } } } },
    });
    const signedNow = { travellers: [{ ...spaniard, signature }] };
    expect(await unsigned(signedNow)).toEqual({ values: signedNow, errors: {} });
    const child = { ...spaniard, birthday: '2020-01-01', relationship: 'parent' };
    expect((await unsigned({ travellers: [child] })).errors).not.toHaveProperty('travellers.0.signature');
  });

  it('takes a typed signature only as the full name the service keeps, and says so before sending', async () => {
    const resolve = travellerResolver(spain, STAY, () => ({ role: 'fellow' }));
    const typed = (name: string) => ({
      travellers: [{ ...spaniard, signature: { ...signature, method: 'typed' as const, name } }],
    });
    expect(await resolve(typed('Claire Martin'))).toMatchObject({
      errors: { travellers: { 0: { signature: { message: 'signatureNameMismatch' } } } },
    });
    expect((await resolve(typed('javier  garcía LÓPEZ'))).errors).toEqual({});
    // A German without a second surname (the law does not ask him for one) signs without it.
    const german = { ...spaniard, countryOrigin: 'DE', passID: 'L01X00T47', secondSurname: '' };
    const germanTyped = {
      travellers: [
        { ...german, signature: { ...signature, method: 'typed' as const, name: 'Javier García' } },
      ],
    };
    expect((await resolve(germanTyped)).errors).toEqual({});
  });

  it('sends a signature only where the law asks for it, a drawn one signed as the names given', () => {
    const sent = registrationEntry(spain, 'fellow', { ...spaniard, signature }, STAY.checkin);
    expect(sent.signature).toEqual({ ...signature, name: 'Javier García López' });
    const typed = { ...signature, method: 'typed' as const, name: 'J. García' };
    expect(
      registrationEntry(spain, 'fellow', { ...spaniard, signature: typed }, STAY.checkin).signature,
    ).toBe(typed);
    expect(registrationEntry(austria, 'fellow', { ...spaniard, signature }, STAY.checkin)).not.toHaveProperty(
      'signature',
    );
  });

  it('signs as the names given, the second surname where there is one', () => {
    expect(signerNameOf({ firstname: 'Javier ', lastname: 'García', secondSurname: 'López' })).toBe(
      'Javier García López',
    );
    expect(signerNameOf({ firstname: 'Claire', lastname: 'Martin', secondSurname: '' })).toBe(
      'Claire Martin',
    );
  });

  it("keeps a draft without the signatures' images", () => {
    const draft = withoutSignatures({
      travellers: [{ firstname: 'Javier', signature }, { firstname: 'Sofía', signature: null }, {}],
    });
    expect(draft).toEqual({ travellers: [{ firstname: 'Javier' }, { firstname: 'Sofía' }, {}] });
    expect(JSON.stringify(draft)).not.toContain('data:image');
  });
});
