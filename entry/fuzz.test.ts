import fc from 'fast-check';
import { beforeEach, describe, it } from 'vitest';
import { fetchWhole, fixtures, ORIGIN, resetSandbox } from './test/request.ts';
import type { FuzzRequest } from './test/fuzzRequests.ts';
import { FUZZ_GROUPS, RUNS, SEED } from './test/fuzzGroups.ts';
import { cappedText, problemOf } from './test/answerChecks.ts';
import type { Fixtures } from '../shared/dev/fixtures.ts';

// Issue 14's proof: generated requests to every route group, in workerd, with no faults injected.
// fast-check prints the seed and the shrunk request of a failure. The same requests go over HTTP to
// both modes in scripts/test/attackBothModes.integration.test.ts.

/** Per group, against a hang; rendering pages is the slowest (about 8 s alone, 18 s on a busy machine). */
const GROUP_TIMEOUT_MS = 120_000;

async function send(request: FuzzRequest): Promise<void> {
  const response = await fetchWhole(`${ORIGIN}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await cappedText(response);
  const problem = problemOf(response, text, ORIGIN);
  if (problem) throw new Error(`${response.status}, ${problem}`);
}

let data: Fixtures;

// Calls that change the demo data go to real tokens: each group starts from fresh demo data.
beforeEach(async () => {
  await resetSandbox();
  data = await fixtures();
});

describe(
  'generated requests get an answer of the client, with nothing of the inside',
  { timeout: GROUP_TIMEOUT_MS },
  () => {
    for (const group of FUZZ_GROUPS)
      it(group.name, () =>
        fc.assert(fc.asyncProperty(group.requests(data), send), { numRuns: RUNS, seed: SEED }),
      );
  },
);
