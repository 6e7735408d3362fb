import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './appEnv.ts';
import { normalizedPathStep } from './normalizedPath.ts';

function appSeeing() {
  const seen: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    normalizedPathStep((request) => app.fetch(request)),
  );
  app.all('*', (c) => {
    seen.push(new URL(c.req.url).pathname);
    return c.text(c.req.path);
  });
  return { app, seen };
}

describe('normalised path step', () => {
  it('routes and hands on the request with the normal path, raw URL and routing alike', async () => {
    const { app, seen } = appSeeing();
    const answer = await app.request('https://portal.test/%72eservations/AbC?lang=en');
    expect(await answer.text()).toBe('/reservations/AbC');
    expect(seen).toEqual(['/reservations/AbC']);
    await app.request('https://portal.test/webcc%2Dapi/v1/reviews');
    expect(seen[1]).toBe('/webcc-api/v1/reviews');
  });

  it('answers 400, not 500, to a path whose escapes are not UTF-8', async () => {
    const { app, seen } = appSeeing();
    const answer = await app.request('https://portal.test/validation-api/v1/emails/%ff%fe');
    expect(answer.status).toBe(400);
    expect(seen).toEqual([]);
  });
});
