import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSandbox } from '../../entry/test/request.ts';
import { britishLead as claire, spaniard } from '../../shared/precheckin/countryRules/exampleTravellers.ts';
import {
  inviteOf,
  postTravellers,
  precheckinTokenOf,
  readPrecheckin as read,
  sendToPrecheckins,
  signatureOf,
  sofia,
} from '../../entry/test/registration.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import type { InviteView } from '../../shared/precheckin/schemas/invite.ts';

// Whose a traveller's entry and signature are, and how two saves of one pre-check-in landing together
// keep each other's.

const signatureRows = async (token: string) =>
  (
    await env.SANDBOX_DB.prepare(
      'SELECT traveller_uuid AS uuid, signed_at AS signedAt FROM traveller_signatures WHERE token = ? ORDER BY uuid',
    )
      .bind(token)
      .all<{ uuid: string; signedAt: string }>()
  ).results;
const fields = async (response: Response) =>
  ((await response.json()) as { fields: Record<string, string> }).fields;

/** The Spanish demo booking: two adults who both sign, and a child of 8 who does not. */
const SPAIN = '4815162371';
const hans = { ...claire, salutation: 'M', firstname: 'Hans', lastname: 'Weber', countryOrigin: 'DE' };
const signedClaire = { ...claire, signature: signatureOf('Claire Martin') };
const signedHans = { ...hans, signature: { ...signatureOf('Hans Weber'), method: 'typed' as const } };
const signedJavier = { ...spaniard, signature: signatureOf('Javier García López') };

beforeEach(async () => {
  await resetSandbox();
});

