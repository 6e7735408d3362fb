// What the sandbox's registration tests send (issue 31): the Spanish demo booking's child (its
// adults are in shared/precheckin/countryRules/exampleTravellers.ts) and a signature as the pad sends it.
import type { SignatureInput } from '../../shared/precheckin/signature.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import { DEMO_SIGNATURE_IMAGE } from '../../sandbox/seed/demoSignature.ts';
import { fetchWhole, fixtures, ORIGIN, sandboxCall } from './request.ts';

/** A call of webcc-api's pre-check-ins below `path`, sent straight to the sandbox, its body as JSON. */
export const sendToPrecheckins = (path: string, method = 'GET', body?: unknown) =>
  sandboxCall(
    new Request(`https://sandbox.test/webcc-api/v1/booking/precheckins/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

/** The pre-check-in token of the demo booking `number`. */
export const precheckinTokenOf = async (number: string) =>
  (await fixtures()).precheckins.find((p) => p.number === number)!.token;

/** The link of traveller `number`'s invite, made anew. */
export const inviteOf = async (token: string, number: number) => {
  const precheckin = (await (
    await sendToPrecheckins(`${token}/invites/${number}`, 'POST')
  ).json()) as Precheckin;
  return precheckin.invites.find((invite) => invite.number === number)!.token;
};

/** The travellers step, sent straight to the sandbox. */
export const postTravellers = (token: string, travellers: unknown[]) =>
  sendToPrecheckins(`${token}/travellers`, 'POST', travellers);

export const readPrecheckin = async (token: string) =>
  (await (await sendToPrecheckins(token)).json()) as Precheckin;

/** The sandbox's retention run as on `today`, else on the sandbox's own day. */
export const retentionAsOf = async (today?: string) =>
  fetchWhole(`${ORIGIN}/__dev/retention`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ today }),
  });

/** A signature as the pad sends it: a hand-drawn one (the demo's), a PNG with its ink. */
export const signatureOf = (name: string): SignatureInput => ({
  method: 'drawn',
  image: DEMO_SIGNATURE_IMAGE,
  name,
  statement: 'I confirm that the details I have given for this registration are correct and complete.',
});

/** The main guest's Spanish daughter of 8: no document, no signature, her relationship to the adult. */
export const sofia = {
  salutation: 'F',
  firstname: 'Sofía',
  lastname: 'García',
  secondSurname: 'Martin',
  birthday: `${new Date().getUTCFullYear() - 8}-01-01`,
  countryOrigin: 'ES',
  relationship: 'parent',
};
