import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures, get, sandboxCall } from '../../entry/test/request.ts';
import { ANNA, Browser, JONAS, ORIGIN, register, type Json } from '../identity/testBrowser.ts';
import { resetSandbox } from '../identity/testSandbox.ts';
import { WISHLIST_LIMIT, WISHLIST_PROPERTY_LIMIT } from '../../shared/wishlists/schemas/wishlist.ts';

const BASE = '/guestworld-api/v2/wishlists';
const CASA = 'IT3020.100.1';
const CHALET = 'AT6370.200.4';

/** A guestworld-api call as the portal's proxy sends it: the identity session's cookie, or none. */
function call(browser: Browser | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers();
  const cookie = browser?.cookieHeader();
  if (cookie) headers.set('Cookie', cookie);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return sandboxCall(
    new Request(`${ORIGIN}${BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function expectError(response: Response, status: number, code: string): Promise<Json> {
  expect(response.status).toBe(status);
  const body: Json = await response.json();
  expect(body).toMatchObject({ code });
  expect(typeof body.message).toBe('string');
  return body;
}

async function newAccount(): Promise<Browser> {
  const browser = new Browser();
  await register(browser);
  return browser;
}

async function create(browser: Browser, name: string): Promise<Json> {
  const response = await call(browser, 'POST', '', { name });
  expect(response.status).toBe(201);
  return response.json();
}

let anna: Browser;
let jonas: Browser;

beforeAll(async () => {
  await resetSandbox();
  anna = new Browser();
  await anna.signIn(ANNA);
  jonas = new Browser();
  await jonas.signIn(JONAS);
});

describe('the demo wishlists', () => {
  it("lists the signed-in account's own wishlists with their accommodations and share tokens", async () => {
    const response = await call(anna, 'GET', '');
    expect(response.status).toBe(200);
    const { wishlists }: Json = await response.json();
    expect(wishlists.map((w: Json) => w.name)).toEqual(['Summer by the water', 'Ski week']);
    expect(wishlists[0]).toMatchObject({
      properties: [CASA, 'DK1050.12.1'],
      sharedToken: expect.any(String),
    });
    expect(wishlists[1]).toMatchObject({ properties: [CHALET], sharedToken: null });
    const jonasLists: Json = await (await call(jonas, 'GET', '')).json();
    expect(jonasLists.wishlists.map((w: Json) => w.name)).toEqual(['Familienurlaub']);
  });

  it('lists the shared one in /__dev/fixtures.json with a link that works without an account', async () => {
    const { wishlists } = await fixtures();
    expect(wishlists).toHaveLength(1);
    const [shared] = wishlists;
    expect(shared!.url).toBe(`/myaccount/wishlists/${shared!.token}?lang=en`);
    const response = await call(null, 'GET', `/shared/${shared!.token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Summer by the water', properties: [CASA, 'DK1050.12.1'] });
  });
});

describe('without a session', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PATCH', '/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/00000000-0000-4000-8000-000000000000'],
    ['PUT', `/00000000-0000-4000-8000-000000000000/properties/${CASA}`],
    ['DELETE', `/00000000-0000-4000-8000-000000000000/properties/${CASA}`],
    ['POST', '/00000000-0000-4000-8000-000000000000/share'],
    ['DELETE', '/00000000-0000-4000-8000-000000000000/share'],
  ])('%s %s answers 401 invalidAccount', async (method, path) => {
    await expectError(
      await call(null, method, path, method === 'POST' ? { name: 'x' } : undefined),
      401,
      'invalidAccount',
    );
  });

  it('accepts a native app session token instead of the cookie', async () => {
    const token = await nativeSessionToken();
    const response = await sandboxCall(
      new Request(`${ORIGIN}${BASE}`, { headers: { 'X-Session-Token': token } }),
    );
    expect(response.status).toBe(200);
  });
});

