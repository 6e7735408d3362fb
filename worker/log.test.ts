import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log.ts';

const TOKEN = 'Zq4Lw8Xe2Rt6Yu0Io3Pa7S';

afterEach(() => vi.restoreAllMocks());

describe('the worker log', () => {
  it('writes no token, whether the request is a page or a call', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line));
    for (const path of [
      `/reservations/${TOKEN}/arrival`,
      `/portal-api/v1/reservations/${TOKEN}/push`,
      `/webcc-api/v1/booking/reservations/${TOKEN}/arrival`,
    ])
      createLogger('request-1', path).warn('something');
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual([
      '/reservations/[token]/arrival',
      '/portal-api/v1/reservations/[token]/push',
      '/webcc-api/v1/booking/reservations/[token]/arrival',
    ]);
  });
});
