// The demo data `npm start` prints its links from, read from the portal it has just started.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

interface Reading {
  fetch?: typeof fetch;
  attempts?: number;
  waitMs?: number;
  warn?: (message: string) => void;
}

/**
 * `/__dev/fixtures.json`, asked again while the portal cannot answer it yet (the sandbox seeding,
 * a worker reloading): each failure is said in one line, and after the last one the answer is null
 * rather than an error, so the portal keeps running without the printed links.
 */
export async function readDemoData(
  origin: string,
  { fetch = globalThis.fetch, attempts = 10, waitMs = 1_000, warn = console.warn }: Reading = {},
): Promise<Fixtures | null> {
  const url = `${origin}/__dev/fixtures.json`;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const problem = await failureOf(fetch, url);
    if (typeof problem !== 'string') return problem;
    const next = attempt < attempts ? `trying again (${attempt} of ${attempts})` : 'giving up';
    warn(`The demo data at ${url} could not be read (${problem}); ${next}.`);
    if (attempt < attempts) await sleep(waitMs);
  }
  return null;
}

/** The demo data, or what kept it from being read. */
async function failureOf(fetch: typeof globalThis.fetch, url: string): Promise<Fixtures | string> {
  try {
    const response = await fetch(url);
    const text = await response.text();
    if (!response.ok) return `status ${response.status}`;
    return JSON.parse(text) as Fixtures;
  } catch (error) {
    return error instanceof SyntaxError ? 'an answer that is not JSON' : String(error);
  }
}