describe('the service owns traveller identities', () => {
  it('refuses two travellers under one uuid, so that one signature cannot count for both', async () => {
    const token = await precheckinTokenOf(SPAIN);
    const first = (await (
      await postTravellers(token, [signedClaire, signedHans, sofia])
    ).json()) as Precheckin;
    const [claireId, hansId, sofiaId] = first.travelers.map(({ uuid }) => uuid);
    const before = await signatureRows(token);

    // Hans under Claire's uuid, unsigned: her signature would have counted for him.
    const shared = await postTravellers(token, [
      { ...claire, uuid: claireId },
      { ...hans, uuid: claireId },
      { ...sofia, uuid: sofiaId },
    ]);
    expect(shared.status).toBe(400);
    expect(await fields(shared)).toMatchObject({ 'travellers.1.uuid': 'notThisTraveller' });
    const after = await read(token);
    expect(after.travelers.map(({ uuid }) => uuid)).toEqual([claireId, hansId, sofiaId]);
    expect(await signatureRows(token)).toEqual(before);
  });

  it("refuses a uuid of another pre-check-in's traveller, or one made up, and assigns its own", async () => {
    const token = await precheckinTokenOf(SPAIN);
    const completed = await read(await precheckinTokenOf('4815162343'));
    const foreign = completed.travelers[0]!.uuid;
    for (const uuid of [foreign, 'made-up-by-the-client']) {
      const refused = await postTravellers(token, [{ ...signedClaire, uuid }, signedHans, sofia]);
      expect(refused.status).toBe(400);
      expect(await fields(refused)).toEqual({ 'travellers.0.uuid': 'notThisTraveller' });
    }
    const saved = (await (
      await postTravellers(token, [signedClaire, signedHans, sofia])
    ).json()) as Precheckin;
    const uuids = saved.travelers.map(({ uuid }) => uuid);
    expect(new Set(uuids).size).toBe(3);
    expect(uuids).not.toContain(foreign);
  });

  it("lets the main guest neither remove nor replace an invited traveller's signature by naming their uuid", async () => {
    const token = await precheckinTokenOf(SPAIN);
    const link = await inviteOf(token, 2);
    const own = (await (
      await sendToPrecheckins(`invites/${link}`, 'PUT', signedJavier)
    ).json()) as InviteView;
    const javierId = (await read(token)).travelers.find((t) => t.number === 2)!.uuid;

    // The child, who does not sign, under Javier's uuid: his signature would have been dropped.
    const removing = await sendToPrecheckins(`${token}/travellers`, 'POST', [
      { ...signedClaire, number: 1 },
      { ...sofia, number: 3, uuid: javierId },
    ]);
    expect(removing.status).toBe(400);
    expect(await fields(removing)).toEqual({ 'travellers.2.uuid': 'notThisTraveller' });
    // Claire signing under Javier's uuid: hers would have replaced his.
    const replacing = await sendToPrecheckins(`${token}/travellers`, 'POST', [
      { ...signedClaire, number: 1, uuid: javierId },
      { ...sofia, number: 3 },
    ]);
    expect(replacing.status).toBe(400);
    expect(await fields(replacing)).toEqual({ 'travellers.0.uuid': 'notThisTraveller' });

    const { travelers } = await read(token);
    expect(travelers.find((t) => t.number === 2)!.signature).toEqual(own.signature);
    // Nor may the invited traveller name anyone's uuid but their own.
    const claimed = await sendToPrecheckins(`invites/${link}`, 'PUT', {
      ...signedJavier,
      uuid: 'made-up-by-the-client',
    });
    expect(claimed.status).toBe(403);
  });

  it('keeps the signature a traveller gave on their own page once the link is withdrawn: only they sign again', async () => {
    // In Germany a foreign adult signs, a German does not.
    const token = await precheckinTokenOf('4815162372');
    const jonas = { firstname: 'Jonas', lastname: 'Becker', birthday: '1980-01-01', countryOrigin: 'DE' };
    const dutch = {
      firstname: 'Lotte',
      lastname: 'de Vries',
      birthday: '1982-02-02',
      countryOrigin: 'NL',
      passportType: 'PP',
      passID: 'NX1234567',
    };
    const link = await inviteOf(token, 2);
    const own = (await (
      await sendToPrecheckins(`invites/${link}`, 'PUT', {
        ...dutch,
        signature: signatureOf('Lotte de Vries'),
      })
    ).json()) as InviteView;
    expect(own.signature).toBeDefined();
    expect((await sendToPrecheckins(`${token}/invites/2`, 'DELETE')).status).toBe(200);

    // The entry is the main guest's again, its signature still hers.
    const signingForHer = await sendToPrecheckins(`${token}/travellers`, 'POST', [
      jonas,
      { ...dutch, signature: signatureOf('Lotte de Vries') },
    ]);
    expect(signingForHer.status).toBe(400);
    expect(await fields(signingForHer)).toEqual({ 'travellers.1.signature': 'signedByTraveller' });
    // Entered as German, she would no longer be asked to sign: her signature stays as she gave it.
    const corrected = await sendToPrecheckins(`${token}/travellers`, 'POST', [
      jonas,
      { ...dutch, countryOrigin: 'DE' },
    ]);
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as Precheckin).travelers[1]!.signature).toEqual(own.signature);
    // Without a change to her, the main guest's save keeps it too.
    const again = await sendToPrecheckins(`${token}/travellers`, 'POST', [jonas, dutch]);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Precheckin).travelers[1]!.signature).toEqual(own.signature);
  });
});

describe("the main guest's save and an invited traveller's, landing together", () => {
  it('each keeps the other’s entry and signature, round after round', async () => {
    const token = await precheckinTokenOf(SPAIN);
    const link = await inviteOf(token, 2);
    for (let round = 1; round <= 20; round += 1) {
      const mainStreet = `High Street ${round}`;
      const ownStreet = `Carrer Major ${round}`;
      // Both sign anew every other round, and keep the signature given before in between.
      const signs = round % 2 === 1;
      const [main, own] = await Promise.all([
        sendToPrecheckins(`${token}/travellers`, 'POST', [
          { ...(signs ? signedClaire : claire), street: mainStreet, number: 1 },
          { ...sofia, number: 3 },
        ]),
        sendToPrecheckins(`invites/${link}`, 'PUT', {
          ...(signs ? signedJavier : spaniard),
          street: ownStreet,
        }),
      ]);
      expect([main.status, own.status], `round ${round}`).toEqual([200, 200]);
      const precheckin = await read(token);
      expect(
        precheckin.travelers.map(({ number, street, signature }) => [number, street, signature?.name]),
        `round ${round}`,
      ).toEqual([
        [1, mainStreet, 'Claire Martin'],
        [2, ownStreet, 'Javier García López'],
        [3, undefined, undefined],
      ]);
      expect(precheckin.links.travellers, `round ${round}`).toBe('complete');
      expect(await signatureRows(token), `round ${round}`).toHaveLength(2);
    }
  }, 180_000);
});
