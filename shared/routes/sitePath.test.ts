import { describe, expect, it } from 'vitest';
import { looksLikeAnotherHost, sitePath } from './sitePath.ts';

const at = (path: string) => new URL(`https://portal.test${path}`);

describe('sitePath (issue 14: every redirect the portal builds stays on its own origin)', () => {
  it('keeps an ordinary path, query and fragment', () => {
    expect(sitePath(at('/reservations/abc?lang=en#pay'))).toBe('/reservations/abc?lang=en#pay');
  });

  it.each([
    ['//evil.example/x?lang=en', '/evil.example/x?lang=en'],
    ['/\\evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
  ])('folds %s into a path of this site', (path, expected) => {
    const location = sitePath(at(path));
    expect(location).toBe(expected);
    expect(new URL(location, 'https://portal.test').origin).toBe('https://portal.test');
  });

  it('tells paths a browser could read as another host', () => {
    expect(looksLikeAnotherHost('//evil')).toBe(true);
    expect(looksLikeAnotherHost('/\\evil')).toBe(true);
    expect(looksLikeAnotherHost('/evil')).toBe(false);
  });
});