async function nativeSessionToken(): Promise<string> {
  const browser = new Browser();
  const flow = await browser.flow('login', '', 'api');
  const response = await browser.submit('login', flow, {
    method: 'password',
    identifier: ANNA.email,
    password: ANNA.password,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Json).session_token;
}

describe('creating, renaming and deleting', () => {
  it('creates a wishlist (201), renames it and deletes it', async () => {
    const browser = await newAccount();
    const created = await create(browser, '  Autumn  ');
    expect(created).toMatchObject({ name: 'Autumn', properties: [], sharedToken: null });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const renamed = await call(browser, 'PATCH', `/${created.id}`, { name: 'Autumn walks' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: created.id, name: 'Autumn walks' });
    expect((await call(browser, 'DELETE', `/${created.id}`)).status).toBe(204);
    expect(((await (await call(browser, 'GET', '')).json()) as Json).wishlists).toEqual([]);
    await expectError(await call(browser, 'DELETE', `/${created.id}`), 404, 'wishlistNotFound');
  });

  it.each([
    [{ name: '' }, 'required'],
    [{ name: '   ' }, 'required'],
    [{ name: 'x'.repeat(40) }, 'tooLong'],
    [{ name: "Anna's list" }, 'forbiddenCharacters'],
    [{ name: '<b>' }, 'forbiddenCharacters'],
    [{ name: 'Sylt\u0000' }, 'forbiddenCharacters'],
    [{ name: 'Sylt\u202Egnp.exe' }, 'forbiddenCharacters'],
    [{}, undefined],
  ])('refuses the name %j (400 invalidWishlist, the field says why)', async (body, reason) => {
    const body400 = await expectError(await call(anna, 'POST', '', body), 400, 'invalidWishlist');
    if (reason) expect(body400.fields).toEqual({ name: reason });
    else expect(body400.fields.name).toBeTruthy();
  });

  it('accepts a name of 39 characters', async () => {
    const browser = await newAccount();
    expect((await create(browser, 'x'.repeat(39))).name).toHaveLength(39);
  });

  it(`refuses an eleventh wishlist: limitReached past ${WISHLIST_LIMIT}`, async () => {
    const browser = await newAccount();
    for (let n = 1; n <= WISHLIST_LIMIT; n++) await create(browser, `List ${n}`);
    await expectError(await call(browser, 'POST', '', { name: 'One too many' }), 409, 'limitReached');
  });

  it(`keeps the limit of ${WISHLIST_LIMIT} under parallel creates`, async () => {
    const browser = await newAccount();
    const statuses = await Promise.all(
      Array.from({ length: WISHLIST_LIMIT + 6 }, (_, n) =>
        call(browser, 'POST', '', { name: `List ${n}` }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(WISHLIST_LIMIT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(((await (await call(browser, 'GET', '')).json()) as Json).wishlists).toHaveLength(WISHLIST_LIMIT);
  });

  it('tells a malformed id (invalidWishlist), an unknown one (wishlistNotFound) and someone else’s (notOwner) apart', async () => {
    const [jonasList] = ((await (await call(jonas, 'GET', '')).json()) as Json).wishlists;
    await expectError(await call(anna, 'PATCH', '/not-an-id', { name: 'Mine' }), 400, 'invalidWishlist');
    await expectError(
      await call(anna, 'PATCH', '/00000000-0000-4000-8000-000000000000', { name: 'Mine' }),
      404,
      'wishlistNotFound',
    );
    await expectError(await call(anna, 'PATCH', `/${jonasList.id}`, { name: 'Mine' }), 403, 'notOwner');
    await expectError(await call(anna, 'DELETE', `/${jonasList.id}`), 403, 'notOwner');
    await expectError(await call(anna, 'PUT', `/${jonasList.id}/properties/${CASA}`), 403, 'notOwner');
    await expectError(await call(anna, 'DELETE', `/${jonasList.id}/properties/${CHALET}`), 403, 'notOwner');
    await expectError(await call(anna, 'POST', `/${jonasList.id}/share`), 403, 'notOwner');
    await expectError(await call(anna, 'DELETE', `/${jonasList.id}/share`), 403, 'notOwner');
    const unchanged: Json = await (await call(jonas, 'GET', '')).json();
    expect(unchanged.wishlists[0]).toMatchObject({ name: 'Familienurlaub', properties: [CHALET, CASA] });
  });
});

describe('accommodations on a wishlist', () => {
  it('adds one, refuses it twice (alreadyOnWishlist) and removes it (then notOnWishlist)', async () => {
    const browser = await newAccount();
    const { id } = await create(browser, 'Lakes');
    const added = await call(browser, 'PUT', `/${id}/properties/${CASA}`);
    expect(added.status).toBe(200);
    expect(((await added.json()) as Json).properties).toEqual([CASA]);
    expect(
      ((await (await call(browser, 'PUT', `/${id}/properties/${CHALET}`)).json()) as Json).properties,
    ).toEqual([CASA, CHALET]);
    await expectError(await call(browser, 'PUT', `/${id}/properties/${CASA}`), 409, 'alreadyOnWishlist');
    const removed = await call(browser, 'DELETE', `/${id}/properties/${CASA}`);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Json).properties).toEqual([CHALET]);
    await expectError(await call(browser, 'DELETE', `/${id}/properties/${CASA}`), 404, 'notOnWishlist');
  });

  it('refuses an unknown accommodation code: invalidProperty', async () => {
    const browser = await newAccount();
    const { id } = await create(browser, 'Lakes');
    await expectError(await call(browser, 'PUT', `/${id}/properties/XX0000.1.1`), 400, 'invalidProperty');
  });

  it(`refuses a property past ${WISHLIST_PROPERTY_LIMIT}: wishlistFull, 'Please create a new Wishlist'`, async () => {
    const browser = await newAccount();
    const { id } = await create(browser, 'Everything');
    // Fifty distinct accommodations do not exist in the demo data: the rows are written directly.
    await env.SANDBOX_DB.batch(
      Array.from({ length: WISHLIST_PROPERTY_LIMIT }, (_, n) =>
        env.SANDBOX_DB.prepare(
          'INSERT INTO wishlist_properties (wishlist_id, code, position) VALUES (?, ?, ?)',
        ).bind(id, `FILL.${n}`, n + 1),
      ),
    );
    const body = await expectError(
      await call(browser, 'PUT', `/${id}/properties/${CASA}`),
      409,
      'wishlistFull',
    );
    expect(body.message).toBe('Please create a new Wishlist');
    await env.SANDBOX_DB.prepare('DELETE FROM wishlist_properties WHERE wishlist_id = ? AND code = ?')
      .bind(id, 'FILL.0')
      .run();
    expect((await call(browser, 'PUT', `/${id}/properties/${CASA}`)).status).toBe(200);
  });
});

describe('accommodations on a wishlist, added in parallel', () => {
  it('adds the same accommodation once', async () => {
    const browser = await newAccount();
    const { id } = await create(browser, 'Lakes');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(browser, 'PUT', `/${id}/properties/${CASA}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      await expectError(refused, 409, 'alreadyOnWishlist');
    }
  });

  it(`keeps the limit of ${WISHLIST_PROPERTY_LIMIT}`, async () => {
    const browser = await newAccount();
    const { id } = await create(browser, 'Everything');
    await env.SANDBOX_DB.batch(
      Array.from({ length: WISHLIST_PROPERTY_LIMIT - 1 }, (_, n) =>
        env.SANDBOX_DB.prepare(
          'INSERT INTO wishlist_properties (wishlist_id, code, position) VALUES (?, ?, ?)',
        ).bind(id, `FILL.${n}`, n + 1),
      ),
    );
    const answers = await Promise.all(
      [CASA, CHALET].map((code) => call(browser, 'PUT', `/${id}/properties/${code}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await env.SANDBOX_DB.prepare(
      'SELECT COUNT(*) AS n FROM wishlist_properties WHERE wishlist_id = ?',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(WISHLIST_PROPERTY_LIMIT);
  });
});

describe('sharing', () => {
  it('shares by a token of at least 128 bits, shows name and accommodations to anyone, and stops at once', async () => {
    const browser = await newAccount();
    const { id } = await create(browser, 'For the family');
    await call(browser, 'PUT', `/${id}/properties/${CHALET}`);
    const shared = await call(browser, 'POST', `/${id}/share`);
    expect(shared.status).toBe(201);
    const { token }: Json = await shared.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    expect(((await (await call(browser, 'GET', '')).json()) as Json).wishlists[0].sharedToken).toBe(token);

    const view = await call(null, 'GET', `/shared/${token}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toEqual({ name: 'For the family', properties: [CHALET] });
    await expectError(await call(browser, 'POST', `/${id}/share`), 409, 'alreadyShared');

    expect((await call(browser, 'DELETE', `/${id}/share`)).status).toBe(204);
    await expectError(await call(null, 'GET', `/shared/${token}`), 404, 'wishlistNotFound');
    await expectError(await call(browser, 'DELETE', `/${id}/share`), 409, 'notShared');
    const again: Json = await (await call(browser, 'POST', `/${id}/share`)).json();
    expect(again.token).not.toBe(token);
  });

  it('answers wishlistNotFound for an unknown or malformed token, and for a deleted wishlist', async () => {
    await expectError(await call(null, 'GET', '/shared/AAAAAAAAAAAAAAAAAAAAAAAA'), 404, 'wishlistNotFound');
    await expectError(await call(null, 'GET', '/shared/short'), 404, 'wishlistNotFound');
    const browser = await newAccount();
    const { id } = await create(browser, 'Short-lived');
    const { token }: Json = await (await call(browser, 'POST', `/${id}/share`)).json();
    await call(browser, 'DELETE', `/${id}`);
    await expectError(await call(null, 'GET', `/shared/${token}`), 404, 'wishlistNotFound');
  });

  it('is reached through the portal by anyone, and its page keeps the token from any Referer', async () => {
    const [shared] = (await fixtures()).wishlists;
    const answer = await get(`${BASE}/shared/${shared!.token}`);
    expect(answer.status).toBe(200);
    const page = await get(shared!.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});
