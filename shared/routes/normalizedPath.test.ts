import { describe, expect, it } from 'vitest';
import { normalizedPath } from './normalizedPath.ts';

describe('normalizedPath (issue 14: paths are normalised once)', () => {
  it.each([
    ['/reservations/AbC', '/reservations/AbC'],
    ['/%72eservations/AbC', '/reservations/AbC'],
    ['/webcc%2Dapi/v1/reviews', '/webcc-api/v1/reviews'],
    ['/a%2fb', '/a%2Fb'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('%s is %s', (raw, normal) => {
    expect(normalizedPath(raw)).toBe(normal);
  });

  it('has no normal form for escapes that are not UTF-8', () => {
    expect(normalizedPath('/validation-api/v1/emails/%ff%fe')).toBeNull();
    expect(normalizedPath('/%E0%A4%A')).toBeNull();
  });
});
