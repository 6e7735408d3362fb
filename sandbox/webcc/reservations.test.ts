import { beforeEach, describe, expect, it } from 'vitest';
import { fetchWhole, fixtures, get, sandboxCall } from '../../entry/test/request.ts';
import type { Reservation } from '../../shared/reservation/schemas/reservation.ts';

const BASE = '/webcc-api/v1/booking/reservations';

function call(path: string, init: RequestInit = {}) {
  return fetchWhole(`https://portal.test${path}`, { redirect: 'manual', ...init });
}

/** Straight to the sandbox, as the portal's server calls it, from one client address. */
const sandbox = (path: string, init: RequestInit = {}, client = '198.51.100.7') =>
  sandboxCall(
    new Request(`https://sandbox.test${path}`, {
      ...init,
      headers: { 'cf-connecting-ip': client, ...init.headers },
    }),
  );

async function reservationNumbered(number: string) {
  const { reservations } = await fixtures();
  const fixture = reservations.find((r) => r.number === number)!;
  const reservation = (await (await sandbox(`${BASE}/${fixture.token}`)).json()) as Reservation;
  return { fixture, reservation };
}

async function codeFromMailbox(number: string): Promise<string> {
  const mails = (await (await get('/__dev/mailbox.json')).json()) as { subject: string; text: string }[];
  const mail = mails.find((m) => m.subject.includes(number) && /code/i.test(m.subject));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed for ${number}`);
  return code;
}

async function verifiedCode(number: string): Promise<string> {
  expect((await sandbox(`${BASE}/${number}/authcodes/email`, { method: 'POST' })).status).toBe(202);
  return codeFromMailbox(number);
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

beforeEach(async () => {
  await call('/__dev/reset', { method: 'POST' });
});

describe('GET reservation by token', () => {
  it('answers the whole reservation', async () => {
    const { fixture, reservation } = await reservationNumbered('4815162342');
    expect(reservation).toMatchObject({
      token: fixture.token,
      number: '4815162342',
      state: 'OK',
      persons: { adults: 2, children: 1, babies: 0 },
      price: { currency: 'EUR', status: 'unpaid', paid: 0 },
      emailHint: 'e•••r@example.com',
    });
    expect(reservation.price.total).toBe(reservation.price.outstanding);
    expect(reservation.services.find((s) => s.code === 'LINEN')).toMatchObject({ quantity: 3, total: 5_400 });
  });

  it('refuses malformed tokens with 400 and unknown ones with 404', async () => {
    expect((await sandbox(`${BASE}/short`)).status).toBe(400);
    expect((await sandbox(`${BASE}/AbCdEfGhIjKlMnOpQrStUvWx`)).status).toBe(404);
  });

  it('refuses the misses of a client that keeps guessing tokens with 429, never a token that exists', async () => {
    const client = '203.0.113.99';
    for (let i = 0; i < 10; i += 1)
      expect((await sandbox(`${BASE}/AbCdEfGhIjKlMnOpQrSt${i}xyz`, {}, client)).status).toBe(404);
    const limited = await sandbox(`${BASE}/AbCdEfGhIjKlMnOpQrStUvxyz`, {}, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    const { reservations } = await fixtures();
    // Issue 34 point 6: a guest behind the same address still opens their own reservation.
    expect((await sandbox(`${BASE}/${reservations[0]!.token}`, {}, client)).status).toBe(200);
    expect((await sandbox(`${BASE}/${reservations[0]!.token}`, {}, '203.0.113.100')).status).toBe(200);
  });
});

describe('voucher', () => {
  it('is there with a voucher document and a live booking', async () => {
    const { fixture } = await reservationNumbered('4815162343');
    const response = await sandbox(`${BASE}/voucher/${fixture.token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      keyholder: { name: 'Maria Hofer' },
      keyHandover: { text: expect.stringContaining('Eigentümerin') },
    });
  });

  it('is not there for a cancelled booking, even with the document', async () => {
    const { fixture } = await reservationNumbered('4815162344');
    expect((await sandbox(`${BASE}/voucher/${fixture.token}`)).status).toBe(404);
  });

  it('is not there without the document', async () => {
    const { fixture } = await reservationNumbered('4815162342');
    expect((await sandbox(`${BASE}/voucher/${fixture.token}`)).status).toBe(404);
  });
});

