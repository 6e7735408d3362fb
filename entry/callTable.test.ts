import { describe, expect, it } from 'vitest';
import { createScrubber } from '../shared/reporting/scrubber.ts';
import { pathSecrets } from '../shared/reporting/secretSections.ts';
import { ROUTE_PATHS } from '../shared/routes/routePaths.ts';
import { compileCalls, findCall, secretPlaces } from '../shared/upstream/callBook.ts';
import type { CallEntry } from '../shared/upstream/callFacts.ts';
import * as CALLS from '../shared/upstream/calls/index.ts';
import { redactUpstreamPath } from '../shared/upstream/redactUpstreamPath.ts';
import { reservationOfCall } from '../web/features/offline/saved/savedCalls.ts';
import { answerHeaders } from '../worker/pipeline/apiProxy.ts';
import { callLimits, portalCall } from '../worker/pipeline/portalCalls.ts';

const TOKEN = 'Zq4Lw8Xe2Rt6Yu0Io3Pa7S';

/** A new secret call, as a later feature would add it: one entry in the table, nothing else. */
const WITH_NEW_CALLS = {
  ...CALLS,
  doorCode: {
    method: 'GET',
    path: '/webcc-api/v1/booking/locks/:token/code',
    personalData: true,
    token: 'inPath',
  },
  keptDoorCode: {
    method: 'GET',
    path: '/webcc-api/v1/booking/keptlocks/:token',
    personalData: true,
    token: 'inPath',
    keptOffline: true,
  },
} satisfies Record<string, CallEntry>;
const book = compileCalls(WITH_NEW_CALLS);
const doorCode = `/webcc-api/v1/booking/locks/${TOKEN}/code`;

describe('a call added in one entry of the call table', () => {
  it('is redacted in log lines', () => {
    expect(redactUpstreamPath(`${doorCode}?lang=de`, secretPlaces(book))).toBe(
      '/webcc-api/v1/booking/locks/[token]/code',
    );
  });

  it('is scrubbed from error reports, even where its token looks like no token', () => {
    const paths = [
      ...ROUTE_PATHS.values(),
      ...Object.values(WITH_NEW_CALLS).map((call: CallEntry) => call.path),
    ];
    const { scrubText, scrubReport } = createScrubber(pathSecrets(paths));
    expect(scrubText(`GET /webcc-api/v1/booking/locks/aaaa-bbbb/code failed`)).toBe(
      'GET /webcc-api/v1/booking/locks/[token]/code failed',
    );
    expect(scrubReport({ url: doorCode })).toEqual({ url: '/webcc-api/v1/booking/locks/[token]/code' });
    // Without the entry, the same short token stays: the table is what teaches the scrubber.
    expect(createScrubber(pathSecrets()).scrubText('/webcc-api/v1/booking/locks/aaaa-bbbb/code')).toContain(
      'aaaa-bbbb',
    );
  });

  it('passes the proxy with its token and is refused without it', () => {
    expect(portalCall('GET', doorCode, undefined, book)).toEqual({ kind: 'allowed', bookingNumber: null });
    expect(portalCall('GET', '/webcc-api/v1/booking/locks/code', undefined, book)).toEqual({
      kind: 'unknown',
    });
    expect(portalCall('GET', '/webcc-api/v1/booking/locks//code', undefined, book)).toEqual({
      kind: 'unknown',
    });
    expect(portalCall('POST', doorCode, undefined, book)).toEqual({ kind: 'unknown' });
    // Not in the portal's own table, the proxy refuses it.
    expect(portalCall('GET', doorCode)).toEqual({ kind: 'unknown' });
    expect(callLimits('GET', doorCode, book)).toEqual({ binding: null, countsTokenMisses: true });
  });

  it('is answered no-store', () => {
    const found = findCall('GET', doorCode, book)!;
    expect(answerHeaders(found.entry)).toEqual({ 'Cache-Control': 'no-store' });
  });

  it('is kept offline only when its entry says so', () => {
    expect(reservationOfCall(doorCode, book)).toBeNull();
    expect(reservationOfCall(`/webcc-api/v1/booking/keptlocks/${TOKEN}`, book)).toBe(TOKEN);
  });
});
