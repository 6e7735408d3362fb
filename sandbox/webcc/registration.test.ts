import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtures, resetSandbox } from '../../entry/test/request.ts';
import { moveSandboxClock } from '../identity/testSandbox.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import { rulesFor } from '../../shared/precheckin/countryRules/rulesFor.ts';
import { layoutFor } from '../../shared/precheckin/countryRules/fieldNeeds.ts';
import { deletionDay } from '../../shared/precheckin/countryRules/retention.ts';
import { addDaysIso, todayIso } from '../../shared/reservation/stay.ts';
import { precheckinOnDay } from './registrationRetention.ts';
import {
  britishLead,
  spaniard as spanishFellow,
} from '../../shared/precheckin/countryRules/exampleTravellers.ts';
import {
  postTravellers,
  readPrecheckin as read,
  retentionAsOf,
  signatureOf,
  sofia as child,
} from '../../entry/test/registration.ts';

/** The sandbox's clock moved to `day`. */
const moveClockTo = (day: string) =>
  moveSandboxClock(Math.round((Date.parse(day) - Date.parse(todayIso())) / 86_400_000));

async function precheckinOf(number: string) {
  return (await fixtures()).precheckins.find((p) => p.number === number)!;
}

/**
 * The Spanish demo booking: two adults and a child, a British main guest (exampleTravellers.ts);
 * every traveller from 14 signs (issue 31 point 3).
 */
const lead = { ...britishLead, signature: signatureOf('Claire Martin') };
const spaniard = { ...spanishFellow, signature: signatureOf('Javier García López') };

beforeEach(async () => {
  await resetSandbox();
});
afterEach(async () => {
  await moveClockTo(todayIso());
});