describe('authcodes', () => {
  it('mails a 6-digit code that verifies; a wrong one is 401', async () => {
    const code = await verifiedCode('4815162342');
    expect(code).toMatch(/^\d{6}$/);
    expect((await sandbox(`${BASE}/4815162342/authcodes/${code}`)).status).toBe(200);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sandbox(`${BASE}/4815162342/authcodes/${wrong}`)).status).toBe(401);
    expect((await sandbox(`${BASE}/4815162342/authcodes/12ab`)).status).toBe(400);
  });

  it('locks after five wrong tries', async () => {
    const code = await verifiedCode('4815162342');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await sandbox(`${BASE}/4815162342/authcodes/${wrong}`);
    expect((await sandbox(`${BASE}/4815162342/authcodes/${code}`)).status).toBe(429);
  });

  it('keeps the wrong tries of the window when a new code is sent', async () => {
    const first = await verifiedCode('4815162342');
    const firstWrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) await sandbox(`${BASE}/4815162342/authcodes/${firstWrong}`);
    const fresh = await verifiedCode('4815162342');
    const wrong = fresh === '000001' ? '000002' : '000001';
    for (let i = 0; i < 2; i += 1) await sandbox(`${BASE}/4815162342/authcodes/${wrong}`);
    expect((await sandbox(`${BASE}/4815162342/authcodes/${fresh}`)).status).toBe(429);
  });

  it('sends at most three codes in fifteen minutes; the fourth is 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await sandbox(`${BASE}/4815162342/authcodes/email`, { method: 'POST' })).status).toBe(202);
    const fourth = await sandbox(`${BASE}/4815162342/authcodes/email`, { method: 'POST' });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ error: 'too_many_codes' });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('checks at most five of a hundred parallel guesses', async () => {
    const code = await verifiedCode('4815162342');
    const guesses = Array.from({ length: 100 }, (_, i) => String(i).padStart(6, '0')).filter(
      (g) => g !== code,
    );
    const statuses = await Promise.all(
      guesses.map(async (guess) => (await sandbox(`${BASE}/4815162342/authcodes/${guess}`)).status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await sandbox(`${BASE}/4815162342/authcodes/${code}`)).status).toBe(429);
  });

  it('answers an unknown number with 404 and a malformed one with 400', async () => {
    expect((await sandbox(`${BASE}/999999999/authcodes/email`, { method: 'POST' })).status).toBe(404);
    expect((await sandbox(`${BASE}/abc/authcodes/email`, { method: 'POST' })).status).toBe(400);
  });
});

