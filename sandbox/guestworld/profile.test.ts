import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANNA, Browser, JONAS, register, type Json } from '../identity/testBrowser.ts';
import { resetSandbox } from '../identity/testSandbox.ts';
import { userSchema, type User } from '../../shared/account/schemas/user.ts';
import { bookingStatus } from '../../shared/reservation/bookingStatus.ts';
import { todayIso } from '../../shared/reservation/stay.ts';
import { callWith, signedIn } from './users/testAccount.ts';
import { fixtures, sandboxCall } from '../../entry/test/request.ts';

beforeEach(async () => {
  await resetSandbox();
});

const PROFILE = {
  title: 'F',
  firstName: 'Anna',
  lastName: 'Sommer',
  street: 'Strandweg 1',
  postcode: '25980',
  city: 'Sylt',
  country: 'DE',
  phone: '4946511234',
};

describe('guestworld-api users without a session', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/picture'],
    ['DELETE', '/picture'],
    ['POST', '/link'],
    ['GET', '/reservations/4815170001/documents/invoice'],
  ])('%s %s is 401 with a JSON error', async (method, path) => {
    const response = await callWith(undefined)(path, { method });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalidAccount' });
  });

  it('refuses a forged session cookie', async () => {
    expect((await callWith('ory_kratos_session=forged')('')).status).toBe(401);
  });
});

