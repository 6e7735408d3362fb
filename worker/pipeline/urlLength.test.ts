import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './appEnv.ts';
import { MAX_URL_LENGTH, urlLengthStep } from './urlLength.ts';

const app = new Hono<AppEnv>().use('*', urlLengthStep).all('*', (c) => c.text('answered'));

describe('URL length step', () => {
  it('answers a path and query up to the longest the portal takes', async () => {
    const query = `?q=${'x'.repeat(MAX_URL_LENGTH - '/?q='.length)}`;
    expect((await app.request(`https://portal.test/${query}`)).status).toBe(200);
  });

  it('answers a longer one with 414, so that no redirect repeats it in a header over 8 KB', async () => {
    const answer = await app.request(`https://portal.test/?q=${'x'.repeat(MAX_URL_LENGTH)}`);
    expect(answer.status).toBe(414);
    expect(await answer.json()).toEqual({ error: 'uri_too_long', message: 'The address is too long' });
  });
});
