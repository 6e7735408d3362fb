import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { serveProduction } from '../dev/serveProduction.ts';
import { startLocalPortal } from '../dev/startLocalPortal.ts';
import { freePort } from './freePort.ts';
import { attackRequests, type AttackData } from './attackRequests.ts';
import {
  describeAnswer,
  describeRequest,
  sendAll,
  Tally,
  type HttpRequest,
  type Target,
} from './overHttp.ts';
import { FUZZ_GROUPS, sampleGroup } from '../../entry/test/fuzzGroups.ts';
import { CONFIGURED_EXTERNAL_REDIRECTS } from '../../entry/test/answerChecks.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

/**
 * The earlier rounds' checks in both modes, over HTTP as a visitor's client sends them: the
 * generated requests of entry/fuzz.test.ts (same seed, same requests) and the attack list of
 * scripts/test/attackRequests.ts, against the local mode (`npm start`'s server) and the production
 * mode (the production bundle under wrangler, its upstreams the sandbox as a worker of its own).
 * No answer may be a server error or none at all (status 0), carry headers a proxy refuses
 * (a line over 8 KB, or 8 KB in all), repeat a secret in a header or show the inside of the portal.
 */

interface Mode {
  name: 'local' | 'production';
  origin: string;
  /** Where the sandbox's `/__dev` pages answer: the portal itself in local mode, the sandbox's worker else. */
  devOrigin: string;
}

const modes: Mode[] = [];
const stops: (() => Promise<void> | void)[] = [];

// Each CF-Connecting-IP a client of its own, as on Cloudflare: the requests are many visitors.
const MANY_VISITORS = { TRUST_CF_CONNECTING_IP: 'true' };

/** On this 2-core machine beside other test runs: a production wrangler builds for minutes. */
const STARTUP_MS = 240_000;

/**
 * Per mode, both modes at once (each runtime is single-threaded: two use both cores): 2,400 generated
 * requests and the attack list, 4 at a time. A guard against a hang, not a speed check.
 */
const MODE_TIMEOUT_MS = 480_000;

let startedAt = 0;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

beforeAll(async () => {
  startedAt = Date.now();
  const localPort = await freePort();
  const sandboxPort = await freePort();
  const portalPort = await freePort();
  const local = startLocalPortal({
    origin: `http://127.0.0.1:${localPort}`,
    persistTo: '.wrangler/attack-local-state',
    env: MANY_VISITORS,
    startupMs: STARTUP_MS,
    // The run provokes thousands of logged refusals; its own report says what went wrong.
    stderr: 'ignore',
  }).then((stop) => {
    stops.push(stop);
    modes.push({
      name: 'local',
      origin: `http://127.0.0.1:${localPort}`,
      devOrigin: `http://127.0.0.1:${localPort}`,
    });
  });
  const production = serveProduction({
    sandboxPort,
    portalPort,
    state: '.wrangler/attack-production-state',
    vars: MANY_VISITORS,
    inspectorPort: 0,
    upWithinMs: STARTUP_MS,
  }).then(({ sandbox, portal, sandboxUrl, portalUrl }) => {
    stops.push(...[sandbox, portal].map((p: ChildProcess) => () => void p.kill('SIGTERM')));
    modes.push({ name: 'production', origin: portalUrl, devOrigin: sandboxUrl });
  });
  const started = await Promise.allSettled([local, production]);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  console.log(`Both modes up after ${seconds(startedAt)}`);
}, STARTUP_MS + 60_000);

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