describe('modify (PUT)', () => {
  const put = async (
    number: string,
    fields: Record<string, string | number>,
    headers: Record<string, string>,
  ) =>
    sandbox(`${BASE}/${number}`, {
      method: 'PUT',
      body: form(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('needs a valid code (401)', async () => {
    const { reservation } = await reservationNumbered('4815162342');
    const response = await put('4815162342', { adults: 3 }, { 'x-lastmodified': reservation.lastModified });
    expect(response.status).toBe(401);
    const withWrongCode = await put(
      '4815162342',
      { adults: 3 },
      { 'x-lastmodified': reservation.lastModified, authorization: 'Authcode 000001' },
    );
    expect(withWrongCode.status).toBe(401);
  });

  it('changes persons and services, and refuses a stale X-LastModified (409)', async () => {
    const { reservation } = await reservationNumbered('4815162342');
    const code = await verifiedCode('4815162342');
    const headers = { 'x-lastmodified': reservation.lastModified, authorization: `Authcode ${code}` };
    const response = await put(
      '4815162342',
      { adults: 3, children: 1, 'service[PET]': 1, 'service[LINEN]': 0 },
      headers,
    );
    expect(response.status).toBe(200);
    const changed = (await response.json()) as Reservation;
    expect(changed.persons).toEqual({ adults: 3, children: 1, babies: 0 });
    expect(changed.services.find((s) => s.code === 'PET')?.quantity).toBe(1);
    expect(changed.services.find((s) => s.code === 'LINEN')?.quantity).toBe(0);
    expect(changed.lastModified).not.toBe(reservation.lastModified);
    expect((await put('4815162342', { adults: 2 }, headers)).status).toBe(409);
  });

  it('lets exactly one of three concurrent changes with the same X-LastModified win, every time', async () => {
    const code = await verifiedCode('4815162342');
    for (let run = 0; run < 6; run += 1) {
      const { reservation } = await reservationNumbered('4815162342');
      const headers = { 'x-lastmodified': reservation.lastModified, authorization: `Authcode ${code}` };
      const statuses = await Promise.all(
        [1, 2, 3].map(async (adults) => (await put('4815162342', { adults }, headers)).status),
      );
      expect(statuses.sort()).toEqual([200, 409, 409]);
    }
  });

  it('refuses persons without an adult, beyond the maximum, and unknown services (400)', async () => {
    const { reservation } = await reservationNumbered('4815162342');
    const code = await verifiedCode('4815162342');
    const headers = { 'x-lastmodified': reservation.lastModified, authorization: `Authcode ${code}` };
    const noAdult = await put('4815162342', { adults: 0, children: 2 }, headers);
    expect(noAdult.status).toBe(400);
    expect(await noAdult.json()).toMatchObject({ fields: { persons: 'adultRequired' } });
    const tooMany = await put('4815162342', { adults: 5, children: 2 }, headers);
    expect(await tooMany.json()).toMatchObject({ fields: { persons: 'tooManyGuests' } });
    expect((await put('4815162342', { 'service[SPA]': 1 }, headers)).status).toBe(400);
    expect((await put('4815162342', { adults: 'two' }, headers)).status).toBe(400);
    expect((await put('4815162342', { 'service[COT]': 9 }, headers)).status).toBe(400);
  });
});

describe('cancel (DELETE) and refund', () => {
  it('cancels with a code, charges the fee, and offers the rest back as a voucher for 5 years', async () => {
    expect((await sandbox(`${BASE}/4815162352`, { method: 'DELETE' })).status).toBe(401);
    const code = await verifiedCode('4815162352');
    const authorization = `Authcode ${code}`;
    const cancelled = await sandbox(`${BASE}/4815162352`, { method: 'DELETE', headers: { authorization } });
    expect(cancelled.status).toBe(200);
    const { cancellationFee, refundable } = (await cancelled.json()) as {
      cancellationFee: number;
      refundable: number;
    };
    expect(cancellationFee).toBeGreaterThan(0);
    expect(refundable).toBeGreaterThan(0);
    expect(
      (await sandbox(`${BASE}/4815162352`, { method: 'DELETE', headers: { authorization } })).status,
    ).toBe(409);

    const badIban = await sandbox(`${BASE}/4815162352/refund`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'banktransfer', iban: 'DE00 1234', accountHolder: 'James Carter' }),
    });
    expect(badIban.status).toBe(400);
    expect(await badIban.json()).toMatchObject({ fields: { iban: 'invalidIban' } });

    const refund = await sandbox(`${BASE}/4815162352/refund`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'voucher' }),
    });
    expect(refund.status).toBe(200);
    const body = JSON.parse(await refund.text()) as {
      amount: number;
      voucherCode: string;
      validUntil: string;
    };
    expect(body.amount).toBe(refundable);
    expect(body.voucherCode).toMatch(/^HV-/);
    expect(Number(body.validUntil.slice(0, 4))).toBe(new Date().getUTCFullYear() + 5);
    const again = await sandbox(`${BASE}/4815162352/refund`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'voucher' }),
    });
    expect(again.status).toBe(409);
    const { reservation } = await reservationNumbered('4815162352');
    expect(reservation.state).toBe('CA');
    expect(reservation.refund).toMatchObject({ method: 'voucher', amount: refundable });
  });

  it('refunds by bank transfer to a valid IBAN', async () => {
    const code = await verifiedCode('4815162344');
    const response = await sandbox(`${BASE}/4815162344/refund`, {
      method: 'POST',
      headers: { authorization: `Authcode ${code}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'banktransfer',
        iban: 'DE89 3704 0044 0532 0130 00',
        accountHolder: 'Liam Hughes',
      }),
    });
    expect(response.status).toBe(200);
    const { reservation } = await reservationNumbered('4815162344');
    expect(reservation.refund).toMatchObject({ method: 'banktransfer', ibanHint: 'DE•• •••• 3000' });
  });
});

describe('checkPrice', () => {
  it('prices a change before it is made', async () => {
    const { reservation } = await reservationNumbered('4815162342');
    const response = await sandbox(`${BASE}/4815162342/checkPrice?adults=4&children=1&service%5BPET%5D=1`);
    expect(response.status).toBe(200);
    const check = JSON.parse(await response.text()) as {
      currentTotal: number;
      newTotal: number;
      difference: number;
    };
    expect(check.currentTotal).toBe(reservation.price.total);
    expect(check.difference).toBe(check.newTotal - check.currentTotal);
    expect(check.difference).toBeGreaterThan(0);
    expect((await sandbox(`${BASE}/4815162342/checkPrice?adults=-1`)).status).toBe(400);
  });
});

describe('payment', () => {
  it('opens a sandbox payment that pays the outstanding amount', async () => {
    const started = await sandbox(`${BASE}/4815162342/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'creditcard' }),
    });
    expect(started.status).toBe(201);
    const { paymentUrl } = (await started.json()) as { paymentUrl: string };
    expect((await get(paymentUrl)).status).toBe(200);
    const paid = await call(paymentUrl, { method: 'POST', body: form({ outcome: 'succeed', lang: 'en' }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      /^\/precheckins\/iframepages\/successpending\?lang=en&payment=/,
    );
    const { reservation } = await reservationNumbered('4815162342');
    expect(reservation.price).toMatchObject({ status: 'paid', outstanding: 0 });
    const nothingDue = await sandbox(`${BASE}/4815162342/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'creditcard' }),
    });
    expect(nothingDue.status).toBe(409);
  });

  it('sends a declined payment to the failure page and keeps the debt', async () => {
    const started = await sandbox(`${BASE}/4815162342/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'paypal' }),
    });
    const { paymentUrl } = (await started.json()) as { paymentUrl: string };
    const declined = await call(paymentUrl, { method: 'POST', body: form({ outcome: 'fail', lang: 'de' }) });
    expect(declined.headers.get('location')).toMatch(/^\/precheckins\/iframepages\/failure\?lang=de/);
    const { reservation } = await reservationNumbered('4815162342');
    expect(reservation.price.status).toBe('unpaid');
    const badMethod = await sandbox(`${BASE}/4815162342/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'cash' }),
    });
    expect(badMethod.status).toBe(400);
  });

  it('awaits a bank transfer under its reference until the bank receives it (issue 34 point 5)', async () => {
    const announce = () =>
      sandbox(`${BASE}/4815162342/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'banktransfer' }),
      });
    const started = await announce();
    expect(started.status).toBe(201);
    const { transfer } = (await started.json()) as { transfer: NonNullable<Reservation['transfer']> };
    expect(transfer).toMatchObject({
      iban: 'DE89370400440532013000',
      reference: expect.stringMatching(/^4815162342-/),
    });
    // Choosing it again keeps the transfer already announced.
    expect(((await (await announce()).json()) as { transfer: unknown }).transfer).toEqual(transfer);
    const awaiting = (await reservationNumbered('4815162342')).reservation;
    expect(awaiting.transfer).toEqual(transfer);
    expect(awaiting.price.status).toBe('unpaid');

    const receive = (number: string) =>
      call('/__dev/transfers/receive', { method: 'POST', body: JSON.stringify({ number }) });
    expect((await receive('4815162342')).status).toBe(200);
    const paid = (await reservationNumbered('4815162342')).reservation;
    expect(paid.price).toMatchObject({ status: 'paid', outstanding: 0 });
    expect(paid.transfer).toBeNull();
    expect((await receive('4815162342')).status).toBe(404);
  });
});

