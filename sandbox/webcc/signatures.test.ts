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
  retentionAsOf,
  signatureOf,
  sofia,
} from '../../entry/test/registration.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import type { InviteView } from '../../shared/precheckin/schemas/invite.ts';
import { blank, chunk, dataUrl, join, PNG_MAGIC, pngBytes, zigzag } from '../../entry/test/png.ts';

// Issue 31 point 3: signatures where the destination's law asks for them, kept with the traveller.

const storedRows = async (token: string) =>
  (await env.SANDBOX_DB.prepare('SELECT COUNT(*) AS n FROM traveller_signatures WHERE token = ?')
    .bind(token)
    .first<{ n: number }>())!.n;

/** The Spanish demo booking (two adults and a child of 8): everyone from 14 signs. */
const hans = { ...claire, salutation: 'M', firstname: 'Hans', lastname: 'Weber', countryOrigin: 'DE' };
const typed = { ...signatureOf('Hans Weber'), method: 'typed' as const };

beforeEach(async () => {
  await resetSandbox();
});

describe('signatures (issue 31 point 3)', () => {
  it("stores each signature with the traveller: the image as sent, the name, the statement and the sandbox's time", async () => {
    const token = await precheckinTokenOf('4815162371');
    const before = new Date().toISOString();
    const saved = await postTravellers(token, [
      { ...claire, signature: signatureOf('Claire Martin') },
      { ...hans, signature: typed },
      sofia,
    ]);
    const after = new Date().toISOString();
    expect(saved.status).toBe(200);
    const { travelers } = await read(token);
    expect(travelers[0]!.signature).toMatchObject(signatureOf('Claire Martin'));
    expect(travelers[1]!.signature).toMatchObject(typed);
    const { signedAt } = travelers[0]!.signature!;
    expect(signedAt >= before && signedAt <= after).toBe(true);
    expect(new Date(signedAt).toISOString()).toBe(signedAt);
    // A child of 8 is not asked, and has none.
    expect(travelers[2]).not.toHaveProperty('signature');
  });

  it('refuses a save without a signature the law asks for, naming whose', async () => {
    const token = await precheckinTokenOf('4815162371');
    const refused = await postTravellers(token, [claire, { ...hans, signature: typed }, sofia]);
    expect(refused.status).toBe(400);
    const { fields } = (await refused.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({ 'travellers.0.signature': 'signatureRequired' });
    expect(await storedRows(token)).toBe(0);
  });

  it('keeps a stored signature on a later save without it, and replaces it when signed again', async () => {
    const token = await precheckinTokenOf('4815162371');
    await postTravellers(token, [
      { ...claire, signature: signatureOf('Claire Martin') },
      { ...hans, signature: typed },
      sofia,
    ]);
    const first = await read(token);
    const uuids = first.travelers.map(({ uuid }) => uuid);
    const again = [
      { ...claire, uuid: uuids[0] },
      { ...hans, uuid: uuids[1], signature: signatureOf('Hans Weber') },
      { ...sofia, uuid: uuids[2] },
    ];
    expect((await postTravellers(token, again)).status).toBe(200);
    const second = await read(token);
    expect(second.travelers[0]!.signature).toEqual(first.travelers[0]!.signature);
    expect(second.travelers[1]!.signature).toMatchObject({ method: 'drawn', name: 'Hans Weber' });
    expect(second.travelers[1]!.signature!.signedAt >= first.travelers[1]!.signature!.signedAt).toBe(true);
    expect(await storedRows(token)).toBe(2);
  });

  it('does not ask a German guest at a German house, and keeps nothing of a signature no longer asked', async () => {
    const token = await precheckinTokenOf('4815162372');
    const german = { firstname: 'Jonas', lastname: 'Becker', birthday: '1980-01-01', countryOrigin: 'DE' };
    const partner = { ...german, firstname: 'Lea' };
    const saved = await postTravellers(token, [german, { ...partner, signature: signatureOf('Lea Becker') }]);
    expect(saved.status).toBe(200);
    const { travelers } = (await saved.json()) as Precheckin;
    expect(travelers.map((traveller) => 'signature' in traveller)).toEqual([false, false]);
    expect(await storedRows(token)).toBe(0);

    // Entered as Dutch, he signs; corrected to German, his signature goes.
    const dutch = { ...german, countryOrigin: 'NL', country: 'NL', street: 'Keizersgracht 1' };
    const address = { ...dutch, zip: '1015 CJ', place: 'Amsterdam', passportType: 'PP', passID: 'NX1234567' };
    const unsigned = await postTravellers(token, [address, partner]);
    expect(await unsigned.json()).toMatchObject({
      fields: { 'travellers.0.signature': 'signatureRequired' },
    });
    const signed = await postTravellers(token, [
      { ...address, uuid: travelers[0]!.uuid, signature: signatureOf('Jonas Becker') },
      { ...partner, uuid: travelers[1]!.uuid },
    ]);
    expect(((await signed.json()) as Precheckin).travelers[0]!.signature).toMatchObject({
      name: 'Jonas Becker',
    });
    const corrected = await postTravellers(token, [
      { ...german, uuid: travelers[0]!.uuid },
      { ...partner, uuid: travelers[1]!.uuid },
    ]);
    expect(((await corrected.json()) as Precheckin).travelers[0]).not.toHaveProperty('signature');
    expect(await storedRows(token)).toBe(0);
  });

  const drawn = signatureOf('Claire Martin');
  it.each([
    ['another image type', { ...drawn, image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' }],
    [
      'bytes that are not a PNG under a PNG label',
      { ...drawn, image: `data:image/png;base64,${btoa('GIF89a')}` },
    ],
    [
      'an image over the limit',
      { ...drawn, image: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(200_000)}` },
    ],
    ['no name', { ...drawn, name: '' }],
    ['no statement', { ...drawn, statement: undefined }],
    ['a name in place of a signature', 'Claire Martin'],
  ])('refuses %s with 400 and the field, never 500', async (_, signature) => {
    const token = await precheckinTokenOf('4815162371');
    const response = await postTravellers(token, [
      { ...claire, signature },
      { ...hans, signature: typed },
      sofia,
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { 'travellers.0.signature': 'signatureInvalid' } });
  });

  it('keeps the picture alone, without the text a file carried along', async () => {
    const token = await precheckinTokenOf('4815162371');
    const plain = await pngBytes({ width: 240, height: 72, paint: zigzag(240, 72) });
    const carrying = join(
      plain.subarray(0, 33),
      chunk(
        'tEXt',
        [...'Comment\0<script>alert(1)</script>'].map((c) => c.charCodeAt(0)),
      ),
      plain.subarray(33),
    );
    const saved = await postTravellers(token, [
      { ...claire, signature: { ...drawn, image: dataUrl(carrying) } },
      { ...hans, signature: typed },
      sofia,
    ]);
    expect(saved.status).toBe(200);
    const { travelers } = (await saved.json()) as Precheckin;
    expect(travelers[0]!.signature!.image).toBe(dataUrl(plain));
  });

  it("deletes the signatures with the registration when the country's period ends", async () => {
    const token = await precheckinTokenOf('4815162371');
    await postTravellers(token, [
      { ...claire, signature: signatureOf('Claire Martin') },
      { ...hans, signature: typed },
      sofia,
    ]);
    expect(await storedRows(token)).toBe(2);
    const { registration } = await read(token);
    await retentionAsOf(registration.deleteOn);
    expect(await storedRows(token)).toBe(0);
    expect(JSON.stringify(await read(token))).not.toContain('image/png');
  });
});

describe('signatures through an invite (issue 31 points 2, 3)', () => {
  it('an invited Spaniard signs on their own phone; the main guest’s save keeps it and the step is complete', async () => {
    const token = await precheckinTokenOf('4815162371');
    const link = await inviteOf(token, 2);
    const unsigned = await sendToPrecheckins(`invites/${link}`, 'PUT', spaniard);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ fields: { signature: 'signatureRequired' } });
    const bad = await sendToPrecheckins(`invites/${link}`, 'PUT', { ...spaniard, signature: 'Javier' });
    expect(await bad.json()).toMatchObject({ fields: { signature: 'signatureInvalid' } });

    const signed = await sendToPrecheckins(`invites/${link}`, 'PUT', {
      ...spaniard,
      signature: signatureOf('Javier García López'),
    });
    expect(signed.status).toBe(200);
    const view = (await signed.json()) as InviteView;
    expect(view.signature).toMatchObject({
      ...signatureOf('Javier García López'),
      signedAt: expect.any(String),
    });
    // A correction later keeps the signature given.
    const corrected = await sendToPrecheckins(`invites/${link}`, 'PUT', {
      ...spaniard,
      street: 'Carrer Major 5',
    });
    expect(((await corrected.json()) as InviteView).signature).toEqual(view.signature);

    const mainGuest = await sendToPrecheckins(`${token}/travellers`, 'POST', [
      { ...claire, number: 1, signature: signatureOf('Claire Martin') },
      { ...sofia, number: 3 },
    ]);
    expect(mainGuest.status).toBe(200);
    const precheckin = (await mainGuest.json()) as Precheckin;
    expect(precheckin.travelers.map((t) => t.signature?.name)).toEqual([
      'Claire Martin',
      'Javier García López',
      undefined,
    ]);
    expect(precheckin.links.travellers).toBe('complete');
    expect(await storedRows(token)).toBe(2);
  });

  it('confirms no pre-check-in without every signature the law asks for, however the entries came', async () => {
    const token = await precheckinTokenOf('4815162371');
    const { travelers } = (await (
      await postTravellers(token, [
        { ...claire, signature: signatureOf('Claire Martin') },
        { ...hans, signature: typed },
        sofia,
      ])
    ).json()) as Precheckin;
    // Hans's signature gone, as if his entry had been kept from before signatures were asked.
    await env.SANDBOX_DB.prepare('DELETE FROM traveller_signatures WHERE token = ? AND traveller_uuid = ?')
      .bind(token, travelers[1]!.uuid)
      .run();
    expect((await read(token)).links.travellers).toBe('incomplete');
    const confirmed = await sendToPrecheckins(`${token}/confirm`, 'POST', {});
    expect(confirmed.status).toBe(422);
    const { missing } = (await confirmed.json()) as { missing: string[] };
    expect(missing).toContain('travellers');
    expect((await sendToPrecheckins(`${token}/guestregistration`, 'PUT')).status).toBe(422);
  });
});

describe('a signature is a signature, on the travellers step and the invite page alike', () => {
  const bytes = (text: string) => [...text].map((char) => char.charCodeAt(0));
  const image = {
    magicAlone: dataUrl(new Uint8Array(PNG_MAGIC)),
    magicThenSvg: dataUrl(join(PNG_MAGIC, bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    magicThenScript: dataUrl(join(PNG_MAGIC, bytes('<script>alert(1)</script>'))),
    onePixel:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  };
  /** Each refusal, with what the signer's own signature is made into. */
  const refusals: [string, (own: ReturnType<typeof signatureOf>) => Promise<unknown>, string][] = [
    ["PNG's magic bytes alone", async (own) => ({ ...own, image: image.magicAlone }), 'signatureInvalid'],
    [
      "PNG's magic followed by SVG",
      async (own) => ({ ...own, image: image.magicThenSvg }),
      'signatureInvalid',
    ],
    [
      "PNG's magic followed by a script",
      async (own) => ({ ...own, image: image.magicThenScript }),
      'signatureInvalid',
    ],
    ['a 1×1 transparent PNG', async (own) => ({ ...own, image: image.onePixel }), 'signatureInvalid'],
    [
      'a pad with no ink',
      async (own) => ({ ...own, image: dataUrl(await pngBytes({ width: 240, height: 72, paint: blank() })) }),
      'signatureInvalid',
    ],
    [
      'a name with a line break',
      async (own) => ({ ...own, name: `${own.name}\r\nApproved` }),
      'signatureInvalid',
    ],
    ['a name with markup', async (own) => ({ ...own, name: '<b>Claire</b>' }), 'signatureInvalid'],
    [
      'a name with a right-to-left override',
      async (own) => ({ ...own, name: `\u202E${own.name}` }),
      'signatureInvalid',
    ],
    ['a name with a NUL', async (own) => ({ ...own, name: `${own.name}\u0000` }), 'signatureInvalid'],
    [
      'a statement with a line break',
      async (own) => ({ ...own, statement: `${own.statement}\nP.S.` }),
      'signatureInvalid',
    ],
    [
      'a statement with markup',
      async (own) => ({ ...own, statement: '<a href="https://x.test">I confirm</a>' }),
      'signatureInvalid',
    ],
    [
      'a typed signature in another name',
      async (own) => ({ ...own, method: 'typed', name: 'Someone Else' }),
      'signatureNameMismatch',
    ],
  ];

  it.each(refusals)(
    'the travellers step refuses %s with 400 and the field, storing nothing',
    async (_, made, message) => {
      const token = await precheckinTokenOf('4815162371');
      const response = await postTravellers(token, [
        { ...claire, signature: await made(signatureOf('Claire Martin')) },
        { ...hans, signature: typed },
        sofia,
      ]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'bad_request',
        fields: { 'travellers.0.signature': message },
      });
      expect(await storedRows(token)).toBe(0);
    },
  );

  it.each(refusals)(
    'the invite page refuses %s with 400 and the field, storing nothing',
    async (_, made, message) => {
      const token = await precheckinTokenOf('4815162371');
      const issued = (await (await sendToPrecheckins(`${token}/invites/2`, 'POST')).json()) as Precheckin;
      const link = issued.invites[0]!.token;
      const response = await sendToPrecheckins(`invites/${link}`, 'PUT', {
        ...spaniard,
        signature: await made(signatureOf('Javier García López')),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'bad_request', fields: { signature: message } });
      expect(await storedRows(token)).toBe(0);
    },
  );

  it('takes a typed signature in the traveller’s own name, whatever its case and spaces', async () => {
    const token = await precheckinTokenOf('4815162371');
    const issued = (await (await sendToPrecheckins(`${token}/invites/2`, 'POST')).json()) as Precheckin;
    const own = { ...signatureOf('  javier GARCÍA   lópez '), method: 'typed' };
    const saved = await sendToPrecheckins(`invites/${issued.invites[0]!.token}`, 'PUT', {
      ...spaniard,
      signature: own,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as InviteView).signature).toMatchObject({ method: 'typed' });
  });
});
