import { describe, expect, it } from 'vitest';
import { allowedReturnTo } from './returnTo.ts';

const ORIGIN = 'http://portal.test';

describe('return_to (Kratos allowed return URLs)', () => {
  it('takes a path or an URL of this origin', () => {
    expect(allowedReturnTo('/myaccount?lang=en', ORIGIN)).toBe('http://portal.test/myaccount?lang=en');
    expect(allowedReturnTo(undefined, ORIGIN)).toBeUndefined();
  });

  it('refuses another origin, and a path a browser would read as another host (issue 14)', () => {
    expect(allowedReturnTo('https://evil.example/', ORIGIN)).toBeNull();
    expect(allowedReturnTo('http://portal.test//evil.example', ORIGIN)).toBeNull();
    expect(allowedReturnTo('http://portal.test/\\evil.example', ORIGIN)).toBeNull();
  });
});