describe('accommodations', () => {
  it('answers the house, its services in a language, and its trips', async () => {
    expect(await (await sandbox('/webcc-api/v1/accommodations/IT3020.100.1')).json()).toMatchObject({
      name: 'Casa Lucia',
      maxGuests: 6,
    });
    const german = (await (await sandbox('/webcc-api/v1/accommodations/IT3020.100.1/de')).json()) as {
      services: { name: string }[];
    };
    expect(german.services.map((s) => s.name)).toContain('Babybett');
    const trips = (await (await sandbox('/webcc-api/v1/accommodations/IT3020.100.1/trips')).json()) as {
      trips: { currency: string }[];
    };
    expect(trips.trips[0]?.currency).toBe('EUR');
    expect((await sandbox('/webcc-api/v1/accommodations/IT3020.100.1/trips?currency=CHF')).status).toBe(200);
    expect((await sandbox('/webcc-api/v1/accommodations/IT3020.100.1/trips?currency=XYZ')).status).toBe(400);
    expect((await sandbox('/webcc-api/v1/accommodations/IT3020.100.1/ja')).status).toBe(400);
    expect((await sandbox('/webcc-api/v1/accommodations/XX0000.0.0')).status).toBe(404);
  });
});

describe('reviews', () => {
  it('lists 10 a page with the total and the average rating', async () => {
    const first = (await (
      await sandbox('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&locale=en')
    ).json()) as {
      reviews: unknown[];
      rating: number;
      _stats: { totalHits: number };
    };
    expect(first.reviews).toHaveLength(10);
    expect(first._stats.totalHits).toBe(23);
    expect(first.rating).toBeGreaterThan(3);
    const third = (await (
      await sandbox('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&page=3')
    ).json()) as { reviews: unknown[] };
    expect(third.reviews).toHaveLength(3);
    expect((await sandbox('/webcc-api/v1/reviews?page=0')).status).toBe(400);
    expect((await sandbox('/webcc-api/v1/reviews?filters=colour:red')).status).toBe(400);
  });

  it('takes one review per past stay and refuses bad ones with their fields', async () => {
    const { fixture } = await reservationNumbered('4815162351');
    const post = (fields: Record<string, string | number>) =>
      sandbox('/webcc-api/v1/forms/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ token: fixture.token, ...fields }),
      });
    const tooShort = await post({ rating: 5, title: 'Lovely', text: 'Too short', policy: 'true', notes: '' });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({ fields: { text: 'textTooShort' } });
    const noPolicy = await post({
      rating: 5,
      title: 'Lovely',
      text: 'A really lovely house by the lake.',
      notes: '',
    });
    expect(await noPolicy.json()).toMatchObject({ fields: { policy: 'policyRequired' } });
    const good = {
      rating: 5,
      title: 'Lovely',
      text: 'A really lovely house by the lake.',
      policy: 'true',
      notes: '',
    };
    const ofStay = async () =>
      (
        (await (await sandbox('/webcc-api/v1/reviews?filters=reservation:4815162351')).json()) as {
          reviews: { title: string }[];
        }
      ).reviews;
    expect(await ofStay()).toEqual([]);
    expect((await post(good)).status).toBe(201);
    expect((await post(good)).status).toBe(409);
    // Issue 15: the stay's review is found again, so the guest's page shows it instead of the form.
    expect((await ofStay()).map((review) => review.title)).toEqual(['Lovely']);
    const { fixture: future } = await reservationNumbered('4815162342');
    const early = await sandbox('/webcc-api/v1/forms/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ ...good, token: future.token }),
    });
    expect(early.status).toBe(422);
  });

  it('answers concurrent submits of one stay with one 201 and 409s', async () => {
    const { fixture } = await reservationNumbered('4815162351');
    const good = { rating: 4, title: 'Lovely', text: 'A really lovely house by the lake.', policy: 'true' };
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await sandbox('/webcc-api/v1/forms/reviews', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ token: fixture.token, ...good }),
        });
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
