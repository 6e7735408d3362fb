import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { Browser, register, uniqueEmail, type Json } from './testBrowser.ts';
import { latestMail, startFromSeededSandbox } from './testSandbox.ts';
import { bucketOf, RULES } from './rateLimits.ts';

startFromSeededSandbox();

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;
/** A browser of its own client address, so one test's count is not another's. */
const browserOfNewClient = (client = newClient()) =>
  new Browser({ Accept: 'application/json', 'cf-connecting-ip': client });

/** Requests a client made before the test, as the rule's rows: what a test would otherwise send. */
async function countedAlready(rule: (typeof RULES)[keyof typeof RULES], who: string, requests: number) {
  const insert = env.SANDBOX_DB.prepare('INSERT INTO identity_rate_hits (bucket, at) VALUES (?, ?)');
  await env.SANDBOX_DB.batch(
    Array.from({ length: requests }, () => insert.bind(bucketOf(rule, who), Date.now())),
  );
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signIn(browser: Browser, identifier: string, password: string) {
  const flow = await browser.flow('login');
  return browser.submit('login', flow, { method: 'password', identifier, password });
}

/** Kratos' answer to a refused request: 429, `Retry-After`, and a genericError under `error`. */
async function expectTooManyRequests(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const body: Json = await response.json();
  expect(body.error).toMatchObject({ code: 429, status: 'Too Many Requests' });
  expect(typeof body.error.message).toBe('string');
}

describe('rate limits', () => {
  it('refuses a client after ten wrong passwords for an identifier in ten minutes, and lets the owner in from elsewhere', async () => {
    const { email, password } = await register(new Browser());
    const stranger = browserOfNewClient();
    for (let i = 0; i < 10; i++) {
      expect((await signIn(stranger, email, 'Not-The-Password-1')).status).toBe(400);
    }
    // Guesses from addresses of their own count for each address alone.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(browserOfNewClient(), email, 'Not-The-Password-1')).status).toBe(400);
    }
    await expectTooManyRequests(await signIn(stranger, email, password));
    expect((await signIn(browserOfNewClient(), email, password)).status).toBe(200);
  });

  it('refuses a client after fifty password sign-ins in ten minutes, whichever identifiers', async () => {
    const client = newClient();
    const browser = browserOfNewClient(client);
    // Forty-nine sign-ins are counted already, so the test does not hang on a busy machine's speed.
    await countedAlready(RULES.signInPerClient, client, 49);
    expect((await signIn(browser, uniqueEmail('nobody'), 'Not-The-Password-1')).status).toBe(400);
    await expectTooManyRequests(await signIn(browser, uniqueEmail('nobody'), 'Not-The-Password-1'));
  });

  it('sends at most ten recovery codes to an address in ten minutes', async () => {
    const { email } = await register(new Browser());
    const send = async () => {
      const browser = browserOfNewClient();
      return browser.submit('recovery', await browser.flow('recovery'), { method: 'code', email });
    };
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
    await expectTooManyRequests(await send());
  });

  it('checks at most five of twenty parallel code guesses', async () => {
    const { email } = await register(new Browser());
    const browser = browserOfNewClient();
    const flow = await browser.flow('recovery');
    await browser.submit('recovery', flow, { method: 'code', email });
    const { code } = await latestMail(email);
    const guesses = Array.from({ length: 20 }, (_, i) => wrongCode(String(Number(code) + i)));
    await Promise.all(
      guesses.map((guess) => browser.submit('recovery', flow, { method: 'code', code: guess })),
    );
    const row = await env.SANDBOX_DB.prepare('SELECT attempts FROM identity_codes WHERE flow_id = ?')
      .bind(flow.id)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(5);
    expect((await browser.submit('recovery', flow, { method: 'code', code })).status).toBe(400);
  });
});
