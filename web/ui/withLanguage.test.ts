import { describe, expect, it } from 'vitest';
import { withLanguage } from './withLanguage.ts';

describe('withLanguage', () => {
  it.each([
    ['/', 'en', '/?lang=en'],
    ['/login', 'de', '/login?lang=de'],
    ['/x?a=1&lang=en#top', 'de', '/x?a=1&lang=de#top'],
    ['payment', 'en', 'payment?lang=en'],
  ])('%s in %s is %s', (to, lang, expected) => {
    expect(withLanguage(to, lang)).toBe(expected);
  });
});