async function resetDemoData(mode: Mode): Promise<Fixtures> {
  const reset = await fetch(`${mode.devOrigin}/__dev/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`The sandbox's reset answered ${reset.status}`);
  return (await fetch(`${mode.devOrigin}/__dev/fixtures.json`)).json() as Promise<Fixtures>;
}

/** A fellow traveller's invite link, issued through the portal as the main guest's page does. */
async function issueInvite(mode: Mode, precheckin: string): Promise<string> {
  const issued = await fetch(`${mode.origin}/webcc-api/v1/booking/precheckins/${precheckin}/invites/2`, {
    method: 'POST',
    headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', origin: mode.origin },
  });
  if (!issued.ok) throw new Error(`Issuing an invite answered ${issued.status}`);
  const { invites } = (await issued.json()) as { invites: { number: number; token: string }[] };
  return invites.find((invite) => invite.number === 2)!.token;
}

function targetOf(mode: Mode, data: Fixtures, invite: string): Target {
  const identity = new URL(mode.devOrigin).origin;
  return {
    origin: mode.origin,
    // Production signs in at the identity service's own origin (here the sandbox's worker).
    redirectsTo: (location) =>
      CONFIGURED_EXTERNAL_REDIRECTS.has(location) ||
      (mode.name === 'production' && URL.canParse(location) && new URL(location).origin === identity),
    secrets: {
      tokens: [
        ...data.reservations.map((r) => r.token),
        ...data.precheckins.map((p) => p.token),
        ...data.wishlists.map((w) => w.token),
        ...data.accounts.flatMap((a) => (a.linkable ? [a.linkable.token] : [])),
        invite,
      ],
      jwts: data.partners.map((p) => p.jwt),
    },
  };
}

/** The largest of the answers' sizes, and the request that got it. */
function largest(tally: Tally, size: 'headerBytes' | 'longestLine'): string {
  const answer = tally.largestBy(size);
  return `${answer?.[size] ?? 0} B (${answer ? describeRequest(answer.request) : '-'})`;
}

function report(mode: Mode, tally: Tally, attacks: number, took: string): string {
  return [
    `${mode.name} mode (${mode.origin}): ${tally.sent} requests (${tally.sent - attacks} generated, ${attacks} attacks) in ${took}`,
    `  answers by status class: ${JSON.stringify(tally.byClass())}`,
    `  5xx: ${tally.serverErrors}, status 0: ${tally.noAnswer}`,
    `  largest headers read: ${largest(tally, 'headerBytes')}`,
    `  longest header line read: ${largest(tally, 'longestLine')}`,
    `  answers with a problem: ${tally.failures().length}`,
    ...Object.entries(tally.problemKinds()).map(([kind, count]) => `    ${count} × ${kind}`),
  ].join('\n');
}

describe('the earlier rounds’ checks, over HTTP, in both modes', () => {
  it.concurrent.for(['local', 'production'] as const)(
    '%s mode answers every generated request and every attack',
    { timeout: MODE_TIMEOUT_MS },
    async (name, { expect }) => {
      const mode = modes.find((m) => m.name === name)!;
      const tally = new Tally();
      const began = Date.now();

      const data = await resetDemoData(mode);
      const invite = await issueInvite(mode, data.precheckins.find((p) => p.number === '4815162352')!.token);
      const target = targetOf(mode, data, invite);
      const reservation = data.reservations[0]!;
      const attack: AttackData = {
        reservation: { token: reservation.token, number: reservation.number },
        precheckin: data.precheckins[0]!.token,
        invite,
        wishlist: data.wishlists[0]!.token,
        jwt: data.partners[0]!.jwt,
      };
      const attacks = attackRequests(attack, { production: mode.name === 'production' });
      await sendAll(target, attacks, tally);

      // As in workerd: each group from fresh demo data, its requests drawn with the same seed.
      for (const group of FUZZ_GROUPS) {
        const fresh = await resetDemoData(mode);
        const requests: HttpRequest[] = sampleGroup(group, fresh).map((request, i) => ({
          ...request,
          label: `${group.name} #${i}`,
        }));
        await sendAll({ ...target, secrets: targetOf(mode, fresh, invite).secrets }, requests, tally);
      }

      console.log(report(mode, tally, attacks.length, seconds(began)));
      const failures = tally.failures().map(describeAnswer);
      if (failures.length) console.log(`${mode.name} mode, failing answers:\n${failures.join('\n')}`);
      expect.soft(tally.serverErrors, 'answers 5xx').toBe(0);
      expect.soft(tally.noAnswer, 'answers with status 0').toBe(0);
      expect(failures).toEqual([]);
    },
  );
});
