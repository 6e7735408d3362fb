import { describe, expect, it } from 'vitest';
import { readDemoData } from './demoData.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const DEMO = { reservations: [], precheckins: [], accounts: [], wishlists: [], partners: [] };

/** A portal that gives these answers in turn, the last one from then on, and notes each question. */
function portal(...answers: (() => Response)[]) {
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    asked.push(url);
    return (answers.length > 1 ? answers.shift()! : answers[0]!)();
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const serverError = () => new Response('<!doctype html><h1>Something went wrong</h1>', { status: 500 });

describe('the demo data npm start prints its links from', () => {
  it('is asked again while the portal answers it with an error page, saying so each time', async () => {
    const { fetch, asked } = portal(serverError, serverError, () => Response.json(DEMO));
    const warnings: string[] = [];
    const data = await readDemoData(ORIGIN, { fetch, waitMs: 0, warn: (line) => warnings.push(line) });
    expect(data).toEqual(DEMO);
    expect(asked).toEqual(Array.from({ length: 3 }, () => `${ORIGIN}/__dev/fixtures.json`));
    expect(warnings).toEqual([
      `The demo data at ${ORIGIN}/__dev/fixtures.json could not be read (status 500); trying again (1 of 10).`,
      `The demo data at ${ORIGIN}/__dev/fixtures.json could not be read (status 500); trying again (2 of 10).`,
    ]);
  });

  it('is null, not an error, when it never answers as JSON', async () => {
    const { fetch } = portal(() => new Response('not json', { status: 200 }));
    const warnings: string[] = [];
    const data = await readDemoData(ORIGIN, {
      fetch,
      attempts: 2,
      waitMs: 0,
      warn: (line) => warnings.push(line),
    });
    expect(data).toBeNull();
    expect(warnings.at(-1)).toBe(
      `The demo data at ${ORIGIN}/__dev/fixtures.json could not be read (an answer that is not JSON); giving up.`,
    );
  });
});
