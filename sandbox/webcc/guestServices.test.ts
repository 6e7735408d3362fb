import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures, sandboxCall } from '../../entry/test/request.ts';
import { latestMail, mailCount, resetSandbox } from '../identity/testSandbox.ts';
import { LINK_AGAIN_LIMIT } from './reservationLinkAgain.ts';

beforeEach(async () => {
  await resetSandbox();
});

const CATALOGUE = {
  language: 'de',
  salesoffice: 'DE01',
  url: 'https://portal.test/myaccount?lang=de',
  firstName: 'Jonas',
  lastName: 'Demo',
  street: 'Deichstraße 3',
  postcode: '25980',
  city: 'Sylt',
  country: 'DE',
  email: 'jonas.demo@example.com',
  PartnerId: 'P1234',
  retailerMode: 'T1',
};

function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return sandboxCall(
    new Request('https://sandbox.test/webcc-api/v1/forms/personalCatalog', { method: 'POST', body: form }),
  );
}

describe('POST /webcc-api/v1/forms/personalCatalog', () => {
  it('stores the request and mails a confirmation in its language', async () => {
    const response = await multipart(CATALOGUE);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'accepted' });
    const stored = await env.SANDBOX_DB.prepare('SELECT fields FROM personal_catalog_requests').first<{
      fields: string;
    }>();
    expect(JSON.parse(stored!.fields)).toMatchObject({
      PartnerId: 'P1234',
      retailerMode: 'T1',
      city: 'Sylt',
    });
    expect((await latestMail(CATALOGUE.email)).subject).toBe('Ihr Katalog ist unterwegs');
  });

  it('refuses bad fields with 400, and a body that is not multipart', async () => {
    const response = await multipart({ ...CATALOGUE, retailerMode: 'X9', city: '<b>', email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { retailerMode: expect.any(String), city: 'forbiddenCharacters', email: 'invalidEmail' },
    });
    const json = await sandboxCall(
      new Request('https://sandbox.test/webcc-api/v1/forms/personalCatalog', {
        method: 'POST',
        body: JSON.stringify(CATALOGUE),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(json.status).toBe(400);
    expect(await mailCount(CATALOGUE.email)).toBe(0);
  });

  it('mails one address at most three confirmations a day, also when asked in parallel', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => multipart(CATALOGUE)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await mailCount(CATALOGUE.email)).toBe(3);
    const { n } = (await env.SANDBOX_DB.prepare('SELECT COUNT(*) AS n FROM personal_catalog_requests').first<{
      n: number;
    }>())!;
    expect(n).toBe(3);
  });
});

describe('POST /webcc-api/v1/forms/reservationLink (send me my link again)', () => {
  const ask = (body: unknown, client = '203.0.113.9') =>
    sandboxCall(
      new Request('https://sandbox.test/webcc-api/v1/forms/reservationLink', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
      }),
    );

  it('mails the link when number and e-mail match, and answers the same when they do not', async () => {
    const reservation = (await fixtures()).reservations.find((r) => r.number === '4815162342')!;
    const match = await ask({
      number: reservation.number,
      email: reservation.email.toUpperCase(),
      language: 'en',
    });
    const mismatch = await ask({ number: reservation.number, email: 'someone@example.com' });
    const unknown = await ask({ number: '999999999', email: reservation.email });
    for (const response of [match, mismatch, unknown]) {
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ status: 'accepted' });
    }
    const mail = await latestMail(reservation.email);
    expect(mail.text).toContain(`/reservations/${reservation.token}?lang=en`);
    expect(await mailCount(reservation.email)).toBe(1);
    expect(await mailCount('someone@example.com')).toBe(0);
  });

  it('links to the configured portal, whatever Host the request names (issue 28 point 9)', async () => {
    const reservation = (await fixtures()).reservations.find((r) => r.number === '4815162342')!;
    await sandboxCall(
      new Request('https://attacker.test/webcc-api/v1/forms/reservationLink', {
        method: 'POST',
        body: JSON.stringify({ number: reservation.number, email: reservation.email, language: 'en' }),
        headers: { 'content-type': 'application/json', host: 'attacker.test' },
      }),
    );
    const { text } = await latestMail(reservation.email);
    expect(text).toContain(`https://portal.test/reservations/${reservation.token}?lang=en`);
    expect(text).not.toContain('attacker.test');
  });

  it('mails a booking’s address at most three links an hour, whoever asks, and answers the same', async () => {
    const reservation = (await fixtures()).reservations.find((r) => r.number === '4815162342')!;
    for (let client = 1; client <= 6; client++) {
      const answer = await ask(
        { number: reservation.number, email: reservation.email },
        `198.51.100.${client}`,
      );
      expect(answer.status).toBe(202);
    }
    expect(await mailCount(reservation.email)).toBe(3);
  });

  it('mails the pre-check-in link when the pre-check-ins page asks', async () => {
    const precheckin = (await fixtures()).precheckins.find((p) => p.number === '4815162342')!;
    await ask({ number: '4815162342', email: 'emma.walker@example.com', kind: 'precheckin', language: 'de' });
    expect((await latestMail('emma.walker@example.com')).text).toContain(
      `/precheckins/${precheckin.token}?lang=de`,
    );
  });

  it('refuses bad input with 400', async () => {
    const response = await ask({ number: '12', email: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { number: 'numbersOnly', email: 'invalidEmail' },
    });
  });

  it('limits each client, not the others', async () => {
    const body = { number: '4815162342', email: 'someone@example.com' };
    for (let call = 0; call < LINK_AGAIN_LIMIT.limit; call++) expect((await ask(body)).status).toBe(202);
    const refused = await ask(body);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await ask(body, '203.0.113.10')).status).toBe(202);
  });
});