describe('GET the signed-in user', () => {
  it('answers the demo profile with its picture and linked bookings in every card status', async () => {
    const { call } = await signedIn(ANNA);
    const response = await call('');
    expect(response.status).toBe(200);
    const user = userSchema.parse(await response.json());
    expect(user.contacts).toMatchObject({ firstName: 'Anna', email: ANNA.email, country: 'GB' });
    expect(user.profileImg).toMatch(/^\/guestworld-api\/v2\/users\/pictures\//);
    expect(user.reservations).toHaveLength(12);
    expect(user.reservations.map((r) => r.number)).not.toContain('4815170013');
    const statuses = new Set(user.reservations.map((r) => bookingStatus(r, todayIso())));
    expect(statuses).toEqual(new Set(['completed', 'upcoming', 'current', 'cancelled']));
    expect(await (await call(user.profileImg!.replace('/guestworld-api/v2/users', ''))).text()).toContain(
      '<svg',
    );
  });

  it('takes the native X-Session-Token as well', async () => {
    const app = new Browser();
    const flow = await app.flow('login', '', 'api');
    const login: Json = await (
      await app.submit('login', flow, {
        method: 'password',
        identifier: JONAS.email,
        password: JONAS.password,
      })
    ).json();
    const response = await callWith(undefined)('', { headers: { 'x-session-token': login.session_token } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as User).contacts.firstName).toBe('Jonas');
  });
});

describe('POST creates the user on first sign-in', () => {
  it('creates once (201), then is harmless (200); GET before it is 404', async () => {
    const browser = new Browser();
    const { email } = await register(browser);
    const call = callWith(browser.cookieHeader());
    expect((await call('')).status).toBe(404);
    const first = await call('', { method: 'POST', json: { email } });
    expect(first.status).toBe(201);
    expect(((await first.json()) as User).contacts).toMatchObject({ email, firstName: '' });
    expect((await call('', { method: 'POST', json: { email } })).status).toBe(200);
    expect((await call('')).status).toBe(200);
  });

  it('takes the e-mail from the identity: another address is refused with 403 and creates nothing', async () => {
    const browser = new Browser();
    await register(browser);
    const call = callWith(browser.cookieHeader());
    const response = await call('', { method: 'POST', json: { email: ANNA.email } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'emailMismatchError' });
    expect((await call('')).status).toBe(404);
  });

  it('refuses a body without an e-mail address with 400', async () => {
    const { call } = await signedIn(ANNA);
    const response = await call('', { method: 'POST', json: { email: 'nope' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { email: 'invalidEmail' } });
  });
});

describe('PUT the contacts', () => {
  it('saves valid contacts and answers the user', async () => {
    const { call } = await signedIn(ANNA);
    const response = await call('', { method: 'PUT', json: { ...PROFILE, title: 'f' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as User).contacts).toMatchObject({ ...PROFILE, email: ANNA.email });
    expect(((await (await call('')).json()) as User).contacts.lastName).toBe('Sommer');
  });

  it('answers 400 with field errors for SPEC §5 breaches, never a 500', async () => {
    const { call } = await signedIn(ANNA);
    const response = await call('', {
      method: 'PUT',
      json: {
        ...PROFILE,
        firstName: 'a'.repeat(40),
        city: '<script>',
        phone: '+49 4651 ask for Anna',
        lastName: '',
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalidInput',
      fields: {
        firstName: 'tooLong',
        city: 'forbiddenCharacters',
        phone: 'invalidPhone',
        lastName: 'required',
      },
    });
    for (const body of ['not json', '[]', '{"title": 5}']) {
      const bad = await call('', { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
      expect(bad.status).toBe(400);
    }
    expect(((await (await call('')).json()) as User).contacts.lastName).toBe('Demo');
  });
});

describe('DELETE the account', () => {
  it('deletes user and identity with the survey; the session ends at once and the sign-in fails', async () => {
    const { browser, call } = await signedIn(ANNA);
    const other = await signedIn(ANNA);
    const response = await call('', {
      method: 'DELETE',
      json: { reasons: ['privacy', 'tooManyEmails'], comment: 'Moving on' },
    });
    expect(response.status).toBe(204);
    expect((await call('')).status).toBe(401);
    expect((await other.call('')).status).toBe(401);
    expect((await browser.whoami()).status).toBe(401);
    const flow = await browser.flow('login');
    const login = await browser.submit('login', flow, {
      method: 'password',
      identifier: ANNA.email,
      password: ANNA.password,
    });
    expect(login.status).toBe(400);
    const survey = await env.SANDBOX_DB.prepare(
      'SELECT reasons, comment FROM guestworld_deletion_surveys',
    ).first();
    expect(survey).toEqual({ reasons: '["privacy","tooManyEmails"]', comment: 'Moving on' });
    const links = await env.SANDBOX_DB.prepare('SELECT COUNT(*) AS n FROM guestworld_links').first<{
      n: number;
    }>();
    expect(links?.n).toBe(4);
  });

  it('deletes what hangs on the account: its wishlists (the shared link stops), their accommodations and its flows', async () => {
    const [shared] = (await fixtures()).wishlists;
    const sharedLink = () =>
      sandboxCall(new Request(`https://sandbox.test/guestworld-api/v2/wishlists/shared/${shared!.token}`));
    expect((await sharedLink()).status).toBe(200);
    const { browser, call } = await signedIn(ANNA);
    await browser.flow('settings');
    const identity = (await env.SANDBOX_DB.prepare('SELECT id FROM identities WHERE email = ?')
      .bind(ANNA.email)
      .first<{ id: string }>())!;
    expect((await call('', { method: 'DELETE' })).status).toBe(204);
    expect((await sharedLink()).status).toBe(404);
    const left = await env.SANDBOX_DB.prepare(
      `SELECT (SELECT COUNT(*) FROM wishlists WHERE owner_id = ?1) AS wishlists,
              (SELECT COUNT(*) FROM wishlist_properties WHERE wishlist_id NOT IN (SELECT id FROM wishlists)) AS orphans,
              (SELECT COUNT(*) FROM identity_flows WHERE identity_id = ?1) AS flows`,
    )
      .bind(identity.id)
      .first();
    expect(left).toEqual({ wishlists: 0, orphans: 0, flows: 0 });
  });

  it('deletes without a survey; an invalid survey is 400 and deletes nothing', async () => {
    const { call } = await signedIn(JONAS);
    const bad = await call('', { method: 'DELETE', json: { reasons: ['bored'], comment: 'x'.repeat(500) } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: { 'reasons.0': expect.any(String), comment: 'tooLong' },
    });
    expect((await call('')).status).toBe(200);
    expect((await call('', { method: 'DELETE' })).status).toBe(204);
    expect((await call('')).status).toBe(401);
  });
});