describe('registration by the law of the house country (issue 31)', () => {
  it.each([
    ['4815162371', 'ES'],
    ['4815162342', 'IT'],
    ['4815162372', 'DE'],
    ['4815162352', 'AT'],
    ['4815162354', 'DK'],
  ])('pre-check-in %s follows the rules of %s', async (number, country) => {
    const fixture = await precheckinOf(number);
    expect(fixture.country).toBe(country);
    const precheckin = await read(fixture.token);
    const rules = rulesFor(country);
    expect(precheckin.layoutFirst).toEqual(layoutFor(rules, 'first'));
    expect(precheckin.layoutFellows).toEqual(layoutFor(rules, 'fellow'));
    expect(precheckin.registration).toEqual({
      country,
      deleteOn: deletionDay(rules, precheckin.reservation),
      deletedOn: null,
    });
  });

  it('refuses a Spanish traveller without a second surname, and takes a German one without', async () => {
    const { token } = await precheckinOf('4815162371');
    const refused = await postTravellers(token, [lead, { ...spaniard, secondSurname: '' }, child]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { 'travellers.1.secondSurname': 'secondSurnameRequired' },
    });
    const german = { ...spaniard, secondSurname: '', countryOrigin: 'DE', passID: 'C01X00T47' };
    expect((await postTravellers(token, [lead, german, child])).status).toBe(200);
  });

  it("checks a Spaniard's DNI, a minor's relationship and the document's validity to the stay's end", async () => {
    const { token } = await precheckinOf('4815162371');
    const { reservation } = await read(token);
    const refused = await postTravellers(token, [
      { ...lead, passportExpDate: addDaysIso(reservation.checkout, -1) },
      { ...spaniard, passID: '12345678A' },
      { ...child, relationship: '' },
    ]);
    expect((await refused.json()) as unknown).toMatchObject({
      fields: {
        'travellers.0.passportExpDate': 'expiresDuringStay',
        'travellers.1.passID': 'spanishIdCheckLetter',
        'travellers.2.relationship': 'relationshipRequired',
      },
    });
  });

  it('keeps only what the law asks: no document picture, no field it does not need', async () => {
    const { token } = await precheckinOf('4815162371');
    const withPicture = { ...lead, documentImage: 'data:image/jpeg;base64,/9j/4AAQ', profession: 'Pilot' };
    const german = { ...spaniard, countryOrigin: 'DE', passportType: 'PP', secondSurname: '' };
    const saved = (await (await postTravellers(token, [withPicture, german, child])).json()) as Precheckin;
    expect(saved.travelers[0]).not.toHaveProperty('documentImage');
    expect(saved.travelers[0]).not.toHaveProperty('profession');
    // A German's document has no Spanish support number to keep.
    expect(saved.travelers[1]).not.toHaveProperty('documentSupportNumber');
    // The signatures' PNGs are kept (issue 31 point 3); the document's picture is not.
    expect(JSON.stringify(saved)).not.toContain('image/jpeg');
  });

  it('keeps a phone sent as people write it as numbers only, as the form would send it', async () => {
    const { token } = await precheckinOf('4815162371');
    const formatted = { ...lead, phone: ' +44 (0)7700 900-123 ' };
    const saved = (await (await postTravellers(token, [formatted, spaniard, child])).json()) as Precheckin;
    expect(saved.travelers[0]).toMatchObject({ phone: '00447700900123' });
  });

  it("deletes the registration when its country's period ends, on the clock the test sets", async () => {
    const { token } = await precheckinOf('4815162371');
    await postTravellers(token, [lead, spaniard, child]);
    const { registration } = await read(token);
    const dayBefore = addDaysIso(registration.deleteOn, -1);
    expect(await (await retentionAsOf(dayBefore)).json()).toEqual({ deleted: 0 });
    expect((await read(token)).travelers).toHaveLength(3);
    expect(await (await retentionAsOf(registration.deleteOn)).json()).toEqual({ deleted: 1 });
    const after = await read(token);
    expect(after.travelers).toEqual([]);
    expect(after.registration.deletedOn).toBe(registration.deleteOn);
    expect(await (await retentionAsOf(registration.deleteOn)).json()).toEqual({ deleted: 0 });
    expect((await retentionAsOf('2027-02-30')).status).toBe(400);
  });

  it('deletes a registration past its day when it is read, each country by its own period', async () => {
    const spanish = await precheckinOf('4815162371');
    const austrian = await precheckinOf('4815162343');
    await postTravellers(spanish.token, [lead, spaniard, child]);
    const austrianDay = (await read(austrian.token)).registration.deleteOn;
    const spanishDay = (await read(spanish.token)).registration.deleteOn;
    // Austria keeps seven years from departure, Spain three.
    expect(austrianDay > spanishDay).toBe(true);
    const onSpanishDay = await precheckinOnDay(env.SANDBOX_DB, spanish.token, spanishDay);
    expect(onSpanishDay?.travellers).toBe('[]');
    expect(await precheckinOnDay(env.SANDBOX_DB, austrian.token, spanishDay)).toMatchObject({
      registration_deleted_on: null,
    });
  });

  it("deletes it on the sandbox's own day: read once the clock has come to it, or swept without a day", async () => {
    const spanish = await precheckinOf('4815162371');
    const completed = await precheckinOf('4815162343');
    await postTravellers(spanish.token, [lead, spaniard, child]);
    const { deleteOn } = (await read(spanish.token)).registration;
    await moveClockTo(addDaysIso(deleteOn, -1));
    expect((await read(spanish.token)).travelers).toHaveLength(3);
    expect(await (await retentionAsOf()).json()).toEqual({ deleted: 0 });
    await moveClockTo(deleteOn);
    const after = await read(spanish.token);
    expect(after.travelers).toEqual([]);
    expect(after.registration.deletedOn).toBe(deleteOn);
    // The Austrian booking keeps seven years: not yet; on its own day, the sweep takes it.
    const austrianDay = (await read(completed.token)).registration.deleteOn;
    expect(await (await retentionAsOf()).json()).toEqual({ deleted: 0 });
    await moveClockTo(austrianDay);
    expect(await (await retentionAsOf()).json()).toEqual({ deleted: 1 });
  });
});
